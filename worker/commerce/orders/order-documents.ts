import type { OrderOut } from "../../contracts/commerce";
import type { DocumentRequest } from "../../contracts/document-render";
import type { DonationOut } from "../../contracts/giving";
import type { Tenant } from "../../db/schema";
import { letterheadOf, portraitSize, readerLocale, type DocumentReader } from "../../lib/documents";

/*
 * What the document renderer needs to draw an order's invoice or a gift's receipt: the reader's
 * language, the issuing school's letterhead and page size (order-issuer.ts: the school the web page
 * and the receipt email name too), and the order's (or gift's) printed fields — only those cross the
 * service binding.
 */

export function invoiceRequest(issuer: Tenant | null, order: OrderOut, reader: DocumentReader): DocumentRequest {
  return {
    kind: "invoice",
    locale: readerLocale(reader, issuer),
    size: portraitSize(issuer),
    letterhead: letterheadOf(issuer),
    order: {
      number: order.number,
      status: order.status,
      currency: order.currency,
      provider: order.provider,
      contact: { name: order.contact.name, email: order.contact.email },
      shipping_address: order.shipping_address,
      lines: order.lines.map((l) => ({ kind: l.kind, title: l.title, quantity: l.quantity, unit_amount: l.unit_amount, amount: l.amount })),
      subtotal: order.subtotal,
      shipping: order.shipping,
      total: order.total,
      refunded_amount: order.refunded_amount,
      created_at: order.created_at,
      paid_at: order.paid_at,
    },
  };
}

export function receiptRequest(issuer: Tenant | null, donation: DonationOut, order: OrderOut, reader: DocumentReader): DocumentRequest {
  return {
    kind: "receipt",
    locale: readerLocale(reader, issuer),
    size: portraitSize(issuer),
    letterhead: letterheadOf(issuer),
    order: { number: order.number, contact: { name: order.contact.name, email: order.contact.email } },
    donation: {
      id: donation.id,
      anonymous: donation.anonymous,
      target_name: donation.target.name,
      amount: donation.amount,
      refunded_amount: donation.refunded_amount,
      currency: donation.currency,
      status: donation.status,
      completed_at: donation.completed_at,
      attribution_label: donation.attribution.label,
      message: donation.message,
    },
  };
}
