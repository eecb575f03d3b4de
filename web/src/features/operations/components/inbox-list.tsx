import { useState } from "react";
import { Link } from "react-router";
import { Download } from "lucide-react";
import { useTranslation } from "react-i18next";
import { INBOX_STATUSES, type InboxItemOut, type InboxKind } from "@contracts/operations";
import { errorMessage } from "@/lib/api-client";
import { formatDateTime, formatNumber } from "@/lib/format";
import { saveBlob } from "@/lib/save-blob";
import { toast } from "@/lib/toast";
import { useListParams } from "@/lib/use-list-params";
import { PagedResults } from "@/components/lists/paged-results";
import { SearchBox } from "@/components/lists/search-box";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { PageHeader } from "@/components/ui/page-header";
import { Select } from "@/components/ui/select";
import { Table, TBody, TD, TH, THead, TR } from "@/components/ui/table";
import { TenantOptions } from "@/features/identity/admin-panel/components/tenant-options";
import { useTenantOptions } from "@/features/identity/admin-panel/api/get-tenants";
import { INBOX_PAGE_SIZE, exportInbox, useInbox, useInboxCounts } from "../api/inbox";

import { INBOX_STATUS_TEXT } from "../lib/labels";
import { INBOX_AREAS, type InboxArea, type InboxWhere } from "./inbox-areas";
import { KIND_EMPTY, KIND_LABELS, isKind, subjectOf, StatusBadge } from "./inbox-labels";

/** Staff only: the schools to narrow the inbox to (its own component: an admin's page never asks for the list of schools). */
function SchoolFilter({ tenant, onChange }: { tenant: string; onChange: (tenant: string) => void }) {
  const { t } = useTranslation();
  const tenants = useTenantOptions();
  return (
    <FormField label={t("School")}>
      <Select value={tenant} onChange={(e) => onChange(e.target.value)}>
        <option value="">{t("Every school and the platform")}</option>
        <option value="platform">{t("The platform's own site")}</option>
        <TenantOptions tenants={tenants.data} current={tenant || null} />
      </Select>
    </FormField>
  );
}

/** On a phone, one card an item (the table's six columns do not fit 412 px); from md on, the table. */
function ItemCards({ items, area }: { items: InboxItemOut[]; area: InboxArea }) {
  const { t } = useTranslation();
  return (
    <ul className="grid gap-3 md:hidden" aria-label={t(area.title)}>
      {items.map((i) => (
        <li key={i.id} className="grid gap-2 rounded-lg border border-line-muted bg-surface p-4 text-sm">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <Link to={area.item(i.kind, i.id)} className="font-mono font-medium whitespace-nowrap text-primary-dark underline">
              {i.reference}
            </Link>
            <StatusBadge status={i.status} />
          </div>
          <div className="min-w-0">
            <div className="font-medium text-ink">{i.name || "—"}</div>
            <div className="break-all text-ink-muted">{i.email ?? t("no email")}</div>
          </div>
          <p className="line-clamp-3 break-words text-ink">{subjectOf(i, t)}</p>
          <p className="text-xs text-ink-muted">
            {area.schoolFilter ? `${i.school?.name ?? t("Platform")} · ` : ""}
            {formatDateTime(i.created_at)}
          </p>
        </li>
      ))}
    </ul>
  );
}

/**
 * The inbox's list, by state, searchable, exportable: staff's messages, problem reports and tour
 * requests (/admin-panel/inbox), or a school's contact messages (/admin/messages).
 */
