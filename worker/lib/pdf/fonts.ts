import * as fontkit from "fontkit";
import { AppError } from "../errors";
import { PDF_FONTS } from "./font-catalogue";

export type Font = fontkit.Font;

/** Parsed fonts, kept per isolate (they never change; a missing one is looked up again next time). */
const cache = new Map<string, Font>();

/** Loads the catalogue's fonts from R2; a missing one is 503 naming it, so nothing prints as "?". */
export async function loadPdfFonts(bucket: R2Bucket): Promise<Font[]> {
  return Promise.all(
    PDF_FONTS.map(async (f) => {
      const hit = cache.get(f.key);
      if (hit) return hit;
      const object = await bucket.get(f.key);
      if (!object) throw new AppError("UNAVAILABLE", `The PDF font ${f.key} (${f.covers}) is missing from storage. Upload the fonts (npm run seed locally) and try again.`);
      const font = fontkit.create(new Uint8Array(await object.arrayBuffer()) as never) as Font;
      cache.set(f.key, font);
      return font;
    }),
  );
}
