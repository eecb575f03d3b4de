/* pdf.js's worker module, loaded onto globalThis so it parses on the calling thread (tests/e2e/pdf-text.ts). */
declare module "pdfjs-dist/legacy/build/pdf.worker.mjs";
