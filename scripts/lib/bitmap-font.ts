/**
 * A 5×7 bitmap font (A–Z, 0–9, . , ' - ! ? & : and space) for the demo seed's generated pictures,
 * and a renderer that wraps, centres and scales text into a Raster. Lowercase is drawn as
 * uppercase, accented letters are folded to ASCII and anything else is skipped. Pure TypeScript.
 */
import { setPixel, type Raster, type Rgb } from "./raster.ts";

/** Rows top to bottom, "#" = ink. Punctuation is narrower than letters (proportional spacing). */
const GLYPHS: Record<string, string> = {
  A: ".###. #...# #...# ##### #...# #...# #...#",
  B: "####. #...# #...# ####. #...# #...# ####.",
  C: ".###. #...# #.... #.... #.... #...# .###.",
  D: "####. #...# #...# #...# #...# #...# ####.",
  E: "##### #.... #.... ####. #.... #.... #####",
  F: "##### #.... #.... ####. #.... #.... #....",
  G: ".###. #...# #.... #.### #...# #...# .####",
  H: "#...# #...# #...# ##### #...# #...# #...#",
  I: "### .#. .#. .#. .#. .#. ###",
  J: "..### ...#. ...#. ...#. ...#. #..#. .##..",
  K: "#...# #..#. #.#.. ##... #.#.. #..#. #...#",
  L: "#.... #.... #.... #.... #.... #.... #####",
  M: "#...# ##.## #.#.# #.#.# #...# #...# #...#",
  N: "#...# #...# ##..# #.#.# #..## #...# #...#",
  O: ".###. #...# #...# #...# #...# #...# .###.",
  P: "####. #...# #...# ####. #.... #.... #....",
  Q: ".###. #...# #...# #...# #.#.# #..#. .##.#",
  R: "####. #...# #...# ####. #.#.. #..#. #...#",
  S: ".#### #.... #.... .###. ....# ....# ####.",
  T: "##### ..#.. ..#.. ..#.. ..#.. ..#.. ..#..",
  U: "#...# #...# #...# #...# #...# #...# .###.",
  V: "#...# #...# #...# #...# #...# .#.#. ..#..",
  W: "#...# #...# #...# #.#.# #.#.# #.#.# .#.#.",
  X: "#...# #...# .#.#. ..#.. .#.#. #...# #...#",
  Y: "#...# #...# .#.#. ..#.. ..#.. ..#.. ..#..",
  Z: "##### ....# ...#. ..#.. .#... #.... #####",
  "0": ".###. #...# #..## #.#.# ##..# #...# .###.",
  "1": "..#.. .##.. ..#.. ..#.. ..#.. ..#.. .###.",
  "2": ".###. #...# ....# ...#. ..#.. .#... #####",
  "3": "##### ...#. ..#.. ...#. ....# #...# .###.",
  "4": "...#. ..##. .#.#. #..#. ##### ...#. ...#.",
  "5": "##### #.... ####. ....# ....# #...# .###.",
  "6": "..##. .#... #.... ####. #...# #...# .###.",
  "7": "##### ....# ...#. ..#.. .#... .#... .#...",
  "8": ".###. #...# #...# .###. #...# #...# .###.",
  "9": ".###. #...# #...# .#### ....# ...#. .##..",
  ".": ".. .. .. .. .. ## ##",
  ",": ".. .. .. .. ## .# #.",
  "'": "# # . . . . .",
  "-": "... ... ... ### ... ... ...",
  "!": "# # # # # . #",
  "?": ".###. #...# ....# ...#. ..#.. ..... ..#..",
  "&": ".##.. #..#. #.#.. .#... #.#.# #..#. .##.#",
  ":": ".. ## ## .. ## ## ..",
  " ": ".. .. .. .. .. .. ..",
};

export const GLYPH_HEIGHT = 7;
/** Blank columns between glyphs, in font pixels. */
const TRACKING = 1;
/** Blank rows between lines, in font pixels. */
const LEADING = 3;

const rows = (ch: string) => GLYPHS[ch].split(" ");
export const SUPPORTED_CHARACTERS = Object.keys(GLYPHS).join("");

