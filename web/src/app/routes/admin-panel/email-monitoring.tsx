import { useState } from "react";
import { RefreshCw } from "lucide-react";
import { useTranslation } from "react-i18next";
import { EMAIL_STATUSES, type EmailStatus, type OutboxEntry } from "@contracts/email";
import { cn } from "@/lib/cn";
import { msg } from "@/lib/i18n";
import { useListParams } from "@/lib/use-list-params";
import { errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { PageHeader } from "@/components/ui/page-header";
import { PagedResults } from "@/components/lists/paged-results";
import { OUTBOX_PAGE_SIZE, useEmailOutbox } from "@/features/identity/admin-panel/api/get-email-outbox";
import { useTenantOptions } from "@/features/identity/admin-panel/api/get-tenants";
import { useRetryEmail } from "@/features/identity/admin-panel/api/retry-email";
import { OutboxTable, STATUS_BADGES } from "@/features/identity/admin-panel/components/outbox-table";
import { EmailPreview } from "@/features/identity/admin-panel/components/email-preview";

const EMPTY_BY_STATUS: Record<EmailStatus, string> = { queued: msg("No queued emails."), sent: msg("No sent emails."), failed: msg("No failed emails.") };
const isStatus = (v: string): v is EmailStatus => (EMAIL_STATUSES as readonly string[]).includes(v);

export default function EmailMonitoringPage() {
  const { t } = useTranslation();
  const { get, offset, update } = useListParams();
  const raw = get("status");
  const status = isStatus(raw) ? raw : "";
  const outbox = useEmailOutbox({ status, offset });
  const tenants = useTenantOptions();
  const retry = useRetryEmail();
  const [confirming, setConfirming] = useState<OutboxEntry | null>(null);
  const onRetry = async () => {
    if (!confirming) return;
    try {
      const queued = await retry.mutateAsync(confirming.id);
      toast.success(t("The email to {{to}} is back in the queue.", { to: queued.to }));
      setConfirming(null);
    } catch (err) {
      toast.error(t("Could not send the email again."), { description: errorMessage(err) });
    }
  };
  const filters: { value: EmailStatus | ""; label: string }[] = [{ value: "", label: t("All") }, ...EMAIL_STATUSES.map((s) => ({ value: s, label: t(STATUS_BADGES[s].label) }))];

  return (
    <div className="grid gap-6">
      <PageHeader
        title={t("Email monitoring")}
        description={t("Every email the platform queues. A failed email was tried 5 times; its last error says why, and it can be sent again.")}
        actions={
          <Button variant="outline" onClick={() => void outbox.refetch()} disabled={outbox.isFetching}>
            <RefreshCw className={cn(outbox.isFetching && "animate-spin")} aria-hidden /> {t("Refresh")}
          </Button>
        }
      />

      <div role="group" aria-label={t("Filter by status")} className="flex flex-wrap gap-2">
        {filters.map((f) => (
          <Button key={f.value || "all"} size="sm" variant={status === f.value ? "default" : "outline"} aria-pressed={status === f.value} onClick={() => update({ status: f.value })}>
            {f.label}
          </Button>
        ))}
      </div>

      <PagedResults
        query={outbox}
        loadingLabel={t("Loading emails")}
        errorTitle={t("Could not load the outbox")}
        empty={status ? t(EMPTY_BY_STATUS[status]) : t("No emails yet.")}
        pagesLabel={t("Email pages")}
        limit={OUTBOX_PAGE_SIZE}
        offset={offset}
        onOffsetChange={(o) => update({ offset: o })}
      >
        {(results) => <OutboxTable emails={results} tenants={tenants.data} onRetry={setConfirming} />}
      </PagedResults>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(o) => (o ? null : setConfirming(null))}
        title={t("Send this email again?")}
        description={
          confirming
            ? t("\"{{subject}}\" goes back on the queue for {{to}} and is tried up to 5 more times. It is sent as it was written: a link in it may have expired since.", { subject: confirming.subject, to: confirming.to })
            : undefined
        }
        confirmLabel={t("Send again")}
        pendingLabel={t("Sending…")}
        pending={retry.isPending}
        tone="default"
        onConfirm={() => void onRetry()}
      />

      <EmailPreview />
    </div>
  );
}
