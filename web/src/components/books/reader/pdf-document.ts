/**
 * The one place pdfjs-dist is touched, loaded on demand so only the book page pays for it. Tests
 * (jsdom has no canvas) replace this module with a stub.
 */
export interface PdfHandle {
  numPages: number;
  /** Width and height of a page at scale 1, in CSS pixels. */
  pageSize(pageNumber: number): Promise<{ width: number; height: number }>;
  /** Draws a page at `scale` into the canvas (sharp on high-density screens); cancels on abort. */
  renderPage(pageNumber: number, canvas: HTMLCanvasElement, scale: number, signal?: AbortSignal): Promise<void>;
  destroy(): void;
}

export async function openPdf(bytes: ArrayBuffer): Promise<PdfHandle> {
  const [pdfjs, worker] = await Promise.all([import("pdfjs-dist"), import("pdfjs-dist/build/pdf.worker.min.mjs?url")]);
  // Served from the app's own bundle, never a CDN.
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
  // pdf.js transfers the bytes to its worker; give it a copy so the cached download stays usable.
  const task = pdfjs.getDocument({ data: new Uint8Array(bytes.slice(0)) });
  const doc = await task.promise;
  return {
    numPages: doc.numPages,
    async pageSize(n) {
      const viewport = (await doc.getPage(n)).getViewport({ scale: 1 });
      return { width: viewport.width, height: viewport.height };
    },
    async renderPage(n, canvas, scale, signal) {
      const page = await doc.getPage(n);
      const ratio = window.devicePixelRatio || 1;
      const viewport = page.getViewport({ scale: scale * ratio });
      canvas.width = Math.floor(viewport.width);
      canvas.height = Math.floor(viewport.height);
      canvas.style.width = `${Math.floor(viewport.width / ratio)}px`;
      canvas.style.height = `${Math.floor(viewport.height / ratio)}px`;
      const render = page.render({ canvas, viewport });
      signal?.addEventListener("abort", () => render.cancel(), { once: true });
      try {
        await render.promise;
      } catch (err) {
        if ((err as Error).name !== "RenderingCancelledException") throw err;
      }
    },
    destroy: () => void task.destroy(),
  };
}
