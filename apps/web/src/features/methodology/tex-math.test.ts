import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { buildMethodology } from '@embodied/engine';
import { parseTex, TexError } from './tex-math';
import { TexFormula } from './tex-formula';

const markup = (tex: string) => renderToStaticMarkup(createElement(TexFormula, { tex }));

describe('parseTex', () => {
  it('reads letters, numbers and operators as mi, mn and mo (a minus is a true minus sign)', () => {
    expect(parseTex('O_i = G_i - W_i')).toEqual([
      {
        tag: 'msub',
        children: [
          { tag: 'mi', text: 'O' },
          { tag: 'mi', text: 'i' },
        ],
      },
      { tag: 'mo', text: '=' },
      {
        tag: 'msub',
        children: [
          { tag: 'mi', text: 'G' },
          { tag: 'mi', text: 'i' },
        ],
      },
      { tag: 'mo', text: '\u2212' },
      {
        tag: 'msub',
        children: [
          { tag: 'mi', text: 'W' },
          { tag: 'mi', text: 'i' },
        ],
      },
    ]);
    expect(parseTex('0.0606858 + 12')).toEqual([
      { tag: 'mn', text: '0.0606858' },
      { tag: 'mo', text: '+' },
      { tag: 'mn', text: '12' },
    ]);
  });

  it('keeps the words of \\text, with the spaces at their ends', () => {
    expect(parseTex(String.raw`\text{slab concrete (N25, in situ)} = 0.1\,A \ \text{m³}`)).toEqual([
      { tag: 'mtext', text: 'slab concrete (N25, in situ)' },
      { tag: 'mo', text: '=' },
      { tag: 'mn', text: '0.1' },
      { tag: 'mspace', width: '0.1667em' },
      { tag: 'mi', text: 'A' },
      { tag: 'mspace', width: '0.3333em' },
      { tag: 'mtext', text: 'm³' },
    ]);
    expect(parseTex(String.raw`\text{if } x`)[0]).toEqual({ tag: 'mtext', text: 'if\u00a0' });
  });

  it('builds fractions, roots, groups and sub- and superscripts', () => {
    expect(parseTex(String.raw`\frac{a + b}{2}`)).toEqual([
      {
        tag: 'mfrac',
        children: [
          {
            tag: 'mrow',
            children: [
              { tag: 'mi', text: 'a' },
              { tag: 'mo', text: '+' },
              { tag: 'mi', text: 'b' },
            ],
          },
          { tag: 'mn', text: '2' },
        ],
      },
    ]);
    expect(parseTex(String.raw`\sqrt{A_i}`)).toEqual([
      {
        tag: 'msqrt',
        children: [
          {
            tag: 'msub',
            children: [
              { tag: 'mi', text: 'A' },
              { tag: 'mi', text: 'i' },
            ],
          },
        ],
      },
    ]);
    expect(parseTex('x_1^2')).toEqual([
      {
        tag: 'msubsup',
        children: [
          { tag: 'mi', text: 'x' },
          { tag: 'mn', text: '1' },
          { tag: 'mn', text: '2' },
        ],
      },
    ]);
    expect(parseTex(String.raw`\text{kgCO}_2\text{e}`)).toEqual([
      {
        tag: 'msub',
        children: [
          { tag: 'mtext', text: 'kgCO' },
          { tag: 'mn', text: '2' },
        ],
      },
      { tag: 'mtext', text: 'e' },
    ]);
    expect(parseTex(String.raw`\text{result}_{\min}`)).toEqual([
      {
        tag: 'msub',
        children: [
          { tag: 'mtext', text: 'result' },
          { tag: 'mi', text: 'min' },
        ],
      },
    ]);
  });

  it('sets the limits of a sum under and over it', () => {
    expect(parseTex(String.raw`\sum_{i}^{n} x`)[0]).toEqual({
      tag: 'munderover',
      children: [
        { tag: 'mo', text: '∑' },
        { tag: 'mi', text: 'i' },
        { tag: 'mi', text: 'n' },
      ],
    });
    expect(parseTex(String.raw`\sum_i x`)[0]).toMatchObject({ tag: 'munder' });
    expect(parseTex(String.raw`\sum x`)[0]).toEqual({ tag: 'mo', text: '∑' });
  });

  it('knows its symbols, functions and spaces', () => {
    const tags = parseTex(String.raw`\max(1, D) \times \min(a, b) \cdot \lceil L \rceil \le 2 \ge 1 \quad \qquad`);
    expect(tags.filter((n) => n.tag === 'mo').map((n) => ('text' in n ? n.text : ''))).toEqual([
      '(',
      ',',
      ')',
      '×',
      '(',
      ',',
      ')',
      '⋅',
      '⌈',
      '⌉',
      '≤',
      '≥',
    ]);
    expect(tags.filter((n) => n.tag === 'mi').map((n) => ('text' in n ? n.text : ''))).toEqual([
      'max',
      'D',
      'min',
      'a',
      'b',
      'L',
    ]);
    expect(parseTex(String.raw`1.245 \max(a, b)`).slice(0, 3)).toEqual([
      { tag: 'mn', text: '1.245' },
      { tag: 'mspace', width: '0.1667em' },
      { tag: 'mi', text: 'max' },
    ]);
    expect(tags.filter((n) => n.tag === 'mspace')).toEqual([
      { tag: 'mspace', width: '1em' },
      { tag: 'mspace', width: '2em' },
    ]);
  });

  it('fails loudly on anything outside the subset', () => {
    const bad = [
      String.raw`\alpha + 1`, // unknown command
      String.raw`\textbf{x}`, // unknown command
      String.raw`\text{a \% b}`, // a backslash inside \text
      String.raw`\text x`, // \text without braces
      String.raw`\text{x`, // unclosed \text
      'q × (min ?? value)', // code, not maths
      'factor[dataset][factorKey]',
      'a * b',
      '{a',
      'a}',
      'x_',
      '_x',
      'x_1_2',
      'x^10', // TeX would read x^1 0: ask for braces
      String.raw`\frac{a}`,
      '\\',
    ];
    for (const tex of bad) expect(() => parseTex(tex), tex).toThrow(TexError);
    expect(() => parseTex(String.raw`\alpha`)).toThrow(/Unknown command \\alpha in formula: \\alpha/);
  });
});

