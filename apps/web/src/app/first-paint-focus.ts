/**
 * A keyboard user may tab into a page's first paint (app/first-paint.tsx) before the app's code
 * has arrived: its links are real. React then replaces the first paint with the page, and the
 * element they were on is gone, so focus would fall back to the document's start. This keeps it:
 * the element last focused in the first paint is noted, and once React has put the page in its
 * place (`restore`, run from a layout effect of the first render), its twin in the page gets focus.
 */
export function keepFocusThroughFirstRender(root: HTMLElement): { restore: () => void } {
  let focused: HTMLElement | null = null;
  const onFocusIn = (event: FocusEvent) => {
    focused = event.target instanceof HTMLElement && root.contains(event.target) ? event.target : null;
  };
  // A click elsewhere is the user's choice of where to be: nothing to give back.
  const onPointerDown = () => {
    focused = null;
  };
  document.addEventListener('focusin', onFocusIn);
  document.addEventListener('pointerdown', onPointerDown, true);
  if (document.activeElement instanceof HTMLElement && root.contains(document.activeElement)) {
    focused = document.activeElement;
  }
  let done = false;
  return {
    restore() {
      if (done) return;
      done = true;
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('pointerdown', onPointerDown, true);
      const lost = focused && !focused.isConnected;
      const nowhere = document.activeElement === null || document.activeElement === document.body;
      if (lost && nowhere) twinOf(focused!, root)?.focus({ preventScroll: true });
    },
  };
}

/** The element of the page that stands where `old` stood: the same id, or the same link, or the same label. */
function twinOf(old: HTMLElement, root: HTMLElement): HTMLElement | undefined {
  if (old.id) return document.getElementById(old.id) ?? undefined;
  const candidates = [...root.querySelectorAll<HTMLElement>(old.tagName)];
  const href = old.getAttribute('href');
  const label = old.getAttribute('aria-label');
  return candidates.find(
    (el) =>
      (href === null || el.getAttribute('href') === href) &&
      (label === null || el.getAttribute('aria-label') === label) &&
      el.textContent === old.textContent,
  );
}
