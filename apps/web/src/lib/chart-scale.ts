/**
 * An evenly spaced value axis for a chart: the ticks (every one drawn) and the domain they span.
 * Steps are 1, 2, 2.5 or 5 times a power of ten, so that the labels read as round numbers
 * (0 / 2,000 / 4,000 / 6,000 / 8,000, never 0 / 2,000 / 4,000 / 8,000).
 */
export interface ChartScale {
  domain: [number, number];
  ticks: number[];
}

const STEPS = [1, 2, 2.5, 5, 10];

/** The smallest round step that covers `span` in at most `intervals` steps. */
function roundStep(span: number, intervals: number): number {
  const raw = span / intervals;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = STEPS.find((s) => s * power >= raw - 1e-12 * power) ?? 10;
  return step * power;
}

/**
 * The scale for `values` (non-finite ones ignored), with at most `maxTicks` ticks. With
 * `fromZero` (bars: their length must mean something) the axis starts at 0 or below it.
 */
export function chartScale(
  values: readonly number[],
  options: { maxTicks?: number; fromZero?: boolean } = {},
): ChartScale {
  const { maxTicks = 6, fromZero = true } = options;
  const finite = values.filter(Number.isFinite);
  let lo = finite.length > 0 ? Math.min(...finite) : 0;
  let hi = finite.length > 0 ? Math.max(...finite) : 1;
  if (fromZero) {
    lo = Math.min(0, lo);
    hi = Math.max(0, hi);
  }
  // Figures on a chart are not finer than a millionth: nearly equal values are one value.
  if (hi - lo < 1e-6) {
    // One value: an axis around it (or 0 to 1 for nothing but zeros).
    const pad = Math.abs(hi) < 1e-6 ? 1 : Math.abs(hi) / 2;
    hi += pad;
    if (!fromZero || Math.abs(lo) >= 1e-6) lo -= pad;
  }
  const intervals = Math.max(1, maxTicks - 1);
  let step = roundStep(hi - lo, intervals);
  let start = Math.floor(lo / step) * step;
  let end = Math.ceil(hi / step) * step;
  // Rounding the ends outwards may need one more interval than allowed: take the next round step.
  while (Math.round((end - start) / step) > intervals) {
    step = roundStep(step * 1.0001, 1);
    start = Math.floor(lo / step) * step;
    end = Math.ceil(hi / step) * step;
  }
  const count = Math.round((end - start) / step);
  // Decimals of the step, so that 0.1 + 0.2 style errors do not reach the labels.
  const decimals = Math.max(0, -Math.floor(Math.log10(step)) + 1);
  const ticks = Array.from({ length: count + 1 }, (_, i) => Number((start + i * step).toFixed(decimals)));
  return { domain: [ticks[0]!, ticks[ticks.length - 1]!], ticks };
}
