import type { Font, Glyph, Subset } from "fontkit";
import { DocumentUnavailable } from "./document-unavailable";
import { bidiRuns, cleanText, firstStrongDir, type Direction } from "./bidi";
import type { PdfImage } from "./images";
import { concatBytes } from "../../lib/bytes";

/*
 * A small PDF writer for documents with any script (certificates): text is shaped by fontkit
 * (Arabic joining, Devanagari reordering; fontkit returns a right-to-left run already in visual
 * order), each run drawn with the first font that has its characters, and every font embedded as a
 * TrueType subset (CIDFontType2, Identity-H) with a ToUnicode CMap, so the text can be selected,
 * searched and extracted. Pages are vector: text, filled and stroked rectangles, lines, and
 * JPEG/PNG images. A line is first cut into direction runs (bidi.ts), so Arabic reads right to left
 * with its numbers and Latin words left to right inside it; documents.ts builds pages on top.
 */

export const PAGE_SIZES_PT = { a4: { width: 841.89, height: 595.28 }, letter: { width: 792, height: 612 } } as const; // landscape
export const PORTRAIT_PAGE_SIZES_PT = { a4: { width: 595.28, height: 841.89 }, letter: { width: 612, height: 792 } } as const;

export type Rgb = [number, number, number];
export interface TextOptions {
  size: number;
  align?: "left" | "center" | "right";
  color?: Rgb;
  /** The line's base direction; by default its first strong character's. */
  dir?: Direction;
}

interface UsedFont {
  font: Font;
  subset: Subset;
  /** new glyph id → [advance in 1/1000 em, code points] */
  glyphs: Map<number, { width: number; codePoints: number[] }>;
  /** original glyph id → new glyph id */
  ids: Map<number, number>;
  /**
   * Alias codes: one glyph that stands for different characters in different places (Arabic letters
   * share dotless bodies: ف and ق, ت and ي) or for nothing (a reordered Devanagari word, see shape)
   * is drawn under an extra code per meaning, mapped to the same glyph and its own text. Key
   * "glyph:code points" → alias number.
   */
  aliases: Map<string, { gid: number; codePoints: number[]; n: number }>;
}

interface Placed {
  fontIndex: number;
  gid: number;
  x: number;
  y: number;
  /** The glyph's characters here (an empty list: extracts as nothing). */
  codePoints: number[];
  /** The invisible copy of a reordered word, in reading order. */
  hidden?: boolean;
}

/**
 * fontkit caches one Glyph object per glyph id, whose codePoints are those of its first use: a
 * body Arabic letters share (ف and ق) reports the first letter everywhere. The shaping engine's
 * own glyph infos carry each glyph's characters in this run, so the engine is wrapped once per
 * font to keep them on the glyph run (`characters`, in the run's glyph order). fontkit internals,
 * fontkit 2.x; without them the cached codePoints are used.
 */
const CHARACTERS = Symbol("characters");
type Engine = { position(run: object): unknown; glyphInfos: { codePoints: number[] }[] };
function keepCharacters(font: Font): void {
  const holder = font as unknown as { [CHARACTERS]?: true; _layoutEngine?: { engine?: Engine } };
  if (holder[CHARACTERS]) return;
  holder[CHARACTERS] = true;
  font.layout(" ");
  const engine = holder._layoutEngine?.engine;
  if (!engine || typeof engine.position !== "function") return;
  const position = engine.position.bind(engine);
  engine.position = (run: object) => {
    const result = position(run);
    const characters = engine.glyphInfos.map((g) => g.codePoints);
    (run as { characters?: number[][] }).characters = (run as { direction?: string }).direction === "rtl" ? characters.reverse() : characters;
    return result;
  };
}

/**
 * Where each shaped glyph's characters start in the run's text (-1 for glyphs shaping added, which
 * stand for no character): the first unused occurrence of its first character, its others used up
 * after it. Devanagari draws a vowel sign before its consonant (ि) and a reph after the syllable, so
 * the drawn order is not the reading order.
 */
