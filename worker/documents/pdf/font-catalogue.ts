/*
 * The fonts Unicode PDFs (certificates, invoices, receipts, login cards) draw with, kept in R2 under fonts/ — never bundled into the
 * Worker. The seed (scripts/seed.ts) and the worker tests' setup upload them from the fontsource
 * packages; production uploads the same files once (README, Deployment). Order matters: a
 * character is drawn with the first font that has it.
 */
export interface CatalogueFont {
  /** R2 key. */
  key: string;
  /** Where the file comes from (a devDependency), relative to the repository root. */
  source: string;
  /** What it covers, for error messages. */
  covers: string;
}

export const PDF_FONTS: readonly CatalogueFont[] = [
  { key: "fonts/noto-sans-latin-400-normal.woff", source: "node_modules/@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff", covers: "Latin" },
  { key: "fonts/noto-sans-latin-ext-400-normal.woff", source: "node_modules/@fontsource/noto-sans/files/noto-sans-latin-ext-400-normal.woff", covers: "Latin (extended)" },
  { key: "fonts/noto-sans-cyrillic-400-normal.woff", source: "node_modules/@fontsource/noto-sans/files/noto-sans-cyrillic-400-normal.woff", covers: "Cyrillic" },
  { key: "fonts/noto-sans-greek-400-normal.woff", source: "node_modules/@fontsource/noto-sans/files/noto-sans-greek-400-normal.woff", covers: "Greek" },
  { key: "fonts/noto-sans-vietnamese-400-normal.woff", source: "node_modules/@fontsource/noto-sans/files/noto-sans-vietnamese-400-normal.woff", covers: "Vietnamese" },
  { key: "fonts/noto-sans-devanagari-400-normal.woff", source: "node_modules/@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff", covers: "Devanagari" },
  { key: "fonts/noto-sans-arabic-400-normal.woff", source: "node_modules/@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff", covers: "Arabic" },
];

/*
 * Chinese (Noto Sans SC) comes as ~100 numbered subsets of a few thousand characters each, split
 * by unicode-range as the fontsource package ships them; its unicode.json (subset → ranges) is
 * kept in R2 beside them. A document loads the manifest and then only the subsets its text needs
 * (fonts.ts), so a Latin invoice fetches nothing more and a Chinese name two or three small files.
 */
export const CJK_FONT = {
  covers: "Chinese (Noto Sans SC)",
  manifest: { key: "fonts/noto-sans-sc/unicode.json", source: "node_modules/@fontsource/noto-sans-sc/unicode.json" },
  subsetKey: (name: string) => `fonts/noto-sans-sc/noto-sans-sc-${name}-400-normal.woff`,
  subsetSource: (name: string) => `node_modules/@fontsource/noto-sans-sc/files/noto-sans-sc-${name}-400-normal.woff`,
} as const;

export interface FontSubsetRanges {
  name: string;
  ranges: [number, number][];
}

/** The numbered subsets of a fontsource unicode.json ({"[4]": "U+1f1e9-1f1f5,U+1f21a", …}); the named Latin/Cyrillic ones are left to Noto Sans. */
export function parseSubsetManifest(json: unknown): FontSubsetRanges[] {
  if (!json || typeof json !== "object") return [];
  const subsets: FontSubsetRanges[] = [];
  for (const [key, value] of Object.entries(json as Record<string, unknown>)) {
    const m = /^\[(\d+)\]$/.exec(key);
    if (!m || typeof value !== "string") continue;
    const ranges: [number, number][] = [];
    for (const part of value.split(",")) {
      const r = /^\s*U\+([0-9a-f]+)(?:-([0-9a-f]+))?\s*$/i.exec(part);
      if (r) ranges.push([parseInt(r[1], 16), parseInt(r[2] ?? r[1], 16)]);
    }
    subsets.push({ name: m[1], ranges });
  }
  return subsets;
}

/** The subsets that hold the given code points (each named once, in manifest order). */
export function subsetsFor(codePoints: Iterable<number>, manifest: FontSubsetRanges[]): string[] {
  const needed = new Set<string>();
  for (const cp of codePoints) {
    const hit = manifest.find((s) => s.ranges.some(([a, b]) => cp >= a && cp <= b));
    if (hit) needed.add(hit.name);
  }
  return manifest.filter((s) => needed.has(s.name)).map((s) => s.name);
}
