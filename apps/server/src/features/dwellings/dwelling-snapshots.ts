import { DWELLING_KIND, type DwellingSnapshotContent } from '@embodied/contracts';
import { breakdown, customProductRows, fieldDefs, inputRows } from '../../calculations/report-parts';
import {
  A1A3_FIGURE,
  BIOGENIC_FIGURES,
  NO_EPD_DEFAULT_FIGURES,
  UPFRONT_FIGURES,
  withoutRepeats,
} from '../../calculations/snapshot-kind';
import { scopeWords, upfrontInputRows } from '../../calculations/upfront-report';
import type { FigureDef, SnapshotKindHandler } from '../../calculations/snapshot-kind';
import { dwellingCsvWords, dwellingLcax } from './dwelling-exports';
import { computeDwellingOutputs } from './dwelling-service';
import { climateZoneNotes } from '../../calculations/climate-zone-notes';
import { measuredQuantitiesRows } from '../../calculations/takeoff-report';
import { measuredQuantitiesWords } from '@embodied/engine';

type Inputs = DwellingSnapshotContent['inputs'];
type Outputs = DwellingSnapshotContent['outputs'];

/** The fields the report shows (every field of the kind), labelled as the optimizer page words them (contracts' DWELLING_KIND). */
const DWELLING_INPUTS = fieldDefs<Inputs>(DWELLING_KIND.fields);

/** 'Total CO2e over the scope, …' as this snapshot's scope words it: 'Total CO2e, whole house, …'. */
const OVER_THE_SCOPE = ' over the scope,';
const namingScope = (o: Outputs, label: string) =>
  o.upfront ? label.replace(OVER_THE_SCOPE, `, ${scopeWords(o.upfront.scope).toLowerCase()},`) : label;

/**
 * The result figures, as the optimizer page words them: the headline is the snapshot's own scope
 * at A1–A5 (issue 51), its A1–A3 below it, then the cold shell at A1–A3 (the only figures of a
 * snapshot saved before A4 and A5 were counted, which say so).
 */
const DWELLING_FIGURES: readonly FigureDef<Outputs>[] = withoutRepeats<Outputs>([
  {
    key: 'upfront.total.a1a5',
    read: (o) => o.upfront?.total.a1a5,
    label: 'Total CO2e over the scope, A1–A5 upfront carbon',
    unit: 'kgCO2e',
    headline: true,
    relabel: namingScope,
  },
  {
    key: 'upfront.perM2.a1a5',
    read: (o) => o.upfront?.perM2.a1a5,
    label: 'CO2e/m² over the scope, A1–A5 upfront carbon',
    unit: 'kgCO2e/m²',
    headline: true,
    relabel: namingScope,
  },
  {
    // The cold shell's A1–A3 is the figure below; a whole house has its own.
    key: 'upfront.total.a1a3',
    read: (o) => (o.upfront?.scope === 'whole-house' ? o.upfront.total.a1a3 : undefined),
    label: 'Total CO2e over the scope, A1–A3 product stage',
    unit: 'kgCO2e',
    headline: false,
    relabel: namingScope,
  },
  A1A3_FIGURE<Outputs>({ key: 'totalCO2e', label: 'Total CO2e, cold shell', unit: 'kgCO2e', headline: true }),
  A1A3_FIGURE<Outputs>({ key: 'cO2ePerm2', label: 'CO2e/m², cold shell', unit: 'kgCO2e/m²', headline: true }),
  { key: 'coldShellCost', label: 'Cold Shell Cost', unit: 'AUD', headline: true },
  { key: 'coldShellCostPerm2', label: 'Cold Shell Cost/m²', unit: 'AUD/m²', headline: false },
  { key: 'wallFootPrintTotal', label: 'Wall Footprint as % of total footprint', unit: '%', headline: false },
  { key: 'wallFootPrintCost', label: 'Wall footprint as cost of project', unit: '%', headline: false },
  ...NO_EPD_DEFAULT_FIGURES<Outputs>([['noEpdDefaultTotalCO2e', 'Total CO2e, cold shell, A1–A3']]),
  {
    key: 'noEpdDefaultCO2ePerm2',
    label: 'CO2e/m², cold shell, A1–A3, no-EPD default (NABERS)',
    unit: 'kgCO2e/m²',
    headline: false,
  },
  ...BIOGENIC_FIGURES<Outputs>([['biogenicStorage', 'Cold shell']]),
  ...UPFRONT_FIGURES<Outputs>([['total', 'Total CO2e over the scope', (o) => o.upfront?.total]]).map((d) => ({
    ...d,
    relabel: namingScope,
  })),
]);

/** How the snapshots feature reads, reports and recomputes a dwelling (optimizer page) snapshot. */
export const dwellingSnapshots: SnapshotKindHandler<'dwelling'> = {
  kind: 'dwelling',
  decimals: 0,
  figures: DWELLING_FIGURES,
  saving: null,
  change: null,
  reportInputs: (inputs) => [
    ...inputRows(inputs, DWELLING_INPUTS, null),
    { group: null, label: 'Scope', value: scopeWords(inputs.scope), unit: null },
    ...measuredQuantitiesRows(inputs.measuredQuantities),
    ...upfrontInputRows(inputs.upfront, inputs.customProducts),
    ...customProductRows(inputs.customProducts),
  ],
  quantities: (inputs) => (inputs.measuredQuantities ? measuredQuantitiesWords(inputs.measuredQuantities) : null),
  breakdowns: (o) => [
    ...breakdown('Dwelling elements', o.elements),
    ...(o.upfront?.wholeHouseElements.length
      ? breakdown('Whole house: parts added to the cold shell', o.upfront.wholeHouseElements)
      : []),
  ],
  chart: (o) =>
    o.elements.length
      ? {
          title: 'Dwelling carbon by element (kgCO2e)',
          unit: 'kgCO2e',
          series: ['Carbon'],
          groups: o.elements.map((e) => ({ label: e.label, values: [e.kgCO2e] })),
        }
      : null,
  recompute: ({ project: _project, datasetId: _requested, ...fields }, datasetId) =>
    computeDwellingOutputs(fields, datasetId),
  recomputeNotes: (inputs) => climateZoneNotes(inputs.climateZone),
  lcax: dwellingLcax,
  csv: dwellingCsvWords,
};
