import type * as Lcax from 'lcax';
import type {
  LCAX_IMPACT_CATEGORIES,
  LCAX_LIFE_CYCLE_MODULES,
  LCAX_PROJECT_PHASES,
  LCAX_UNITS,
  LcaxProject,
} from '@embodied/contracts';

/*
 * The LCAx library's own model (npm `lcax` 3.4.3, `lcax.d.ts`, generated from the LCAx Rust structs)
 * as the export checks against it at compile time (issue 53; docs/decisions/028-epd-import.md).
 *
 * The generated TypeScript describes the values the library's functions take, not the JSON file, in
 * two places, and {@link LcaxJson} states the JSON form of those two honestly:
 * - dates (`EPD.publishedDate`, `EPD.validUntil`) are `Date` in the `.d.ts`; the Rust model's
 *   chrono `NaiveDate` is written in JSON as an ISO calendar date, "2029-06-30": a string;
 * - impacts (`Impacts`, `ImpactCategory`) are `Record<Key, …>` with every key required; the Rust
 *   model's maps (HashMap) hold only the keys present, so every key is optional in JSON.
 * Everything else is the library's type unchanged.
 */

/** The JSON form of a library type (see above). */
export type LcaxJson<T> = T extends Date
  ? string
  : T extends readonly (infer U)[]
    ? LcaxJson<U>[]
    : T extends object
      ? string extends keyof T
        ? T // MetaData: a map of any names, its values the library's AnyValue as they are
        : Lcax.ImpactCategoryKey extends keyof T
          ? { [K in keyof T]?: LcaxJson<T[K]> }
          : Lcax.LifeCycleModule extends keyof T
            ? { [K in keyof T]?: T[K] }
            : { [K in keyof T]: LcaxJson<T[K]> }
      : T;

/** An LCAx project file as the library reads it. */
export type LcaxLibraryProject = LcaxJson<Lcax.Project>;

/** Whether two types are the same (each assignable to the other). */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const same = <T extends true>(): T | undefined => undefined;

// The export's model (packages/contracts/src/lcax.ts, zod: it describes the download in the OpenAPI
// document) must be a narrowing of the library's: a field, enum value or shape the library does not
// have fails `npm run typecheck` here.
same<[LcaxProject] extends [LcaxLibraryProject] ? true : false>();
// The name lists the contracts keep for zod are the library's lists, value for value.
same<Same<(typeof LCAX_LIFE_CYCLE_MODULES)[number], Lcax.LifeCycleModule>>();
same<Same<(typeof LCAX_IMPACT_CATEGORIES)[number], Lcax.ImpactCategoryKey>>();
same<Same<(typeof LCAX_UNITS)[number], Lcax.Unit>>();
same<Same<(typeof LCAX_PROJECT_PHASES)[number], Lcax.ProjectPhase>>();
