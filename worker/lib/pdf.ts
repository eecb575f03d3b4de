/*
 * A minimal PDF writer for documents the platform generates (invoices, donation receipts): A4
 * pages of positioned text in the standard Helvetica fonts and thin rules. Text is limited to
 * printable ASCII (accents are folded, other characters become "?"), which the standard fonts
 * render without embedding anything.
 */
import { PLATFORM_NAME } from "../contracts/brand";

export interface PdfText {
  text: string;
  x: number;
  y: number;
  size?: number;
  bold?: boolean;
  /** Right-align at x (for amounts). */
  alignRight?: boolean;
}
export interface PdfRule {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}
export interface PdfPage {
  texts: PdfText[];
  rules?: PdfRule[];
}

export const A4 = { width: 595, height: 842 } as const;

export function pdfSafe(s: string): string {
  return s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[\u2013\u2014]/g, "-")
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[^\x20-\x7e]/g, "?");
}
const escape = (s: string) => pdfSafe(s).replace(/([\\()])/g, "\\$1");

/** Helvetica's average advance is about half the font size: enough to right-align amounts. */
const approxWidth = (text: string, size: number, bold: boolean) => pdfSafe(text).length * size * (bold ? 0.56 : 0.52);

export function buildPdf(pages: PdfPage[], info: { title: string; author?: string }): Uint8Array {
  const objects: string[] = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "", // pages, filled below
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>",
    `<< /Title (${escape(info.title)}) /Author (${escape(info.author ?? "")}) /Producer (${escape(PLATFORM_NAME)}) >>`,
  ];
  const pageIds: number[] = [];
  for (const page of pages) {
    const ops: string[] = [];
    for (const r of page.rules ?? []) ops.push(`0.6 w ${r.x1} ${r.y1} m ${r.x2} ${r.y2} l S`);
    for (const t of page.texts) {
      const size = t.size ?? 10;
      const x = t.alignRight ? t.x - approxWidth(t.text, size, !!t.bold) : t.x;
      ops.push(`BT /${t.bold ? "F2" : "F1"} ${size} Tf ${x.toFixed(1)} ${t.y} Td (${escape(t.text)}) Tj ET`);
    }
    const content = ops.join("\n");
    objects.push(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${A4.width} ${A4.height}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${objects.length + 2} 0 R >>`);
    pageIds.push(objects.length);
    objects.push(`<< /Length ${content.length} >>\nstream\n${content}\nendstream`);
  }
  objects[1] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(" ")}] /Count ${pages.length} >>`;
  let out = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("")}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(out);
}
