import { createElement, type ReactNode } from 'react';
import { type MathNode, parseTex } from './tex-math';

/** One MathML element as a React element (React puts children of `<math>` in the MathML namespace). */
function mathElement(node: MathNode, key: number): ReactNode {
  switch (node.tag) {
    case 'mspace':
      return createElement('mspace', { key, width: node.width });
    case 'mi':
    case 'mn':
    case 'mo':
    case 'mtext':
      return createElement(node.tag, { key }, node.text);
    default:
      return createElement(node.tag, { key }, ...node.children.map(mathElement));
  }
}

/**
 * A formula of the engine's TeX subset as a display MathML `<math>` element (rendered natively by
 * the browser and exposed to screen readers as maths). Throws on TeX outside the subset.
 */
export function TexFormula({ tex, className }: { tex: string; className?: string }) {
  return createElement('math', { display: 'block', className }, ...parseTex(tex).map(mathElement));
}
