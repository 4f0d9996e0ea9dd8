import { kgCO2e, type KgCO2e } from '../units';
import type { BreakdownElement, BreakdownLine, QuantityLine, Range } from './breakdown-types';
import type { FactorResolver, ResolvedFactor } from './resolve-factor';

/**
 * One breakdown line: `qty × scale` of material times its factor (central, min and max).
 * @example lineOf({ component: 'bricks', qty: 134.068, unit: 'kg', factorKey: 'clayBrick_kg', confidence: 'estimate', basis: '' }, 1, typicalClayBrick).kgCO2e // ≈ 24.6685
 */
export function lineOf(q: QuantityLine, scale: number, factor: ResolvedFactor): BreakdownLine {
  const quantity = q.qty * scale;
  return {
    component: q.component,
    quantity,
    unit: q.unit,
    factorKey: factor.key,
    factor: factor.value,
    factorUnit: factor.unit,
    kgCO2e: quantity * factor.value,
    min: quantity * factor.min,
    max: quantity * factor.max,
    sourceId: factor.sourceId,
    sourceRow: factor.sourceRow,
    citation: factor.citation,
    confidence: factor.confidence === 'estimate' || q.confidence === 'estimate' ? 'estimate' : 'sourced',
    factorConfidence: factor.confidence,
    quantityConfidence: q.confidence,
  };
}

/** Every line of a build-up, each quantity multiplied by `scale` (an area, or the complexity factor f). */
export function computeLines(lines: readonly QuantityLine[], scale: number, resolve: FactorResolver): BreakdownLine[] {
  return lines.map((q) => lineOf(q, scale, resolve(q.factorKey)));
}

/** Multiplies the quantities (and so the carbon) of computed lines by `scale`. */
export function scaleLines(lines: readonly BreakdownLine[], scale: number): BreakdownLine[] {
  return lines.map((l) => ({
    ...l,
    quantity: l.quantity * scale,
    kgCO2e: l.kgCO2e * scale,
    min: l.min * scale,
    max: l.max * scale,
  }));
}

/**
 * Σ kgCO2e, Σ min, Σ max of some lines.
 * @example sumLines([]) // { kgCO2e: 0, min: 0, max: 0 }
 */
export function sumLines(lines: readonly BreakdownLine[]): { kgCO2e: KgCO2e } & Range {
  let total = 0;
  let min = 0;
  let max = 0;
  for (const l of lines) {
    total += l.kgCO2e;
    min += l.min;
    max += l.max;
  }
  return { kgCO2e: kgCO2e(total), min: kgCO2e(min), max: kgCO2e(max) };
}

/** Builds an element whose totals are the sums of its lines. */
export function elementOf(element: string, label: string, lines: readonly BreakdownLine[]): BreakdownElement {
  return { element, label, ...sumLines(lines), lines: [...lines] };
}

/** Σ of element totals. */
export function sumElements(elements: readonly BreakdownElement[]): { kgCO2e: KgCO2e } & Range {
  return sumLines(elements.flatMap((e) => e.lines));
}