function logicalIndexes(text: string, glyphs: { codePoints: number[] }[]): number[] {
  const cps = [...text].map((c) => c.codePointAt(0)!);
  const used = cps.map(() => false);
  const find = (cp: number, from: number) => {
    for (let p = from; p < cps.length; p++) if (!used[p] && cps[p] === cp) return p;
    return -1;
  };
  return glyphs.map((g) => {
    if (g.codePoints.length === 0) return -1;
    const start = find(g.codePoints[0], 0);
    if (start < 0) return -1;
    used[start] = true;
    let at = start;
    for (const cp of g.codePoints.slice(1)) {
      const p = find(cp, at);
      if (p >= 0) used[(at = p)] = true;
    }
    return start;
  });
}

interface Run {
  fontIndex: number;
  text: string;
  dir: Direction;
}

const isNeutral = (cp: number) => cp <= 0x40 || (cp >= 0x5b && cp <= 0x60) || (cp >= 0x7b && cp <= 0xbf) || (cp >= 0x2000 && cp <= 0x206f);
const hex4 = (n: number) => n.toString(16).padStart(4, "0").toUpperCase();
const num = (n: number) => (Math.round(n * 100) / 100).toString();
const colour = (c: Rgb) => c.map((v) => num(v)).join(" ");

export class UnicodePdf {
  private readonly pages: string[][] = [];
  private readonly used = new Map<number, UsedFont>();
  private readonly images: PdfImage[] = [];
  private current = -1;

  constructor(
    private readonly fonts: Font[],
    readonly width: number,
    readonly height: number,
  ) {}

  addPage(): this {
    this.pages.push([]);
    this.current = this.pages.length - 1;
    return this;
  }

  get pageCount(): number {
    return this.pages.length;
  }

  /** Draws on an earlier page from now on (running headers and "page X of Y" once the count is known). */
  goToPage(index: number): this {
    if (index < 0 || index >= this.pages.length) throw new RangeError(`No page ${index}`);
    this.current = index;
    return this;
  }

  private get ops(): string[] {
    if (this.pages.length === 0) this.addPage();
    return this.pages[this.current];
  }

  /**
   * Splits a line into runs of one direction and one font each, in visual order (left to right):
   * direction runs come from bidi.ts; inside one, neutral characters (spaces, punctuation) stay
   * with the font run they are in.
   */
  private runs(text: string, base: Direction): Run[] {
    const visual: Run[] = [];
    const levels = bidiRuns(text, base);
    for (const level of levels) {
      const runs: Run[] = [];
      for (const ch of level.text) {
        const cp = ch.codePointAt(0)!;
        const current = runs[runs.length - 1];
        if (current && isNeutral(cp) && this.fonts[current.fontIndex].hasGlyphForCodePoint(cp)) {
          current.text += ch;
          continue;
        }
        const fontIndex = this.fonts.findIndex((f) => f.hasGlyphForCodePoint(cp));
        if (fontIndex < 0) throw new DocumentUnavailable(`No PDF font has the character "${ch}" (U+${hex4(cp)}).`);
        if (current && current.fontIndex === fontIndex) current.text += ch;
        else runs.push({ fontIndex, text: ch, dir: level.dir });
      }
      // A right-to-left run's font runs read from the right too; fontkit reverses the glyphs inside each.
      visual.push(...(level.dir === "rtl" ? runs.reverse() : runs));
    }
    return visual;
  }

  /** The code a glyph is drawn with: its own, or an alias when it stands for other characters here than where first used. */
  private code(g: Placed): string {
    const u = this.used.get(g.fontIndex)!;
    const own = u.glyphs.get(g.gid)!.codePoints;
    if (own.length === g.codePoints.length && own.every((cp, i) => cp === g.codePoints[i])) return hex4(g.gid);
    const key = `${g.gid}:${g.codePoints.join(",")}`;
    let alias = u.aliases.get(key);
    if (!alias) u.aliases.set(key, (alias = { gid: g.gid, codePoints: g.codePoints, n: u.aliases.size }));
    return `@${g.fontIndex}:${alias.n}@`; // its number is known once the subset is complete (build)
  }

