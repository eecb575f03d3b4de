import type { OrderOut } from "../../contracts/commerce";
import type { DonationOut } from "../../contracts/giving";
import type { Locale } from "../../contracts/regions";
import type { ServiceContext } from "../../lib/context";
import { MUTED, PdfDocument, tint } from "../../lib/pdf/document";
import { documentDate, documentMoney } from "../../lib/pdf/document-format";
import { documentLocale, localeDirection } from "../../lib/pdf/document-locale";
import { DOCUMENT_MESSAGES, messagesText, type DocumentMessages } from "../../lib/pdf/document-messages";
import { loadPdfFonts } from "../../lib/pdf/fonts";
import { drawLetterhead, letterheadText, loadLetterhead, type Letterhead } from "../../lib/pdf/letterhead";

/** Who reads the document: ?lang= and the Accept-Language header (the school's language otherwise). */
export interface DocumentReader {
  lang?: Locale;
  acceptLanguage?: string;
}

interface Setup {
  doc: PdfDocument;
  m: DocumentMessages;
  locale: Locale;
  letterhead: Letterhead;
}

/** The reader's language, the issuer's letterhead and the fonts every character of `text` needs. */
async function setUp(ctx: ServiceContext, reader: DocumentReader, text: string, runningHeader: (m: DocumentMessages) => string): Promise<Setup> {
  const locale = documentLocale(reader.lang, reader.acceptLanguage, ctx.tenant?.locale);
  const m = DOCUMENT_MESSAGES[locale];
  const letterhead = await loadLetterhead(ctx.env.FILES, ctx.tenant);
  const fonts = await loadPdfFonts(ctx.env.FILES, [text, messagesText(m), letterheadText(letterhead)].join(" "));
  const doc = new PdfDocument(fonts, {
    size: ctx.tenant?.country === "US" || ctx.tenant?.country === "CA" ? "letter" : "a4",
    dir: localeDirection(locale),
    lang: locale,
    runningHeader: `${letterhead.name} · ${runningHeader(m)}`,
    footer: (page, total) => m.page(page, total),
  });
  return { doc, m, locale, letterhead };
}

/** The invoice of an order: the school's letterhead, who it is billed (and shipped) to, its lines in a table that flows over pages, totals. */
export async function orderInvoicePdf(ctx: ServiceContext, order: OrderOut, reader: DocumentReader): Promise<Uint8Array> {
  const title = (m: DocumentMessages) => (order.status === "refunded" ? m.invoiceRefunded : m.invoice);
  const { doc, m, locale, letterhead } = await setUp(ctx, reader, JSON.stringify(order), (m2) => `${title(m2)} ${order.number}`);
  const money = (amount: number) => documentMoney(amount, order.currency, locale);
  const date = (iso: string | null) => documentDate(iso, locale, letterhead.timeZone);
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
export async function donationReceiptPdf(ctx: ServiceContext, donation: DonationOut, order: OrderOut, reader: DocumentReader): Promise<Uint8Array> {
  const number = `${order.number}-${donation.id.slice(-6).toUpperCase()}`;
  const { doc, m, locale, letterhead } = await setUp(ctx, reader, JSON.stringify([donation, order.contact, order.number]), (m2) => `${m2.donationReceipt} ${number}`);
  const date = documentDate(donation.completed_at, locale, letterhead.timeZone);
  drawLetterhead(doc, letterhead, m, { title: m.donationReceipt, number, date });
  const rows: [string, string][] = [
    [m.receivedFrom, donation.anonymous ? m.anonymous(order.contact.name) : order.contact.name],
    [m.email, order.contact.email],
    [m.giftTo, donation.target.name],
    [m.amount, documentMoney(donation.amount, donation.currency, locale)],
    [m.date, date],
    [m.order, order.number],
    [m.status, donation.status === "refunded" ? m.orderStatus.refunded : m.completed],
  ];
  if (donation.attribution.label) rows.push([m.countsTowards, donation.attribution.label]);
  if (donation.message) rows.push([m.message, donation.message]);
  doc.fields(rows);
  doc.space(20);
  doc.paragraph(m.thankYou, { size: 12, color: letterhead.colour });
  doc.space(4).paragraph(m.noGoods, { size: 9, color: MUTED });
  return doc.finish({ title: `${m.donationReceipt} ${number}`, author: letterhead.name });
}
