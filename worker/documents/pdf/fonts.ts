import * as fontkit from "fontkit";
import { DocumentUnavailable } from "./document-unavailable";
import { CJK_FONT, PDF_FONTS, parseSubsetManifest, subsetsFor, type FontSubsetRanges } from "./font-catalogue";

export type Font = fontkit.Font;

/** Parsed fonts (and the CJK manifest), kept per isolate by R2 key and etag (a replaced file is parsed again). */
const cache = new Map<string, { etag: string; font: Font }>();
let manifestCache: { etag: string; subsets: FontSubsetRanges[] } | undefined;

const missing = (key: string, covers: string) =>
  new DocumentUnavailable(`The PDF font ${key} (${covers}) is missing from storage. Upload the fonts (npm run seed locally) and try again.`);

async function loadFont(bucket: R2Bucket, key: string, covers: string): Promise<Font> {
  const head = await bucket.head(key);
  if (!head) throw missing(key, covers);
  const hit = cache.get(key);
  if (hit && hit.etag === head.etag) return hit.font;
  const object = await bucket.get(key);
  if (!object) throw missing(key, covers);
  const font = fontkit.create(new Uint8Array(await object.arrayBuffer()));
  cache.set(key, { etag: object.etag, font });
  return font;
}

async function loadManifest(bucket: R2Bucket): Promise<FontSubsetRanges[]> {
  const { key } = CJK_FONT.manifest;
  const head = await bucket.head(key);
  if (!head) throw missing(key, CJK_FONT.covers);
  if (manifestCache && manifestCache.etag === head.etag) return manifestCache.subsets;
  const object = await bucket.get(key);
  if (!object) throw missing(key, CJK_FONT.covers);
  const subsets = parseSubsetManifest(await object.json());
  manifestCache = { etag: object.etag, subsets };
  return subsets;
}

/**
 * Loads the catalogue's fonts from R2 and, when `text` (everything the document will print) has
 * characters none of them draws, the Chinese subsets that hold them — only those. A missing font
 * is 503 naming it, so nothing prints as "?".
 */
export async function loadPdfFonts(bucket: R2Bucket, text = ""): Promise<Font[]> {
  const base = await Promise.all(PDF_FONTS.map((f) => loadFont(bucket, f.key, f.covers)));
  const uncovered = new Set<number>();
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    if (cp > 0x2e7f && !uncovered.has(cp) && !base.some((f) => f.hasGlyphForCodePoint(cp))) uncovered.add(cp);
  }
  if (uncovered.size === 0) return base;
  const names = subsetsFor(uncovered, await loadManifest(bucket));
  const cjk = await Promise.all(names.map((name) => loadFont(bucket, CJK_FONT.subsetKey(name), CJK_FONT.covers)));
  return [...base, ...cjk];
}
