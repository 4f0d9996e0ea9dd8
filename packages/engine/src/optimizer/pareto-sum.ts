/**
 * The exact Pareto front of a sum of independent slots, for two objectives to minimise
 * (carbon and cost). Pure numeric core of the optimizer, free of dwelling concepts so the
 * benchmark can feed it any number of options.
 *
 * Why pruning between slots is exact: if partial design a is no worse than a' in both objectives,
 * then a + x is no worse than a' + x for every completion x, because IEEE-754 rounding is monotonic
 * (x ≤ y ⇒ fl(x + z) ≤ fl(y + z)). So a' + x is never better than a + x; it could only become an
 * exact tie when later roundings erase a tiny difference, which is why points beaten by less than
 * the remaining rounding error are kept until the end (see {@link paretoFilter}). The front's points
 * and the design kept for each (the smallest id) are therefore those of brute force, bit for bit,
 * as long as both fold the slots in the same order.
 */

/** One additive slot: for each kept option, its carbon and cost and its index in the field's list. */
export interface Slot {
  readonly carbon: Float64Array;
  readonly cost: Float64Array;
  /** The option's index in the field's full option list (its tie-break rank). */
  readonly index: Int32Array;
  /** Size of the field's full option list: the radix of this slot's digit in a design id. */
  readonly radix: number;
}

/**
 * Points with ids. A design id is the mixed-radix number of its option indices, the earliest slot
 * most significant, so comparing ids compares designs lexicographically (the tie-break order).
 * Ids stay exact integers while the product of radices is below 2^53.
 */
export interface PointSet {
  readonly carbon: Float64Array;
  readonly cost: Float64Array;
  readonly id: Float64Array;
  readonly size: number;
}

/**
 * Keeps the non-dominated points, sorted by carbon, then cost, then id; equal points keep the
 * smallest id. With tolerances of 0 the result is the exact front (cost strictly falls along it).
 *
 * Before later slots are added, a point may only be dropped when no completion can make it tie
 * with the point that beats it: later sums round, and rounding can erase a difference smaller
 * than the rounding error still to come. So with `tolCarbon`/`tolCost` > 0 a point is dropped only
 * when another is no worse in both objectives and better by more than the tolerance in one (then
 * it stays strictly better after any rounding), or when it is an exact copy with a larger id.
 * Points beaten by less than that stay until the final, exact filter.
 */
export function paretoFilter(
  carbon: Float64Array,
  cost: Float64Array,
  id: Float64Array,
  size: number,
  tolCarbon = 0,
  tolCost = 0,
): PointSet {
  const order = new Uint32Array(size);
  for (let i = 0; i < size; i++) order[i] = i;
  order.sort((a, b) => carbon[a]! - carbon[b]! || cost[a]! - cost[b]! || id[a]! - id[b]!);
  const keepC: number[] = [];
  const keepK: number[] = [];
  const keepI: number[] = [];
  let minCost = Infinity; // over every point before this one (all have carbon ≤ this one's)
  let minCostClearlyLower = Infinity; // over the points whose carbon is lower by more than tolCarbon
  let lo = 0;
  let prev = -1;
  for (let j = 0; j < size; j++) {
    const i = order[j]!;
    const c = carbon[i]!;
    const k = cost[i]!;
    while (lo < j && carbon[order[lo]!]! < c - tolCarbon)
      minCostClearlyLower = Math.min(minCostClearlyLower, cost[order[lo++]!]!);
    const copy = prev >= 0 && carbon[prev] === c && cost[prev] === k;
    const beaten = minCost < k - tolCost || minCostClearlyLower <= k;
    if (!copy && !beaten) {
      keepC.push(c);
      keepK.push(k);
      keepI.push(id[i]!);
    }
    minCost = Math.min(minCost, k);
    prev = i;
  }
  return {
    carbon: Float64Array.from(keepC),
    cost: Float64Array.from(keepK),
    id: Float64Array.from(keepI),
    size: keepC.length,
  };
}

/**
 * How far apart two partial sums must be so that `adds` more roundings cannot make them equal:
 * each rounding moves a sum by at most half an ulp of a value ≤ `magnitude` (or half the smallest
 * subnormal), and both sums round.
 */
