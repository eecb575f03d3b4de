import { create as createQr } from "qrcode/lib/core/qrcode.js";
import { localeDir } from "../contracts/locales";
import type { ParsedDocumentRequest } from "../contracts/document-render";
import { INK, MUTED, PdfDocument } from "./pdf/document";
import { DOCUMENT_MESSAGES, messagesText } from "./pdf/document-messages";
import { loadPdfFonts } from "./pdf/fonts";
import { loadLetterhead } from "./pdf/letterhead";

const COLUMNS = 2;
const ROWS = 4;
const GAP = 10;

type LoginCardsRequest = Extract<ParsedDocumentRequest, { kind: "login-cards" }>;

/**
 * A class's QR sign-in cards, eight to an A4 page — school, class, the child's name and username,
 * a QR code of the class sign-in page (the URL the web sheet encodes) and the class code; with
 * passwords (a bulk enrolment's one-time ones), each under its username. The passwords are drawn
 * and forgotten.
 */
export async function loginCardsPdf(bucket: R2Bucket, req: LoginCardsRequest): Promise<Uint8Array> {
  const { students } = req;
  const cls = { name: req.class_name, code: req.class_code };
  const m = DOCUMENT_MESSAGES[req.locale];
  const letterhead = await loadLetterhead(bucket, req.letterhead);
  const text = [cls.name, cls.code, letterhead.name, messagesText(m), ...students.map((s) => `${s.name} ${s.username} ${s.password ?? ""}`)].join(" ");
  const fonts = await loadPdfFonts(bucket, text);
  const doc = new PdfDocument(fonts, { size: "a4", dir: localeDir(req.locale), lang: req.locale, margin: 30, footer: (page, total) => `${letterhead.name} · ${cls.name} · ${m.page(page, total)}` });
  const qr = createQr(req.login_url, { errorCorrectionLevel: "M" }).modules;

  const cardW = (doc.width - GAP * (COLUMNS - 1)) / COLUMNS;
  const cardH = (doc.top - doc.bottom - GAP * (ROWS - 1)) / ROWS;
  const pad = 12;
  const qrSize = Math.min(92, cardH - 2 * pad - 14);
  students.forEach((s, i) => {
    const slot = i % (COLUMNS * ROWS);
    if (i > 0 && slot === 0) doc.newPage();
    const offset = (slot % COLUMNS) * (cardW + GAP);
    const top = doc.top - Math.floor(slot / COLUMNS) * (cardH + GAP);
    const { pdf } = doc;
    pdf.strokeRect(doc.boxX(offset, cardW), top - cardH, cardW, cardH, [0.75, 0.75, 0.78], 0.8);
    pdf.rect(doc.boxX(offset, cardW), top - 6, cardW, 6, letterhead.colour);
    const textW = cardW - 3 * pad - qrSize;
    let y = top - pad - 2;
    y -= doc.block(letterhead.name, offset + pad, y, textW, { size: 8, color: letterhead.colour, maxLines: 2 });
    y -= doc.block(`${m.className}: ${cls.name}`, offset + pad, y, textW, { size: 8, color: MUTED, maxLines: 2 }) + 4;
    // The whole name, always: a long one is set smaller until it fits two lines (more at the smallest size).
    let nameSize = 14;
    while (nameSize > 8 && doc.wrap(s.name, nameSize, textW).length > 2) nameSize -= 1;
    y -= doc.block(s.name, offset + pad, y, textW, { size: nameSize, color: INK }) + 4;
    y -= doc.block(m.username, offset + pad, y, textW, { size: 7.5, color: MUTED });
    y -= doc.block(s.username, offset + pad, y, textW, { size: 11, color: INK, maxLines: 2 }) + 2;
    if (s.password !== undefined) {
      y -= doc.block(m.password, offset + pad, y, textW, { size: 7.5, color: MUTED });
      doc.block(s.password, offset + pad, y, textW, { size: 11, color: INK, maxLines: 2 });
    }
    doc.block(`${m.classCode}: ${cls.code}`, offset + pad, top - cardH + pad + 12, textW, { size: 9, color: MUTED });
    const qrOffset = offset + cardW - pad - qrSize;
    pdf.qr(qr, doc.boxX(qrOffset, qrSize), top - pad - 8 - qrSize, qrSize);
    doc.block(m.scanToSignIn, qrOffset - 10, top - pad - 12 - qrSize, qrSize + 20, { size: 7, color: MUTED, align: "center", maxLines: 2 });
  });
  if (students.length === 0) doc.paragraph(`${cls.name} · ${m.signInCards}`, { size: 12, color: MUTED });
  return doc.finish({ title: `${m.signInCards} — ${cls.name}`, author: letterhead.name });
}
