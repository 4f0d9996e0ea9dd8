import { z } from 'zod';
import { breakdownElementSchema } from './breakdown';
import { namedObject } from './named';

/* A snapshot's result figures and its print report: the same words on the page, the share page and the PDF. */

export const FIGURE_UNITS = ['kgCO2e', 'kgCO2e/m²', '%', 'AUD', 'AUD/m²'] as const;
export type FigureUnit = (typeof FIGURE_UNITS)[number];

/** One result figure of a snapshot, derived from its outputs (e.g. Total Carbon Reduction). */
export const snapshotFigureSchema = namedObject('SnapshotFigure', {
  key: z.string().meta({ description: 'The output field it comes from, e.g. actualReduction.' }),
  label: z.string().meta({ description: 'What the calculator page calls it.' }),
  value: z.number(),
  unit: z.enum(FIGURE_UNITS),
  decimals: z
    .number()
    .int()
    .min(0)
    .max(4)
    .meta({ description: 'Decimals the calculator page shows (wall 2, slab and optimizer 0).' }),
  increaseLabel: z.string().nullable().meta({
    description:
      'Set for a saving (a reduction): a negative value is an increase, which pages show under this label as a positive amount. Null for other figures.',
  }),
});
export type SnapshotFigure = z.infer<typeof snapshotFigureSchema>;

/** One input of the printed report (a location's fields share a group). */
export const reportInputSchema = z.object({
  group: z.string().nullable(),
  label: z.string(),
  value: z.union([z.string(), z.number(), z.boolean()]).nullable(),
  unit: z.string().nullable(),
});
export type ReportInput = z.infer<typeof reportInputSchema>;

export const reportChartSchema = namedObject('SnapshotChart', {
  title: z.string(),
  unit: z.literal('kgCO2e'),
  series: z.array(z.string()),
  groups: z.array(z.object({ label: z.string(), values: z.array(z.number()) })),
});
export type ReportChart = z.infer<typeof reportChartSchema>;

export const reportBreakdownSchema = namedObject('SnapshotBreakdown', {
  caption: z.string(),
  elements: z.array(breakdownElementSchema),
});
export type ReportBreakdown = z.infer<typeof reportBreakdownSchema>;

export const reportDatasetSchema = z.object({
  id: z.string(),
  version: z.string().meta({ description: 'The edition the snapshot was computed with.' }),
  label: z.string(),
  attribution: z.string(),
  licenceStatus: z.string(),
  hasRange: z.boolean(),
  currentVersion: z
    .string()
    .nullable()
    .meta({ description: "The server's current edition of this dataset; null when it no longer has it." }),
});

const reportTextSchema = z.object({ heading: z.string(), paragraphs: z.array(z.string()) });

/** What every printout states besides its figures (engine src/report): the same words on the page, the share page and the PDF. */
export const reportNotesSchema = namedObject('SnapshotReportNotes', {
  limits: reportTextSchema.meta({
    description:
      'Purpose and limits: a design-option comparison (A1–A3); not a BASIX, NABERS or NCC result; quantities modelled; to be checked by a qualified person.',
  }),
  scope: z
    .object({
      heading: z.string(),
      rows: z.array(
        z.object({
          aspect: z.string(),
          included: z.string(),
          excluded: z.string().nullable().meta({ description: 'Null where the row states a basis only.' }),
        }),
      ),
    })
    .meta({
      description:
        'Elements included and excluded, life-cycle modules, biogenic carbon, what per m² means, where quantities come from.',
    }),
  dataQuality: reportTextSchema.meta({
    description: 'Datasets by name and edition as people know them, and each user EPD with its validity.',
  }),
  change: z
    .object({
      sentence: z.string().meta({ description: 'The percentage change against the page’s baseline, in words.' }),
      scale: z.string().meta({ description: 'Green Star Buildings’ bands, for scale only (a whole building, A1–A5).' }),
      context: z.string().meta({ description: 'ASBEC’s trajectory for the sector, as context.' }),
    })
    .nullable()
    .meta({
      description:
        'The result against its baseline (wall option A, footing business as usual); null for a kind without one.',
    }),
  costBasis: z
    .string()
    .nullable()
    .meta({ description: 'Source, base date, region and inclusions of the costs; null for a kind without costs.' }),
});
export type SnapshotReportNotes = z.infer<typeof reportNotesSchema>;

/** The print layout's content, shared by the web view and the PDF so that both show the same. */
export const snapshotReportSchema = namedObject('SnapshotReport', {
  notes: reportNotesSchema,
  title: z.string().meta({ example: 'Wall Embodied Carbon Snapshot #12' }),
  inputs: z.array(reportInputSchema),
  results: z.array(snapshotFigureSchema),
  chart: reportChartSchema.nullable(),
  breakdowns: z.array(reportBreakdownSchema),
  dataset: reportDatasetSchema,
  hashVerified: z.boolean().meta({ description: 'The stored content still gives its stored hash.' }),
  workspace: namedObject('SnapshotWorkspace', {
    organisationId: z.string(),
    name: z.string().meta({ description: "The organisation's name." }),
    createdBy: z.string().meta({ description: 'Who made the Calculate.' }),
  })
    .nullable()
    .meta({
      description: 'The organisation the snapshot belongs to (printouts show it); null for a personal snapshot.',
    }),
});
export type SnapshotReport = z.infer<typeof snapshotReportSchema>;