export function collapseTolerance(adds: number, magnitude: number): number {
  // × 2: room for the rounding of the tolerance test itself (c − tol) and of sums just above magnitude.
  return adds === 0 ? 0 : 2 * adds * (magnitude * 2 ** -53 + 2 ** -1074) * 2;
}

/**
 * A slot's own front: an option beaten within its slot is beaten in every design. `adds` is the
 * number of additions still to come, counting the one that adds this slot.
 */
export function pruneSlot(slot: Slot, adds = 0, magnitude = { carbon: 0, cost: 0 }): Slot {
  const ids = Float64Array.from(slot.index);
  const f = paretoFilter(
    slot.carbon,
    slot.cost,
    ids,
    slot.carbon.length,
    collapseTolerance(adds, magnitude.carbon),
    collapseTolerance(adds, magnitude.cost),
  );
  return { carbon: f.carbon, cost: f.cost, index: Int32Array.from(f.id), radix: slot.radix };
}

/**
 * The front of {p + o : p ∈ prev, o ∈ slot} (a Minkowski sum), with ids extended by the slot's
 * digit; `tolCarbon`/`tolCost` as in {@link paretoFilter} (0 when no slot follows).
 */
export function addSlot(prev: PointSet, slot: Slot, tolCarbon = 0, tolCost = 0): PointSet {
  const m = slot.carbon.length;
  const n = prev.size * m;
  const carbon = new Float64Array(n);
  const cost = new Float64Array(n);
  const id = new Float64Array(n);
  let k = 0;
  for (let i = 0; i < prev.size; i++) {
    const pc = prev.carbon[i]!;
    const pk = prev.cost[i]!;
    const pid = prev.id[i]! * slot.radix;
    for (let j = 0; j < m; j++, k++) {
      // prev + option, in this order: the same sum, left to right, that estimateDwelling forms.
      carbon[k] = pc + slot.carbon[j]!;
      cost[k] = pk + slot.cost[j]!;
      id[k] = pid + slot.index[j]!;
    }
  }
  return paretoFilter(carbon, cost, id, n, tolCarbon, tolCost);
}

const maxAbs = (a: Float64Array) => a.reduce((m, v) => Math.max(m, Math.abs(v)), 0);

/**
 * The exact front of the designs `prefixId` followed by one option per slot, summed left to right
 * from 0. `prefixId` is the id of what precedes the slots (e.g. a supplier pair).
 * @example paretoSum(0, [slot([1, 2], [5, 1]), slot([0, 3], [0, 0])]).size // 2: (1, 5) and (2, 1)
 */
export function paretoSum(prefixId: number, slots: readonly Slot[]): PointSet {
  // Every partial and final sum is at most the sum of each slot's largest magnitude.
  const magnitude = {
    carbon: slots.reduce((s, x) => s + maxAbs(x.carbon), 0),
    cost: slots.reduce((s, x) => s + maxAbs(x.cost), 0),
  };
  let set: PointSet = { carbon: Float64Array.of(0), cost: Float64Array.of(0), id: Float64Array.of(prefixId), size: 1 };
  slots.forEach((slot, i) => {
    const after = slots.length - 1 - i; // additions still to come once this slot is added
    const pruned = pruneSlot(slot, after + 1, magnitude);
    set = addSlot(set, pruned, collapseTolerance(after, magnitude.carbon), collapseTolerance(after, magnitude.cost));
  });
  return set;
}

/** The front of the union of several fronts (ids must already be comparable across them). */
export function mergeFronts(sets: readonly PointSet[]): PointSet {
  const size = sets.reduce((s, p) => s + p.size, 0);
  const carbon = new Float64Array(size);
  const cost = new Float64Array(size);
  const id = new Float64Array(size);
  let k = 0;
  for (const s of sets) {
    carbon.set(s.carbon, k);
    cost.set(s.cost, k);
    id.set(s.id, k);
    k += s.size;
  }
  return paretoFilter(carbon, cost, id, size);
}

/**
 * The digits of a design id, most significant first.
 * @example decodeId(23, [4, 6]) // [3, 5]
 */
export function decodeId(id: number, radices: readonly number[]): number[] {
  const digits = new Array<number>(radices.length);
  let rest = id;
  for (let i = radices.length - 1; i >= 0; i--) {
    const r = radices[i]!;
    digits[i] = rest % r;
    rest = Math.floor(rest / r);
  }
  return digits;
}
