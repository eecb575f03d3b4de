import { WorkerEntrypoint } from "cloudflare:workers";
import type { DocumentRendererRpc, DocumentRequest, DocumentResult, MarkdownResult } from "../contracts/document-render";
import { renderMarkdown as renderMarkdownText } from "./markdown";
import { renderDocument } from "./render";

/*
 * The document renderer: its own Worker (worker/documents/wrangler.toml), so fontkit, its Unicode
 * tables, qrcode and the PDF writer, and marked (information pages' markdown), stay out of the main
 * Worker's bundle (issue #15). The main
 * Worker reaches it only through its DOCUMENTS service binding and the contract in
 * contracts/document-render.ts; it has no route of its own (workers_dev off, no routes).
 */

export interface DocumentsEnv {
  /** The platform's bucket, read-only here: fonts under fonts/ and schools' logos. */
  FILES: R2Bucket;
}

export class DocumentRenderer extends WorkerEntrypoint<DocumentsEnv> implements DocumentRendererRpc {
  /** Typed for the caller; parsed with the contract all the same (renderDocument), as any outside input. */
  async render(request: DocumentRequest): Promise<DocumentResult> {
    return renderDocument(this.env.FILES, request);
  }

  /** An information page's markdown: HTML for the main Worker to sanitise, and its headings. */
  async renderMarkdown(markdown: string): Promise<MarkdownResult> {
    return renderMarkdownText(markdown);
  }

  async ping(): Promise<"pong"> {
    return "pong";
  }
}

/** Nothing is served over HTTP: the renderer answers RPC only. */
export default {
  fetch: () => Response.json({ error: { code: "NOT_FOUND", message: "The document renderer answers RPC only." } }, { status: 404 }),
} satisfies ExportedHandler<DocumentsEnv>;
