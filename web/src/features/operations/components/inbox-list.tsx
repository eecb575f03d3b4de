import { useState } from "react";
import { Link } from "react-router";
import { Download, School } from "lucide-react";
import { useTranslation } from "react-i18next";
import { INBOX_STATUSES, type InboxItemOut, type InboxKind } from "@contracts/operations";
import { errorMessage } from "@/lib/api-client";
import { formatDate, formatDateTime, formatNumber, formatTime } from "@/lib/format";
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
          {/* Each part isolated: on an Arabic page a Latin school name beside the date's digits reordered them. */}
          <p className="text-xs text-ink-muted">
            {area.schoolFilter ? (
              <>
                <bdi>{i.school?.name ?? t("Platform")}</bdi>
                {" · "}
              </>
            ) : null}
            <bdi>{formatDateTime(i.created_at)}</bdi>
          </p>
        </li>
      ))}
    </ul>
  );
}

/**
 * The table's From cell, a fixed width so a long address cannot squeeze the About column: the
 * name, the address and (for staff) the site it came through, each on one line, cut with an
 * ellipsis (the whole address is its tooltip, read in full by screen readers, and on the item's page).
 * The address (and a school's name in Latin letters) is left to right on an Arabic page too, so it
 * is cut at its end, not its start; as a shrink-wrapped flex item it still sits at the page's start edge.
 */
function SenderOf({ item, site }: { item: InboxItemOut; site: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="flex w-36 flex-col items-start xl:w-52">
      <div className="max-w-full truncate font-medium text-ink">{item.name || "—"}</div>
      {item.email ? (
        <div dir="ltr" className="max-w-full truncate text-ink-muted" title={item.email}>
          {item.email}
        </div>
      ) : (
        <div className="text-ink-muted">{t("no email")}</div>
      )}
      {site ? (
        <div className="flex max-w-full items-center gap-1 text-xs text-ink-muted">
          <School className="size-3 shrink-0" aria-hidden />
          <span className="sr-only">{t("Site")}</span>
          <span dir="auto" className="truncate" title={item.school?.name}>
            {item.school?.name ?? t("Platform")}
          </span>
        </div>
      ) : null}
    </div>
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
              {/* A pill that stands out on either tab: white on the selected (filled) one, the primary colour on an outlined one. */}
              {openCount(k) ? (
                <span className={kind === k ? "ms-1 rounded-full bg-surface px-1.5 text-xs text-ink" : "ms-1 rounded-full bg-primary px-1.5 text-xs text-white"}>
                  {t("{{number}} new", { number: formatNumber(openCount(k) ?? 0) })}
                </span>
              ) : null}
            </Button>
          ))}
        </div>
      ) : null}
      {/* Staff's three filters: the search on a row of its own until xl (beside a sidebar, 1024 px
          leaves it 200 px), the School select wide enough for "Every school and the platform". */}
      <div className={area.schoolFilter ? "grid gap-3 md:grid-cols-2 xl:grid-cols-[1fr_12rem_18rem]" : "grid gap-3 md:grid-cols-[1fr_14rem]"}>
        <div className={area.schoolFilter ? "self-end md:col-span-2 xl:col-span-1" : "self-end"}>
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
            {/* min-w-0: a table wider than the page scrolls in its frame instead of widening the page. */}
            <div className="hidden min-w-0 md:block">
              <Table label={t(KIND_LABELS[kind])}>
                <THead>
                  <TR>
                    <TH>{t("Reference")}</TH>
                    <TH>{t("State")}</TH>
                    <TH>{t("From")}</TH>
                    <TH className="w-full">{t("About")}</TH>
                    <TH>{t("Received")}</TH>
                  </TR>
                </THead>
                <TBody>
                  {items.map((i) => (
                    <TR key={i.id}>
                      <TD className="align-top">
                        <Link to={area.item(i.kind, i.id)} className="font-mono font-medium whitespace-nowrap text-primary-dark underline">
                          {i.reference}
                        </Link>
                      </TD>
                      <TD className="align-top">
                        <StatusBadge status={i.status} />
                      </TD>
                      <TD className="align-top text-sm">
                        <SenderOf item={i} site={area.schoolFilter} />
                      </TD>
                      <TD className="align-top text-sm">
                        <p className="line-clamp-3 min-w-40 wrap-anywhere">{subjectOf(i, t)}</p>
                      </TD>
                      <TD className="align-top text-sm whitespace-nowrap">
                        <time dateTime={i.created_at} className="grid">
                          <span>{formatDate(i.created_at)}</span>
                          <span className="text-ink-muted">{formatTime(i.created_at)}</span>
                        </time>
                      </TD>
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

