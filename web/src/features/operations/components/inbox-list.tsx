import { useState } from "react";
import { Link } from "react-router";
import { Download } from "lucide-react";
import { useTranslation } from "react-i18next";
import { INBOX_KINDS, INBOX_STATUSES, type InboxKind } from "@contracts/operations";
import { adminPanelPaths } from "@/config/admin-panel-paths";
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
import { KIND_EMPTY, KIND_LABELS, isKind, subjectOf, StatusBadge } from "./inbox-labels";

/** /admin-panel/inbox: messages, problem reports and tour requests, by state, searchable, exportable. */
export function InboxList() {
  const { t } = useTranslation();
  const { get, offset, update } = useListParams();
  const kind: InboxKind = isKind(get("kind")) ? (get("kind") as InboxKind) : "problem";
  const status = (INBOX_STATUSES[kind] as readonly string[]).includes(get("status")) ? get("status") : "";
  const tenant = get("tenant");
  const filters = { status, search: get("search"), tenant };
  const list = useInbox(kind, { ...filters, offset });
  const counts = useInboxCounts(tenant);
  const tenants = useTenantOptions();
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
        title={t("Inbox")}
        description={t("What visitors and schools send through the contact form, problem reports and tour requests. Replies are emailed from here and kept with each item.")}
        actions={
          <Button variant="outline" onClick={() => void exportCsv()} disabled={exporting}>
            <Download aria-hidden /> {exporting ? t("Exporting…") : t("Export CSV")}
          </Button>
        }
      />
      <div role="tablist" aria-label={t("Inbox")} className="flex flex-wrap gap-2">
        {INBOX_KINDS.map((k) => (
          <Button key={k} role="tab" aria-selected={kind === k} variant={kind === k ? "default" : "outline"} onClick={() => update({ kind: k, status: undefined })}>
            {t(KIND_LABELS[k])}
            {openCount(k) ? <span className="ms-1 rounded-full bg-surface px-1.5 text-xs text-ink">{t("{{number}} new", { number: formatNumber(openCount(k) ?? 0) })}</span> : null}
          </Button>
        ))}
      </div>
      <div className="grid gap-3 md:grid-cols-[1fr_14rem_14rem]">
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
        <FormField label={t("School")}>
          <Select value={tenant} onChange={(e) => update({ tenant: e.target.value })}>
            <option value="">{t("Every school and the platform")}</option>
            <option value="platform">{t("The platform's own site")}</option>
            <TenantOptions tenants={tenants.data} current={tenant || null} />
          </Select>
        </FormField>
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
          <div className="overflow-x-auto rounded-lg border border-line-muted bg-surface">
            <Table label={t(KIND_LABELS[kind])}>
              <THead>
                <TR>
                  <TH>{t("Reference")}</TH>
                  <TH>{t("State")}</TH>
                  <TH>{t("From")}</TH>
                  <TH>{t("About")}</TH>
                  <TH>{t("Site")}</TH>
                  <TH>{t("Received")}</TH>
                </TR>
              </THead>
              <TBody>
                {items.map((i) => (
                  <TR key={i.id}>
                    <TD>
                      <Link to={adminPanelPaths.inboxItem(i.kind, i.id)} className="font-mono font-medium text-primary-dark underline">
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
                    <TD className="text-sm">{i.school?.name ?? t("Platform")}</TD>
                    <TD className="text-sm whitespace-nowrap">{formatDateTime(i.created_at)}</TD>
                  </TR>
                ))}
              </TBody>
            </Table>
          </div>
        )}
      </PagedResults>
    </div>
  );
}

