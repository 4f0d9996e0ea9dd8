/** The part of a breakdown element that a by-element summary reads. */
export interface ElementTotals {
  readonly element: string;
  readonly label: string;
  readonly kgCO2e: number;
  readonly min: number;
  readonly max: number;
}

/** One element across the systems compared: its figures in each, null where a system has no such element. */
export interface ElementRow {
  readonly element: string;
  readonly label: string;
  readonly values: readonly (ElementTotals | null)[];
}

/**
 * The one breakdown by element that every view of a comparison shows (the slab page's chart and
 * table, the snapshot's chart, the PDF): one row per element, in the order the systems first name
 * them, with each system's figures for it. An element a system has twice is summed, so each column
 * adds up to that system's total.
 * @example breakdownByElement([bau.breakdown, afs.breakdown]).map((r) => r.label) // ['Slab', 'Strip beams', 'Mass-concrete blinding', 'Waffle pods', …]
 */
export function breakdownByElement(systems: readonly (readonly ElementTotals[])[]): ElementRow[] {
  const order: { element: string; label: string }[] = [];
  const sums = systems.map(() => new Map<string, ElementTotals>());
  systems.forEach((elements, i) => {
    for (const el of elements) {
      if (!order.some((o) => o.element === el.element)) order.push({ element: el.element, label: el.label });
      const had = sums[i]!.get(el.element);
      sums[i]!.set(
        el.element,
        had
          ? {
              element: el.element,
              label: had.label,
              kgCO2e: had.kgCO2e + el.kgCO2e,
              min: had.min + el.min,
              max: had.max + el.max,
            }
          : { element: el.element, label: el.label, kgCO2e: el.kgCO2e, min: el.min, max: el.max },
      );
    }
  });
  return order.map(({ element, label }) => ({
    element,
    label,
    values: sums.map((m) => m.get(element) ?? null),
  }));
}
