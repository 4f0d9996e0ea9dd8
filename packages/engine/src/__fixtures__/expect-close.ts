import { expect } from 'vitest';

/** Asserts |actual − expected| ≤ tolerance (default ±0.01, the brief's line tolerance). */
export function expectClose(actual: number, expected: number, tolerance = 0.01): void {
  if (Math.abs(actual - expected) > tolerance + 1e-9) {
    expect.fail(`expected ${actual} to be within ±${tolerance} of ${expected}`);
  }
}

/** Asserts a relative closeness, for laws on floating-point sums (default 1e-9). */
export function expectRelClose(actual: number, expected: number, rel = 1e-9): void {
  const scale = Math.max(1, Math.abs(expected));
  if (Math.abs(actual - expected) > rel * scale) {
    expect.fail(`expected ${actual} to equal ${expected} within a relative ${rel}`);
  }
}

/** An asymmetric matcher typed as a string, for use inside toEqual. */
export function matching(re: RegExp): string {
  const m: unknown = expect.stringMatching(re);
  return m as string;
}
