/**
 * A parser for the small TeX subset the engine writes its formulas in (see the engine's `Formula`),
 * into a tree of MathML Core elements. Anything outside the subset throws a {@link TexError}, so a
 * formula the page cannot typeset fails a test rather than reaching a reader half-rendered.
 *
 * The subset: `\text{words}`, single letters, numbers, the operators `+ - = / ( ) ,`, `_` and `^`,
 * `{…}` groups, `\frac{a}{b}`, `\sqrt{x}`, `\sum`, `\max`, `\min`, `\times`, `\cdot`, `\le`, `\ge`,
 * `\lceil`, `\rceil`, and the spaces `\,`, `\ `, `\quad`, `\qquad` (other whitespace is ignored).
 */

/** One MathML Core element. Token elements carry text; the others carry children in MathML's order. */
export type MathNode =
  | { readonly tag: 'mi' | 'mn' | 'mo' | 'mtext'; readonly text: string }
  | { readonly tag: 'mspace'; readonly width: string }
  | {
      readonly tag: 'mrow' | 'msqrt' | 'mfrac' | 'msub' | 'msup' | 'msubsup' | 'munder' | 'mover' | 'munderover';
      readonly children: readonly MathNode[];
    };

export class TexError extends Error {
  constructor(message: string, tex: string) {
    super(`${message} in formula: ${tex}`);
    this.name = 'TexError';
  }
}

type Token =
  | { readonly kind: 'command'; readonly name: string }
  | { readonly kind: 'open' | 'close' | 'sub' | 'sup' }
  | { readonly kind: 'letter' | 'number' | 'operator' | 'text'; readonly text: string };

/** Operators typed as themselves; `-` is shown as a true minus sign. */
const OPERATORS: Readonly<Record<string, string>> = {
  '+': '+',
  '-': '\u2212',
  '=': '=',
  '/': '/',
  '(': '(',
  ')': ')',
  ',': ',',
};

/** Commands that stand for one operator. */
const SYMBOLS: Readonly<Record<string, string>> = {
  times: '\u00d7',
  cdot: '\u22c5',
  le: '\u2264',
  ge: '\u2265',
  lceil: '\u2308',
  rceil: '\u2309',
};

/** Spacing commands and their widths. */
const SPACES: Readonly<Record<string, string>> = {
  ',': '0.1667em',
  ' ': '0.3333em',
  quad: '1em',
  qquad: '2em',
};

/** Named functions, set upright. */
const FUNCTIONS = new Set(['max', 'min']);
const isFunction = (node: MathNode) => node.tag === 'mi' && FUNCTIONS.has(node.text);

const NUMBER = /^\d+(?:\.\d+)?/;

/** Characters that group or attach scripts: braces, subscript, superscript. */
const STRUCTURE: Readonly<Record<string, 'open' | 'close' | 'sub' | 'sup'>> = {
  '{': 'open',
  '}': 'close',
  _: 'sub',
  '^': 'sup',
};

function tokenize(tex: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < tex.length) {
    const c = tex[i]!;
    if (c === '\\') {
      const name = /^[A-Za-z]+/.exec(tex.slice(i + 1))?.[0] ?? tex[i + 1];
      if (name === undefined) throw new TexError('A backslash ends the formula', tex);
      i += 1 + name.length;
      if (name === 'text') {
        // Read raw: TeX reads these as words, not maths.
        const end = tex.indexOf('}', i);
        const words = tex.slice(i + 1, end === -1 ? undefined : end);
        if (tex[i] !== '{' || end === -1 || /[\\{]/.test(words)) throw new TexError('\\text needs {plain words}', tex);
        tokens.push({ kind: 'text', text: words });
        i = end + 1;
      } else tokens.push({ kind: 'command', name });
    } else if (c in STRUCTURE) {
      tokens.push({ kind: STRUCTURE[c]! });
      i += 1;
    } else if (/\s/.test(c)) {
      i += 1;
    } else if (/[A-Za-z]/.test(c)) {
      tokens.push({ kind: 'letter', text: c });
      i += 1;
    } else if (NUMBER.test(tex.slice(i))) {
      const n = NUMBER.exec(tex.slice(i))![0];
      tokens.push({ kind: 'number', text: n });
      i += n.length;
    } else if (c in OPERATORS) {
      tokens.push({ kind: 'operator', text: OPERATORS[c]! });
      i += 1;
    } else {
      throw new TexError(`Unexpected character "${c}"`, tex);
    }
  }
  return tokens;
}

/** MathML trims the ends of a token's text; no-break spaces keep the spaces `\text{if }` means. */
const keepEdgeSpaces = (words: string) => words.replace(/^ +| +$/g, (s) => '\u00a0'.repeat(s.length));

