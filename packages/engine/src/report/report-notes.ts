import { COST_BASIS } from '../costs/cost-rates';
import { SOURCES } from '../datasets/sources';
import { dataQuality, type DataQualityInput } from './data-quality';
import { purposeAndLimits } from './purpose-and-limits';
import type { ReportKind, ReportText } from './report-kind';
import { scopeTable, type ScopeOptions, type ScopeTable } from './scope-table';

/** What every printout of a result states besides its figures (issue 49, points 10–13). */
export interface ReportNotes {
  readonly limits: ReportText;
  readonly scope: ScopeTable;
  readonly dataQuality: ReportText;
  /** The basis of the cost figures; null for a kind that shows no cost. */
  readonly costBasis: string | null;
}

const SOURCE_TITLES: ReadonlyMap<string, string> = new Map(
  SOURCES.map((s) => [s.id, s.version ? `${s.title} ${s.version}` : s.title]),
);

/** Which kinds of result show a cost (the optimizer's cold-shell cost). */
export const KINDS_WITH_COST: readonly ReportKind[] = ['dwelling'];

/**
 * The purpose and limits, scope table, data quality and cost basis of one result: the one place
 * these words come from, for the snapshot report (web view, shared page, PDF) and the calculator
 * pages' own print.
 * @example reportNotes('wall', { dataset: getDataset('au-typical'), version: '2025.1-brief-1', products: [], day: '2026-11-01' }).scope.rows[0]?.aspect // 'Elements'
 */
export function reportNotes(
  kind: ReportKind,
  input: Omit<DataQualityInput, 'sourceTitles'>,
  scope: ScopeOptions = { upfront: false },
): ReportNotes {
  return {
    limits: purposeAndLimits(kind, scope.upfront, Boolean(scope.quantities)),
    scope: scopeTable(kind, scope),
    dataQuality: dataQuality({ ...input, sourceTitles: SOURCE_TITLES }),
    costBasis: KINDS_WITH_COST.includes(kind) ? COST_BASIS : null,
  };
}
