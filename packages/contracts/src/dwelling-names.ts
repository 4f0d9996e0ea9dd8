import {
  CHOICE_FIELDS,
  type ChoiceField,
  type DwellingChoices,
  type DwellingInput,
  type OptimizeDwellingInput,
  type OptimizeDwellingResult,
  type ParetoDesign,
  type Suggestion,
} from '@embodied/engine';

/*
 * The optimizer API keeps the seed's field names (people and old clients know them); the engine
 * uses names that say what a field holds. This file is the one place that translates between them
 * (docs/decisions/007-one-name-per-feature.md).
 */

/** Seed (API) field name → engine field name, for every field whose names differ. */
export const SEED_TO_ENGINE_DWELLING_FIELDS = {
  groundFloorWallArea: 'groundFloorWallMaterial',
  firstFloorWallArea: 'firstFloorWallMaterial',
  windowArea: 'windowPercent',
  doubleGlazed: 'glazing',
} as const;
type Renamed = typeof SEED_TO_ENGINE_DWELLING_FIELDS;
type EngineToSeed = { [S in keyof Renamed as Renamed[S]]: S };
/** An engine field's API name (the same name where the two agree). */
type SeedName<K extends string> = K extends keyof EngineToSeed ? EngineToSeed[K] : K;

/** An engine-named object under the seed's names. */
export type SeedNamed<T> = { [K in keyof T as SeedName<K & string>]: T[K] };

const ENGINE_TO_SEED: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(SEED_TO_ENGINE_DWELLING_FIELDS).map(([s, e]) => [e, s]),
);

function renameKeys(o: object, names: Readonly<Record<string, string>>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(o).map(([k, v]) => [names[k] ?? k, v]));
}

/** A choice field's API (seed) name, e.g. glazing → doubleGlazed. */
export type SeedChoiceField = SeedName<ChoiceField>;
export const toSeedChoiceField = <F extends ChoiceField>(field: F): SeedName<F> =>
  (ENGINE_TO_SEED[field] ?? field) as SeedName<F>;
export const toEngineChoiceField = (field: SeedChoiceField): ChoiceField =>
  ((SEED_TO_ENGINE_DWELLING_FIELDS as Readonly<Record<string, string>>)[field] ?? field) as ChoiceField;
/** The nine choice fields under their API names, in the engine's order. */
export const SEED_CHOICE_FIELDS = CHOICE_FIELDS.map(toSeedChoiceField) as readonly SeedChoiceField[];

export type SeedDwellingChoices = SeedNamed<DwellingChoices>;
export type SeedDwellingInput = SeedNamed<DwellingInput>;

/** API (seed-named) → engine. */
export const toEngineChoices = (choices: SeedDwellingChoices): DwellingChoices =>
  renameKeys(choices, SEED_TO_ENGINE_DWELLING_FIELDS) as unknown as DwellingChoices;
export const toEngineDwellingInput = (input: SeedDwellingInput): DwellingInput =>
  renameKeys(input, SEED_TO_ENGINE_DWELLING_FIELDS) as unknown as DwellingInput;
/** engine → API (seed-named). */
export const toSeedChoices = (choices: DwellingChoices): SeedDwellingChoices =>
  renameKeys(choices, ENGINE_TO_SEED) as SeedDwellingChoices;

/** An engine issue path (e.g. `windowPercent`, `current.glazing`) under the API's names. */
export const toSeedIssuePath = (path: string): string =>
  path
    .split('.')
    .map((part) => ENGINE_TO_SEED[part] ?? part)
    .join('.');

/** The Pareto request's geometry, current design and option limits, under the engine's names. */
export interface SeedOptimizeDwellingInput extends Omit<
  OptimizeDwellingInput,
  'windowPercent' | 'current' | 'allowed'
> {
  readonly windowArea: number;
  readonly current?: SeedDwellingChoices | null;
  readonly allowed?: { readonly [F in SeedChoiceField]?: readonly string[] } | null;
}
export function toEngineOptimizeInput({
  windowArea,
  current,
  allowed,
  ...rest
}: SeedOptimizeDwellingInput): OptimizeDwellingInput {
  return {
    ...rest,
    windowPercent: windowArea,
    current: current ? toEngineChoices(current) : current,
    allowed: allowed ? renameKeys(allowed, SEED_TO_ENGINE_DWELLING_FIELDS) : allowed,
  };
}

const seedDesign = (d: ParetoDesign) => ({ ...d, choices: toSeedChoices(d.choices) });
const seedSuggestion = (s: Suggestion) => ({ ...s, field: toSeedChoiceField(s.field) });

/** The engine's optimizer result under the API's names. */
export function toSeedOptimizeResult(r: OptimizeDwellingResult) {
  return {
    ...r,
    front: r.front.map(seedDesign),
    lowestCarbon: seedDesign(r.lowestCarbon),
    cheapest: seedDesign(r.cheapest),
    cheapestUnderTarget: r.cheapestUnderTarget ? seedDesign(r.cheapestUnderTarget) : null,
    lowestCarbonWithinBudget: r.lowestCarbonWithinBudget ? seedDesign(r.lowestCarbonWithinBudget) : null,
    current: r.current
      ? {
          ...r.current,
          choices: toSeedChoices(r.current.choices),
          lowestCarbonAtSameCost: r.current.lowestCarbonAtSameCost
            ? seedDesign(r.current.lowestCarbonAtSameCost)
            : null,
          cheapestAtSameCarbon: r.current.cheapestAtSameCarbon ? seedDesign(r.current.cheapestAtSameCarbon) : null,
        }
      : null,
    suggestions: r.suggestions.map(seedSuggestion),
  };
}
