/*
 * Reads a PDF's text the way a reader's search or copy would, with pdf.js (pdfjs-dist) inside
 * workerd: per page, the text items with their positions (points from the bottom-left corner).
 */
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
