import { PLATFORM_NAME, PLATFORM_PRIMARY_COLOR } from "../../contracts/brand";
import type { LetterheadInput } from "../../contracts/document-render";
import { INK, MUTED, hexColour, type PdfDocument } from "./document";
import type { DocumentMessages } from "./document-messages";
import { loadPdfImage, type PdfImage } from "./images";
import type { Rgb } from "./unicode-pdf";

/** Who issues a document: the school (name, logo, colour, postal address, tax id) or, with no school, the platform. */
export interface Letterhead {
  name: string;
  colour: Rgb;
  logo: PdfImage | null;
  address: string | null;
  taxId: string | null;
  timeZone: string;
  /** The school's country, for English dates (null: the platform's, en-GB). */
  country: string | null;
}

const LOGO_MAX_BYTES = 2 * 1024 * 1024;

export async function loadLetterhead(bucket: R2Bucket, school: LetterheadInput): Promise<Letterhead> {
  if (!school) return { name: PLATFORM_NAME, colour: hexColour(PLATFORM_PRIMARY_COLOR, [0.11, 0.31, 0.85]), logo: null, address: null, taxId: null, timeZone: "UTC", country: null };
  let logo: PdfImage | null = null;
  if (school.logo_key) {
    const object = await bucket.get(school.logo_key);
    // PNG and JPEG logos are drawn; SVG and other types (and oversized files) are left out.
    if (object && object.size <= LOGO_MAX_BYTES) logo = await loadPdfImage(new Uint8Array(await object.arrayBuffer()));
  }
  return { name: school.name, colour: hexColour(school.primary_color, [0.11, 0.31, 0.85]), logo, address: school.address, taxId: school.tax_id, timeZone: school.time_zone, country: school.country ?? null };
}

/** Everything a letterhead prints (for loading fonts before drawing). */
export const letterheadText = (l: Letterhead) => [l.name, l.address ?? "", l.taxId ?? ""].join(" ");

/**
 * The head of the first page: a band in the school's colour, the logo and name at the start edge
 * with the address and tax id under them, the title and the number and date at the end edge.
 */
export function drawLetterhead(doc: PdfDocument, l: Letterhead, m: DocumentMessages, head: { title: string; number: string; date: string }): void {
  const { pdf } = doc;
  pdf.rect(0, pdf.height - 10, pdf.width, 10, l.colour);
  const top = doc.y;
  let offset = 0;
  if (l.logo) {
    const h = 44;
    const w = Math.min(120, (l.logo.width / l.logo.height) * h);
    pdf.image(l.logo, doc.dir === "rtl" ? doc.at(0) - w : doc.at(0), top - h, w, h);
    offset = w + 12;
  }
  const nameWidth = doc.width * 0.55 - offset;
  let used = doc.block(l.name, offset, top, nameWidth, { size: 16, color: l.colour, maxLines: 2 });
  if (l.address) used += doc.block(l.address, offset, top - used - 2, nameWidth, { size: 8.5, color: MUTED, maxLines: 6 }) + 2;
  if (l.taxId) used += doc.block(`${m.taxId}: ${l.taxId}`, offset, top - used - 2, nameWidth, { size: 8.5, color: MUTED }) + 2;
  const endWidth = doc.width * 0.4;
  const endOffset = doc.width - endWidth;
  let end = doc.block(head.title, endOffset, top, endWidth, { size: 18, color: INK, align: "end" });
  end += doc.block(`${m.number} ${head.number}`, endOffset, top - end - 4, endWidth, { size: 9.5, color: INK, align: "end" }) + 4;
  end += doc.block(`${m.date} ${head.date}`, endOffset, top - end - 2, endWidth, { size: 9.5, color: MUTED, align: "end" }) + 2;
  doc.y = top - Math.max(used, end, l.logo ? 44 : 0) - 14;
  doc.pdf.line(doc.left, doc.y, doc.right, doc.y, l.colour, 1.2);
  doc.space(18);
}
