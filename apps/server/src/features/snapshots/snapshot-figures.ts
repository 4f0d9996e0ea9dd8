import type { FigureUnit, SnapshotFigure, SnapshotKind, SnapshotOutputs } from '@embodied/contracts';
import type { SnapshotKindHandler, SnapshotKinds } from '../../calculations/snapshot-kind';

/** The result figures of a kind's outputs (all of them, or only the list's headlines), as its page shows them. */
export function figuresOf<K extends SnapshotKind>(
  handler: SnapshotKindHandler<K>,
  outputs: SnapshotOutputs<K>,
  only: 'all' | 'headlines' = 'all',
): SnapshotFigure[] {
  const valueOf = (def: (typeof handler.figures)[number]): unknown =>
    def.read ? def.read(outputs) : outputs[def.key as keyof SnapshotOutputs<K>];
  return handler.figures
    .filter((def) => only === 'all' || def.headline)
    .filter((def) => typeof valueOf(def) === 'number')
    .map((def) => {
      const words = (label: string) => (def.relabel ? def.relabel(outputs, label) : label);
      return {
        key: def.key,
        label: words(def.label),
        value: valueOf(def) as number,
        unit: def.unit,
        decimals: handler.decimals,
        increaseLabel: def.increaseLabel === undefined ? null : words(def.increaseLabel),
      };
    });
}

/** A kind's headline figures, in order (the all-snapshots CSV's columns). */
export function figureColumns<K extends SnapshotKind>(
  kinds: SnapshotKinds,
  kind: K,
): Array<{ key: string; label: string; unit: FigureUnit }> {
  return kinds[kind].figures.filter((d) => d.headline).map(({ key, label, unit }) => ({ key, label, unit }));
}
