import { CURRENCY_EXPONENTS, type Currency } from "../../contracts/money";
import { type DonationOut } from "../../contracts/giving";
import { type OrderOut } from "../../contracts/commerce";
import { A4, buildPdf, type PdfPage, type PdfText } from "../../lib/pdf";

/** "USD 12.50": PDFs use the code, since the standard fonts lack symbols such as ₹. */
export function pdfMoney(amount: number, currency: string): string {
  const exponent = CURRENCY_EXPONENTS[currency as Currency] ?? 2;
  const major = Math.floor(Math.abs(amount) / 10 ** exponent).toLocaleString("en");
  const minor = exponent ? `.${String(Math.abs(amount) % 10 ** exponent).padStart(exponent, "0")}` : "";
  return `${amount < 0 ? "-" : ""}${currency} ${major}${minor}`;
}

const day = (iso: string | null) => (iso ? iso.slice(0, 10) : "-");
const LEFT = 56;
const RIGHT = A4.width - 56;

function header(issuer: string, title: string, number: string, date: string): PdfText[] {
  return [
    { text: issuer, x: LEFT, y: 780, size: 18, bold: true },
    { text: title, x: LEFT, y: 750, size: 14, bold: true },
    { text: `No. ${number}`, x: RIGHT, y: 780, size: 10, alignRight: true },
    { text: `Date ${date}`, x: RIGHT, y: 765, size: 10, alignRight: true },
  ];
}

export function orderInvoicePdf(order: OrderOut, issuer: string): Uint8Array {
  const texts: PdfText[] = [...header(issuer, order.status === "refunded" ? "Invoice (refunded)" : "Invoice", order.number, day(order.paid_at ?? order.created_at))];
  let y = 710;
  texts.push({ text: "Billed to", x: LEFT, y, bold: true });
  texts.push({ text: order.contact.name, x: LEFT, y: (y -= 14) });
  texts.push({ text: order.contact.email, x: LEFT, y: (y -= 14) });
  if (order.shipping_address) {
    const a = order.shipping_address;
    let sy = 710;
    texts.push({ text: "Ship to", x: 320, y: sy, bold: true });
    for (const line of [a.line1, a.line2, `${a.postal_code} ${a.city}`, a.region, a.country].filter(Boolean) as string[]) texts.push({ text: line, x: 320, y: (sy -= 14) });
    y = Math.min(y, sy);
  }
  y -= 36;
  texts.push({ text: "Item", x: LEFT, y, bold: true }, { text: "Qty", x: 400, y, bold: true, alignRight: true }, { text: "Amount", x: RIGHT, y, bold: true, alignRight: true });
  const rules = [{ x1: LEFT, y1: y - 6, x2: RIGHT, y2: y - 6 }];
  y -= 22;
  for (const line of order.lines) {
    texts.push({ text: line.title.slice(0, 70), x: LEFT, y }, { text: String(line.quantity), x: 400, y, alignRight: true }, { text: pdfMoney(line.amount, order.currency), x: RIGHT, y, alignRight: true });
    y -= 16;
    if (y < 160) break; // A cart holds at most 50 lines; this page fits about 30 of them.
  }
  rules.push({ x1: 320, y1: y + 6, x2: RIGHT, y2: y + 6 });
  y -= 8;
  const totals: [string, number][] = [["Subtotal", order.subtotal], ["Shipping", order.shipping], ["Total", order.total]];
  if (order.refunded_amount > 0) totals.push(["Refunded", -order.refunded_amount]);
  for (const [label, amount] of totals) {
    texts.push({ text: label, x: 330, y, bold: label === "Total" }, { text: pdfMoney(amount, order.currency), x: RIGHT, y, alignRight: true, bold: label === "Total" });
    y -= 16;
  }
  y -= 20;
  const paid = order.status === "paid" || order.status === "refunded" ? `Paid ${day(order.paid_at)}${order.provider ? ` via ${order.provider}` : ""}.` : `Status: ${order.status.replace("_", " ")}.`;
  texts.push({ text: paid, x: LEFT, y });
  if (order.lines.some((l) => l.kind === "donation")) {
    texts.push({ text: "Gifts in this order are donations; a separate receipt is available for each gift.", x: LEFT, y: y - 16, size: 9 });
  }
  const page: PdfPage = { texts, rules };
  return buildPdf([page], { title: `Invoice ${order.number}`, author: issuer });
}

export function donationReceiptPdf(donation: DonationOut, order: OrderOut, issuer: string): Uint8Array {
  const texts: PdfText[] = [...header(issuer, "Donation receipt", `${order.number}-${donation.id.slice(-6).toUpperCase()}`, day(donation.completed_at))];
  let y = 700;
  const rows: [string, string][] = [
    ["Received from", donation.anonymous ? `${order.contact.name} (gift shown as anonymous)` : order.contact.name],
    ["Email", order.contact.email],
    ["Gift to", donation.target.name],
    ["Amount", pdfMoney(donation.amount, donation.currency)],
    ["Date", day(donation.completed_at)],
    ["Order", order.number],
    ["Status", donation.status === "refunded" ? "Refunded" : "Completed"],
  ];
  if (donation.attribution.label) rows.push(["Counts towards", donation.attribution.label]);
  if (donation.message) rows.push(["Message", donation.message.slice(0, 90)]);
  for (const [label, value] of rows) {
    texts.push({ text: label, x: LEFT, y, bold: true }, { text: value, x: 200, y });
    y -= 18;
  }
  texts.push({ text: "Thank you for your generosity. No goods or services were provided in exchange for this gift.", x: LEFT, y: y - 24, size: 9 });
  return buildPdf([{ texts, rules: [{ x1: LEFT, y1: 730, x2: RIGHT, y2: 730 }] }], { title: `Donation receipt ${order.number}`, author: issuer });
}