  private use(fontIndex: number): UsedFont {
    let u = this.used.get(fontIndex);
    if (!u) {
      const font = this.fonts[fontIndex];
      keepCharacters(font);
      u = { font, subset: font.createSubset(), glyphs: new Map(), ids: new Map(), aliases: new Map() };
      this.used.set(fontIndex, u);
    }
    return u;
  }

  /**
   * Shapes a line: glyphs with their pen positions (in points, from the line's start), and its width.
   * Extractors such as pdf.js read glyphs in drawing order and ignore ActualText, so a word whose
   * glyphs are not in reading order (Devanagari ि, reph) is drawn under alias codes that extract as
   * nothing, followed by an invisible copy of its glyphs in reading order that extracts as the word.
   */
  private shape(text: string, size: number, dir?: Direction) {
    const placed: Placed[] = [];
    let x = 0;
    const clean = cleanText(text);
    for (const run of this.runs(clean, dir ?? firstStrongDir(clean) ?? "ltr")) {
      const u = this.use(run.fontIndex);
      const scale = size / u.font.unitsPerEm;
      const shaped = u.font.layout(run.text, undefined, undefined, undefined, run.dir);
      const kept = (shaped as { characters?: number[][] }).characters;
      const characters = kept && kept.length === shaped.glyphs.length ? kept : shaped.glyphs.map((g) => g.codePoints);
      const glyphs: Placed[] = [];
      shaped.glyphs.forEach((g: Glyph, i: number) => {
        const pos = shaped.positions[i];
        let gid = u.ids.get(g.id);
        if (gid === undefined) {
          gid = u.subset.includeGlyph(g.id);
          u.ids.set(g.id, gid);
        }
        // The width extractors assume is the shaped advance (a mark's is 0), so they see no gaps inside a word.
        if (!u.glyphs.has(gid)) {
          u.glyphs.set(gid, { width: Math.round((pos.xAdvance * 1000) / u.font.unitsPerEm), codePoints: characters[i] });
        }
        glyphs.push({ fontIndex: run.fontIndex, gid, codePoints: characters[i], x: x + pos.xOffset * scale, y: pos.yOffset * scale });
        x += pos.xAdvance * scale;
      });
      // Right-to-left runs are reordered by the extractors' own bidi; only left-to-right ones may need the hidden copy.
      const indexes = run.dir === "ltr" ? logicalIndexes(run.text, characters.map((codePoints) => ({ codePoints }))) : [];
      for (let start = 0; start < glyphs.length; ) {
        let end = start;
        while (end < glyphs.length && characters[end][0] !== 32) end++;
        const word = glyphs.slice(start, Math.min(end + 1, glyphs.length));
        const order = indexes.slice(start, end).map((index, k) => ({ index, g: glyphs[start + k] })).filter((w) => w.index >= 0);
        if (order.some((w, k) => k > 0 && w.index < order[k - 1].index)) {
          const wordStart = glyphs[start].x;
          for (const g of glyphs.slice(start, end)) g.codePoints = [];
          let hx = wordStart;
          for (const w of order.sort((a, b) => a.index - b.index)) {
            word.push({ fontIndex: w.g.fontIndex, gid: w.g.gid, codePoints: characters[glyphs.indexOf(w.g)], x: hx, y: 0, hidden: true });
            hx += (u.glyphs.get(w.g.gid)!.width * size) / 1000;
          }
          // the space after the word is drawn after its hidden copy
          if (end < glyphs.length) word.push(word.splice(end - start, 1)[0]);
        }
        placed.push(...word);
        start = end + 1;
      }
    }
    return { placed, width: x };
  }

  measure(text: string, size: number, dir?: Direction): number {
    return this.shape(text, size, dir).width;
  }

