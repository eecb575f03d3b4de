import { z } from "zod";
import { LOCALES, type Locale } from "./regions";

/*
 * The PDF documents (invoices, donation receipts, sign-in cards, certificates) speak the reader's language:
 * ?lang= one of the LOCALES, else the best Accept-Language match, else the school's language.
 */
export const DOCUMENT_LANG_MESSAGE = `Choose a document language: ${LOCALES.map((l) => l.code).join(", ")}`;

export const documentLangField = z.enum(LOCALES.map((l) => l.code) as [Locale, ...Locale[]], { error: DOCUMENT_LANG_MESSAGE });
export const documentLangQuery = z.object({ lang: documentLangField.optional() });
