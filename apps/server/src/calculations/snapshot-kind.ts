import type {
  BreakdownElementBody,
  FigureUnit,
  LcaxBuildingInfo,
  LcaxMetaData,
  ReportBreakdown,
  ReportChart,
  ReportInput,
  SnapshotContentOf,
  SnapshotInputs,
  SnapshotKind,
  SnapshotOutputs,
  UpfrontModulesBody,
} from '@embodied/contracts';
import { type ChangeOf, COST_ESTIMATE_NOTE, type DatasetId, type LookupListName } from '@embodied/engine';

/** The fields of an output object that hold a number. */
export type NumberField<O> = {
  [K in keyof O]-?: O[K] extends number ? K : O[K] extends number | undefined ? K : never;
}[keyof O] &
  string;

/** One result figure of a kind: a number field of its typed outputs (e.g. Total Carbon Reduction). */
export interface FigureDef<O> {
  /**
   * The output field it is (a renamed output field no longer compiles here), or, for a figure
   * inside the outputs (the upfront modules), its dotted path with `read` to reach it.
   */
  readonly key: NumberField<O> | `upfront.${string}`;
  /** How to read a nested figure (absent for a top-level number field). */
  readonly read?: (outputs: O) => number | undefined;
  readonly label: string;
  readonly unit: FigureUnit;
  /** Shown in the list and the all-snapshots CSV. */
  readonly headline: boolean;
  /** Absent from snapshots saved before it existed (such a snapshot simply does not show it). */
  readonly since?: string;
  /** For a saving (a reduction): what a negative value is called, e.g. CO2 Increase. */
  readonly increaseLabel?: string;
  /**
   * The label (and increase label) as this snapshot's outputs word it, where that depends on them:
   * a dwelling's scope, or an A1–A3 figure of a snapshot saved before A4 and A5 were counted.
   */
  readonly relabel?: (outputs: O, label: string) => string;
}

/** What an A1–A3 figure's name ends with: the modules it counts (issue 51). */
export const A1A3_WORDS = ', A1–A3 product stage';
/** The same in a snapshot saved before A4 and A5 were counted (engine 1.1.0 and earlier), where A1–A3 is its only figure. */
export const A1A3_SAVED_BEFORE_WORDS = ', A1–A3 (saved before transport and construction were counted)';

/**
 * A figure that counts A1–A3 only, now that the headline is A1–A5 (issue 51): named so; in a
 * snapshot saved before A4 and A5 were counted it is the snapshot's own figure, and says why.
 */
export function A1A3_FIGURE<O extends { upfront?: unknown }>(def: FigureDef<O>): FigureDef<O> {
  return {
    ...def,
    label: `${def.label}${A1A3_WORDS}`,
    ...(def.increaseLabel === undefined ? {} : { increaseLabel: `${def.increaseLabel}${A1A3_WORDS}` }),
    relabel: (o, label) => (o.upfront === undefined ? label.replace(A1A3_WORDS, A1A3_SAVED_BEFORE_WORDS) : label),
  };
}

/** A kind's figures without a key said twice (the first, usually a headline, stays). */
export function withoutRepeats<O>(defs: readonly FigureDef<O>[]): FigureDef<O>[] {
  const seen = new Set<string>();
  return defs.filter((d) => !seen.has(d.key) && !!seen.add(d.key));
}

/**
 * The 'no-EPD default' twins of a kind's totals (issue 49): the same figure on the NMEFD v2025.1
 * Default, which NABERS uses for a product without an EPD. Shown beside the typical figure.
 */
export function NO_EPD_DEFAULT_FIGURES<O>(
  defs: ReadonlyArray<readonly [NumberField<O>, string, string?]>,
): FigureDef<O>[] {
  return defs.map(([key, label, increase]) => ({
    key,
    label: `${label}, no-EPD default (NABERS)`,
    unit: 'kgCO2e',
    headline: false,
    since: '2026.11',
    ...(increase === undefined ? {} : { increaseLabel: `${increase}, no-EPD default (NABERS)` }),
  }));
}

/** Carbon stored in the wood of an option: a separate line, never netted off its total (issue 49). */
export function BIOGENIC_FIGURES<O>(defs: ReadonlyArray<readonly [NumberField<O>, string]>): FigureDef<O>[] {
  return defs.map(([key, label]) => ({
    key,
    label: `${label}: carbon stored in timber (not netted)`,
    unit: 'kgCO2e',
    headline: false,
    since: '2026.11',
  }));
}

/**
 * The upfront modules of a kind's totals (issue 51): A4, A5 and A1–A5 beside the A1–A3 figure the
 * kind already shows. Absent from snapshots saved before A4 and A5 were counted (their report says
 * they are A1–A3 only).
 */
export function UPFRONT_FIGURES<O>(
  defs: ReadonlyArray<
    readonly [path: string, label: string, read: (o: O) => UpfrontModulesBody | undefined, increase?: string]
  >,
): FigureDef<O>[] {
  const modules = [
    ['a4', 'A4 transport to site'],
    ['a5', 'A5 construction'],
    ['a1a5', 'A1–A5 upfront carbon'],
  ] as const;
  return defs.flatMap(([path, label, read, increase]) =>
    modules.map(([m, words]) => ({
      key: `upfront.${path}.${m}` as const,
      read: (o: O) => read(o)?.[m],
      label: `${label}, ${words}`,
      unit: 'kgCO2e' as const,
      headline: false,
      ...(increase === undefined ? {} : { increaseLabel: `${increase}, ${words}` }),
    })),
  );
}

