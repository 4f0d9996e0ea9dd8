import { z } from 'zod';
import { usedCustomProductsSchema } from './custom-products';
import { isoTime, namedLooseObject, namedObject } from './named';
import { textSchema } from './text';
import { DATASET_IDS } from '@embodied/engine';
import { dwellingOutputsSchema, estimateDwellingRequestSchema } from './dwellings';
import { calculateFootingRequestSchema, footingOutputsSchema } from './footings';
import { calculateWallRequestSchema, wallOutputsSchema } from './walls';
import { SNAPSHOT_KINDS, type SnapshotKind } from './snapshot-kinds';
import { FIGURE_UNITS, snapshotFigureSchema, snapshotReportSchema } from './snapshot-report';

export * from './snapshot-kinds';
export * from './snapshot-report';

export const snapshotKindSchema = z
  .enum(SNAPSHOT_KINDS, { message: `Kind must be one of ${SNAPSHOT_KINDS.join(', ')}.` })
  .meta({ id: 'SnapshotKind', description: 'wall (wall page), footing (slab page) or dwelling (optimizer).' });

/** The largest snapshot number (PostgreSQL's `integer`, the column that holds it). */
export const SNAPSHOT_NUMBER_MAX = 2_147_483_647;

const numberSchema = z
  .number({ error: 'Snapshot number must be a whole number.' })
  .int({ error: 'Snapshot number must be a whole number.' })
  .min(1, { error: 'Snapshot number must be a whole number from 1.' })
  .max(SNAPSHOT_NUMBER_MAX, { error: `Snapshot number must be at most ${SNAPSHOT_NUMBER_MAX}.` })
  .meta({
    description:
      'The snapshot number: consecutive within its workspace (#1, #2, #3), the number pages and paths use. Snapshots saved before numbers counted within workspaces keep the number they had.',
    example: 12,
  });

/** What a snapshot's serial is, wherever an export or an answer carries one. */
export const SERIAL_NOTE =
  'The snapshot’s serial: its key across the product, covered by its content hash (the number is bound to it by the record). Absent from snapshots saved before numbers counted within workspaces, whose content hash covers their number instead.';

const serialSchema = z
  .number({ error: 'Snapshot serial must be a whole number.' })
  .int({ error: 'Snapshot serial must be a whole number.' })
  .min(1, { error: 'Snapshot serial must be a whole number from 1.' })
  .max(SNAPSHOT_NUMBER_MAX, { error: `Snapshot serial must be at most ${SNAPSHOT_NUMBER_MAX}.` })
  .optional()
  .meta({ description: SERIAL_NOTE });

/** One row of the snapshot list. */
export const snapshotSummarySchema = namedObject('SnapshotSummary', {
  number: numberSchema,
  kind: snapshotKindSchema,
  project: z.string(),
  createdAt: isoTime('When the Calculate was made'),
  datasetId: z.string(),
  datasetVersion: z.string(),
  engineVersion: z.string(),
  createdBy: z.string().meta({
    description: 'The name of the member who made the Calculate ("Former member" once their account is gone).',
  }),
  headlines: z.array(snapshotFigureSchema).meta({ description: "The kind's headline figures (the list shows these)." }),
});
export type SnapshotSummary = z.infer<typeof snapshotSummarySchema>;

/** The latest snapshot of one kind within a project. */
export const projectLatestSchema = namedObject('ProjectLatest', {
  number: numberSchema,
  createdAt: z.string(),
  headlines: z.array(snapshotFigureSchema),
});
export type ProjectLatest = z.infer<typeof projectLatestSchema>;

/** `?project=`: the project's latest wall, footing and dwelling figures. */
export const projectTotalsSchema = namedObject('ProjectTotals', {
  project: z.string(),
  count: z.number().int().meta({ description: 'How many snapshots the project has.' }),
  wall: projectLatestSchema.nullable(),
  footing: projectLatestSchema.nullable(),
  dwelling: projectLatestSchema.nullable(),
  combinedReduction: z.number().nullable().meta({
    description:
      'kgCO2e saved by the latest wall choice (option A − B) plus the latest footing choice (BAU − alternate); null when the project has neither.',
  }),
});
export type ProjectTotals = z.infer<typeof projectTotalsSchema>;

