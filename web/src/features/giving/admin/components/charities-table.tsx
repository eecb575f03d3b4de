import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { formatMoney, formatNumber } from "@/lib/format";
import { type CharityOut } from "@contracts/giving";
import { Badge } from "@/components/ui/badge";
import { TBody, TD, TH, THead, TR, Table } from "@/components/ui/table";
import { CHARITY_STATUS_BADGES } from "../lib/labels";
import { initialOf } from "@contracts/initials";

/**
 * Charities with status, reach and money raised. `editPath` is given for the rows the viewer may
 * edit (a school admin sees platform-wide charities read-only).
 */
export function CharitiesTable({ charities, editPath, detailsPath, schoolName, caption: captionProp }: {
  charities: CharityOut[];
  editPath: (c: CharityOut) => string | null;
  detailsPath?: (c: CharityOut) => string;
  schoolName?: (tenantId: string) => string;
  /** Already translated by the page; "Charities" by default. */
  caption?: string;
}) {
  const { t } = useTranslation();
  const caption = captionProp ?? t("Charities");
  return (
    <Table className="min-w-[720px]" label={caption}>
      <caption className="sr-only">{caption}</caption>
      <THead>
        <TR>
          <TH>{t("Charity")}</TH>
          <TH>{t("Status")}</TH>
          <TH>{t("Offered on")}</TH>
          <TH className="text-end">{t("Raised")}</TH>
          <TH className="text-end">{t("Donations")}</TH>
          {/* relative: keeps the visually hidden label inside the table's scrolling frame. */}
          <TH className="relative">
            <span className="sr-only">{t("Actions")}</span>
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
                      {initialOf(c.name)}
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
                <Badge variant={badge.variant}>{t(badge.label)}</Badge>
              </TD>
              <TD>{c.tenant_id === null ? <Badge variant="default">{t("Platform-wide")}</Badge> : (schoolName?.(c.tenant_id) ?? t("This school"))}</TD>
              <TD className="text-end tabular-nums">{formatMoney(c.raised.amount, c.raised.currency)}</TD>
              <TD className="text-end tabular-nums">{formatNumber(c.raised.donations)}</TD>
              <TD className="text-end whitespace-nowrap">
                {edit ? (
                  <Link to={edit} className="font-semibold text-primary-dark hover:underline" aria-label={t("Edit {{name}}", { name: c.name })}>
                    {t("Edit")}
                  </Link>
                ) : (
                  <span className="text-xs text-ink-muted">{t("Read-only")}</span>
                )}
              </TD>
            </TR>
          );
        })}
      </TBody>
    </Table>
  );
}
