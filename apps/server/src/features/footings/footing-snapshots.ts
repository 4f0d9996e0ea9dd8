import type { FootingSnapshotContent, ReportChart } from '@embodied/contracts';
import { breakdownByElement } from '@embodied/engine';
import { breakdown, customProductRows, inputRows, type InputDef } from '../../calculations/report-parts';
import {
  BIOGENIC_FIGURES,
  NO_EPD_DEFAULT_FIGURES,
  type FigureDef,
  type SnapshotKindHandler,
} from '../../calculations/snapshot-kind';
import { computeFootingOutputs } from './footing-service';
import { climateZoneNotes } from '../../calculations/climate-zone-notes';

type Inputs = FootingSnapshotContent['inputs'];
type Outputs = FootingSnapshotContent['outputs'];

/** Field labels as the slab page words them (spec sections 2 and 5). */
const FOOTING_INPUTS: readonly InputDef<Inputs>[] = [
  { key: 'area', label: 'Slab Area', unit: 'm²' },
  { key: 'depth', label: 'Founding Depth', unit: 'mm' },
  { key: 'complexity', label: 'Factor Of Complexity', unit: '%' },
  { key: 'businessAsUsual', label: 'Business as Usual', unit: null, list: 'footingSystems' },
  { key: 'alternateFootingSystem', label: 'Alternate footing System', unit: null, list: 'footingSystems' },
  { key: 'lowCarbonConcrete', label: 'Change to Low Carbon Concrete', unit: null, list: 'lowCarbonConcrete' },
  { key: 'climateZone', label: 'Climate zone (NCC)', unit: null },
];

/** The result figures, as the slab page words them. */
const FOOTING_FIGURES: readonly FigureDef<Outputs>[] = [
  { key: 'bauValue', label: 'Business As Usual', unit: 'kgCO2e', headline: true },
  { key: 'afsValue', label: 'Alternate Footing System', unit: 'kgCO2e', headline: true },
  { key: 'c02Reduction', label: 'CO2 Reduction', unit: 'kgCO2e', headline: true, increaseLabel: 'CO2 Increase' },
  ...NO_EPD_DEFAULT_FIGURES<Outputs>([
    ['noEpdDefaultBauValue', 'Business As Usual'],
    ['noEpdDefaultAfsValue', 'Alternate Footing System'],
    ['noEpdDefaultC02Reduction', 'CO2 Reduction', 'CO2 Increase'],
  ]),
  ...BIOGENIC_FIGURES<Outputs>([
    ['biogenicBau', 'Business As Usual'],
    ['biogenicAfs', 'Alternate Footing System'],
  ]),
];

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
  reportInputs: (inputs) => [...inputRows(inputs, FOOTING_INPUTS, null), ...customProductRows(inputs.customProducts)],
  breakdowns: (o) => [
    ...breakdown(`Business as usual: ${o.bau.label}`, o.bau.breakdown),
    ...breakdown(`Alternate footing system: ${o.afs.label}`, o.afs.breakdown),
  ],
  chart: footingChart,
  recompute: (inputs, datasetId) => computeFootingOutputs(inputs, datasetId),
  recomputeNotes: (inputs) => climateZoneNotes(inputs.climateZone),
};
