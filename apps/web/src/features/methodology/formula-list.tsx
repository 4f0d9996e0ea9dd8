import { useEffect, useId, useRef, useState } from 'react';
import type { MethodologySection } from './methodology-types';
import { TexFormula } from './tex-formula';
import classes from './methodology.module.css';

type Formula = MethodologySection['formulas'][number];

/**
 * Whether the element is narrower than its content (so it scrolls sideways), kept current as either
 * resizes. The observer reports each size when it starts observing, after the browser has laid the
 * page out; measuring at once, in the effect, made the browser lay out the whole page in the middle
 * of the render (about 50 ms on this machine, docs/benchmarks.md).
 */
function useOverflows<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const check = () => setOverflows(el.scrollWidth > el.clientWidth);
    const observer = new ResizeObserver(check);
    observer.observe(el);
    for (const child of el.children) observer.observe(child);
    return () => observer.disconnect();
  }, []);
  return { ref, overflows };
}

/**
 * One formula, typeset, with the sentence that says what it computes. A formula wider than the
 * screen scrolls in its own box, which is then a keyboard-focusable region named by that sentence.
 */
function FormulaItem({ formula }: { formula: Formula }) {
  const saysId = useId();
  const { ref, overflows } = useOverflows<HTMLDivElement>();
  return (
    <li className={classes.formulaItem}>
      <div
        ref={ref}
        className={classes.formulaScroll}
        {...(overflows ? { role: 'region', tabIndex: 0, 'aria-labelledby': saysId } : {})}
      >
        <TexFormula tex={formula.tex} className={classes.math} />
      </div>
      <p id={saysId} className={classes.says}>
        {formula.says}
      </p>
    </li>
  );
}

/** A section's formulas: typeset as MathML, each followed by its plain-English sentence. */
export function FormulaList({ formulas }: { formulas: readonly Formula[] }) {
  return (
    <figure className={classes.figure}>
      <figcaption className={classes.figcaption}>Formulas</figcaption>
      <ul className={classes.formulas}>
        {formulas.map((f) => (
          <FormulaItem key={f.tex} formula={f} />
        ))}
      </ul>
    </figure>
  );
}
