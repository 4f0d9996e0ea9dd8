/*
 * The snapshot kinds and their names, without zod. The web app's entry reads the kinds (the
 * snapshot list's early request, lib/first-requests.ts), and /snapshots the names: from a module
 * of schemas they would bring zod and every schema it builds, evaluated before the page renders,
 * to every page (decision 020). The web app's production build fails if zod reaches its entry
 * (apps/web/vite.config.ts).
 */
import { DWELLING_KIND } from './dwelling-kind';
import { FOOTING_KIND } from './footing-kind';
import type { KindWords } from './kind-words';
import { WALL_KIND } from './wall-kind';

export type { KindField, KindWords } from './kind-words';
export { DWELLING_KIND, FOOTING_KIND, WALL_KIND };

/** What a snapshot records: one Calculate of the wall, slab (footing) or optimizer (dwelling) page. */
export const SNAPSHOT_KINDS = ['wall', 'footing', 'dwelling'] as const;
export type SnapshotKind = (typeof SNAPSHOT_KINDS)[number];

/** Each kind in words (its label, title and input fields), written once by its calculator. */
export const SNAPSHOT_KIND_WORDS = {
  wall: WALL_KIND,
  footing: FOOTING_KIND,
  dwelling: DWELLING_KIND,
} as const satisfies { readonly [K in SnapshotKind]: KindWords };

const byKind = <T>(pick: (words: KindWords) => T) =>
  Object.fromEntries(SNAPSHOT_KINDS.map((kind) => [kind, pick(SNAPSHOT_KIND_WORDS[kind])])) as Readonly<
    Record<SnapshotKind, T>
  >;

/** Printed titles, as the calculators print them (spec section 2), followed by the number. */
export const SNAPSHOT_TITLES = /* @__PURE__ */ byKind((w) => w.title);

/** Each kind in words, as the snapshot list and the CSV exports name it. */
export const SNAPSHOT_KIND_LABELS = /* @__PURE__ */ byKind((w) => w.label);
