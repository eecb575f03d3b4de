import { Marked, type Tokens } from "marked";
import type { PageHeading } from "../contracts/operations";
import { markdownRequestSchema, type MarkdownResult } from "../contracts/document-render";

/*
 * Information pages are written in markdown by staff and school admins and rendered here with
 * marked (GitHub-flavoured), in the document renderer rather than the main Worker: marked is ~51 KiB
 * minified, and the main Worker's bundle has a budget (issue #15). The main Worker sanitises what
 * comes back with the same allow-list as every other rich text (operations/pages/markdown.ts): raw
 * HTML in the markdown is treated like any hostile input, and this Worker is not trusted with it.
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

const plain = (s: string) =>
  s
    .replace(/<(script|style|template|textarea)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, "")
    .replace(/<[^>]*>/g, "").replace(/&amp;/g, "&").replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">");

/** Markdown to HTML (not yet sanitised) with anchored headings, and its outline (h2 and h3). */
export async function renderMarkdown(input: unknown): Promise<MarkdownResult> {
  const parsed = markdownRequestSchema.safeParse(input);
  if (!parsed.success) return { ok: false, code: "INVALID", message: parsed.error.issues.map((i) => i.message).join("; ") };
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
  return { ok: true, html: await marked.parse(parsed.data, { async: true }), headings };
}
