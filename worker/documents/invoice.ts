import { localeDir } from "../contracts/locales";
import type { ParsedDocumentRequest } from "../contracts/document-render";
import { isGiftsOnly } from "../contracts/order-lines";
import { MUTED, PdfDocument, tint } from "./pdf/document";
import { documentDate, documentMoney } from "./pdf/document-format";
import { DOCUMENT_MESSAGES, messagesText, type DocumentMessages } from "./pdf/document-messages";
import { loadPdfFonts } from "./pdf/fonts";
import { drawLetterhead, letterheadText, loadLetterhead, type Letterhead } from "./pdf/letterhead";

type InvoiceRequest = Extract<ParsedDocumentRequest, { kind: "invoice" }>;
type ReceiptRequest = Extract<ParsedDocumentRequest, { kind: "receipt" }>;

interface Setup {
  doc: PdfDocument;
  m: DocumentMessages;
  letterhead: Letterhead;
}

/** The issuer's letterhead, the fonts every character of `text` needs and a portrait document in the reader's language. */
async function setUp(bucket: R2Bucket, req: InvoiceRequest | ReceiptRequest, text: string, runningHeader: (m: DocumentMessages) => string): Promise<Setup> {
  const m = DOCUMENT_MESSAGES[req.locale];
  const letterhead = await loadLetterhead(bucket, req.letterhead);
  const fonts = await loadPdfFonts(bucket, [text, messagesText(m), letterheadText(letterhead)].join(" "));
  const doc = new PdfDocument(fonts, {
    size: req.size,
    dir: localeDir(req.locale),
    lang: req.locale,
    runningHeader: `${letterhead.name} · ${runningHeader(m)}`,
    footer: (page, total) => m.page(page, total),
  });
  return { doc, m, letterhead };
}

/** The invoice of an order: the school's letterhead, who it is billed (and shipped) to, its lines in a table that flows over pages, totals. */
export async function invoicePdf(bucket: R2Bucket, req: InvoiceRequest): Promise<Uint8Array> {
  const { order, locale } = req;
  // Gifts alone were not sold: their order's document is a donation receipt (a mixed order stays an invoice).
  const gifts = isGiftsOnly(order.lines);
  const refunded = order.status === "refunded";
  const title = (m: DocumentMessages) => (gifts ? (refunded ? m.donationReceiptRefunded : m.donationReceipt) : refunded ? m.invoiceRefunded : m.invoice);
  const { doc, m, letterhead } = await setUp(bucket, req, JSON.stringify(order), (m2) => `${title(m2)} ${order.number}`);
  const money = (amount: number) => documentMoney(amount, order.currency, locale);
  const date = (iso: string | null) => documentDate(iso, locale, letterhead.timeZone, letterhead.country);
  drawLetterhead(doc, letterhead, m, { title: title(m), number: order.number, date: date(order.paid_at ?? order.created_at) });

  // Billed to (start half) and ship to (end half).
  const half = doc.width / 2 - 10;
  const top = doc.y;
  let billed = doc.block(m.billedTo, 0, top, half, { size: 9, color: MUTED });
  billed += doc.block(`${order.contact.name}\n${order.contact.email}`, 0, top - billed, half, { size: 10 });
  let shipped = 0;
  if (order.shipping_address) {
    const a = order.shipping_address;
    shipped = doc.block(m.shipTo, doc.width / 2 + 10, top, half, { size: 9, color: MUTED });
    const lines = [a.line1, a.line2, `${a.postal_code} ${a.city}`, a.region, a.country].filter(Boolean).join("\n");
    shipped += doc.block(lines, doc.width / 2 + 10, top - shipped, half, { size: 10 });
  }
  doc.y = top - Math.max(billed, shipped);
  doc.space(18);

  doc.table(
    [
      { label: m.item, share: 52 },
      { label: m.qty, share: 10, align: "end" },
      { label: m.unitPrice, share: 19, align: "end" },
      { label: m.amount, share: 19, align: "end" },
    ],
    order.lines.map((l) => [l.title, l.quantity.toLocaleString(locale), money(l.unit_amount), money(l.amount)]),
    { headerFill: tint(letterhead.colour) },
  );

  // Totals under the amount columns, labels before them.
  const totals: [string, string][] = [
    [m.subtotal, money(order.subtotal)],
    [m.shipping, money(order.shipping)],
    [m.total, money(order.total)],
  ];
  if (order.refunded_amount > 0) totals.push([m.refunded, money(-order.refunded_amount)]);
  doc.space(6);
  const labelAt = doc.width * 0.5;
  for (const [label, value] of totals) {
    const size = label === m.total ? 12 : 10;
    doc.ensure(size * 1.6);
    doc.y -= size * 1.6;
    doc.pdf.text(label, doc.at(labelAt), doc.y, { size, color: label === m.total ? letterhead.colour : MUTED, align: doc.align("start") });
    doc.pdf.text(value, doc.at(doc.width - 5), doc.y, { size, align: doc.align("end") });
  }
  doc.space(20);
  const paid = order.status === "paid" || order.status === "refunded";
  doc.paragraph(paid ? m.paid(date(order.paid_at), order.provider) : `${m.status}: ${m.orderStatus[order.status]}`);
  if (order.lines.some((l) => l.kind === "donation")) doc.space(4).paragraph(m.giftsNote, { size: 8.5, color: MUTED });
  return doc.finish({ title: `${title(m)} ${order.number}`, author: letterhead.name });
}

/** A gift's receipt: the letterhead, who gave what to whom and when, and the thanks. */
export async function receiptPdf(bucket: R2Bucket, req: ReceiptRequest): Promise<Uint8Array> {
  const { donation, order, locale } = req;
  const number = `${order.number}-${donation.id.slice(-6).toUpperCase()}`;
  const { doc, m, letterhead } = await setUp(bucket, req, JSON.stringify([donation, order.contact, order.number]), (m2) => `${m2.donationReceipt} ${number}`);
  const date = documentDate(donation.completed_at, locale, letterhead.timeZone, letterhead.country);
  drawLetterhead(doc, letterhead, m, { title: m.donationReceipt, number, date });
  const rows: [string, string][] = [
    [m.receivedFrom, donation.anonymous ? m.anonymous(order.contact.name) : order.contact.name],
    [m.email, order.contact.email],
    [m.giftTo, donation.target_name],
    [m.amount, documentMoney(donation.amount, donation.currency, locale)],
    ...(donation.refunded_amount > 0 && donation.status !== "refunded" ? [[m.refunded, documentMoney(donation.refunded_amount, donation.currency, locale)] as [string, string]] : []),
    [m.date, date],
    [m.order, order.number],
    [m.status, donation.status === "refunded" ? m.orderStatus.refunded : m.completed],
  ];
  if (donation.attribution_label) rows.push([m.countsTowards, donation.attribution_label]);
  if (donation.message) rows.push([m.message, donation.message]);
  doc.fields(rows);
  doc.space(20);
  doc.paragraph(m.thankYou, { size: 12, color: letterhead.colour });
  doc.space(4).paragraph(m.noGoods, { size: 9, color: MUTED });
  return doc.finish({ title: `${m.donationReceipt} ${number}`, author: letterhead.name });
}
