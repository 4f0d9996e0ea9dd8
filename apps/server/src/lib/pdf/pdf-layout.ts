import { PDFDocument, PageSizes, StandardFonts, rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';

export const INK = rgb(0.1, 0.1, 0.1);
export const MUTED = rgb(0.35, 0.35, 0.35);
export const FOREST = rgb(0x1b / 255, 0x5e / 255, 0x20 / 255);
export const LEAF = rgb(0xa5 / 255, 0xd6 / 255, 0xa7 / 255);
export const SHADE = rgb(0xe8 / 255, 0xf5 / 255, 0xe9 / 255);
export const RULE = rgb(0.8, 0.8, 0.8);

const MARGIN = 40;
const FOOTER = 28;

/** Characters the standard fonts (WinAnsi) lack, spelled with ones they have. */
const SPELLED: Readonly<Record<string, string>> = {
  ...Object.fromEntries([...'₀₁₂₃₄₅₆₇₈₉'].map((ch, i) => [ch, String(i)])),
  '⁰': '0',
  '⁴': '4',
  '⁵': '5',
  '⁶': '6',
  '⁷': '7',
  '⁸': '8',
  '⁹': '9',
  // Letters with a stroke have no decomposition to fall back on.
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Ħ: 'H',
  ħ: 'h',
  ı: 'i',
  '−': '-',
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '–',
  '\u2015': '—',
  '≤': '<=',
  '≥': '>=',
  '→': '->',
  '←': '<-',
  '≈': '~',
  '≠': '!=',
  '′': "'",
  '″': '"',
  '✓': 'yes',
  '✗': 'no',
  '\u202f': ' ',
  '\u00a0': ' ',
  '\u2009': ' ',
  '\u2007': ' ',
  '\u200a': ' ',
  '\t': ' ',
  '\r': '',
  '\n': ' ',
  '\u200b': '',
  '\u200d': '',
  '\u2060': '',
  '\ufeff': '',
};

/**
 * What stands for a character neither the font nor a spelling can draw: only a letter of a script
 * Helvetica has no glyph for (Chinese, Arabic…) typed by a person into a name; never app text.
 */
export const UNDRAWABLE = '?';

export interface TextStyle {
  size?: number;
  bold?: boolean;
  color?: RGB;
}

export interface Column {
  header: string;
  width: number;
  align?: 'left' | 'right';
}

/**
 * A small flowing layout on A4 with pdf-lib: text that wraps, tables whose rows never split across
 * pages, and a new page whenever the next block does not fit.
 */
export class PdfLayout {
  readonly width: number;
  readonly left = MARGIN;
  readonly contentWidth: number;
  page!: PDFPage;
  y = 0;
  private readonly charset: Set<number>;

  private constructor(
    readonly doc: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
  ) {
    const [w] = PageSizes.A4;
    this.width = w;
    this.contentWidth = w - 2 * MARGIN;
    this.charset = new Set(regular.getCharacterSet());
    this.newPage();
  }

  static async create(): Promise<PdfLayout> {
    const doc = await PDFDocument.create();
    return new PdfLayout(
      doc,
      await doc.embedFont(StandardFonts.Helvetica),
      await doc.embedFont(StandardFonts.HelveticaBold),
    );
  }

  newPage() {
    this.page = this.doc.addPage(PageSizes.A4);
    this.y = this.page.getHeight() - MARGIN;
  }

  /** Starts a new page unless `height` points still fit above the footer. */
  ensure(height: number) {
    if (this.y - height < MARGIN + FOOTER) this.newPage();
  }

  /**
   * The text with every character the font cannot draw spelled out: a line break as a space (a
   * line break that separates lines is handled by {@link wrap} before this), a subscript digit as
   * its digit, an accented letter the font lacks as its base letter ("ő" as "o"); what is left is
   * {@link UNDRAWABLE}.
   */
  safe(text: string): string {
    return [...text].map((ch) => this.drawable(ch)).join('');
  }

  private drawable(ch: string): string {
    if (this.charset.has(ch.codePointAt(0)!)) return ch;
    const spelled = SPELLED[ch];
    if (spelled !== undefined) return spelled;
    // Compatibility forms and accents: "ﬁ" → "fi", "ő" → "o" + a combining mark the font lacks (dropped).
    const parts = [...ch.normalize('NFKD')].filter((c) => !/\p{M}/u.test(c));
    if (parts.length > 0 && parts.join('') !== ch && parts.every((c) => this.charset.has(c.codePointAt(0)!)))
      return parts.join('');
    return UNDRAWABLE;
  }

  font(style: TextStyle = {}): PDFFont {
    return style.bold ? this.bold : this.regular;
  }

  /** Lines of at most `width` points; words longer than a line (a hash) are cut. */
  wrap(text: string, width: number, style: TextStyle = {}): string[] {
    const font = this.font(style);
    const size = style.size ?? 9;
    const fits = (s: string) => font.widthOfTextAtSize(s, size) <= width;
    const lines: string[] = [];
    // Lines are parted before the text is made drawable: a line break is a break, not a glyph.
    for (const paragraph of text.split(/\r?\n/).map((p) => this.safe(p))) {
      let line = '';
      for (const word of paragraph.split(' ')) {
        const candidate = line ? `${line} ${word}` : word;
        if (fits(candidate)) {
          line = candidate;
          continue;
        }
        if (line) lines.push(line);
        line = word;
        while (!fits(line) && line.length > 1) {
          let cut = line.length - 1;
          while (cut > 1 && !fits(line.slice(0, cut))) cut--;
          lines.push(line.slice(0, cut));
          line = line.slice(cut);
        }
      }
      lines.push(line);
    }
    return lines;
  }

  lineHeight(style: TextStyle = {}): number {
    return (style.size ?? 9) * 1.3;
  }

  /** Draws one line at (x, y) as is (no wrapping, no page break). */
  drawLine(text: string, x: number, y: number, style: TextStyle = {}) {
    this.page.drawText(this.safe(text), {
      x,
      y,
      size: style.size ?? 9,
      font: this.font(style),
      color: style.color ?? INK,
    });
  }

  /** Flowing text: wraps to the content width (or `width`) and moves down. */
  text(text: string, style: TextStyle = {}, width = this.contentWidth, x = this.left) {
    const lh = this.lineHeight(style);
    for (const line of this.wrap(text, width, style)) {
      this.ensure(lh);
      this.y -= lh;
      this.drawLine(line, x, this.y + lh * 0.25, style);
    }
  }

  gap(points: number) {
    this.y -= points;
  }

  /** A section heading, kept on one page with at least `keepWith` points of what follows. */
  heading(text: string, keepWith = 40) {
    this.ensure(24 + keepWith);
    this.gap(8);
    this.text(text, { size: 12, bold: true, color: FOREST });
    this.page.drawLine({
      start: { x: this.left, y: this.y - 2 },
      end: { x: this.left + this.contentWidth, y: this.y - 2 },
      thickness: 0.5,
      color: RULE,
    });
    this.gap(6);
  }

  /** Points left on this page above the footer. */
  get room(): number {
    return this.y - MARGIN - FOOTER;
  }

  /** Points a page holds between its top margin and its footer. */
  get pageRoom(): number {
    return this.page.getHeight() - 2 * MARGIN - FOOTER;
  }

  /** How tall {@link table} draws these rows (header included), to keep a short table on one page. */
  tableHeight(columns: Column[], rows: Array<{ cells: string[]; shaded?: boolean }>, size = 8): number {
    const pad = 3;
    const lh = this.lineHeight({ size });
    const height = (cells: string[], bold: boolean) =>
      Math.max(...cells.map((c, i) => this.wrap(c, columns[i]!.width - 2 * pad, { size, bold }).length)) * lh + 2 * pad;
    return (
      height(
        columns.map((c) => c.header),
        true,
      ) +
      rows.reduce((sum, r) => sum + height(r.cells, Boolean(r.shaded)), 0) +
      4
    );
  }

  /**
   * A table: a header row, then rows whose cells wrap; `shaded` rows (group heads) get a tint and
   * bold text. The header repeats on every page the table runs onto.
   */
  table(columns: Column[], rows: Array<{ cells: string[]; shaded?: boolean }>, size = 8) {
    const pad = 3;
    const lh = this.lineHeight({ size });
    const drawRow = (cells: string[], bold: boolean, fill?: RGB) => {
      const wrapped = cells.map((c, i) => this.wrap(c, columns[i]!.width - 2 * pad, { size, bold }));
      const height = Math.max(...wrapped.map((w) => w.length)) * lh + 2 * pad;
      return { wrapped, height, bold, fill };
    };
    const header = drawRow(
      columns.map((c) => c.header),
      true,
      SHADE,
    );
    const paint = (row: ReturnType<typeof drawRow>) => {
      const top = this.y;
      if (row.fill)
        this.page.drawRectangle({
          x: this.left,
          y: top - row.height,
          width: this.contentWidth,
          height: row.height,
          color: row.fill,
        });
      let x = this.left;
      row.wrapped.forEach((lines, i) => {
        const col = columns[i]!;
        lines.forEach((line, j) => {
          const font = this.font({ bold: row.bold });
          const tx = col.align === 'right' ? x + col.width - pad - font.widthOfTextAtSize(line, size) : x + pad;
          this.drawLine(line, tx, top - pad - (j + 1) * lh + lh * 0.3, { size, bold: row.bold });
        });
        x += col.width;
      });
      this.y = top - row.height;
      this.page.drawLine({
        start: { x: this.left, y: this.y },
        end: { x: this.left + this.contentWidth, y: this.y },
        thickness: 0.3,
        color: RULE,
      });
    };
    this.ensure(header.height + lh * 2);
    paint(header);
    for (const r of rows) {
      const row = drawRow(r.cells, Boolean(r.shaded), r.shaded ? SHADE : undefined);
      if (this.y - row.height < MARGIN + FOOTER) {
        this.newPage();
        paint(header);
      }
      paint(row);
    }
    this.gap(4);
  }

  /** "title · page n of m" at the foot of every page. */
  footers(left: string) {
    const pages = this.doc.getPages();
    pages.forEach((page, i) => {
      const right = `Page ${i + 1} of ${pages.length}`;
      page.drawLine({
        start: { x: this.left, y: MARGIN + 10 },
        end: { x: this.left + this.contentWidth, y: MARGIN + 10 },
        thickness: 0.3,
        color: RULE,
      });
      page.drawText(this.safe(left), { x: this.left, y: MARGIN, size: 7, font: this.regular, color: MUTED });
      page.drawText(right, {
        x: this.left + this.contentWidth - this.regular.widthOfTextAtSize(right, 7),
        y: MARGIN,
        size: 7,
        font: this.regular,
        color: MUTED,
      });
    });
  }
}
