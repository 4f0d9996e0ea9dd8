import { DWELLING_KIND, type DwellingSnapshotContent } from '@embodied/contracts';
import { breakdown, customProductRows, fieldDefs, inputRows } from '../../calculations/report-parts';
import { BIOGENIC_FIGURES, NO_EPD_DEFAULT_FIGURES, UPFRONT_FIGURES } from '../../calculations/snapshot-kind';
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

/** The result figures, as the optimizer page words them. */
const DWELLING_FIGURES: readonly FigureDef<Outputs>[] = [
  { key: 'totalCO2e', label: 'Total CO2e', unit: 'kgCO2e', headline: true },
  { key: 'cO2ePerm2', label: 'CO2e/m²', unit: 'kgCO2e/m²', headline: true },
  { key: 'coldShellCost', label: 'Cold Shell Cost', unit: 'AUD', headline: true },
  { key: 'coldShellCostPerm2', label: 'Cold Shell Cost/m²', unit: 'AUD/m²', headline: false },
  { key: 'wallFootPrintTotal', label: 'Wall Footprint as % of total footprint', unit: '%', headline: false },
  { key: 'wallFootPrintCost', label: 'Wall footprint as cost of project', unit: '%', headline: false },
  ...NO_EPD_DEFAULT_FIGURES<Outputs>([['noEpdDefaultTotalCO2e', 'Total CO2e']]),
  { key: 'noEpdDefaultCO2ePerm2', label: 'CO2e/m², no-EPD default (NABERS)', unit: 'kgCO2e/m²', headline: false },
  ...BIOGENIC_FIGURES<Outputs>([['biogenicStorage', 'Cold shell']]),
  {
    key: 'upfront.total.a1a3',
    read: (o) => o.upfront?.total.a1a3,
    label: 'Total CO2e over the scope, A1–A3 product stage',
    unit: 'kgCO2e',
    headline: false,
  },
  ...UPFRONT_FIGURES<Outputs>([['total', 'Total CO2e over the scope', (o) => o.upfront?.total]]),
  {
    key: 'upfront.perM2.a1a5',
    read: (o) => o.upfront?.perM2.a1a5,
    label: 'CO2e/m² over the scope, A1–A5 upfront carbon',
    unit: 'kgCO2e/m²',
    headline: false,
  },
];

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
