import * as fontkit from "fontkit";
import { AppError } from "../errors";
import { PDF_FONTS } from "./font-catalogue";

export type Font = fontkit.Font;

/** Parsed fonts, kept per isolate by R2 key and etag (a replaced file is parsed again). */
const cache = new Map<string, { etag: string; font: Font }>();

const missing = (key: string, covers: string) =>
  new AppError("UNAVAILABLE", `The PDF font ${key} (${covers}) is missing from storage. Upload the fonts (npm run seed locally) and try again.`);

/** Loads the catalogue's fonts from R2; a missing one is 503 naming it, so nothing prints as "?". */
export async function loadPdfFonts(bucket: R2Bucket): Promise<Font[]> {
  return Promise.all(
    PDF_FONTS.map(async (f) => {
      const head = await bucket.head(f.key);
      if (!head) throw missing(f.key, f.covers);
      const hit = cache.get(f.key);
      if (hit && hit.etag === head.etag) return hit.font;
      const object = await bucket.get(f.key);
      if (!object) throw missing(f.key, f.covers);
      const font = fontkit.create(new Uint8Array(await object.arrayBuffer()));
      cache.set(f.key, { etag: object.etag, font });
      return font;
    }),
  );
}
