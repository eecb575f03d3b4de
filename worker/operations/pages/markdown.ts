import { Marked, type Tokens } from "marked";
import type { PageHeading } from "../../contracts/operations";
import { sanitizeHtml } from "../../lib/sanitize-html";

/*
 * Information pages are written in markdown by staff and school admins, rendered here with
 * marked (GitHub-flavoured) and then put through the same allow-list sanitiser as every other rich
 * text (profile "page"): raw HTML in the markdown is treated like any hostile input.
 */

/** A heading's anchor: lowercase words joined by hyphens ("Refunds for courses" → "refunds-for-courses"). */
export function headingId(text: string): string {
  return (
    text
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/&[a-z]+;|&#\d+;/g, "")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 80) || "section"
  );
}

/** Placeholders the copy may use, filled in per host. */
export interface PageTokens {
  platform: string;
  school: string;
  contact_email: string;
}

export function fillTokens(markdown: string, tokens: PageTokens): string {
  return markdown.replace(/\{\{\s*(platform|school|contact_email)\s*\}\}/g, (_, key: keyof PageTokens) => tokens[key]);
}

const plain = (s: string) =>
  s
    .replace(/<(script|style|template|textarea)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, "")
    .replace(/<[^>]*>/g, "").replace(/&amp;/g, "&").replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">");

/** Renders a page: sanitised HTML with anchored headings, and its outline (h2 and h3). */
export async function renderPage(markdown: string): Promise<{ html: string; headings: PageHeading[] }> {
  const headings: PageHeading[] = [];
  const used = new Map<string, number>();
  const marked = new Marked({
    gfm: true,
    breaks: false,
    renderer: {
      heading(this: { parser: { parseInline(tokens: Tokens.Generic[]): string } }, { tokens, depth }: Tokens.Heading) {
        const inner = this.parser.parseInline(tokens);
        const text = plain(inner).trim();
        // The page's own title is its h1: headings in the copy start at h2.
        const level = Math.min(Math.max(depth, 2), 4);
        let id = headingId(text);
        const seen = used.get(id) ?? 0;
        used.set(id, seen + 1);
        if (seen > 0) id = `${id}-${seen + 1}`;
        if (level <= 3) headings.push({ id, level: level as 2 | 3, text });
        return `<h${level} id="${id}">${inner}</h${level}>\n`;
      },
    },
  });
  const raw = await marked.parse(markdown, { async: true });
  return { html: await sanitizeHtml(raw, "page"), headings };
}
