import { type MouseEvent } from "react";
import { useParams, useSearchParams } from "react-router";
import { type TFunction } from "i18next";
import { Trans, useTranslation } from "react-i18next";
import { toast } from "@/lib/toast";
import { Download, Printer } from "lucide-react";
import { formatDate, formatDateTime, formatMoney } from "@/lib/format";
import { type DonationOut } from "@contracts/giving";
import { isGiftsOnly, type OrderOut } from "@contracts/commerce";
import { errorMessage } from "@/lib/api-client";
import { requestBytes } from "@/lib/api-transfer";
import { useOrder } from "@/features/giving/causes/api/get-order";
import { useDonationReceipt } from "@/features/giving/causes/api/get-donation-receipt";
import { OrderStatusBadge, OrderSummary } from "@/features/giving/causes/components/order-summary";
import { orderKey } from "@/features/giving/causes/lib/order-access";
import { Button } from "@/components/ui/button";
import { ErrorState, LoadingState } from "@/components/ui/query-states";

// Only the document prints: everything else on the page (header, footer, buttons) is hidden.
const PRINT_CSS = `@media print {
  body * { visibility: hidden !important; }
  #invoice-document, #invoice-document * { visibility: visible !important; }
  #invoice-document { position: absolute; inset: 0 auto auto 0; width: 100%; border: 0; box-shadow: none; }
}`;

function pdfHref(type: "order" | "donation", id: string, key: string | null) {
  const base = type === "order" ? `/api/orders/${encodeURIComponent(id)}/invoice.pdf` : `/api/donations/${encodeURIComponent(id)}/receipt.pdf`;
  return key ? `${base}?key=${encodeURIComponent(key)}` : base;
}

/** A signed-in owner has no key in the link: the PDF is fetched with their session and saved. */
async function downloadWithSession(e: MouseEvent<HTMLAnchorElement>, href: string, filename: string, t: TFunction) {
  e.preventDefault();
  try {
    const bytes = await requestBytes(href);
    const url = URL.createObjectURL(new Blob([bytes], { type: "application/pdf" }));
    const a = document.createElement("a");
    a.href = url;
    a.download = filename;
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  } catch (err) {
    toast.error(errorMessage(err, t("Could not download the PDF")));
  }
}

/**
 * "Counts towards the fundraising of Amara A." — a label ending in a full stop (a child's initial)
 * ends the sentence with it, rather than with a second one.
 */
function countsTowards(t: TFunction, name: string): string {
  return name.endsWith(".") ? t("Counts towards the fundraising of {{name}}", { name }) : t("Counts towards the fundraising of {{name}}.", { name });
}

