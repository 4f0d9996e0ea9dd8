import { startTransition, useEffect, useState } from 'react';

/**
 * How many of `total` parts a long list shows while it fills: `first` on its first render, then
 * `step` more per task, each in a transition of its own, until all are. One render of the whole
 * list was one long task the browser could do nothing else in (docs/decisions/021-first-paint.md).
 * While `allAtOnce` (the page is at an #anchor, which it scrolls to at once) it shows them all:
 * parts still to come above the anchor would push it out of view.
 */
export function useShownInSteps(
  total: number,
  { first, step, allAtOnce = false }: { first: number; step: number; allAtOnce?: boolean },
): number {
  const [shown, setShown] = useState(() => (allAtOnce ? total : Math.min(first, total)));
  useEffect(() => {
    if (allAtOnce || shown >= total) return;
    const next = setTimeout(() => startTransition(() => setShown((n) => Math.min(total, n + step))), 0);
    return () => clearTimeout(next);
  }, [shown, total, step, allAtOnce]);
  return allAtOnce ? total : shown;
}
