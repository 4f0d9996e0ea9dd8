import type { FigureUnit, SnapshotFigure, SnapshotKind, SnapshotOutputs } from '@embodied/contracts';
import type { SnapshotKindHandler, SnapshotKinds } from '../../calculations/snapshot-kind';

/** The result figures of a kind's outputs (all of them, or only the list's headlines), as its page shows them. */
export function figuresOf<K extends SnapshotKind>(
  handler: SnapshotKindHandler<K>,
  outputs: SnapshotOutputs<K>,
  only: 'all' | 'headlines' = 'all',
): SnapshotFigure[] {
  return handler.figures
    .filter((def) => only === 'all' || def.headline)
    .filter((def) => typeof outputs[def.key] === 'number')
    .map((def) => ({
      key: def.key,
      label: def.label,
      value: outputs[def.key] as number,
      unit: def.unit,
      decimals: handler.decimals,
      increaseLabel: def.increaseLabel ?? null,
    }));
}

/** A kind's headline figures, in order (the all-snapshots CSV's columns). */
export function figureColumns<K extends SnapshotKind>(
  kinds: SnapshotKinds,
  kind: K,
): Array<{ key: string; label: string; unit: FigureUnit }> {
  return kinds[kind].figures.filter((d) => d.headline).map(({ key, label, unit }) => ({ key, label, unit }));
}