const row = (children: MathNode[]): MathNode => (children.length === 1 ? children[0]! : { tag: 'mrow', children });

class Parser {
  private pos = 0;

  constructor(
    private readonly tex: string,
    private readonly tokens: readonly Token[],
  ) {}

  parse(): MathNode[] {
    const nodes = this.list();
    if (this.pos < this.tokens.length) throw this.error('Unmatched }');
    return nodes;
  }

  private error(message: string): TexError {
    return new TexError(message, this.tex);
  }

  private peek(): Token | undefined {
    return this.tokens[this.pos];
  }

  /** Atoms, each with its scripts, up to a closing brace or the end. */
  private list(): MathNode[] {
    const nodes: MathNode[] = [];
    for (let t = this.peek(); t && t.kind !== 'close'; t = this.peek()) {
      const node = this.scripted();
      // As in TeX, a named function keeps a thin space from what it follows (1.245 max, not 1.245max).
      const previous = nodes.at(-1);
      if (isFunction(node) && previous && previous.tag !== 'mo' && previous.tag !== 'mspace')
        nodes.push({ tag: 'mspace', width: SPACES[',']! });
      nodes.push(node);
    }
    return nodes;
  }

  /** An atom and any `_` and `^` after it (a sum takes its limits under and over it). */
  private scripted(): MathNode {
    const base = this.atom();
    let sub: MathNode | undefined;
    let sup: MathNode | undefined;
    for (let t = this.peek(); t && (t.kind === 'sub' || t.kind === 'sup'); t = this.peek()) {
      this.pos += 1;
      if ((t.kind === 'sub' ? sub : sup) !== undefined) throw this.error(`Double ${t.kind === 'sub' ? '_' : '^'}`);
      const script = this.argument();
      if (t.kind === 'sub') sub = script;
      else sup = script;
    }
    const limits = base.tag === 'mo' && base.text === '\u2211';
    if (sub && sup) return { tag: limits ? 'munderover' : 'msubsup', children: [base, sub, sup] };
    if (sub) return { tag: limits ? 'munder' : 'msub', children: [base, sub] };
    if (sup) return { tag: limits ? 'mover' : 'msup', children: [base, sup] };
    return base;
  }

  /** A command's or a script's argument: a `{group}` or one atom (one digit of a number, as in TeX). */
  private argument(): MathNode {
    const t = this.peek();
    if (!t) throw this.error('Missing argument');
    if (t.kind === 'number' && t.text.length > 1) throw this.error(`Put "${t.text}" in braces`);
    if (t.kind === 'close' || t.kind === 'sub' || t.kind === 'sup') throw this.error('Missing argument');
    return this.atom();
  }

  private atom(): MathNode {
    const t = this.tokens[this.pos++];
    if (!t) throw this.error('Unexpected end');
    switch (t.kind) {
      case 'letter':
        return { tag: 'mi', text: t.text };
      case 'number':
        return { tag: 'mn', text: t.text };
      case 'operator':
        return { tag: 'mo', text: t.text };
      case 'text':
        return { tag: 'mtext', text: keepEdgeSpaces(t.text) };
      case 'open': {
        const inner = this.list();
        if (this.tokens[this.pos++]?.kind !== 'close') throw this.error('Unmatched {');
        return row(inner);
      }
      case 'close':
        throw this.error('Unmatched }');
      case 'sub':
      case 'sup':
        throw this.error(`${t.kind === 'sub' ? '_' : '^'} without a base`);
      case 'command':
        return this.command(t.name);
    }
  }

  private command(name: string): MathNode {
    if (name === 'frac') return { tag: 'mfrac', children: [this.argument(), this.argument()] };
    if (name === 'sqrt') return { tag: 'msqrt', children: [this.argument()] };
    if (name === 'sum') return { tag: 'mo', text: '\u2211' };
    if (FUNCTIONS.has(name)) return { tag: 'mi', text: name };
    const symbol = SYMBOLS[name];
    if (symbol) return { tag: 'mo', text: symbol };
    const width = SPACES[name];
    if (width) return { tag: 'mspace', width };
    throw this.error(`Unknown command \\${name}`);
  }
}

/**
 * The MathML elements of a formula, to go inside one `<math>` element.
 * @example parseTex(String.raw`P = 4.08 \sqrt{A}`).map((n) => n.tag) // ['mi', 'mo', 'mn', 'msqrt']
 * @throws TexError on anything outside the subset.
 */
export function parseTex(tex: string): MathNode[] {
  return new Parser(tex, tokenize(tex)).parse();
}
