import type { DatasetId } from '../datasets/dataset-ids';
import type { DatasetSummary, Factor, Source } from '../datasets/dataset-types';

export type Cell = string | number;

export interface MethodologyTable {
  readonly title: string;
  readonly columns: readonly string[];
  readonly rows: readonly (readonly Cell[])[];
}

/** One part of the method: prose, formulas (plain text) and tables. */
export interface MethodologySection {
  readonly id: string;
  readonly title: string;
  readonly paragraphs: readonly string[];
  readonly formulas: readonly string[];
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

/** Fixed-decimal text (locale-independent, so Node and the browser print the same). */
export function fmt(n: number, dp = 2): string {
  return n.toFixed(dp);
}

export function section(
  id: string,
  title: string,
  parts: Partial<Pick<MethodologySection, 'paragraphs' | 'formulas' | 'tables'>>,
): MethodologySection {
  return { id, title, paragraphs: parts.paragraphs ?? [], formulas: parts.formulas ?? [], tables: parts.tables ?? [] };
}
