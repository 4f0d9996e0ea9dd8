import { FOOTING_KIND, type FootingSnapshotContent, type ReportChart } from '@embodied/contracts';
import { breakdownByElement } from '@embodied/engine';
import { breakdown, customProductRows, fieldDefs, inputRows } from '../../calculations/report-parts';
import {
  A1A3_FIGURE,
  BIOGENIC_FIGURES,
  NO_EPD_DEFAULT_FIGURES,
  UPFRONT_FIGURES,
  withoutRepeats,
} from '../../calculations/snapshot-kind';
import { upfrontChange, upfrontInputRows } from '../../calculations/upfront-report';
import type { FigureDef, SnapshotKindHandler } from '../../calculations/snapshot-kind';
import { footingCsvWords, footingLcax } from './footing-exports';
import { computeFootingOutputs } from './footing-service';
import { climateZoneNotes } from '../../calculations/climate-zone-notes';

type Inputs = FootingSnapshotContent['inputs'];
type Outputs = FootingSnapshotContent['outputs'];

/** The fields the report shows, labelled as the slab page words them (contracts' FOOTING_KIND). */
const FOOTING_INPUTS = fieldDefs<Inputs>(FOOTING_KIND.fields);

/**
 * The result figures, as the slab page words them: both systems and the reduction at A1–A5 first
 * (issue 51), then at A1–A3 (the only figures of a snapshot saved before A4 and A5 were counted).
 */
const FOOTING_FIGURES: readonly FigureDef<Outputs>[] = withoutRepeats<Outputs>([
  ...(
    [
      ['bau', 'Business As Usual', (o: Outputs) => o.upfront?.bau.a1a5],
      ['afs', 'Alternate Footing System', (o: Outputs) => o.upfront?.afs.a1a5],
    ] as const
  ).map(([path, label, read]) => ({
    key: `upfront.${path}.a1a5` as const,
    read,
    label: `${label}, A1–A5 upfront carbon`,
    unit: 'kgCO2e' as const,
    headline: true,
  })),
  {
    key: 'upfront.reduction.a1a5',
    read: (o) => o.upfront?.reduction.a1a5,
    label: 'CO2 Reduction, A1–A5 upfront carbon',
    unit: 'kgCO2e',
    headline: true,
    increaseLabel: 'CO2 Increase, A1–A5 upfront carbon',
  },
  A1A3_FIGURE<Outputs>({ key: 'bauValue', label: 'Business As Usual', unit: 'kgCO2e', headline: true }),
  A1A3_FIGURE<Outputs>({ key: 'afsValue', label: 'Alternate Footing System', unit: 'kgCO2e', headline: true }),
  A1A3_FIGURE<Outputs>({
    key: 'c02Reduction',
    label: 'CO2 Reduction',
    unit: 'kgCO2e',
    headline: true,
    increaseLabel: 'CO2 Increase',
  }),
  ...NO_EPD_DEFAULT_FIGURES<Outputs>([
    ['noEpdDefaultBauValue', 'Business As Usual'],
    ['noEpdDefaultAfsValue', 'Alternate Footing System'],
    ['noEpdDefaultC02Reduction', 'CO2 Reduction', 'CO2 Increase'],
  ]),
  ...BIOGENIC_FIGURES<Outputs>([
    ['biogenicBau', 'Business As Usual'],
    ['biogenicAfs', 'Alternate Footing System'],
  ]),
  ...UPFRONT_FIGURES<Outputs>([
    ['bau', 'Business As Usual', (o) => o.upfront?.bau],
    ['afs', 'Alternate Footing System', (o) => o.upfront?.afs],
    ['reduction', 'CO2 Reduction', (o) => o.upfront?.reduction, 'CO2 Increase'],
  ]),
  {
    key: 'upfront.reductionPercent',
    read: (o) => o.upfront?.reductionPercent,
    label: 'Alternate against business as usual at A1–A5 (reduction)',
    unit: '%',
    headline: false,
  },
]);

/**
 * Business as usual and the alternate side by side, by element, with a total bar: the same
 * breakdown the slab page draws (the engine's breakdownByElement), so the two never disagree.
 */
function footingChart(o: Outputs): ReportChart | null {
  const groups = breakdownByElement([o.bau.breakdown, o.afs.breakdown]).map((row) => ({
    label: row.label,
    values: row.values.map((v) => v?.kgCO2e ?? 0),
  }));
  groups.push({ label: 'Total', values: [o.bau.kgCO2e, o.afs.kgCO2e] });
  return {
    title: 'Business as usual and alternate by element (kgCO2e)',
    unit: 'kgCO2e',
    series: ['Business as usual', 'Alternate'],
    groups,
  };
}

/** How the snapshots feature reads, reports and recomputes a footing (slab page) snapshot. */
export const footingSnapshots: SnapshotKindHandler<'footing'> = {
  kind: 'footing',
  decimals: 0,
  figures: FOOTING_FIGURES,
  saving: (o) => o.c02Reduction,
  change: (o) =>
    upfrontChange(
      { baseline: o.bauValue, value: o.afsValue, baselineName: 'business as usual', resultName: 'The alternate' },
      o.upfront && { baseline: o.upfront.bau, value: o.upfront.afs },
    ),
  reportInputs: (inputs) => [
    ...inputRows(inputs, FOOTING_INPUTS, null),
    ...upfrontInputRows(inputs.upfront, inputs.customProducts),
    ...customProductRows(inputs.customProducts),
  ],
  breakdowns: (o) => [
    ...breakdown(`Business as usual: ${o.bau.label}`, o.bau.breakdown),
    ...breakdown(`Alternate footing system: ${o.afs.label}`, o.afs.breakdown),
  ],
  chart: footingChart,
  recompute: (inputs, datasetId) => computeFootingOutputs(inputs, datasetId),
  recomputeNotes: (inputs) => climateZoneNotes(inputs.climateZone),
  lcax: footingLcax,
  csv: footingCsvWords,
};