  /** Draws one line of text at (x, y) (the baseline), aligned on x. */
  text(text: string, x: number, y: number, opts: TextOptions): this {
    if (!text) return this;
    const { placed, width } = this.shape(text, opts.size, opts.dir);
    const left = opts.align === "center" ? x - width / 2 : opts.align === "right" ? x - width : x;
    // ActualText gives extractors the line in reading order (shaping reorders Devanagari vowel signs, and RTL runs are drawn reversed).
    const ops = [`/Span << /ActualText ${utf16Hex(text.normalize("NFC"))} >> BDC`, `BT ${colour(opts.color ?? [0.1, 0.1, 0.12])} rg`];
    let font = -1;
    const draw = (g: Placed) => {
      if (g.fontIndex !== font) {
        ops.push(`/F${g.fontIndex} ${num(opts.size)} Tf`);
        font = g.fontIndex;
      }
      ops.push(`1 0 0 1 ${num(left + g.x)} ${num(y + g.y)} Tm <${this.code(g)}> Tj`);
    };
    let invisible = false;
    for (const g of placed) {
      if (!!g.hidden !== invisible) {
        invisible = !invisible;
        ops.push(invisible ? "3 Tr" : "0 Tr"); // the hidden copy: there for search and copy only
      }
      draw(g);
    }
    if (invisible) ops.push("0 Tr");
    ops.push("ET", "EMC");
    this.ops.push(ops.join("\n"));
    return this;
  }

  /** Shrinks the size until the line fits the width (long names), then draws it. */
  fittedText(text: string, x: number, y: number, maxWidth: number, opts: TextOptions): this {
    let size = opts.size;
    while (size > 8 && this.measure(text, size, opts.dir) > maxWidth) size -= 1;
    return this.text(text, x, y, { ...opts, size });
  }

  rect(x: number, y: number, w: number, h: number, fill: Rgb): this {
    this.ops.push(`${colour(fill)} rg ${num(x)} ${num(y)} ${num(w)} ${num(h)} re f`);
    return this;
  }

  strokeRect(x: number, y: number, w: number, h: number, stroke: Rgb, lineWidth = 1): this {
    this.ops.push(`${colour(stroke)} RG ${num(lineWidth)} w ${num(x)} ${num(y)} ${num(w)} ${num(h)} re S`);
    return this;
  }

  line(x1: number, y1: number, x2: number, y2: number, stroke: Rgb, lineWidth = 0.8): this {
    this.ops.push(`${colour(stroke)} RG ${num(lineWidth)} w ${num(x1)} ${num(y1)} m ${num(x2)} ${num(y2)} l S`);
    return this;
  }

  /** Draws an image (images.ts) into the box whose bottom-left corner is (x, y). */
  image(img: PdfImage, x: number, y: number, w: number, h: number): this {
    let index = this.images.indexOf(img);
    if (index < 0) index = this.images.push(img) - 1;
    this.ops.push(`q ${num(w)} 0 0 ${num(h)} ${num(x)} ${num(y)} cm /Im${index} Do Q`);
    return this;
  }

  /** A QR code's dark modules as filled squares, top-left corner at (x, y + size). */
  qr(modules: { size: number; get(row: number, col: number): boolean | number }, x: number, y: number, size: number, fill: Rgb = [0, 0, 0]): this {
    const cell = size / modules.size;
    const parts: string[] = [`${colour(fill)} rg`];
    for (let r = 0; r < modules.size; r++) {
      for (let c = 0; c < modules.size; c++) {
        if (modules.get(r, c)) parts.push(`${num(x + c * cell)} ${num(y + size - (r + 1) * cell)} ${num(cell + 0.01)} ${num(cell + 0.01)} re`);
      }
    }
    parts.push("f");
    this.ops.push(parts.join("\n"));
    return this;
  }