export const SNAPSHOT_PAGE_SIZE_MAX = 100;

/** A whole number from 1 to `max` in the query string; `wrong` words every failure but one above `max`. */
const countParam = (max: number, wrong: string, tooLarge = wrong) =>
  z.coerce.number({ message: wrong }).int(wrong).min(1, wrong).max(max, tooLarge);

/** GET /api/snapshots: paging (page/pageSize, or cursor), filters and search. Newest first. */
export const snapshotListQuerySchema = z.object({
  page: countParam(100_000, 'Page must be a whole number from 1.', 'Page must be at most 100000.')
    .default(1)
    .meta({ description: 'Page number, from 1 (ignored when a cursor is given).' }),
  pageSize: countParam(
    SNAPSHOT_PAGE_SIZE_MAX,
    `Page size must be a whole number from 1 to ${SNAPSHOT_PAGE_SIZE_MAX}.`,
  ).default(20),
  cursor: textSchema('Cursor')
    .regex(/^[A-Za-z0-9_-]{1,200}$/, 'Cursor must be the nextCursor of an earlier page.')
    .optional()
    .meta({ description: 'The nextCursor of the previous page (keyset paging; stable while new snapshots arrive).' }),
  kind: snapshotKindSchema.optional(),
  project: textSchema('Project')
    .trim()
    .min(1, 'Project must not be empty.')
    .max(200, 'Project must be at most 200 characters.')
    .optional()
    .meta({ description: 'Exact project name; also returns projectTotals.' }),
  q: textSchema('Search')
    .trim()
    .max(200, 'Search must be at most 200 characters.')
    .optional()
    .meta({ description: 'Search: part of the project name, or a snapshot number (12 or #12).' }),
});
export type SnapshotListQuery = z.infer<typeof snapshotListQuerySchema>;

/** GET /api/snapshots/project-report.pdf: the project whose latest wall, footing and dwelling snapshots the report holds. */
export const projectReportQuerySchema = z.object({
  project: textSchema('Project')
    .trim()
    .min(1, 'Project must not be empty.')
    .max(200, 'Project must be at most 200 characters.')
    .meta({ description: 'Exact project name, as the snapshots carry it.' }),
});
export type ProjectReportQuery = z.infer<typeof projectReportQuerySchema>;

export const snapshotListSchema = namedObject('SnapshotList', {
  items: z.array(snapshotSummarySchema),
  total: z.number().int().meta({ description: 'How many snapshots match the filters.' }),
  page: z.number().int(),
  pageSize: z.number().int(),
  pageCount: z.number().int(),
  nextCursor: z.string().nullable(),
  projects: z
    .array(z.string())
    .meta({ description: "The active workspace's project names (for the project filter), A–Z." }),
  projectTotals: projectTotalsSchema.nullable(),
});
export type SnapshotList = z.infer<typeof snapshotListSchema>;

export const snapshotNumberParamSchema = z.object({
  number: z.coerce
    .number({ message: 'Snapshot number must be a whole number.' })
    .int('Snapshot number must be a whole number.')
    .min(1, 'Snapshot number must be a whole number from 1.')
    .max(SNAPSHOT_NUMBER_MAX, `Snapshot number must be at most ${SNAPSHOT_NUMBER_MAX}.`)
    .meta({ param: { name: 'number', in: 'path' }, example: 12 }),
});

/** The fields every snapshot has, whatever its kind. */
const contentBase = {
  serial: serialSchema,
  number: numberSchema,
  project: z.string(),
  datasetId: z.string(),
  datasetVersion: z.string(),
  engineVersion: z.string(),
  createdAt: z.string(),
};
const INPUTS_NOTE = 'The calculator request the server computed from (parsed, without figures a client sent).';
const OUTPUTS_NOTE = 'What the server computed, with breakdowns.';

