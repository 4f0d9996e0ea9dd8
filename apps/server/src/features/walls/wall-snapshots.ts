import { WALL_KIND, type ReportChart, type ReportInput, type WallSnapshotContent } from '@embodied/contracts';
import { TOTAL_R_LABEL, wallTakeoffWords, wallTypeRValue } from '@embodied/engine';
import { takeoffInputRows } from '../../calculations/takeoff-report';
import { breakdown, customProductRows, fieldDefs, inputRows } from '../../calculations/report-parts';
import {
  A1A3_FIGURE,
  BIOGENIC_FIGURES,
  NO_EPD_DEFAULT_FIGURES,
  UPFRONT_FIGURES,
  withoutRepeats,
  type FigureDef,
  type SnapshotKindHandler,
} from '../../calculations/snapshot-kind';
import { wallCsvWords, wallLcax } from './wall-exports';
import { computeWallOutputs } from './wall-service';
import { upfrontChange, upfrontInputRows } from '../../calculations/upfront-report';

type Inputs = WallSnapshotContent['inputs'];
type Location = Inputs['locations'][number];
type Outputs = WallSnapshotContent['outputs'];

/** The fields the report shows, labelled as the wall page words them (contracts' WALL_KIND). */
const WALL_TOP = fieldDefs<Inputs>(WALL_KIND.fields, ['targetReduction']);
const WALL_LOCATION = fieldDefs<Location>(WALL_KIND.fields, [
  'description',
  'length',
  'height',
  'materialA',
  'materialB',
]);

/**
 * The result figures, as the wall page words them: the comparison at A1–A5 first (issue 51), then
 * the same at A1–A3 (the only figures of a snapshot saved before A4 and A5 were counted).
 */
const WALL_FIGURES: readonly FigureDef<Outputs>[] = withoutRepeats<Outputs>([
  {
    key: 'upfront.reduction.a1a5',
    read: (o) => o.upfront?.reduction.a1a5,
    label: 'Total Carbon Reduction, A1–A5 upfront carbon',
    unit: 'kgCO2e',
    headline: true,
    increaseLabel: 'Total Carbon Increase, A1–A5 upfront carbon',
  },
  {
    key: 'upfront.progressPercent',
    read: (o) => o.upfront?.progressPercent,
    label: 'Progress to Target, A1–A5 upfront carbon',
    unit: '%',
    headline: true,
  },
  A1A3_FIGURE<Outputs>({
    key: 'actualReduction',
    label: 'Total Carbon Reduction',
    unit: 'kgCO2e',
    headline: true,
    increaseLabel: 'Total Carbon Increase',
  }),
  A1A3_FIGURE<Outputs>({ key: 'percentageReduction', label: 'Progress to Target', unit: '%', headline: true }),
  A1A3_FIGURE<Outputs>({ key: 'optionATotal', label: 'Option A Embodied Carbon', unit: 'kgCO2e', headline: false }),
  A1A3_FIGURE<Outputs>({ key: 'optionBTotal', label: 'Option B Embodied Carbon', unit: 'kgCO2e', headline: false }),
  A1A3_FIGURE<Outputs>({ key: 'intensityA', label: 'Option A CO2/m²', unit: 'kgCO2e/m²', headline: false }),
  A1A3_FIGURE<Outputs>({ key: 'intensityB', label: 'Option B CO2/m²', unit: 'kgCO2e/m²', headline: false }),
  ...NO_EPD_DEFAULT_FIGURES<Outputs>([
    ['noEpdDefaultOptionATotal', 'Option A Embodied Carbon'],
    ['noEpdDefaultOptionBTotal', 'Option B Embodied Carbon'],
    ['noEpdDefaultActualReduction', 'Total Carbon Reduction', 'Total Carbon Increase'],
  ]),
  ...BIOGENIC_FIGURES<Outputs>([
    ['biogenicA', 'Option A'],
    ['biogenicB', 'Option B'],
  ]),
  ...UPFRONT_FIGURES<Outputs>([
    ['optionA', 'Option A Embodied Carbon', (o) => o.upfront?.optionA],
    ['optionB', 'Option B Embodied Carbon', (o) => o.upfront?.optionB],
    ['reduction', 'Total Carbon Reduction', (o) => o.upfront?.reduction, 'Total Carbon Increase'],
  ]),
  {
    key: 'upfront.intensityA',
    read: (o) => o.upfront?.intensityA,
    label: 'Option A CO2/m², A1–A5 upfront carbon',
    unit: 'kgCO2e/m²',
    headline: false,
  },
  {
    key: 'upfront.intensityB',
    read: (o) => o.upfront?.intensityB,
    label: 'Option B CO2/m², A1–A5 upfront carbon',
    unit: 'kgCO2e/m²',
    headline: false,
  },
  {
    key: 'upfront.reductionPercent',
    read: (o) => o.upfront?.reductionPercent,
    label: 'Option B against option A at A1–A5 (reduction)',
    unit: '%',
    headline: false,
  },
]);

