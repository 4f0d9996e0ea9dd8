import type { Recalculation } from '@embodied/contracts';
import {
  calculateFooting,
  calculateWall,
  ENGINE_VERSION,
  estimateDwelling,
  getDataset,
  isEngineInputError,
  type DatasetId,
  type DwellingInput,
  type FootingInput,
  type WallFormLocation,
  type WallInput,
} from '@embodied/engine';
import { AppError } from '../../http/app-error';
import type { SnapshotContent } from './snapshot-content';
import { figuresOf } from './snapshot-figures';
import { isRecord } from './json-access';

/** A wall dimension as the form stored it: empty means "excluded" (null), as the wall page sends it. */
function dimension(v: unknown): unknown {
  if (v === undefined || v === null || v === '') return null;
  return typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : v;
}

/**
 * The stored wall request body as the engine's WallInput. A card with no size and no wall types is
 * an untouched empty card: it counts 0 either way, so it is left out rather than refused.
 */
export function toWallInput(inputs: Record<string, unknown>): WallInput {
  const locations = Array.isArray(inputs.locations) ? inputs.locations : [];
  return {
    targetReduction: inputs.targetReduction as number,
    locations: locations
      .filter((l) => !(isRecord(l) && dimension(l.length) === null && dimension(l.height) === null && !l.materialA && !l.materialB))
      .map((l) =>
        isRecord(l)
          ? ({
              description: typeof l.description === 'string' ? l.description : null,
              length: dimension(l.length),
              height: dimension(l.height),
              materialA: l.materialA,
              materialB: l.materialB,
            } as WallFormLocation)
          : (l as WallFormLocation),
      ),
  };
}

/** The stored slab request body as the engine's FootingInput (the engine validates every field). */
export function toFootingInput(inputs: Record<string, unknown>): FootingInput {
  const { area, depth, complexity, businessAsUsual, alternateFootingSystem, lowCarbonConcrete } = inputs;
  return { area, depth, complexity, businessAsUsual, alternateFootingSystem, lowCarbonConcrete } as FootingInput;
}

const DWELLING_FIELDS = [
  'groundFloorArea',
  'firstFloorArea',
  'ceilingHeight',
  'windowArea',
  'doubleGlazed',
  'groundFloorWallArea',
  'firstFloorWallArea',
  'groundFloorStructure',
  'firstFloorStructure',
  'roofMaterial',
  'windowFrameType',
  'brickSupplier',
  'concreteSupplier',
  'brickworksNetOfOffsets',
] as const;

/** The stored optimizer request body as the engine's DwellingInput. */
export function toDwellingInput(inputs: Record<string, unknown>): DwellingInput {
  return Object.fromEntries(DWELLING_FIELDS.filter((k) => inputs[k] !== undefined).map((k) => [k, inputs[k]])) as unknown as DwellingInput;
}

/** Runs the current engine on a snapshot's stored inputs. */
export function recompute(content: Pick<SnapshotContent, 'kind' | 'inputs'>, datasetId: DatasetId): unknown {
  const inputs = isRecord(content.inputs) ? content.inputs : {};
  try {
    if (content.kind === 'wall') return calculateWall(toWallInput(inputs), datasetId);
    if (content.kind === 'footing') return calculateFooting(toFootingInput(inputs), datasetId);
    return estimateDwelling(toDwellingInput(inputs), datasetId);
  } catch (err) {
    if (isEngineInputError(err)) {
      throw new AppError(
        'invalid_request',
        'The current engine does not accept this snapshot\u2019s stored inputs, so it cannot be recalculated.',
        err.issues.map((i) => ({ path: `inputs.${i.path}`, message: i.message })),
      );
    }
    throw err;
  }
}

const same = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));

/**
 * 'Recalculate with current data': the stored figures next to the current engine's figures on
 * `datasetId`, and whether the dataset, its edition or the engine changed since.
 */
export function recalculateSnapshot(content: SnapshotContent, datasetId: DatasetId): Recalculation {
  const outputs = recompute(content, datasetId);
  const before = figuresOf(content.kind, content.outputs);
  const after = new Map(figuresOf(content.kind, outputs).map((f) => [f.key, f]));
  const figures: Recalculation['figures'] = before.map((f) => {
    const now = after.get(f.key);
    after.delete(f.key);
    return { key: f.key, label: f.label, unit: f.unit, decimals: f.decimals, old: f.value, new: now?.value ?? null, difference: now ? now.value - f.value : null };
  });
  for (const f of after.values()) figures.push({ key: f.key, label: f.label, unit: f.unit, decimals: f.decimals, old: null, new: f.value, difference: null });
  const current = { datasetId, datasetVersion: getDataset(datasetId).version, engineVersion: ENGINE_VERSION };
  return {
    number: content.number,
    kind: content.kind,
    stored: { datasetId: content.datasetId, datasetVersion: content.datasetVersion, engineVersion: content.engineVersion },
    current,
    datasetChanged: datasetId !== content.datasetId,
    datasetVersionChanged: current.datasetVersion !== content.datasetVersion,
    engineVersionChanged: current.engineVersion !== content.engineVersion,
    changed: figures.some((f) => f.old === null || f.new === null || !same(f.old, f.new)),
    figures,
  };
}