describe('TexFormula', () => {
  it('renders display MathML elements, never markup from strings', () => {
    expect(markup(String.raw`P = 4.08 \sqrt{A} \quad \text{m}`)).toBe(
      '<math display="block"><mi>P</mi><mo>=</mo><mn>4.08</mn><msqrt><mi>A</mi></msqrt>' +
        '<mspace width="1em"></mspace><mtext>m</mtext></math>',
    );
    expect(markup(String.raw`\text{<b>&</b>}`)).toBe(
      '<math display="block"><mtext>&lt;b&gt;&amp;&lt;/b&gt;</mtext></math>',
    );
  });
});

describe("The engine's formulas", () => {
  const m = buildMethodology();
  const sections = [m.scope, ...m.models];
  const formulas = sections.flatMap((s) => s.formulas);

  it('all parse, and each says in words what it computes', () => {
    expect(formulas.length).toBeGreaterThan(40);
    for (const f of formulas) {
      expect(() => parseTex(f.tex), f.tex).not.toThrow();
      expect(f.says, f.tex).toMatch(/^[A-Z].*\.$/);
    }
  });

  it('name quantities in words, never by code identifiers', () => {
    for (const f of formulas) {
      expect(f.says, f.says).not.toMatch(/_/);
      for (const text of [f.tex, f.says]) {
        expect(text, text).not.toMatch(/\?\?|\[|\]|\*|_m3|_kg\b|\b[a-z]+[A-Z][a-z]/);
      }
    }
    // Paragraphs hold no formulas either.
    for (const p of sections.flatMap((s) => s.paragraphs)) expect(p, p).not.toMatch(/\?\?|factor\[|resultMin|Σ/);
  });

  it('are unique within a section (the page keys them by their TeX)', () => {
    for (const s of sections) expect(new Set(s.formulas.map((f) => f.tex)).size, s.id).toBe(s.formulas.length);
  });
});
