import type { PageHeading } from "../../contracts/operations";
import { AppError } from "../../lib/errors";
import { sanitizeHtml } from "../../lib/sanitize-html";

/*
 * Information pages are written in markdown by staff and school admins. The document renderer
 * (worker/documents/markdown.ts, behind the DOCUMENTS service binding) turns it into HTML with
 * anchored headings, keeping marked out of this Worker's bundle; this side puts the HTML through
 * the same allow-list sanitiser as every other rich text (profile "page"), so raw HTML in the
 * markdown is treated like any hostile input whatever the renderer returns.
 */

/** Placeholders the copy may use, filled in per host. */
export interface PageTokens {
  platform: string;
  school: string;
  contact_email: string;
}

export function fillTokens(markdown: string, tokens: PageTokens): string {
  return markdown.replace(/\{\{\s*(platform|school|contact_email)\s*\}\}/g, (_, key: keyof PageTokens) => tokens[key]);
}

/** Renders a page: sanitised HTML with anchored headings, and its outline (h2 and h3). */
export async function renderPage(env: Pick<Env, "DOCUMENTS">, markdown: string): Promise<{ html: string; headings: PageHeading[] }> {
  let result;
  try {
    result = await env.DOCUMENTS.renderMarkdown(markdown);
  } catch (err) {
    console.error(JSON.stringify({ msg: "markdown renderer failed", error: String(err) }));
    throw new AppError("UNAVAILABLE", "The document service did not answer. Try again in a moment.");
  }
  // INVALID: this Worker sent what the contract refuses — a bug here, not the reader's input.
  if (!result.ok) throw new Error(`document renderer refused markdown: ${result.message}`);
  return { html: await sanitizeHtml(result.html, "page"), headings: result.headings };
}