  /** The finished document. */
  build(info: { title: string; author: string; lang?: string }): Uint8Array {
    const objects: (string | Uint8Array)[] = [];
    const add = (body: string | Uint8Array) => {
      objects.push(body);
      return objects.length;
    };
    const enc = new TextEncoder();
    const pdfString = utf16Hex;
    const catalogId = add("");
    const pagesId = add("");
    const infoId = add(`<< /Title ${pdfString(info.title)} /Author ${pdfString(info.author)} /Producer (schools-platform unicode-pdf) >>`);
    const fontRefs: string[] = [];
    // Alias codes follow the subset's last glyph; drawn text refers to them as @font:n@ until now.
    const aliasBases = new Map([...this.used.entries()].map(([index, u]) => [index, Math.max(0, ...u.glyphs.keys()) + 1]));
    const tag = "CRTPDF";
    for (const [index, u] of [...this.used.entries()].sort((a, b) => a[0] - b[0])) {
      const bytes = u.subset.encode();
      const name = `${tag.slice(0, 5)}${String.fromCharCode(65 + (index % 26))}+${u.font.postscriptName.replace(/[^A-Za-z0-9-]/g, "")}`;
      const fileId = add(concatBytes(enc.encode(`<< /Length ${bytes.length} /Length1 ${bytes.length} >>\nstream\n`), bytes, enc.encode("\nendstream")));
      const scale = 1000 / u.font.unitsPerEm;
      const b = u.font.bbox;
      const descriptorId = add(
        `<< /Type /FontDescriptor /FontName /${name} /Flags 32 /FontBBox [${[b.minX, b.minY, b.maxX, b.maxY].map((v) => Math.round(v * scale)).join(" ")}] /ItalicAngle 0 /Ascent ${Math.round(u.font.ascent * scale)} /Descent ${Math.round(u.font.descent * scale)} /CapHeight ${Math.round((u.font.capHeight || u.font.ascent) * scale)} /StemV 80 /FontFile2 ${fileId} 0 R >>`,
      );
      const gids = [...u.glyphs.keys()].sort((a, b2) => a - b2);
      const aliasBase = aliasBases.get(index)!;
      const aliases = [...u.aliases.values()].sort((a, b2) => a.n - b2.n);
      const widths = [...gids.map((g) => `${g} [${u.glyphs.get(g)!.width}]`), ...aliases.map((a) => `${aliasBase + a.n} [${u.glyphs.get(a.gid)!.width}]`)].join(" ");
      let cidToGid = "/Identity";
      if (aliases.length) {
        const map = new Uint8Array(2 * (aliasBase + aliases.length));
        for (let cid = 0; cid < map.length / 2; cid++) {
          const gid = cid >= aliasBase ? aliases[cid - aliasBase].gid : cid;
          map[2 * cid] = gid >> 8;
          map[2 * cid + 1] = gid & 255;
        }
        cidToGid = `${add(concatBytes(enc.encode(`<< /Length ${map.length} >>\nstream\n`), map, enc.encode("\nendstream")))} 0 R`;
      }
      const cidId = add(
        `<< /Type /Font /Subtype /CIDFontType2 /BaseFont /${name} /CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> /FontDescriptor ${descriptorId} 0 R /W [${widths}] /CIDToGIDMap ${cidToGid} >>`,
      );
      const cmap = toUnicodeCmap([...gids.map((g) => [g, u.glyphs.get(g)!.codePoints] as const), ...aliases.map((a) => [aliasBase + a.n, a.codePoints] as const)]);
      const cmapId = add(`<< /Length ${enc.encode(cmap).length} >>\nstream\n${cmap}\nendstream`);
      const fontId = add(`<< /Type /Font /Subtype /Type0 /BaseFont /${name} /Encoding /Identity-H /DescendantFonts [${cidId} 0 R] /ToUnicode ${cmapId} 0 R >>`);
      fontRefs.push(`/F${index} ${fontId} 0 R`);
    }
    const imageRefs = this.images.map((img, i) => {
      const stream = (dict: string, data: Uint8Array) => concatBytes(enc.encode(`<< ${dict} /Length ${data.length} >>\nstream\n`), data, enc.encode("\nendstream"));
      const common = `/Type /XObject /Subtype /Image /Width ${img.width} /Height ${img.height} /BitsPerComponent ${img.bitsPerComponent}`;
      const smask = img.alpha ? add(stream(`${common} /ColorSpace /DeviceGray /Filter /FlateDecode`, img.alpha)) : 0;
      const id = add(stream(`${common} /ColorSpace ${img.colorSpace} /Filter ${img.filter}${img.decodeParms ? ` /DecodeParms ${img.decodeParms}` : ""}${img.decode ? ` /Decode ${img.decode}` : ""}${smask ? ` /SMask ${smask} 0 R` : ""}`, img.data));
      return `/Im${i} ${id} 0 R`;
    });
    const resources = `<< /Font << ${fontRefs.join(" ")} >>${imageRefs.length ? ` /XObject << ${imageRefs.join(" ")} >>` : ""} >>`;
    const pageIds: number[] = [];
    for (const ops of this.pages.length ? this.pages : [[]]) {
      const content = ops.join("\n").replace(/<@(\d+):(\d+)@>/g, (_, font: string, n: string) => `<${hex4(aliasBases.get(Number(font))! + Number(n))}>`);
      const contentId = add(`<< /Length ${enc.encode(content).length} >>\nstream\n${content}\nendstream`);
      pageIds.push(add(`<< /Type /Page /Parent ${pagesId} 0 R /MediaBox [0 0 ${num(this.width)} ${num(this.height)}] /Resources ${resources} /Contents ${contentId} 0 R >>`));
    }
    objects[catalogId - 1] = `<< /Type /Catalog /Pages ${pagesId} 0 R /Lang (${(info.lang ?? "en").replace(/[^A-Za-z-]/g, "")}) >>`;
    objects[pagesId - 1] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(" ")}] /Count ${pageIds.length} >>`;

    const chunks: Uint8Array[] = [enc.encode("%PDF-1.7\n%\xE2\xE3\xCF\xD3\n")];
    let length = chunks[0].length;
    const offsets: number[] = [];
    objects.forEach((body, i) => {
      offsets.push(length);
      const bytes = concatBytes(enc.encode(`${i + 1} 0 obj\n`), typeof body === "string" ? enc.encode(body) : body, enc.encode("\nendobj\n"));
      chunks.push(bytes);
      length += bytes.length;
    });
    const xref = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("")}trailer\n<< /Size ${objects.length + 1} /Root ${catalogId} 0 R /Info ${infoId} 0 R >>\nstartxref\n${length}\n%%EOF\n`;
    chunks.push(enc.encode(xref));
    return concatBytes(...chunks);
  }
}

