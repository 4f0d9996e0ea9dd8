/** The kinds of result a printout can hold: the wall page, the slab page (footings), the optimizer (a dwelling). */
export const REPORT_KINDS = ['wall', 'footing', 'dwelling'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/** A heading and its paragraphs, as every printout shows them. */
export interface ReportText {
  readonly heading: string;
  readonly paragraphs: readonly string[];
}
