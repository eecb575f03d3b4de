import { documentRequestSchema, type DocumentResult } from "../contracts/document-render";
import { certificatePdf } from "./certificate";
import { invoicePdf, receiptPdf } from "./invoice";
import { loginCardsPdf } from "./login-cards";
import { DocumentUnavailable } from "./pdf/document-unavailable";

/**
 * One document from a request that came over RPC: parsed with the contract (anything else is
 * INVALID, naming the first fields at fault), drawn, and every expected failure answered as a value
 * — a missing font as UNAVAILABLE with its message — since an exception loses its type across RPC.
 */
export async function renderDocument(bucket: R2Bucket, input: unknown): Promise<DocumentResult> {
  const parsed = documentRequestSchema.safeParse(input);
  if (!parsed.success) {
    const where = parsed.error.issues.slice(0, 5).map((i) => `${i.path.join(".") || "(request)"}: ${i.message}`);
    return { ok: false, code: "INVALID", message: `The document request is not valid — ${where.join("; ")}` };
  }
  const req = parsed.data;
  try {
    switch (req.kind) {
      case "invoice":
        return { ok: true, bytes: await invoicePdf(bucket, req) };
      case "receipt":
        return { ok: true, bytes: await receiptPdf(bucket, req) };
      case "login-cards":
        return { ok: true, bytes: await loginCardsPdf(bucket, req) };
      case "certificate":
        return { ok: true, bytes: await certificatePdf(bucket, req) };
    }
  } catch (err) {
    if (err instanceof DocumentUnavailable) return { ok: false, code: "UNAVAILABLE", message: err.message };
    throw err;
  }
}