function Document({ title, order, donation }: { title: string; order: OrderOut; donation?: DonationOut }) {
  const { t } = useTranslation();
  return (
    <article id="invoice-document" aria-labelledby="invoice-title" className="grid gap-5 rounded-xl border border-line-muted bg-white p-6 text-gray-900 shadow-sm">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          {/* The issuer, as the PDF's letterhead and the receipt email name it: the school. */}
          <p className="text-sm font-semibold text-gray-700">{order.issuer}</p>
          <h1 id="invoice-title" className="text-2xl font-bold">
            {title}
          </h1>
        </div>
        <dl className="grid grid-cols-[auto_auto] gap-x-3 text-sm">
          <dt className="text-gray-700">{t("Order", { context: "purchase" })}</dt>
          <dd className="font-semibold">{order.number}</dd>
          <dt className="text-gray-700">{t("Date")}</dt>
          <dd>{formatDate(order.paid_at ?? order.created_at)}</dd>
          <dt className="text-gray-700">{t("Status")}</dt>
          <dd>
            {/* A gift's receipt states the gift's own state: refunded in full inside an order that stays paid. */}
            <OrderStatusBadge status={donation?.status === "refunded" ? "refunded" : order.status} />
          </dd>
        </dl>
      </header>
      <section aria-label={t("Billed to")} className="text-sm">
        <p className="font-semibold">{t("Billed to")}</p>
        <p>{order.contact.name}</p>
        <p>{order.contact.email}</p>
        {order.shipping_address ? (
          <p>
            {order.shipping_address.line1}
            {order.shipping_address.line2 ? `, ${order.shipping_address.line2}` : ""}, {order.shipping_address.city} {order.shipping_address.postal_code}, {order.shipping_address.country}
          </p>
        ) : null}
      </section>
      {donation ? (
        <section aria-label={t("Donation")} className="grid gap-1 text-sm">
          <p>
            {donation.completed_at ? (
              <Trans
                i18nKey="A gift of <0>{{amount}}</0> to <1>{{target}}</1> from {{donor}}, received {{date}}."
                values={{ amount: formatMoney(donation.amount, donation.currency), target: donation.target.name, donor: donation.donor_display_name, date: formatDateTime(donation.completed_at) }}
                components={[<strong key="amount" />, <strong key="target" />]}
              />
            ) : (
              <Trans
                i18nKey="A gift of <0>{{amount}}</0> to <1>{{target}}</1> from {{donor}}."
                values={{ amount: formatMoney(donation.amount, donation.currency), target: donation.target.name, donor: donation.donor_display_name }}
                components={[<strong key="amount" />, <strong key="target" />]}
              />
            )}
          </p>
          {donation.status === "refunded" ? (
            <p className="font-semibold">{t("This gift of {{amount}} was refunded in full: it no longer counts towards the cause.", { amount: formatMoney(donation.amount, donation.currency) })}</p>
          ) : null}
          {donation.refunded_amount > 0 && donation.status !== "refunded" ? (
            <p>{t("{{refunded}} of this gift was refunded; {{counted}} counts towards the cause.", { refunded: formatMoney(donation.refunded_amount, donation.currency), counted: formatMoney(donation.amount - donation.refunded_amount, donation.currency) })}</p>
          ) : null}
          {donation.message ? <p className="italic">{t("“{{message}}”", { message: donation.message })}</p> : null}
          {donation.attribution.label && donation.status !== "refunded" ? <p>{countsTowards(t, donation.attribution.label)}</p> : null}
          <p className="text-gray-700">{t("Thank you for your generosity.")}</p>
        </section>
      ) : null}
      <OrderSummary lines={order.lines} currency={order.currency} subtotal={order.subtotal} shipping={order.shipping} total={order.total} label={t("Invoice lines")} />
      {order.refunded_amount > 0 ? <p className="text-sm">{t("Refunded: {{amount}}", { amount: formatMoney(order.refunded_amount, order.currency) })}</p> : null}
    </article>
  );
}

/** /invoice/{order|donation}/{id}?key=: a printable invoice (an order of gifts alone: a donation receipt) or a gift's receipt, with a PDF download. */
export default function InvoicePage() {
  const { t } = useTranslation();
  const { type = "order", id = "" } = useParams();
  const [params] = useSearchParams();
  const kind = type === "donation" ? "donation" : "order";
  const donationReceipt = useDonationReceipt(id, params.get("key"), kind === "donation");
  const key = kind === "order" ? orderKey(id, params.get("key")) : params.get("key");
  const order = useOrder(id, key, kind === "order");
  const query = kind === "donation" ? donationReceipt : order;
  if (query.isPending) return <LoadingState label={t("Loading the document")} />;
  if (query.isError) return <ErrorState error={query.error} title={t("We could not find this document")} />;
  const doc = kind === "donation" && donationReceipt.data ? { order: donationReceipt.data.order, donation: donationReceipt.data.donation } : { order: order.data! };
  const href = pdfHref(kind, id, key);
  // An order of gifts alone sold nothing: it is a donation receipt, as its PDF says; a mixed order stays an invoice.
  const invoice = kind === "order" && !isGiftsOnly(doc.order.lines);
  const filename = `${invoice ? "invoice" : "receipt"}-${doc.order.number}.pdf`;
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-4">
      <style>{PRINT_CSS}</style>
      <div className="flex flex-wrap justify-end gap-2">
        <Button asChild variant="outline">
          <a href={href} download={filename} onClick={key ? undefined : (e) => void downloadWithSession(e, href, filename, t)}>
            <Download aria-hidden /> {t("Download PDF")}
          </a>
        </Button>
        <Button onClick={() => window.print()}>
          <Printer aria-hidden /> {t("Print")}
        </Button>
      </div>
      <Document title={invoice ? t("Invoice") : t("Donation receipt")} order={doc.order} donation={doc.donation} />
    </div>
  );
}
