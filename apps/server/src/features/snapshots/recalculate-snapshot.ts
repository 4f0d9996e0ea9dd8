import type { Recalculation, SnapshotContent } from '@embodied/contracts';
import { ENGINE_VERSION, getDataset, isEngineInputError, type DatasetId } from '@embodied/engine';
import type { SnapshotKinds } from '../../calculations/snapshot-kind';
import { AppError } from '../../http/app-error';
import { withHandler } from './snapshot-content';
import { figuresOf } from './snapshot-figures';

const same = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));

/**
 * 'Recalculate with current data': the stored figures next to the current engine's figures on
 * `datasetId`, and whether the dataset, its edition or the engine changed since.
 */
export function recalculateSnapshot(
  kinds: SnapshotKinds,
  content: SnapshotContent,
  datasetId: DatasetId,
): Recalculation {
  const [before, after, notes] = withHandler(kinds, content, (handler, c) => {
    try {
      return [
        figuresOf(handler, c.outputs),
        figuresOf(handler, handler.recompute(c.inputs, datasetId)),
        handler.recomputeNotes?.(c.inputs) ?? [],
      ] as const;
    } catch (err) {
      // Not the caller's request but the stored inputs: say so, and where.
      if (!isEngineInputError(err)) throw err;
      throw new AppError(
        'invalid_request',
        'The current engine does not accept this snapshot\u2019s stored inputs, so it cannot be recalculated.',
        err.issues.map((i) => ({ path: `inputs.${i.path}`, message: i.message })),
      );
    }
  });
  const now = new Map(after.map((f) => [f.key, f]));
  const figures: Recalculation['figures'] = before.map((f) => {
    const value = now.get(f.key)?.value ?? null;
    return {
      key: f.key,
      label: f.label,
      unit: f.unit,
      decimals: f.decimals,
      old: f.value,
      new: value,
      difference: value === null ? null : value - f.value,
    };
  });
  // Figures the stored snapshot predates (e.g. A4, A5 and A1–A5, issue 51): shown new, with no old value.
  const had = new Set(before.map((f) => f.key));
  for (const f of after)
    if (!had.has(f.key))
      figures.push({
        key: f.key,
        label: f.label,
        unit: f.unit,
        decimals: f.decimals,
        old: null,
        new: f.value,
        difference: null,
      });
  const current = { datasetId, datasetVersion: getDataset(datasetId).version, engineVersion: ENGINE_VERSION };
  return {
    number: content.number,
    kind: content.kind,
    stored: {
      datasetId: content.datasetId,
      datasetVersion: content.datasetVersion,
      engineVersion: content.engineVersion,
    },
    current,
    datasetChanged: datasetId !== content.datasetId,
    datasetVersionChanged: current.datasetVersion !== content.datasetVersion,
    engineVersionChanged: current.engineVersion !== content.engineVersion,
    changed: figures.some((f) => f.old === null || f.new === null || !same(f.old, f.new)),
    notes: [...notes],
    figures,
  };
}