export function InboxList({ where }: { where: InboxWhere }) {
  const { t } = useTranslation();
  const area = INBOX_AREAS[where];
  const { get, offset, update } = useListParams();
  const asked = get("kind");
  const kind: InboxKind = isKind(asked) && area.kinds.includes(asked) ? asked : area.defaultKind;
  const status = (INBOX_STATUSES[kind] as readonly string[]).includes(get("status")) ? get("status") : "";
  // An admin's view is their school's whatever the URL says (the API ignores it too).
  const tenant = area.schoolFilter ? get("tenant") : "";
  const filters = { status, search: get("search"), tenant };
  const list = useInbox(kind, { ...filters, offset });
  const counts = useInboxCounts(tenant);
  const [exporting, setExporting] = useState(false);

  const exportCsv = async () => {
    setExporting(true);
    try {
      saveBlob(await exportInbox(kind, filters), `${kind}-inbox-${new Date().toISOString().slice(0, 10)}.csv`);
    } catch (err) {
      toast.error(t("The export failed"), { description: errorMessage(err) });
    } finally {
      setExporting(false);
    }
  };

  const openCount = (k: InboxKind) => (counts.data ? (counts.data[k].new ?? 0) : undefined);
  return (
    <div className="grid gap-6">
      <PageHeader
        title={t(area.title)}
        description={t(area.description)}
        actions={
          <Button variant="outline" onClick={() => void exportCsv()} disabled={exporting}>
            <Download aria-hidden /> {exporting ? t("Exporting…") : t("Export CSV")}
          </Button>
        }
      />
      {area.kinds.length > 1 ? (
        <div role="tablist" aria-label={t("Inbox")} className="flex flex-wrap gap-2">
          {area.kinds.map((k) => (
            <Button key={k} role="tab" aria-selected={kind === k} variant={kind === k ? "default" : "outline"} onClick={() => update({ kind: k, status: undefined })}>
              {t(KIND_LABELS[k])}
              {openCount(k) ? <span className="ms-1 rounded-full bg-surface px-1.5 text-xs text-ink">{t("{{number}} new", { number: formatNumber(openCount(k) ?? 0) })}</span> : null}
            </Button>
          ))}
        </div>
      ) : null}
      <div className={area.schoolFilter ? "grid gap-3 md:grid-cols-[1fr_14rem_14rem]" : "grid gap-3 md:grid-cols-[1fr_14rem]"}>
        <div className="self-end">
          <SearchBox label={t("Search the inbox")} placeholder={t("Reference, name, email or words")} value={get("search")} onCommit={(v) => update({ search: v })} />
        </div>
        <FormField label={t("State")}>
          <Select value={status} onChange={(e) => update({ status: e.target.value })}>
            <option value="">{t("All states")}</option>
            {INBOX_STATUSES[kind].map((s) => (
              <option key={s} value={s}>
                {counts.data ? t("{{state}} ({{number}})", { state: t(INBOX_STATUS_TEXT[s]), number: formatNumber(counts.data[kind][s] ?? 0) }) : t(INBOX_STATUS_TEXT[s])}
              </option>
            ))}
          </Select>
        </FormField>
        {area.schoolFilter ? <SchoolFilter tenant={tenant} onChange={(v) => update({ tenant: v })} /> : null}
      </div>
      <PagedResults
        query={list}
        loadingLabel={t("Loading the inbox")}
        errorTitle={t("Could not load the inbox")}
        empty={status || filters.search || tenant ? t("Nothing matches these filters.") : t(KIND_EMPTY[kind])}
        pagesLabel={t("Inbox pages")}
        limit={INBOX_PAGE_SIZE}
        offset={offset}
        onOffsetChange={(o) => update({ offset: o })}
      >
        {(items) => (
          <>
            <ItemCards items={items} area={area} />
            <div className="hidden md:block">
              <Table label={t(KIND_LABELS[kind])}>
                <THead>
                  <TR>
                    <TH>{t("Reference")}</TH>
                    <TH>{t("State")}</TH>
                    <TH>{t("From")}</TH>
                    <TH>{t("About")}</TH>
                    {area.schoolFilter ? <TH>{t("Site")}</TH> : null}
                    <TH>{t("Received")}</TH>
                  </TR>
                </THead>
                <TBody>
                  {items.map((i) => (
                    <TR key={i.id}>
                      <TD>
                        <Link to={area.item(i.kind, i.id)} className="font-mono font-medium whitespace-nowrap text-primary-dark underline">
                          {i.reference}
                        </Link>
                      </TD>
                      <TD>
                        <StatusBadge status={i.status} />
                      </TD>
                      <TD className="text-sm">
                        <div>{i.name || "—"}</div>
                        <div className="text-ink-muted">{i.email ?? t("no email")}</div>
                      </TD>
                      <TD className="max-w-[28rem] text-sm">
                        <p className="line-clamp-2">{subjectOf(i, t)}</p>
                      </TD>
                      {area.schoolFilter ? <TD className="text-sm">{i.school?.name ?? t("Platform")}</TD> : null}
                      <TD className="text-sm whitespace-nowrap">{formatDateTime(i.created_at)}</TD>
                    </TR>
                  ))}
                </TBody>
              </Table>
            </div>
          </>
        )}
      </PagedResults>
    </div>
  );
}

