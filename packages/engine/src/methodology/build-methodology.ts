import { DATASET_IDS, DEFAULT_DATASET_ID } from '../datasets/dataset-ids';
import { FACTOR_KEYS } from '../datasets/dataset-types';
import { getDataset, summarizeDataset } from '../datasets/get-dataset';
import { SOURCES } from '../datasets/sources';
import { DATA_BRIEF_VERSION, ENGINE_VERSION } from '../version';
import { customProductSection } from './custom-product-section';
import { takeoffSection } from './takeoff-section';
import { dwellingSections } from './dwelling-sections';
import { editionSection } from './edition-section';
import { footingSection } from './footing-section';
import { floorInsulationSection } from './floor-insulation-section';
import { optimizerSection } from './optimizer-section';
import type { Methodology, MethodologyDataset } from './methodology-types';
import { decisionsTable, EXCLUDED_SOURCES, limitsTable, scopeSection } from './scope-section';
import { costSection, supplierSection } from './supplier-cost-sections';
import { wallSections } from './wall-sections';
import { targetsSection, thermalSection } from './thermal-target-sections';
import { REFERENCE_SOURCES } from '../thermal/reference-sources';
import { UPFRONT_SOURCES } from '../upfront/upfront-sources';
import { upfrontSection } from './upfront-section';

export type {
  Formula,
  Methodology,
  MethodologyDataset,
  MethodologySection,
  MethodologyTable,
} from './methodology-types';

function datasetView(id: (typeof DATASET_IDS)[number]): MethodologyDataset {
  const d = getDataset(id);
  // FACTOR_KEYS order, not localeCompare: the same order in every JS engine.
  const factors = FACTOR_KEYS.flatMap((k) => d.factors[k] ?? []);
  return { ...summarizeDataset(d), edition: d.edition, centralColumn: d.centralColumn, gapFill: d.gapFill, factors };
}

/**
 * The whole method as data, for the /methodology page: scope (A1–A3, biogenic storage apart),
 * datasets with licences, attribution and every factor with its source, sources, every model's
 * formulas and quantity tables (values computed by the engine itself), input bounds and decisions.
 * Pure and deterministic.
 * @example buildMethodology().datasets[0]?.factors.find((f) => f.key === 'clayBrick_kg')?.value // 0.184
 */
export function buildMethodology(): Methodology {
  return {
    title: 'Embodied carbon methodology',
    engineVersion: ENGINE_VERSION,
    dataBriefVersion: DATA_BRIEF_VERSION,
    defaultDatasetId: DEFAULT_DATASET_ID,
    scope: scopeSection(),
    datasets: DATASET_IDS.map(datasetView),
    sources: [...SOURCES, ...REFERENCE_SOURCES, ...UPFRONT_SOURCES],
    excludedSources: EXCLUDED_SOURCES,
    models: [
      editionSection(),
      ...wallSections(),
      footingSection(),
      ...dwellingSections(),
      floorInsulationSection(),
      supplierSection(),
      costSection(),
      optimizerSection(),
      upfrontSection(),
      thermalSection(),
      targetsSection(),
      customProductSection(),
      takeoffSection(),
    ],
    limits: limitsTable(),
    decisions: decisionsTable(),
  };
}
