/*
 * The fonts Unicode PDFs (certificates) draw with, kept in R2 under fonts/ — never bundled into the
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
