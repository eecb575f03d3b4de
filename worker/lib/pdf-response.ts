import type { Context } from "hono";

/** A generated PDF as a private download (invoices, receipts, login cards). */
export function pdfResponse(c: Context, pdf: Uint8Array, filename: string): Response {
  return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
    "Content-Type": "application/pdf",
    "Content-Disposition": `attachment; filename="${filename}"`,
    "Cache-Control": "private, no-store",
  });
}
