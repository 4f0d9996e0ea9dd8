import { useState } from 'react';

/** Structural equality of plain data (what forms and requests hold): primitives, arrays and plain objects. */
export function sameData(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => sameData(x, b[i]));
  const ka = Object.keys(a).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  const kb = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
  return (
    ka.length === kb.length &&
    ka.every((k) => sameData((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
  );
}

/**
 * The same object for as long as its content stays the same. Values derived from a form are
 * rebuilt on every render; this gives memos and effects a dependency that changes only when the
 * content does (an absent key and an undefined one count as the same).
 */
export function useStableValue<T>(value: T): T {
  const [stable, setStable] = useState(value);
  const same = sameData(stable, value);
  // Adjusting state while rendering is React's way to follow a changing input (react.dev, "You might not need an effect").
  if (!same) setStable(value);
  return same ? stable : value;
}
