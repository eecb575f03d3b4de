import type { Font } from "fontkit";
import type { Direction } from "./bidi";
import { PORTRAIT_PAGE_SIZES_PT, UnicodePdf, type Rgb } from "./unicode-pdf";

/*
 * Documents on top of the Unicode writer (invoices, receipts, login cards — any domain): portrait
 * A4/Letter pages with margins and a cursor that moves down, paragraphs wrapped within a width (a
 * token longer than the width, such as an order number or an email, is broken rather than let
 * past the margin), tables whose rows flow onto new pages with the header row repeated, a running
 * header on continuation pages and "page X of Y" on every page. Positions are logical: `start` is
 * the left edge in a left-to-right document and the right edge in an Arabic one, so one layout
 * mirrors itself.
 */

export type PageSize = keyof typeof PORTRAIT_PAGE_SIZES_PT;
export type Align = "start" | "end" | "center";

export interface DocumentOptions {
  size: PageSize;
  dir: Direction;
  /** BCP 47 language of the document (the catalogue's /Lang). */
  lang: string;
  margin?: number;
  /** Drawn small at the top of every page after the first. */
  runningHeader?: string;
  /** The footer of page `page` of `total` ("page 2 of 3"). */
  footer?: (page: number, total: number) => string;
}

export interface ParagraphOptions {
  size?: number;
  color?: Rgb;
  align?: Align;
  /** Distance from the start edge. */
  indent?: number;
  /** Wrapping width (default: from the indent to the end margin). */
  width?: number;
  lineGap?: number;
}

export interface TableColumn {
  label: string;
  /** Share of the content width (the shares are normalised). */
  share: number;
  align?: Align;
}

export const INK: Rgb = [0.1, 0.1, 0.12];
export const MUTED: Rgb = [0.38, 0.38, 0.42];
export const RULE: Rgb = [0.8, 0.8, 0.83];

