import { numberFormat } from '../intl-formats';
import { GREEN_STAR_SCALE_NOTE, reductionOf, SECTOR_CONTEXT_NOTE } from '../targets/targets';

/** A result set against its page's baseline: the wall's option A against B, the slab's BAU against the alternate. */
export interface ChangeOf {
  readonly baseline: number;
  readonly value: number;
  /** e.g. "business as usual". */
  readonly baselineName: string;
  /** e.g. "The alternate". */
  readonly resultName: string;
  /** The modules both figures count, e.g. 'A1–A5' (said in the sentence); absent: not said (A1–A3 results saved before issue 51). */
  readonly modules?: string;
}

/** The percentage change in words, with Green Star for scale and ASBEC as context (issue 49, point 9). */
export interface PercentageChange {
  readonly sentence: string;
  readonly scale: string;
  readonly context: string;
}

/**
 * The words a page and a printout say beside a comparison: the change to one decimal (en-AU), then
 * Green Star Buildings' bands for scale and ASBEC's trajectory as context, never as a band reached.
 * @example percentageChange({ baseline: 200, value: 150, baselineName: 'business as usual', resultName: 'The alternate' }).sentence
 * // 'The alternate emits 25.0 % less than business as usual.'
 */
export function percentageChange(c: ChangeOf): PercentageChange {
  const cut = reductionOf(c.baseline, c.value);
  const percent = numberFormat('en-AU', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    Math.abs(cut) * 100,
  );
  return {
    sentence: `${c.resultName} emits ${percent} % ${cut < 0 ? 'more' : 'less'} than ${c.baselineName}${c.modules ? ` at ${c.modules}` : ''}.`,
    scale: GREEN_STAR_SCALE_NOTE,
    context: `${SECTOR_CONTEXT_NOTE} Sources on the methodology page.`,
  };
}
