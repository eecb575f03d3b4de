import { Link } from "react-router";
import { formatMoney } from "@/lib/format";
import { type CharityOut } from "@contracts/giving";
import { Badge } from "@/components/ui/badge";
import { TBody, TD, TH, THead, TR, Table } from "@/components/ui/table";
import { CHARITY_STATUS_BADGES } from "../lib/labels";

/**
 * Charities with status, reach and money raised. `editPath` is given for the rows the viewer may
 * edit (a school admin sees platform-wide charities read-only).
 */
export function CharitiesTable({ charities, editPath, detailsPath, schoolName, caption = "Charities" }: {
  charities: CharityOut[];
  editPath: (c: CharityOut) => string | null;
  detailsPath?: (c: CharityOut) => string;
  schoolName?: (tenantId: string) => string;
  caption?: string;
}) {
  return (
    <Table className="min-w-[720px]" label={caption}>
      <caption className="sr-only">{caption}</caption>
      <THead>
        <TR>
          <TH>Charity</TH>
          <TH>Status</TH>
          <TH>Offered on</TH>
          <TH className="text-end">Raised</TH>
          <TH className="text-end">Donations</TH>
          {/* relative: keeps the visually hidden label inside the table's scrolling frame. */}
          <TH className="relative">
            <span className="sr-only">Actions</span>
          </TH>
        </TR>
      </THead>
      <TBody>
        {charities.map((c) => {
          const badge = CHARITY_STATUS_BADGES[c.status];
          const edit = editPath(c);
          return (
            <TR key={c.id} className="hover:bg-surface-alt">
              <TD>
                <div className="flex items-center gap-3">
                  {c.logo_url ? (
                    <img src={c.logo_url} alt="" className="size-10 shrink-0 rounded-md border border-line-muted bg-white object-contain" />
                  ) : (
                    <span aria-hidden className="flex size-10 shrink-0 items-center justify-center rounded-md bg-primary-light font-bold text-primary-dark">
                      {c.name.slice(0, 1).toUpperCase()}
                    </span>
                  )}
                  <div className="grid min-w-0">
                    {detailsPath ? (
                      <Link to={detailsPath(c)} className="font-semibold text-primary-dark hover:underline">
                        {c.name}
                      </Link>
                    ) : (
                      <span className="font-semibold">{c.name}</span>
                    )}
                    <span className="max-w-xs truncate text-xs text-ink-muted">{c.summary}</span>
                  </div>
                </div>
              </TD>
              <TD>
                <Badge variant={badge.variant}>{badge.label}</Badge>
              </TD>
              <TD>{c.tenant_id === null ? <Badge variant="default">Platform-wide</Badge> : (schoolName?.(c.tenant_id) ?? "This school")}</TD>
              <TD className="text-end tabular-nums">{formatMoney(c.raised.amount, c.raised.currency)}</TD>
              <TD className="text-end tabular-nums">{c.raised.donations}</TD>
              <TD className="text-end whitespace-nowrap">
                {edit ? (
                  <Link to={edit} className="font-semibold text-primary-dark hover:underline" aria-label={`Edit ${c.name}`}>
                    Edit
                  </Link>
                ) : (
                  <span className="text-xs text-ink-muted">Read-only</span>
                )}
              </TD>
            </TR>
          );
        })}
      </TBody>
    </Table>
  );
}