/** One kind's content: the common fields, its kind, its inputs (the request) and its outputs. */
function snapshotContent<const K extends string, I extends z.ZodType, O extends z.ZodType>(
  kind: K,
  inputs: I,
  outputs: O,
) {
  return z.object({
    ...contentBase,
    kind: z.literal(kind),
    inputs: inputs.meta({ description: INPUTS_NOTE }),
    outputs,
  });
}

/**
 * Exactly what the content hash covers (canonical JSON, keys sorted, SHA-256): one schema per
 * kind, so every reader of a stored snapshot sees typed inputs and outputs. Adding a calculator
 * adds a member here.
 */
export const wallSnapshotContentSchema = snapshotContent(
  'wall',
  calculateWallRequestSchema.extend({ customProducts: usedCustomProductsSchema }).meta({ id: 'WallSnapshotInputs' }),
  wallOutputsSchema,
).meta({ id: 'WallSnapshotContent' });
export const footingSnapshotContentSchema = snapshotContent(
  'footing',
  calculateFootingRequestSchema
    .extend({ customProducts: usedCustomProductsSchema })
    .meta({ id: 'FootingSnapshotInputs' }),
  footingOutputsSchema,
).meta({ id: 'FootingSnapshotContent' });
export const dwellingSnapshotContentSchema = snapshotContent(
  'dwelling',
  estimateDwellingRequestSchema
    .extend({ customProducts: usedCustomProductsSchema })
    .meta({ id: 'DwellingSnapshotInputs' }),
  dwellingOutputsSchema.meta({ description: OUTPUTS_NOTE }),
).meta({ id: 'DwellingSnapshotContent' });

export const snapshotContentSchema = z.discriminatedUnion('kind', [
  wallSnapshotContentSchema,
  footingSnapshotContentSchema,
  dwellingSnapshotContentSchema,
]);
export type WallSnapshotContent = z.infer<typeof wallSnapshotContentSchema>;
export type FootingSnapshotContent = z.infer<typeof footingSnapshotContentSchema>;
export type DwellingSnapshotContent = z.infer<typeof dwellingSnapshotContentSchema>;
/** Each kind's inputs and outputs (indexable by a generic kind, unlike the union). */
export interface SnapshotKindTypes {
  wall: Pick<WallSnapshotContent, 'inputs' | 'outputs'>;
  footing: Pick<FootingSnapshotContent, 'inputs' | 'outputs'>;
  dwelling: Pick<DwellingSnapshotContent, 'inputs' | 'outputs'>;
}
export type SnapshotInputs<K extends SnapshotKind> = SnapshotKindTypes[K]['inputs'];
export type SnapshotOutputs<K extends SnapshotKind> = SnapshotKindTypes[K]['outputs'];
/** The content of one kind of snapshot. */
export type SnapshotContentOf<K extends SnapshotKind> = Omit<WallSnapshotContent, 'kind' | 'inputs' | 'outputs'> & {
  kind: K;
  inputs: SnapshotInputs<K>;
  outputs: SnapshotOutputs<K>;
};
export type SnapshotContent = { [K in SnapshotKind]: SnapshotContentOf<K> }[SnapshotKind];

const contentHash = {
  contentHash: z.string().meta({ description: 'SHA-256 (hex) of the canonical JSON of the other fields.' }),
};

/** The JSON export: the content and its hash. POST /api/snapshots/verify checks one. */
export const snapshotExportSchema = z
  .discriminatedUnion('kind', [
    wallSnapshotContentSchema.extend(contentHash),
    footingSnapshotContentSchema.extend(contentHash),
    dwellingSnapshotContentSchema.extend(contentHash),
  ])
  .meta({ id: 'SnapshotExport' });
export type SnapshotExport = z.infer<typeof snapshotExportSchema>;

/** GET /api/snapshots/{number} and the shared view: the content, its hash and the report built from it. */
const report = { report: snapshotReportSchema };
export const snapshotDetailSchema = z
  .discriminatedUnion('kind', [
    wallSnapshotContentSchema.extend({ ...contentHash, ...report }),
    footingSnapshotContentSchema.extend({ ...contentHash, ...report }),
    dwellingSnapshotContentSchema.extend({ ...contentHash, ...report }),
  ])
  .meta({ id: 'SnapshotDetail' });
