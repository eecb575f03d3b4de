import { RefreshCw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Pagination } from "@/components/ui/pagination";
import { cn } from "@/lib/cn";
import { EMAIL_STATUSES, OUTBOX_PAGE_SIZE, useEmailOutbox, type EmailStatus } from "@/features/admin-panel/api/get-email-outbox";
import { useTenantOptions } from "@/features/admin-panel/api/get-tenants";
import { OutboxTable, STATUS_BADGES } from "@/features/admin-panel/components/outbox-table";
import { PageHeader } from "@/features/admin-panel/components/page-header";
import { EmptyState, ErrorState, LoadingState } from "@/features/admin-panel/components/query-states";
import { useListParams } from "@/features/admin-panel/hooks/use-list-params";

const isStatus = (v: string): v is EmailStatus => (EMAIL_STATUSES as readonly string[]).includes(v);

export default function EmailMonitoringPage() {
  const { get, offset, update } = useListParams();
  const raw = get("status");
  const status = isStatus(raw) ? raw : "";
  const outbox = useEmailOutbox({ status, offset });
  const tenants = useTenantOptions();
  const filters: { value: EmailStatus | ""; label: string }[] = [{ value: "", label: "All" }, ...EMAIL_STATUSES.map((s) => ({ value: s, label: STATUS_BADGES[s].label }))];

  return (
    <div className="grid gap-6">
      <PageHeader
        title="Email monitoring"
        description="Every email the platform queues. A failed email was tried 5 times; its last error says why."
        actions={
          <Button variant="outline" onClick={() => void outbox.refetch()} disabled={outbox.isFetching}>
            <RefreshCw className={cn(outbox.isFetching && "animate-spin")} aria-hidden /> Refresh
          </Button>
        }
      />

      <div role="group" aria-label="Filter by status" className="flex flex-wrap gap-2">
        {filters.map((f) => (
          <Button key={f.value || "all"} size="sm" variant={status === f.value ? "default" : "outline"} aria-pressed={status === f.value} onClick={() => update({ status: f.value })}>
            {f.label}
          </Button>
        ))}
      </div>

      {outbox.isPending ? (
        <LoadingState label="Loading emails" />
      ) : outbox.isError ? (
        <ErrorState error={outbox.error} title="Could not load the outbox" />
      ) : outbox.data.results.length === 0 ? (
        <EmptyState>{status ? `No ${STATUS_BADGES[status].label.toLowerCase()} emails.` : "No emails yet."}</EmptyState>
      ) : (
        <div className="grid gap-3" aria-busy={outbox.isFetching}>
          <OutboxTable emails={outbox.data.results} tenants={tenants.data} />
          <Pagination label="Email pages" count={outbox.data.count} limit={OUTBOX_PAGE_SIZE} offset={offset} onOffsetChange={(o) => update({ offset: o })} />
        </div>
      )}
    </div>
  );
}