/**
 * Each option's Total R-value (engine src/thermal), derived from its wall type: the report shows it
 * beside carbon so that a colder option B is visible on paper too.
 */
function thermalRows(l: Location, i: number): ReportInput[] {
  return (['A', 'B'] as const).map((side) => {
    const r = wallTypeRValue(side === 'A' ? l.materialA : l.materialB);
    return {
      group: `Wall location ${i + 1}`,
      label: `Option ${side} ${TOTAL_R_LABEL}${r.confidence === 'estimate' ? ' (estimate)' : ''}`,
      value: r.r,
      unit: 'm²K/W',
    };
  });
}

/** A wall location with no description, length or height is an empty card: nothing to show. */
const isEmptyLocation = (l: Location) => !l.description && (l.length ?? null) === null && (l.height ?? null) === null;

function wallChart(o: Outputs): ReportChart | null {
  const groups = o.locations
    .filter((l) => l.included)
    .map((l) => ({
      label: `Wall ${l.wallNumber}${l.description ? `: ${l.description}` : ''}`,
      values: [l.optionA, l.optionB],
    }));
  if (groups.length > 1) groups.push({ label: 'Total', values: [o.optionATotal, o.optionBTotal] });
  return groups.length
    ? {
        title: 'Option A and option B by wall location (kgCO2e)',
        unit: 'kgCO2e',
        series: ['Option A', 'Option B'],
        groups,
      }
    : null;
}

/** How the snapshots feature reads, reports and recomputes a wall snapshot. */
export const wallSnapshots: SnapshotKindHandler<'wall'> = {
  kind: 'wall',
  decimals: 2,
  figures: WALL_FIGURES,
  saving: (o) => o.actualReduction,
  change: (o) =>
    upfrontChange(
      { baseline: o.optionATotal, value: o.optionBTotal, baselineName: 'option A', resultName: 'Option B' },
      o.upfront && { baseline: o.upfront.optionA, value: o.upfront.optionB },
    ),
  reportInputs: (inputs) => [
    ...inputRows(inputs, WALL_TOP, null),
    ...takeoffInputRows(inputs.takeoff),
    ...inputs.locations.flatMap((l, i) =>
      isEmptyLocation(l) ? [] : [...inputRows(l, WALL_LOCATION, `Wall location ${i + 1}`), ...thermalRows(l, i)],
    ),
    ...upfrontInputRows(inputs.upfront, inputs.customProducts),
    ...customProductRows(inputs.customProducts),
  ],
  quantities: (inputs) => (inputs.takeoff ? wallTakeoffWords(inputs.takeoff) : null),
  breakdowns: (o) =>
    o.locations.flatMap((l, i) => {
      const name = `Wall location ${i + 1}${l.description ? ` (${l.description})` : ''}`;
      return [...breakdown(`${name}, option A`, l.breakdownA), ...breakdown(`${name}, option B`, l.breakdownB)];
    }),
  chart: wallChart,
  recompute: (inputs, datasetId) => computeWallOutputs(inputs, datasetId),
  lcax: wallLcax,
  csv: wallCsvWords,
};
