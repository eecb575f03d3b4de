import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { formatDateTime, formatMoney } from "@/lib/format";
import { type DonationOut } from "@contracts/giving";
import { Badge } from "@/components/ui/badge";
import { TBody, TD, TH, THead, TR, Table } from "@/components/ui/table";
import { ATTRIBUTION_LABELS, DONATION_STATUS_BADGES, TARGET_LABELS } from "../lib/labels";

/**
 * Gifts, newest first. `schoolName` adds a School column (staff); `orderPath` links a gift to
 * its order where the viewer can open orders.
 */
export function DonationsTable({ donations, caption: captionProp, schoolName, orderPath }: {
  donations: DonationOut[];
  caption?: string;
  schoolName?: (tenantId: string | null) => string;
  orderPath?: (orderId: string) => string;
}) {
  const { t } = useTranslation();
  const caption = captionProp ?? t("Donations");
  return (
    <Table className="min-w-[820px]" label={caption}>
      <caption className="sr-only">{caption}</caption>
      <THead>
        <TR>
          <TH>{t("Date")}</TH>
          <TH>{t("Donor")}</TH>
          <TH>{t("Given to")}</TH>
          <TH className="text-end">{t("Amount")}</TH>
          <TH>{t("Status")}</TH>
          <TH>{t("Counts for")}</TH>
          {schoolName ? <TH>{t("School")}</TH> : null}
          {orderPath ? <TH>{t("Order", { context: "purchase" })}</TH> : null}
        </TR>
      </THead>
      <TBody>
        {donations.map((d) => {
          const badge = DONATION_STATUS_BADGES[d.status];
          return (
            <TR key={d.id}>
              <TD className="whitespace-nowrap">
                <time dateTime={d.created_at}>{formatDateTime(d.created_at)}</time>
              </TD>
              <TD>
                <div className="grid max-w-[14rem]">
                  <span className="font-medium">{d.donor_display_name}</span>
                  {d.message ? (
                    <span className="truncate text-xs text-ink-muted" title={d.message}>
                      {t("“{{message}}”", { message: d.message })}
                    </span>
                  ) : null}
                </div>
              </TD>
              <TD>
                <div className="grid">
                  <span>{d.target.name}</span>
                  <span className="text-xs text-ink-muted">{t(TARGET_LABELS[d.target_type])}</span>
                </div>
              </TD>
              <TD className="text-end whitespace-nowrap tabular-nums">
                <span className="font-medium">{formatMoney(d.amount, d.currency)}</span>
                {/* A partial refund: the rest still counts towards the cause. */}
                {d.refunded_amount > 0 && d.status !== "refunded" ? (
                  <span className="block text-xs text-ink-muted">{t("{{amount}} refunded", { amount: formatMoney(d.refunded_amount, d.currency) })}</span>
                ) : null}
              </TD>
              <TD>
                <Badge variant={badge.variant}>{t(badge.label)}</Badge>
              </TD>
              <TD>{d.attribution.kind === "none" ? <span className="text-ink-muted">—</span> : (d.attribution.label ?? t(ATTRIBUTION_LABELS[d.attribution.kind]))}</TD>
              {schoolName ? <TD>{schoolName(d.tenant_id)}</TD> : null}
              {orderPath ? (
                <TD>
                  {d.order_id ? (
                    <Link to={orderPath(d.order_id)} className="text-primary-dark hover:underline">
                      {t("View order")}
                    </Link>
                  ) : (
                    <span className="text-ink-muted">—</span>
                  )}
                </TD>
              ) : null}
            </TR>
          );
        })}
      </TBody>
    </Table>
  );
}
