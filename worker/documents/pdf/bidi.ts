/*
 * Enough of the Unicode bidirectional algorithm for document lines: a line is cut into runs of one
 * direction, returned in visual order (left to right on the page). Strong right-to-left letters
 * (Hebrew, Arabic) make rtl runs; Latin, Devanagari, CJK letters and European digits make ltr runs
 * (digits inside Arabic keep their left-to-right order); neutrals (spaces, punctuation) take the
 * direction of the letters on both sides when they agree, else the line's base direction. In an rtl
 * line the runs are laid out from the right. Embeddings and explicit marks are not needed here
 * (cleanText drops the marks Intl puts into Arabic amounts).
 */

export type Direction = "ltr" | "rtl";

const isStrongRtl = (cp: number) => (cp >= 0x0590 && cp <= 0x08ff) || (cp >= 0xfb1d && cp <= 0xfdff) || (cp >= 0xfe70 && cp <= 0xfefc);
/** Arabic-Indic digits are numbers: they read left to right inside an Arabic line. */
const isDigit = (cp: number) => (cp >= 0x30 && cp <= 0x39) || (cp >= 0x660 && cp <= 0x669) || (cp >= 0x6f0 && cp <= 0x6f9);
const isNeutral = (cp: number) =>
  !isDigit(cp) &&
  (cp <= 0x40 || (cp >= 0x5b && cp <= 0x60) || (cp >= 0x7b && cp <= 0xbf) || (cp >= 0x2000 && cp <= 0x206f) || (cp >= 0x20a0 && cp <= 0x20cf) || cp === 0x060c || cp === 0x061b || cp === 0x061f || cp === 0x066b || cp === 0x066c);

type Class = "L" | "R" | "N";
const classOf = (cp: number): Class => (isStrongRtl(cp) && !isDigit(cp) ? "R" : isNeutral(cp) ? "N" : "L");

/** Bidi controls and marks dropped (no font draws them), odd spaces made plain, NFC. */
export function cleanText(text: string): string {
  return text
    .normalize("NFC")
    .replace(/[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069\ufeff]/g, "")
    .replace(/[\u00a0\u2000-\u200a\u202f\u205f\u3000\t]/g, " ")
    .replace(/[\r\n]+/g, " ");
}

/** The direction of the first strong letter, if any. */
export function firstStrongDir(text: string): Direction | undefined {
  for (const ch of text) {
    const c = classOf(ch.codePointAt(0)!);
    if (c === "R") return "rtl";
    if (c === "L") return "ltr";
  }
  return undefined;
}

/** The line's runs of one direction, in visual order. */
export function bidiRuns(text: string, base: Direction): { text: string; dir: Direction }[] {
  const chars = [...text];
  const classes = chars.map((ch) => classOf(ch.codePointAt(0)!));
  const baseClass: Class = base === "rtl" ? "R" : "L";
  const resolved: Class[] = classes.slice();
  for (let i = 0; i < chars.length; ) {
    if (classes[i] !== "N") {
      i++;
      continue;
    }
    let j = i;
    while (j < chars.length && classes[j] === "N") j++;
    const before = i > 0 ? resolved[i - 1] : baseClass;
    const after = j < chars.length ? classes[j] : baseClass;
    const dir = before === after ? before : baseClass;
    for (let k = i; k < j; k++) resolved[k] = dir;
    i = j;
  }
  const logical: { text: string; dir: Direction }[] = [];
  chars.forEach((ch, i) => {
    const dir: Direction = resolved[i] === "R" ? "rtl" : "ltr";
    const last = logical[logical.length - 1];
    if (last && last.dir === dir) last.text += ch;
    else logical.push({ text: ch, dir });
  });
  return base === "rtl" ? logical.reverse() : logical;
}
