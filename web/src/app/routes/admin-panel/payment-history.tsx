import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "@/lib/toast";
import { RefreshCw } from "lucide-react";
import { PAYMENT_EVENT_STATUSES, PAYMENT_PROVIDERS, PROVIDER_LABELS, type PaymentEventOut } from "@contracts/commerce";
import { adminPanelPaths } from "@/config/admin-panel-paths";
import { errorMessage } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { useListParams } from "@/lib/use-list-params";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { FormField } from "@/components/ui/form-field";
import { PageHeader } from "@/components/ui/page-header";
import { Select } from "@/components/ui/select";
import { ListFilters, SearchField } from "@/components/lists/list-filters";
import { PagedResults } from "@/components/lists/paged-results";
import { PAYMENT_EVENTS_PAGE_SIZE, usePaymentEvents } from "@/features/giving/admin/api/get-payment-events";
import { useRetryPaymentEvent } from "@/features/giving/admin/api/retry-payment-event";
import { PaymentEventDrawer } from "@/features/giving/admin/components/payment-event-drawer";
import { PaymentEventsTable } from "@/features/giving/admin/components/payment-events-table";
import { EVENT_STATUS_BADGES, isOneOf } from "@/features/giving/admin/lib/labels";

const orderPath = (id: string) => `${adminPanelPaths.orders}?order=${encodeURIComponent(id)}`;

/** /admin-panel/payment-history: every provider event with its processing status, failures first. */
export default function PaymentHistoryPage() {
  const { t } = useTranslation();
  const { get, offset, update } = useListParams();
  const provider = get("provider");
  const status = get("status");
  const filters = {
    provider: isOneOf(PAYMENT_PROVIDERS, provider) ? provider : ("" as const),
    status: isOneOf(PAYMENT_EVENT_STATUSES, status) ? status : ("" as const),
    search: get("search"),
    offset,
  };
  const events = usePaymentEvents(filters);
  const retry = useRetryPaymentEvent();
  const [open, setOpen] = useState<PaymentEventOut | null>(null);
  const [confirming, setConfirming] = useState<PaymentEventOut | null>(null);

  const onRetry = async () => {
    if (!confirming) return;
    try {
      const queued = await retry.mutateAsync(confirming.id);
      toast.success(t("The {{type}} event was sent back to the payments queue.", { type: queued.type }));
      setConfirming(null);
      setOpen((current) => (current?.id === queued.id ? queued : current));
    } catch (err) {
      toast.error(t("Could not retry the event."), { description: errorMessage(err) });
    }
  };

  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader
        title={t("Payment history")}
        description={t("Every event the payment providers sent, with how it was processed. Dead-lettered and failed events come first and can be retried.")}
        actions={
          <Button variant="outline" onClick={() => void events.refetch()} disabled={events.isFetching}>
            <RefreshCw className={cn(events.isFetching && "animate-spin")} aria-hidden /> {t("Refresh")}
          </Button>
        }
      />
      <ListFilters label={t("Filter payment events")} className="sm:grid-cols-3">
        <SearchField label={t("Search events")} placeholder={t("Event id or type, order id or number")} value={filters.search} onCommit={(value) => update({ search: value })} />
        <FormField label={t("Provider")}>
          <Select value={filters.provider} onChange={(e) => update({ provider: e.target.value })}>
            <option value="">{t("Every provider")}</option>
            {PAYMENT_PROVIDERS.map((p) => (
              <option key={p} value={p}>
                {t(PROVIDER_LABELS[p])}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label={t("Status")}>
          <Select value={filters.status} onChange={(e) => update({ status: e.target.value })}>
            <option value="">{t("Any status")}</option>
            {PAYMENT_EVENT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(EVENT_STATUS_BADGES[s].label)}
              </option>
            ))}
          </Select>
        </FormField>
      </ListFilters>
      <PagedResults
        query={events}
        loadingLabel={t("Loading payment events")}
        errorTitle={t("Could not load the payment events")}
        empty={filters.provider || filters.status || filters.search ? t("No events match these filters.") : t("No payment events yet.")}
        pagesLabel={t("Payment event pages")}
        limit={PAYMENT_EVENTS_PAGE_SIZE}
        offset={offset}
        onOffsetChange={(o) => update({ offset: o })}
      >
        {(results) => <PaymentEventsTable events={results} onOpen={setOpen} onRetry={setConfirming} />}
      </PagedResults>
      <PaymentEventDrawer event={open} onClose={() => setOpen(null)} onRetry={setConfirming} orderPath={orderPath} />
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(o) => (o ? null : setConfirming(null))}
        title={t("Retry this event?")}
        description={confirming ? t("The {{type}} event {{event}} goes back on the payments queue and is processed again. Processing is idempotent: nothing is paid twice.", { type: confirming.type, event: confirming.provider_event_id }) : undefined}
        confirmLabel={t("Retry")}
        pendingLabel={t("Retrying…")}
        pending={retry.isPending}
        tone="default"
        onConfirm={() => void onRetry()}
      />
    </div>
  );
}
