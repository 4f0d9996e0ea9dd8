import { groupDigits } from '../digits-for-people';
import type { DatasetId } from '../datasets/dataset-ids';
import type { DatasetSummary, Factor, Source } from '../datasets/dataset-types';

export type Cell = string | number;

export interface MethodologyTable {
  readonly title: string;
  readonly columns: readonly string[];
  readonly rows: readonly (readonly Cell[])[];
}

/**
 * A formula of the method: `tex` typesets it, `says` states in one plain-English sentence what it
 * computes and under which condition. The page renders `tex` as MathML, docs/methodology.md as a
 * GitHub `math` block; both show `says` beside it.
 *
 * `tex` uses a small subset of TeX (the web's parser rejects anything else):
 * - `\text{words}`: words and units (no backslash or braces inside; leading and trailing spaces kept);
 * - single letters (variables, e.g. `A`, `P_i`), numbers (`0.0606858`) and the operators `+ - = / ( ) ,`;
 * - `_` and `^` (a single letter or digit, a command or a `{group}`), `{…}` groups;
 * - `\frac{a}{b}`, `\sqrt{x}`, `\sum` (with optional `_` and `^` limits), `\max`, `\min`;
 * - `\times`, `\cdot`, `\le`, `\ge`, `\lceil … \rceil`;
 * - spaces: `\,` (thin), `\ ` (a word space), `\quad`, `\qquad` (other spaces are ignored).
 * Quantities are named in words, never by code identifiers.
 */
export interface Formula {
  readonly tex: string;
  readonly says: string;
}

/** One part of the method: prose, formulas (typeset, each with a sentence) and tables. */
export interface MethodologySection {
  readonly id: string;
  readonly title: string;
  readonly paragraphs: readonly string[];
  readonly formulas: readonly Formula[];
  readonly tables: readonly MethodologyTable[];
}

export interface MethodologyDataset extends DatasetSummary {
  readonly edition: string;
  readonly centralColumn: string;
  readonly gapFill: string;
  readonly factors: readonly Factor[];
}

/** Everything the /methodology page shows; every number is computed from the engine's own data. */
export interface Methodology {
  readonly title: string;
  readonly engineVersion: string;
  readonly dataBriefVersion: string;
  readonly defaultDatasetId: DatasetId;
  readonly scope: MethodologySection;
  readonly datasets: readonly MethodologyDataset[];
  readonly sources: readonly Source[];
  readonly excludedSources: readonly { readonly id: string; readonly reason: string }[];
  readonly models: readonly MethodologySection[];
  readonly limits: MethodologyTable;
  readonly decisions: MethodologyTable;
}

/**
 * Fixed-decimal text, digit-grouped from 1,000 up (locale-independent, so Node and the browser print
 * the same): the method's rounded figures, in prose and tables alike.
 */
export function fmt(n: number, dp = 2): string {
  return groupDigits(n.toFixed(dp));
}

export function section(
  id: string,
  title: string,
  parts: Partial<Pick<MethodologySection, 'paragraphs' | 'formulas' | 'tables'>>,
): MethodologySection {
  return { id, title, paragraphs: parts.paragraphs ?? [], formulas: parts.formulas ?? [], tables: parts.tables ?? [] };
}
