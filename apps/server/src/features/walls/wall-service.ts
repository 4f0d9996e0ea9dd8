import {
  calculateWall,
  calculateWallLocation,
  getDataset,
  type DatasetId,
  type WallLocationResult as EngineLocationResult,
} from '@embodied/engine';
import type {
  CalculateWallLocationRequest,
  CalculateWallLocationResponse,
  CalculateWallRequest,
  UsedCustomProduct,
  WallOutputs,
  WallSnapshotContent,
} from '@embodied/contracts';

function datasetOf(datasetId: DatasetId) {
  const { id, version, label } = getDataset(datasetId);
  return { id, version, label };
}

function locationFigures(r: EngineLocationResult) {
  return {
    optionA: r.optionA,
    optionB: r.optionB,
    reduction: r.reduction,
    area: r.area,
    rangeA: r.rangeA,
    rangeB: r.rangeB,
    breakdownA: r.breakdownA,
    breakdownB: r.breakdownB,
    upfrontA: r.upfrontA,
    upfrontB: r.upfrontB,
  };
}

/** The per-location Calculate (brief 7a), computed from the request's inputs only. */
export function computeWallLocationResponse(
  body: CalculateWallLocationRequest,
  datasetId: DatasetId,
  customProducts: readonly UsedCustomProduct[] = [],
): CalculateWallLocationResponse {
  const { description, length, height, materialA, materialB, upfront } = body;
  const result = calculateWallLocation(
    { description, length, height, materialA, materialB, upfront },
    datasetId,
    customProducts,
  );
  return { ...locationFigures(result), dataset: datasetOf(datasetId) };
}

/**
 * The whole-wall Calculate (brief 7a, 7g): totals, intensities and progress from the engine, and
 * each included location's breakdown so that every figure of the snapshot can be traced.
 * Client-sent figures (actualReduction, percentage, optionA, optionB, wallNumber) are not read.
 * `customProducts` are the user-supplied EPDs the snapshot stores (none: the dataset's factors).
 */
export function computeWallOutputs(
  body: Pick<WallSnapshotContent['inputs'], 'targetReduction' | 'locations' | 'customProducts' | 'upfront'>,
  datasetId: DatasetId,
): WallOutputs {
  const customProducts = body.customProducts ?? [];
  const locations = body.locations.map(({ description, length, height, materialA, materialB }) => ({
    description: description ?? null,
    length: length ?? null,
    height: height ?? null,
    materialA,
    materialB,
  }));
  const upfront = body.upfront ?? null;
  const wall = calculateWall({ targetReduction: body.targetReduction, locations, upfront }, datasetId, customProducts);
  return {
    actualReduction: wall.actualReduction,
    percentageReduction: wall.percentageReduction,
    optionATotal: wall.optionATotal,
    optionBTotal: wall.optionBTotal,
    intensityA: wall.intensityA,
    intensityB: wall.intensityB,
    area: wall.area,
    rangeA: wall.rangeA,
    rangeB: wall.rangeB,
    locations: wall.locations.map((summary, i) => {
      const input = locations[i];
      const { length, height } = input ?? {};
      const detail =
        summary.included && input && typeof length === 'number' && typeof height === 'number'
          ? calculateWallLocation(
              { length, height, materialA: input.materialA, materialB: input.materialB, upfront },
              datasetId,
              customProducts,
            )
          : undefined;
      return {
        wallNumber: summary.wallNumber,
        description: summary.description,
        included: summary.included,
        area: summary.area,
        optionA: summary.optionA,
        optionB: summary.optionB,
        reduction: summary.reduction,
        rangeA: summary.rangeA,
        rangeB: summary.rangeB,
        breakdownA: detail?.breakdownA ?? [],
        breakdownB: detail?.breakdownB ?? [],
        upfrontA: summary.upfrontA,
        upfrontB: summary.upfrontB,
      };
    }),
    dataset: datasetOf(datasetId),
    noEpdDefaultOptionATotal: wall.noEpdDefault.optionATotal,
    noEpdDefaultOptionBTotal: wall.noEpdDefault.optionBTotal,
    noEpdDefaultActualReduction: wall.noEpdDefault.actualReduction,
    biogenicA: wall.biogenic.optionA,
    biogenicB: wall.biogenic.optionB,
    upfront: { ...wall.upfront, noEpdDefault: wall.noEpdDefaultUpfront },
  };
}

/**
 * What a wall snapshot stores as its inputs: the parsed request (numbers already numbers), minus
 * the figures the seed client computed itself, which the server ignores. The result is itself a
 * valid calculate-wall request, so a snapshot can refill the form; with custom products it also
 * holds each product as it is now, so that recalculating never depends on the product table.
 */
export function wallSnapshotInputs(
  body: CalculateWallRequest,
  datasetId: DatasetId,
  customProducts: readonly UsedCustomProduct[] = [],
): WallSnapshotContent['inputs'] {
  return {
    project: body.project,
    targetReduction: body.targetReduction,
    locations: body.locations.map(({ description, length, height, materialA, materialB }) => ({
      description: description ?? null,
      length: length ?? null,
      height: height ?? null,
      materialA,
      materialB,
    })),
    datasetId,
    ...(body.takeoff ? { takeoff: body.takeoff } : {}),
    ...(body.upfront ? { upfront: body.upfront } : {}),
    ...(customProducts.length > 0
      ? { customProductIds: customProducts.map((p) => p.id), customProducts: [...customProducts] }
      : {}),
  };
}
