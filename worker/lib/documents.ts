import type { DocumentRequest, LetterheadInput } from "../contracts/document-render";
import type { Locale } from "../contracts/regions";
import type { Tenant } from "../db/schema";
import { documentLocale } from "./document-locale";
import { AppError } from "./errors";

/*
 * The main Worker's side of the document renderer (worker/documents, its own Worker behind the
 * DOCUMENTS service binding): routes load the rows and check access as before, then ask for the
 * PDF here. A missing font comes back as a value and is the same 503 naming it as when the writer
 * lived in this Worker; a renderer that does not answer is a 503 too.
 */

/** Who reads the document: ?lang= and the Accept-Language header (the school's language otherwise). */
export interface DocumentReader {
  lang?: Locale;
  acceptLanguage?: string;
}

export const readerLocale = (reader: DocumentReader, tenant: Tenant | null): Locale => documentLocale(reader.lang, reader.acceptLanguage, tenant?.locale);

/** The school's letterhead as the renderer draws it (its logo read there from R2), or null for the platform's. */
export function letterheadOf(tenant: Tenant | null): LetterheadInput {
  if (!tenant) return null;
  return { name: tenant.schoolName, primary_color: tenant.primaryColor, logo_key: tenant.logoKey, address: tenant.address, tax_id: tenant.taxId, time_zone: tenant.timeZone, country: tenant.country };
}

/** Invoices and receipts are US Letter for schools in the US and Canada, A4 elsewhere. */
export const portraitSize = (tenant: Tenant | null) => (tenant?.country === "US" || tenant?.country === "CA" ? "letter" : "a4");

export async function renderDocument(env: Pick<Env, "DOCUMENTS">, request: DocumentRequest): Promise<Uint8Array> {
  let result;
  try {
    result = await env.DOCUMENTS.render(request);
  } catch (err) {
    console.error(JSON.stringify({ msg: "document renderer failed", kind: request.kind, error: String(err) }));
    throw new AppError("UNAVAILABLE", "The document service did not answer. Try again in a moment.");
  }
  if (result.ok) return result.bytes;
  if (result.code === "UNAVAILABLE") throw new AppError("UNAVAILABLE", result.message);
  // INVALID: this Worker sent what the contract refuses — a bug here, not the caller's input.
  throw new Error(`document renderer refused a ${request.kind} request: ${result.message}`);
}