/** Text as the font can draw it: uppercase ASCII, accents folded, unsupported characters dropped. */
export function foldText(text: string): string {
  const folded = text
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/[\u2013\u2014]/g, "-")
    .replace(/\u2026/g, "...")
    .replace(/[æÆ]/g, "AE")
    .replace(/[œŒ]/g, "OE")
    .replace(/[øØ]/g, "O")
    .replace(/[łŁ]/g, "L")
    .replace(/[đĐ]/g, "D")
    .replace(/[þÞ]/g, "TH")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toUpperCase()
    .replace(/\s+/g, " ");
  return [...folded].filter((ch) => ch in GLYPHS).join("").trim();
}

/** Width in font pixels of already-folded text (no trailing tracking). */
export function measure(folded: string): number {
  if (!folded) return 0;
  return [...folded].reduce((w, ch) => w + rows(ch)[0].length + TRACKING, 0) - TRACKING;
}

/** Greedy word wrap to `maxWidth` font pixels; a word too long for a line is broken between letters. */
export function wrap(folded: string, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (let word of folded.split(" ").filter(Boolean)) {
    while (measure(word) > maxWidth) {
      let cut = word.length - 1;
      while (cut > 1 && measure(word.slice(0, cut)) > maxWidth) cut--;
      if (line) lines.push(line);
      lines.push(word.slice(0, cut));
      line = "";
      word = word.slice(cut);
    }
    const candidate = line ? `${line} ${word}` : word;
    if (measure(candidate) <= maxWidth) line = candidate;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

export interface TextLayout {
  scale: number;
  lines: string[];
  /** Size of the whole block in device pixels. */
  width: number;
  height: number;
}

const blockHeight = (lines: number, scale: number) => (lines * GLYPH_HEIGHT + Math.max(0, lines - 1) * LEADING) * scale;

/**
 * The largest of `scales` (tried in order, largest first) at which the text wraps into at most
 * `maxLines` lines inside width × height without breaking a word. At the last scale, long words
 * are broken and overflowing text is cut with "...".
 */
export function layoutText(text: string, width: number, height: number, scales: readonly number[], maxLines: number): TextLayout {
  const folded = foldText(text);
  let lines: string[] = [];
  let scale = scales[0];
  for (scale of scales) {
    const lineRoom = Math.max(1, Math.min(maxLines, Math.floor((height / scale + LEADING) / (GLYPH_HEIGHT + LEADING))));
    const lineWidth = Math.floor(width / scale);
    lines = wrap(folded, lineWidth);
    // A word broken across lines reads badly: a smaller scale is better, unless there is none.
    const wordsWhole = folded.split(" ").every((word) => measure(word) <= lineWidth);
    if (lines.length <= lineRoom && (wordsWhole || scale === scales.at(-1))) break;
    if (scale === scales.at(-1)) {
      lines = lines.slice(0, lineRoom);
      let last = lines[lineRoom - 1];
      while (last && measure(`${last}...`) > width / scale) last = last.slice(0, -1).trimEnd();
      lines[lineRoom - 1] = `${last}...`;
    }
  }
  return { scale, lines, width: Math.max(0, ...lines.map(measure)) * scale, height: blockHeight(lines.length, scale) };
}

export interface TextBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Draws one line of folded text with its top-left corner at (x, y). */
export function drawLine(r: Raster, folded: string, x: number, y: number, scale: number, colour: Rgb): void {
  let cx = x;
  for (const ch of folded) {
    const glyph = rows(ch);
    glyph.forEach((row, gy) => {
      for (let gx = 0; gx < row.length; gx++) {
        if (row[gx] !== "#") continue;
        for (let dy = 0; dy < scale; dy++) for (let dx = 0; dx < scale; dx++) setPixel(r, cx + gx * scale + dx, y + gy * scale + dy, colour);
      }
    });
    cx += (glyph[0].length + TRACKING) * scale;
  }
}

/** Wraps `text` to fit the box, then draws each line centred horizontally and the block centred vertically. */
export function drawText(r: Raster, text: string, box: TextBox, opts: { colour: Rgb; scales: readonly number[]; maxLines: number }): TextLayout {
  const layout = layoutText(text, box.width, box.height, opts.scales, opts.maxLines);
  const top = box.y + Math.floor((box.height - layout.height) / 2);
  layout.lines.forEach((line, i) => {
    const w = measure(line) * layout.scale;
    drawLine(r, line, box.x + Math.floor((box.width - w) / 2), top + i * (GLYPH_HEIGHT + LEADING) * layout.scale, layout.scale, opts.colour);
  });
  return layout;
}
