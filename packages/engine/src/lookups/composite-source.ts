import type { BreakdownLine } from '../breakdown/breakdown-types';
import type { Confidence } from '../datasets/dataset-types';

/** Our-quantity citation (brief section 5). */
export const ESTIMATE_CITATION = 'Estimate (the product’s stated build-up; see the Methodology page)';

/**
 * A composite's citation: "Estimate (the product’s stated build-up; …) from: <factor citations>".
 * @example compositeSource([]) // 'Estimate (the product’s stated build-up; see the Methodology page)'
 */
export function compositeSource(lines: readonly BreakdownLine[]): string {
  const cites = [...new Set(lines.map((l) => l.citation))];
  return cites.length === 0 ? ESTIMATE_CITATION : `${ESTIMATE_CITATION} from: ${cites.join('; ')}`;
}

/** `estimate` unless every line is sourced. */
export function compositeConfidence(lines: readonly BreakdownLine[]): Confidence {
  return lines.every((l) => l.confidence === 'sourced') ? 'sourced' : 'estimate';
}
