import type { FootingOutputs, FootingSnapshotContent, FootingSystemOutcome } from '@embodied/contracts';
import {
  calculateFooting,
  FLOOR_DEFAULT_CLIMATE_ZONE,
  getDataset,
  isClimateZone,
  type DatasetId,
  type DatasetSummary,
  type FootingResult,
  type FootingSystemResult,
} from '@embodied/engine';

function outcome(system: FootingSystemResult): FootingSystemOutcome {
  return {
    system: system.system,
    label: system.label,
    kgCO2e: system.kgCO2e,
    min: system.min,
    max: system.max,
    breakdown: system.breakdown.map((el) => ({ ...el, lines: el.lines.map((l) => ({ ...l })) })),
    counts: { ...system.geometry.counts },
    floorThermal: system.floorThermal,
  };
}

/**
 * The outputs a footing snapshot stores (and the response carries): the seed's three whole-kg
 * figures, both systems' breakdowns and ranges, and the dataset they were computed on.
 */
export function toFootingOutputs(
  result: FootingResult,
  dataset: Pick<DatasetSummary, 'id' | 'version' | 'label'>,
): FootingOutputs {
  return {
    c02Reduction: result.co2Reduction,
    bauValue: result.bauValue,
    afsValue: result.afsValue,
    bau: outcome(result.bau),
    afs: outcome(result.afs),
    hasRange: result.hasRange,
    dataset: { id: dataset.id, version: dataset.version, label: dataset.label },
    noEpdDefaultBauValue: result.noEpdDefault.bauValue,
    noEpdDefaultAfsValue: result.noEpdDefault.afsValue,
    noEpdDefaultC02Reduction: result.noEpdDefault.co2Reduction,
    biogenicBau: result.biogenic.bau,
    biogenicAfs: result.biogenic.afs,
    climateZone: result.climateZone,
    upfront: { ...result.upfront, noEpdDefault: result.noEpdDefaultUpfront },
  };
}

/**
 * The slab form's inputs → the engine → the outputs a footing snapshot stores; `customProducts` are
 * the user-supplied EPDs the snapshot stores (none: the dataset's factors). The route fills in the
 * climate zone it resolved; a snapshot saved before floors carried insulation has none, and is
 * recomputed in the product default zone (FLOOR_DEFAULT_CLIMATE_ZONE; the recalculation says so).
 */
export function computeFootingOutputs(body: FootingSnapshotContent['inputs'], datasetId: DatasetId): FootingOutputs {
  const { area, depth, complexity, businessAsUsual, alternateFootingSystem, lowCarbonConcrete } = body;
  const climateZone = isClimateZone(body.climateZone) ? body.climateZone : FLOOR_DEFAULT_CLIMATE_ZONE;
  return toFootingOutputs(
    calculateFooting(
      {
        area,
        depth,
        complexity,
        businessAsUsual,
        alternateFootingSystem,
        lowCarbonConcrete,
        climateZone,
        upfront: body.upfront ?? null,
      },
      datasetId,
      body.customProducts ?? [],
    ),
    getDataset(datasetId),
  );
}