export type SnapshotDetail = z.infer<typeof snapshotDetailSchema>;

/**
 * POST /api/snapshots/verify: a JSON export, read loosely (inputs and outputs as any object):
 * verification checks the hash over what was sent, and unknown fields are reported, not refused,
 * so the answer can say so.
 */
export const verifyRequestSchema = namedLooseObject('VerifySnapshotRequest', {
  ...contentBase,
  kind: snapshotKindSchema,
  inputs: z.record(z.string(), z.unknown()).meta({ description: INPUTS_NOTE }),
  outputs: z.record(z.string(), z.unknown()).meta({ description: OUTPUTS_NOTE }),
  ...contentHash,
});
export type VerifyRequest = z.infer<typeof verifyRequestSchema>;
export const verifyResultSchema = namedObject('VerifySnapshotResult', {
  valid: z.boolean(),
  reason: z.string(),
  number: z.number().int(),
  matchesRecord: z.boolean().nullable().meta({
    description:
      'Compared with the hash on record for your snapshot of that number (kept after you delete it); null when it is not one of yours.',
  }),
  recordDeletedAt: z.string().nullable().meta({
    description:
      'When you deleted your snapshot of that number (ISO 8601): the record no longer exists, only its hash is kept. Null otherwise.',
  }),
});
export type VerifyResult = z.infer<typeof verifyResultSchema>;

export const shareLinkSchema = namedObject('ShareLink', {
  token: z.string().meta({ description: '256 random bits, base64url.' }),
  url: z.string(),
  createdAt: z.string(),
  revokedAt: z.string().nullable(),
});
export type ShareLink = z.infer<typeof shareLinkSchema>;
export const shareLinkListSchema = z.object({ items: z.array(shareLinkSchema) }).meta({ id: 'ShareLinkList' });
export const shareTokenParamSchema = z.object({
  token: textSchema('Token')
    .regex(/^[A-Za-z0-9_-]{16,100}$/, 'Token must be a share token.')
    .meta({ param: { name: 'token', in: 'path' } }),
});

/** 'Recalculate with current data': which dataset to recompute on. */
export const recalculateQuerySchema = z.object({
  dataset: z
    .enum([...DATASET_IDS, 'default'], { message: `Dataset must be one of ${DATASET_IDS.join(', ')} or default.` })
    .optional()
    .meta({
      description:
        "Absent: the snapshot's own dataset (current edition). `default`: your current default dataset. Or a dataset id.",
    }),
});

const basisSchema = z.object({ datasetId: z.string(), datasetVersion: z.string(), engineVersion: z.string() });
export const recalculationSchema = namedObject('SnapshotRecalculation', {
  number: numberSchema,
  kind: snapshotKindSchema,
  stored: basisSchema,
  current: basisSchema,
  datasetChanged: z.boolean().meta({ description: 'Recomputed on a different dataset than the snapshot used.' }),
  datasetVersionChanged: z.boolean().meta({ description: 'The dataset edition differs from the one stored.' }),
  engineVersionChanged: z.boolean(),
  changed: z.boolean().meta({ description: 'Some figure differs.' }),
  notes: z.array(z.string()).meta({
    description:
      'What the recalculation assumed that the snapshot does not record, in words (e.g. the climate zone of a snapshot saved before floors carried insulation). Empty when nothing was assumed.',
  }),
  figures: z.array(
    z.object({
      key: z.string(),
      label: z.string(),
      unit: z.enum(FIGURE_UNITS),
      decimals: z.number().int(),
      old: z.number().nullable(),
      new: z.number().nullable(),
      difference: z.number().nullable().meta({ description: 'new − old.' }),
    }),
  ),
});
export type Recalculation = z.infer<typeof recalculationSchema>;

/** Each kind's content schema, by kind (e.g. to read a stored row's outputs). */
export const SNAPSHOT_CONTENT_SCHEMAS = {
  wall: wallSnapshotContentSchema,
  footing: footingSnapshotContentSchema,
  dwelling: dwellingSnapshotContentSchema,
} as const satisfies { [K in SnapshotKind]: z.ZodType<SnapshotContentOf<K>> };
