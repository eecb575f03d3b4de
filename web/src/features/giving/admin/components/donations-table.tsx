import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { formatDateTime, formatMoney } from "@/lib/format";
import { type DonationOut } from "@contracts/giving";
import { Badge } from "@/components/ui/badge";
import { CELL_LABEL, STACKED_ON_PHONES, TBody, TD, TH, THead, TR, Table } from "@/components/ui/table";
import { ATTRIBUTION_LABELS, DONATION_STATUS_BADGES, TARGET_LABELS } from "../lib/labels";

/**
 * Gifts, newest first. `schoolName` adds a School column (staff); `orderPath` links a gift to
 * its order where the viewer can open orders. On a phone each gift is a block of labelled lines.
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
    <Table className={`sm:min-w-[820px] ${STACKED_ON_PHONES}`} label={caption}>
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
              <TD data-label={t("Date")} className={`whitespace-nowrap ${CELL_LABEL}`}>
                <time dateTime={d.created_at}>{formatDateTime(d.created_at)}</time>
              </TD>
              <TD data-label={t("Donor")} className={CELL_LABEL}>
                <div className="grid max-w-[14rem]">
                  <span className="font-medium">{d.donor_display_name}</span>
                  {d.message ? (
                    <span className="truncate text-xs text-ink-muted" title={d.message}>
                      {t("“{{message}}”", { message: d.message })}
                    </span>
                  ) : null}
                </div>
              </TD>
              <TD data-label={t("Given to")} className={CELL_LABEL}>
                <div className="grid">
                  <span>{d.target.name}</span>
                  <span className="text-xs text-ink-muted">{t(TARGET_LABELS[d.target_type])}</span>
                </div>
              </TD>
              <TD data-label={t("Amount")} className={`text-end whitespace-nowrap tabular-nums max-sm:text-start ${CELL_LABEL}`}>
                <span className="font-medium">{formatMoney(d.amount, d.currency)}</span>
                {/* A partial refund: the rest still counts towards the cause. */}
                {d.refunded_amount > 0 && d.status !== "refunded" ? (
                  <span className="block text-xs text-ink-muted">{t("{{amount}} refunded", { amount: formatMoney(d.refunded_amount, d.currency) })}</span>
                ) : null}
              </TD>
              <TD data-label={t("Status")} className={CELL_LABEL}>
                <Badge variant={badge.variant}>{t(badge.label)}</Badge>
              </TD>
              <TD data-label={t("Counts for")} className={CELL_LABEL}>
                {d.attribution.kind === "none" ? <span className="text-ink-muted">—</span> : (d.attribution.label ?? t(ATTRIBUTION_LABELS[d.attribution.kind]))}
              </TD>
              {schoolName ? (
                <TD data-label={t("School")} className={CELL_LABEL}>
                  {schoolName(d.tenant_id)}
                </TD>
              ) : null}
              {orderPath ? (
                <TD data-label={t("Order", { context: "purchase" })} className={CELL_LABEL}>
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
