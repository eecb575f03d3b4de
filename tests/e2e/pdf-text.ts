/*
 * The text of a downloaded PDF as a reader's search or copy would find it (pdf.js in Node), for the
 * end-to-end tests: documents must give back any name exactly as it was entered.
 */
import * as pdfjs from "pdfjs-dist/legacy/build/pdf.mjs";

let workerReady: Promise<void> | undefined;
const ensureWorker = () =>
  (workerReady ??= import("pdfjs-dist/legacy/build/pdf.worker.mjs").then((worker) => {
    (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = worker;
  }));

export async function pdfText(bytes: Uint8Array): Promise<string> {
  await ensureWorker();
  const task = pdfjs.getDocument({ data: bytes.slice(), useSystemFonts: false, disableFontFace: true, useWorkerFetch: false });
  const doc = await task.promise;
  let text = "";
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    for (const item of content.items) if ("str" in item) text += item.str + (item.hasEOL ? "\n" : " ");
  }
  await task.destroy();
  return text;
}
