/*
 * The snapshot kinds and their names, without zod. The web app's entry reads the kinds (the
 * snapshot list's early request, lib/first-requests.ts), and /snapshots the names: from a module
 * of schemas they would bring zod and every schema it builds, evaluated before the page renders,
 * to every page (docs/benchmarks.md). The web app's production build fails if zod reaches its entry
 * (apps/web/vite.config.ts).
 */

/** What a snapshot records: one Calculate of the wall, slab (footing) or optimizer (dwelling) page. */
export const SNAPSHOT_KINDS = ['wall', 'footing', 'dwelling'] as const;
export type SnapshotKind = (typeof SNAPSHOT_KINDS)[number];

/** The calculator page each kind reopens in ('Open in calculator' → `<path>?from=<number>`). */
export const SNAPSHOT_CALCULATOR_PATHS: Readonly<Record<SnapshotKind, string>> = {
  wall: '/wall',
  footing: '/slab',
  dwelling: '/optimizer',
};

/** Printed titles, as the calculators print them (spec section 2), followed by the number. */
export const SNAPSHOT_TITLES: Readonly<Record<SnapshotKind, string>> = {
  wall: 'Wall Embodied Carbon Snapshot',
  footing: 'Footing Data Carbon Snapshot',
  dwelling: 'Dwelling Carbon Snapshot',
};

/** Each kind in words, as the snapshot list and the CSV exports name it. */
export const SNAPSHOT_KIND_LABELS: Readonly<Record<SnapshotKind, string>> = {
  wall: 'Wall',
  footing: 'Footing (slab)',
  dwelling: 'Dwelling (optimizer)',
};