/** One group of breakdown elements that becomes an LCAx assembly, with the snapshot's own figures for it. */
export interface AssemblyPart {
  name: string;
  description: string;
  kgCO2e: number;
  min: number;
  max: number;
  elements: readonly BreakdownElementBody[];
  metaData: LcaxMetaData;
  /** Its A1–A3, A4 and A5 (issue 51); absent in snapshots saved before they were counted. */
  modules?: UpfrontModulesBody | undefined;
}

/** A kind of snapshot as an LCAx project (features/snapshots/export-lcax.ts; docs/decisions/014-lcax-and-xlsx-exports.md). */
export interface LcaxKind<K extends SnapshotKind> {
  /** What was calculated, in words (softwareInfo.calculationType). */
  readonly calculation: string;
  /** The project's description, after the snapshot's title. */
  readonly description: (title: string) => string;
  /** Its assemblies, in reading order. */
  readonly parts: (content: SnapshotContentOf<K>) => AssemblyPart[];
  /** The project's total kgCO2e; null when its assemblies are alternatives, which are not added up. */
  readonly total: (outputs: SnapshotOutputs<K>) => number | null;
  /** The project's total by module, where `total` is not null and the outputs carry modules. */
  readonly totalModules?: (outputs: SnapshotOutputs<K>) => UpfrontModulesBody | undefined;
  /** The building the project is, where the kind describes one. */
  readonly buildingInfo: (inputs: SnapshotInputs<K>) => LcaxBuildingInfo | null;
}

/** The description of a project whose assemblies are alternatives (a wall's options, a footing's two systems). */
export const alternativesDescription = (title: string) =>
  `${title}: alternatives compared, one assembly each; the project has no total, because alternatives are not added up. The figures are in metaData.`;

/**
 * A kind's own words in a snapshot's CSV, beyond its input fields (which are contracts' kind
 * words): its output fields, the groups of its outputs, their units, and the option lists of
 * output values. Every key absent here reads as its camelCase split into words.
 */
export interface CsvKindWords {
  readonly outputWords: Readonly<Record<string, string>>;
  readonly groupWords: Readonly<Record<string, string>>;
  readonly outputUnits: Readonly<Record<string, string>>;
  readonly valueLists?: Readonly<Record<string, LookupListName>>;
  /** Output values that are keys of no option list. */
  readonly valueWords?: Readonly<Record<string, string>>;
}

/** A cost's unit says its basis in short (the full basis: engine COST_BASIS). */
export const COST_UNIT = `AUD (${COST_ESTIMATE_NOTE})`;

/**
 * What a calculator feature tells the snapshots feature about its kind of snapshot: its figures,
 * how its inputs read on a report, its breakdowns and chart, and how to recompute it. The
 * snapshots feature knows no kind itself; a new calculator registers one of these.
 */
export interface SnapshotKindHandler<K extends SnapshotKind> {
  readonly kind: K;
  /** Decimals the calculator page shows its figures with (wall 2, slab and optimizer 0). */
  readonly decimals: number;
  readonly figures: readonly FigureDef<SnapshotOutputs<K>>[];
  /** kgCO2e the project saves by this choice (wall A − B, footing BAU − alternate); null when the kind saves nothing by itself. */
  readonly saving: ((outputs: SnapshotOutputs<K>) => number) | null;
  /** The result against its page's baseline, for the printout's percentage change; null when the kind has none. */
  readonly change: ((outputs: SnapshotOutputs<K>) => ChangeOf) | null;
  /** The inputs as the print layout shows them, labelled as on the calculator page. */
  readonly reportInputs: (inputs: SnapshotInputs<K>) => ReportInput[];
  /** Where the quantities were taken off (issue 52), for the scope table; null or absent: the kind's model. */
  readonly quantities?: (inputs: SnapshotInputs<K>) => string | null;
  /** Every breakdown (element → lines of quantity × factor) the outputs carry, in reading order. */
  readonly breakdowns: (outputs: SnapshotOutputs<K>) => ReportBreakdown[];
  readonly chart: (outputs: SnapshotOutputs<K>) => ReportChart | null;
  /** The current engine on the stored inputs: outputs of the same shape as those saved. */
  readonly recompute: (inputs: SnapshotInputs<K>, datasetId: DatasetId) => SnapshotOutputs<K>;
  /** What `recompute` assumed that the stored inputs do not say, in words (none: nothing). */
  readonly recomputeNotes?: (inputs: SnapshotInputs<K>) => string[];
  /** The snapshot as an LCAx project. */
  readonly lcax: LcaxKind<K>;
  /** Its words in the CSV export. */
  readonly csv: CsvKindWords;
}

/** Every kind's handler, one per kind (the compiler checks that none is missing). */
export type SnapshotKinds = { readonly [K in SnapshotKind]: SnapshotKindHandler<K> };
