/*
 * Reads a PDF's text the way a reader's search or copy would, with pdf.js (pdfjs-dist) inside
 * workerd: per page, the text items with their positions (points from the bottom-left corner).
 */
import { exports } from "cloudflare:workers";
import * as pdfjs from "pdfjs-dist/legacy/build/pdf.mjs";

export interface PdfTextItem {
  str: string;
  x: number;
  y: number;
  width: number;
}
export interface PdfPageText {
  width: number;
  height: number;
  items: PdfTextItem[];
  /** The page's text, items joined (lines by newlines). */
  text: string;
}

let workerReady: Promise<void> | undefined;
/** pdf.js runs its parser on the calling thread when the worker module is on globalThis (no Web Worker in workerd). */
const ensureWorker = () =>
  (workerReady ??= import("pdfjs-dist/legacy/build/pdf.worker.mjs").then((worker) => {
    (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = worker;
  }));

export async function pdfPages(bytes: Uint8Array | ArrayBuffer): Promise<PdfPageText[]> {
  await ensureWorker();
  const data = bytes instanceof Uint8Array ? bytes.slice() : new Uint8Array(bytes);
  const task = pdfjs.getDocument({ data, useSystemFonts: false, disableFontFace: true, useWorkerFetch: false });
  const doc = await task.promise;
  const pages: PdfPageText[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const page = await doc.getPage(i);
    const [, , width, height] = page.view;
    const content = await page.getTextContent();
    const items: PdfTextItem[] = [];
    let text = "";
    for (const item of content.items) {
      if (!("str" in item)) continue;
      items.push({ str: item.str, x: item.transform[4], y: item.transform[5], width: item.width });
      text += item.str + (item.hasEOL ? "\n" : "");
    }
    pages.push({ width, height, items, text });
  }
  await task.destroy();
  return pages;
}

/** A request whose answer is kept as bytes (a PDF), with its status and headers; JSON error bodies parsed. */
export async function fetchPdf(host: string, path: string, opts: { token?: string; headers?: Record<string, string>; json?: unknown } = {}) {
  const headers = new Headers(opts.headers);
  headers.set("Host", host);
  headers.set("CF-Connecting-IP", "203.0.113.7");
  if (opts.token) headers.set("Authorization", `Bearer ${opts.token}`);
  if (opts.json !== undefined) headers.set("Content-Type", "application/json");
  const res = await exports.default.fetch(
    new Request(`http://${host}${path}`, { method: opts.json !== undefined ? "POST" : "GET", headers, body: opts.json !== undefined ? JSON.stringify(opts.json) : undefined }),
  );
  const bytes = new Uint8Array(await res.arrayBuffer());
  const isJson = (res.headers.get("Content-Type") ?? "").includes("application/json");
  return { status: res.status, headers: res.headers, bytes, raw: new TextDecoder("latin1").decode(bytes), error: isJson ? JSON.parse(new TextDecoder().decode(bytes)).error : undefined };
}

/** Every text item inside the page's margins (points). */
export const outsideMargins = (page: PdfPageText, margin: number) => page.items.filter((i) => i.str.trim() && (i.x < margin - 0.5 || i.x + i.width > page.width - margin + 0.5));