/** A PDF text string in UTF-16BE with its byte-order mark, as hex. */
function utf16Hex(s: string): string {
  return `<FEFF${[...s].map((ch) => { const cp = ch.codePointAt(0)!; return cp > 0xffff ? hex4(0xd800 + ((cp - 0x10000) >> 10)) + hex4(0xdc00 + ((cp - 0x10000) & 0x3ff)) : hex4(cp); }).join("")}>`;
}


/** The ToUnicode CMap: each glyph back to the characters it shows (a ligature or conjunct to several). */
function toUnicodeCmap(entries: (readonly [number, readonly number[]])[]): string {
  const utf16 = (cps: readonly number[]) =>
    (cps.length ? [...cps] : [0x200d])
      .map((cp) => (cp > 0xffff ? hex4(0xd800 + ((cp - 0x10000) >> 10)) + hex4(0xdc00 + ((cp - 0x10000) & 0x3ff)) : hex4(cp)))
      .join("");
  // A glyph shaping added (the dots of a dotless Arabic letter, a hamza mark) stands for no character of its own: it maps to a zero-width joiner, which extractors skip.
  const mapped = entries;
  const blocks: string[] = [];
  for (let i = 0; i < mapped.length; i += 100) {
    const chunk = mapped.slice(i, i + 100);
    blocks.push(`${chunk.length} beginbfchar\n${chunk.map(([g, cps]) => `<${hex4(g)}> <${utf16(cps)}>`).join("\n")}\nendbfchar`);
  }
  return [
    "/CIDInit /ProcSet findresource begin",
    "12 dict begin",
    "begincmap",
    "/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def",
    "/CMapName /Adobe-Identity-UCS def",
    "/CMapType 2 def",
    "1 begincodespacerange",
    "<0000> <FFFF>",
    "endcodespacerange",
    ...blocks,
    "endcmap",
    "CMapName currentdict /CMap defineresource pop",
    "end",
    "end",
  ].join("\n");
}
