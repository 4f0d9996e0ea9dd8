/**
 * One colour per option on every chart: the page, the snapshot page, print and the PDF. The first
 * series is the baseline (wall option A, the business-as-usual footing), the second the
 * alternative (option B, the alternate footing). Each is at least 3:1 against white (WCAG 1.4.11)
 * and they differ in lightness as well as hue; every bar also carries its series name or value as
 * text, so nothing is told by colour alone.
 */
export const CHART_COLOURS = {
  /** Option A, business as usual: orange (4.3:1 on white). */
  baseline: '#d9480f',
  /** Option B, the alternate: forest green (7.9:1 on white). */
  alternative: '#1b5e20',
  /** A single series, or a third one: grey (6.2:1 on white). */
  other: '#616161',
} as const;

/** Series colours in series order: baseline, alternative, then grey. */
export const SERIES_COLOURS: readonly string[] = [
  CHART_COLOURS.baseline,
  CHART_COLOURS.alternative,
  CHART_COLOURS.other,
];

/** The colour of series `index` of a chart with `count` series (a lone series is green). */
export function seriesColour(index: number, count: number): string {
  if (count === 1) return CHART_COLOURS.alternative;
  return SERIES_COLOURS[index % SERIES_COLOURS.length]!;
}
