import { useState } from "react";
import { Link } from "react-router";
import { Download } from "lucide-react";
import { INBOX_KINDS, INBOX_STATUSES, INBOX_STATUS_LABELS, type InboxKind } from "@contracts/operations";
import { paths } from "@/config/paths";
import { errorMessage } from "@/lib/api-client";
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

import { KIND_LABELS, when, isKind, subjectOf, StatusBadge } from "./inbox-labels";

/** /admin-panel/inbox: messages, problem reports and tour requests, by state, searchable, exportable. */
export function InboxList() {
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
      toast.error("The export failed", { description: errorMessage(err) });
    } finally {
      setExporting(false);
    }
  };

  const openCount = (k: InboxKind) => (counts.data ? (counts.data[k].new ?? 0) : undefined);
  return (
    <div className="grid gap-6">
      <PageHeader
        title="Inbox"
        description="What visitors and schools send through the contact form, problem reports and tour requests. Replies are emailed from here and kept with each item."
        actions={
          <Button variant="outline" onClick={() => void exportCsv()} disabled={exporting}>
            <Download aria-hidden /> {exporting ? "Exporting…" : "Export CSV"}
          </Button>
        }
      />
      <div role="tablist" aria-label="Inbox" className="flex flex-wrap gap-2">
        {INBOX_KINDS.map((k) => (
          <Button key={k} role="tab" aria-selected={kind === k} variant={kind === k ? "default" : "outline"} onClick={() => update({ kind: k, status: undefined })}>
            {KIND_LABELS[k]}
            {openCount(k) ? <span className="ms-1 rounded-full bg-surface px-1.5 text-xs text-ink">{openCount(k)} new</span> : null}
          </Button>
        ))}
      </div>
      <div className="grid gap-3 md:grid-cols-[1fr_14rem_14rem]">
        <div className="self-end">
          <SearchBox label="Search the inbox" placeholder="Reference, name, email or words" value={get("search")} onCommit={(v) => update({ search: v })} />
        </div>
        <FormField label="State">
          <Select value={status} onChange={(e) => update({ status: e.target.value })}>
            <option value="">All states</option>
            {INBOX_STATUSES[kind].map((s) => (
              <option key={s} value={s}>
                {INBOX_STATUS_LABELS[s]} {counts.data ? `(${counts.data[kind][s] ?? 0})` : ""}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label="School">
          <Select value={tenant} onChange={(e) => update({ tenant: e.target.value })}>
            <option value="">Every school and the platform</option>
            <option value="platform">The platform's own site</option>
            <TenantOptions tenants={tenants.data} current={tenant || null} />
          </Select>
        </FormField>
      </div>
      <PagedResults
        query={list}
        loadingLabel="Loading the inbox"
        errorTitle="Could not load the inbox"
        empty={status || filters.search || tenant ? "Nothing matches these filters." : `No ${KIND_LABELS[kind].toLowerCase()} yet.`}
        pagesLabel="Inbox pages"
        limit={INBOX_PAGE_SIZE}
        offset={offset}
        onOffsetChange={(o) => update({ offset: o })}
      >
        {(items) => (
          <div className="overflow-x-auto rounded-lg border border-line-muted bg-surface">
            <Table label={KIND_LABELS[kind]}>
              <THead>
                <TR>
                  <TH>Reference</TH>
                  <TH>State</TH>
                  <TH>From</TH>
                  <TH>About</TH>
                  <TH>Site</TH>
                  <TH>Received</TH>
                </TR>
              </THead>
              <TBody>
                {items.map((i) => (
                  <TR key={i.id}>
                    <TD>
                      <Link to={paths.adminPanel.inboxItem(i.kind, i.id)} className="font-mono font-medium text-primary-dark underline">
                        {i.reference}
                      </Link>
                    </TD>
                    <TD>
                      <StatusBadge status={i.status} />
                    </TD>
                    <TD className="text-sm">
                      <div>{i.name || "—"}</div>
                      <div className="text-ink-muted">{i.email ?? "no email"}</div>
                    </TD>
                    <TD className="max-w-[28rem] text-sm">
                      <p className="line-clamp-2">{subjectOf(i)}</p>
                    </TD>
                    <TD className="text-sm">{i.school?.name ?? "Platform"}</TD>
                    <TD className="text-sm whitespace-nowrap">{when.format(new Date(i.created_at))}</TD>
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