/** "#1d4ed8" → [r, g, b] in 0..1, or the fallback. */
export function hexColour(hex: string | null | undefined, fallback: Rgb): Rgb {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex ?? "");
  if (!m) return fallback;
  const n = parseInt(m[1], 16);
  return [((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255];
}

/** A pale tint of a colour (table header backgrounds). */
export const tint = (c: Rgb, amount = 0.88): Rgb => c.map((v) => v + (1 - v) * amount) as Rgb;

const graphemes = (text: string): string[] =>
  typeof Intl.Segmenter === "function" ? [...new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(text)].map((s) => s.segment) : [...text];

export class PdfDocument {
  readonly pdf: UnicodePdf;
  readonly dir: Direction;
  readonly left: number;
  readonly right: number;
  readonly top: number;
  readonly bottom: number;
  /** The baseline cursor: the next line's top. */
  y: number;

  constructor(
    fonts: Font[],
    private readonly opts: DocumentOptions,
  ) {
    const page = PORTRAIT_PAGE_SIZES_PT[opts.size];
    const margin = opts.margin ?? 48;
    this.pdf = new UnicodePdf(fonts, page.width, page.height);
    this.dir = opts.dir;
    this.left = margin;
    this.right = page.width - margin;
    this.top = page.height - margin;
    this.bottom = margin + 24; // room for the footer
    this.y = this.top;
    this.pdf.addPage();
  }

  get width(): number {
    return this.right - this.left;
  }

  /** The x of a point `offset` from the start edge. */
  at(offset: number): number {
    return this.dir === "rtl" ? this.right - offset : this.left + offset;
  }

  /** The physical left x of a box `width` wide whose start edge is `offset` from the start margin. */
  boxX(offset: number, width: number): number {
    return this.dir === "rtl" ? this.right - offset - width : this.left + offset;
  }

  /** The writer's alignment for a logical one. */
  align(a: Align): "left" | "right" | "center" {
    if (a === "center") return "center";
    return (a === "start") === (this.dir === "ltr") ? "left" : "right";
  }

  newPage(): this {
    this.pdf.addPage();
    this.y = this.top;
    if (this.opts.runningHeader) {
      this.pdf.text(this.opts.runningHeader, this.at(0), this.y - 8, { size: 8, color: MUTED, align: this.align("start") });
      this.pdf.line(this.left, this.y - 14, this.right, this.y - 14, RULE, 0.5);
      this.y -= 28;
    }
    return this;
  }

  /** Starts a new page unless `height` more points fit above the bottom margin. */
  ensure(height: number): this {
    if (this.y - height < this.bottom) this.newPage();
    return this;
  }

  /** The text's lines within `width`: at spaces, and inside a word only when the word alone is too wide. */
  wrap(text: string, size: number, width: number): string[] {
    const lines: string[] = [];
    for (const para of text.split(/\r?\n/)) {
      let line = "";
      for (const word of para.split(/ +/).filter(Boolean)) {
        const candidate = line ? `${line} ${word}` : word;
        if (this.pdf.measure(candidate, size) <= width) {
          line = candidate;
          continue;
        }
        if (line) lines.push(line);
        if (this.pdf.measure(word, size) <= width) {
          line = word;
          continue;
        }
        let piece = "";
        for (const g of graphemes(word)) {
          if (piece && this.pdf.measure(piece + g, size) > width) {
            lines.push(piece);
            piece = "";
          }
          piece += g;
        }
        line = piece;
      }
      lines.push(line);
    }
    return lines.length ? lines : [""];
  }

  /** A wrapped paragraph at the cursor, flowing onto new pages; moves the cursor below it. */
  paragraph(text: string, o: ParagraphOptions = {}): this {
    const size = o.size ?? 10;
    const indent = o.indent ?? 0;
    const width = o.width ?? this.width - indent;
    const lineHeight = size * 1.35 + (o.lineGap ?? 0);
    const align = o.align ?? "start";
    const x = align === "center" ? this.at(indent + width / 2) : align === "end" ? this.at(indent + width) : this.at(indent);
    for (const line of this.wrap(text, size, width)) {
      this.ensure(lineHeight);
      this.y -= lineHeight;
      this.pdf.text(line, x, this.y + size * 0.3, { size, color: o.color ?? INK, align: this.align(align) });
    }
    return this;
  }

  /** Draws wrapped lines in a box at a fixed place (a cell, a card) without moving the cursor; answers the height used. */
  block(text: string, offset: number, topY: number, width: number, o: { size: number; color?: Rgb; align?: Align; maxLines?: number }): number {
    const lineHeight = o.size * 1.3;
    const align = o.align ?? "start";
    const x = align === "center" ? this.at(offset + width / 2) : align === "end" ? this.at(offset + width) : this.at(offset);
    const lines = this.wrap(text, o.size, width).slice(0, o.maxLines ?? Infinity);
    lines.forEach((line, i) => this.pdf.text(line, x, topY - o.size - i * lineHeight, { size: o.size, color: o.color ?? INK, align: this.align(align) }));
    return lines.length * lineHeight;
  }

  space(points: number): this {
    this.y -= points;
    return this;
  }

  rule(colour: Rgb = RULE): this {
    this.pdf.line(this.left, this.y, this.right, this.y, colour, 0.6);
    return this;
  }

  /** A table at the cursor: cells wrap in their column; a row that does not fit starts a new page under a repeated header row. */
  table(columns: TableColumn[], rows: string[][], o: { size?: number; headerFill: Rgb; headerInk?: Rgb }): this {
    const size = o.size ?? 9.5;
    const pad = 5;
    const total = columns.reduce((n, c) => n + c.share, 0);
    const widths = columns.map((c) => (c.share / total) * this.width);
    const starts = widths.map((_, i) => widths.slice(0, i).reduce((n, w) => n + w, 0));
    const lineHeight = size * 1.3;
    const cellLines = (row: string[]) => row.map((cell, i) => this.wrap(cell, size, widths[i] - 2 * pad));
    const drawRow = (lines: string[][], ink: Rgb, fill?: Rgb) => {
      const height = Math.max(...lines.map((l) => l.length)) * lineHeight + 2 * pad;
      if (fill) this.pdf.rect(this.left, this.y - height, this.width, height, fill);
      lines.forEach((cellText, i) => {
        const align = columns[i].align ?? "start";
        const x = align === "end" ? this.at(starts[i] + widths[i] - pad) : align === "center" ? this.at(starts[i] + widths[i] / 2) : this.at(starts[i] + pad);
        cellText.forEach((line, k) => this.pdf.text(line, x, this.y - pad - size - k * lineHeight + 1.5, { size, color: ink, align: this.align(align) }));
      });
      this.y -= height;
      this.pdf.line(this.left, this.y, this.right, this.y, RULE, 0.5);
    };
    const header = cellLines(columns.map((c) => c.label));
    const headerHeight = Math.max(...header.map((l) => l.length)) * lineHeight + 2 * pad;
    const drawHeader = () => drawRow(header, o.headerInk ?? INK, o.headerFill);
    this.ensure(headerHeight + lineHeight + 2 * pad);
    drawHeader();
    for (const row of rows) {
      const lines = cellLines(row);
      const height = Math.max(...lines.map((l) => l.length)) * lineHeight + 2 * pad;
      if (this.y - height < this.bottom) {
        this.newPage();
        drawHeader();
      }
      drawRow(lines, INK);
    }
    return this;
  }

  /** Label and value pairs, label at the start edge and the value beside it (a receipt's details). */
  fields(pairs: [string, string][], o: { size?: number; labelWidth?: number } = {}): this {
    const size = o.size ?? 10;
    const labelWidth = o.labelWidth ?? 150;
    for (const [label, value] of pairs) {
      const lines = this.wrap(value, size, this.width - labelWidth);
      const height = lines.length * size * 1.35 + 6;
      this.ensure(height);
      this.block(label, 0, this.y, labelWidth - 10, { size, color: MUTED });
      this.block(value, labelWidth, this.y, this.width - labelWidth, { size });
      this.y -= height;
    }
    return this;
  }

  /** Puts the footers on every page and answers the file. */
  finish(info: { title: string; author: string }): Uint8Array {
    const total = this.pdf.pageCount;
    if (this.opts.footer) {
      for (let i = 0; i < total; i++) {
        this.pdf.goToPage(i);
        this.pdf.text(this.opts.footer(i + 1, total), (this.left + this.right) / 2, this.bottom - 30, { size: 8, color: MUTED, align: "center" });
      }
    }
    return this.pdf.build({ ...info, lang: this.opts.lang });
  }
}
