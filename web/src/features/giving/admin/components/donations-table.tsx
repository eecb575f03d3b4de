import { Link } from "react-router";
import { formatMoney } from "@/lib/format";
import { type DonationOut } from "@contracts/giving";
import { Badge } from "@/components/ui/badge";
import { TBody, TD, TH, THead, TR, Table } from "@/components/ui/table";
import { DONATION_STATUS_BADGES, TARGET_LABELS, formatDateTime } from "../lib/labels";

/**
 * Gifts, newest first. `schoolName` adds a School column (staff); `orderPath` links a gift to
 * its order where the viewer can open orders.
 */
export function DonationsTable({ donations, caption = "Donations", schoolName, orderPath }: {
  donations: DonationOut[];
  caption?: string;
  schoolName?: (tenantId: string | null) => string;
  orderPath?: (orderId: string) => string;
}) {
  return (
    <Table className="min-w-[820px]" label={caption}>
      <caption className="sr-only">{caption}</caption>
      <THead>
        <TR>
          <TH>Date</TH>
          <TH>Donor</TH>
          <TH>Given to</TH>
          <TH className="text-end">Amount</TH>
          <TH>Status</TH>
          <TH>Counts for</TH>
          {schoolName ? <TH>School</TH> : null}
          {orderPath ? <TH>Order</TH> : null}
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
                      “{d.message}”
                    </span>
                  ) : null}
                </div>
              </TD>
              <TD>
                <div className="grid">
                  <span>{d.target.name}</span>
                  <span className="text-xs text-ink-muted">{TARGET_LABELS[d.target_type]}</span>
                </div>
              </TD>
              <TD className="text-end font-medium whitespace-nowrap tabular-nums">{formatMoney(d.amount, d.currency)}</TD>
              <TD>
                <Badge variant={badge.variant}>{badge.label}</Badge>
              </TD>
              <TD>{d.attribution.kind === "none" ? <span className="text-ink-muted">—</span> : (d.attribution.label ?? d.attribution.kind)}</TD>
              {schoolName ? <TD>{schoolName(d.tenant_id)}</TD> : null}
              {orderPath ? (
                <TD>
                  {d.order_id ? (
                    <Link to={orderPath(d.order_id)} className="text-primary-dark hover:underline">
                      View order
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
