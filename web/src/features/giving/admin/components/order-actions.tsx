import { useState } from "react";
import { useTranslation } from "react-i18next";
import { msg } from "@/lib/i18n";
import { toast } from "@/lib/toast";
import { formatMoney } from "@/lib/format";
import { type OrderOut } from "@contracts/commerce";
import { ApiError, errorMessage } from "@/lib/api-client";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { useResolveHold } from "../api/resolve-hold";
import { useUpdateFulfilment, type FulfilmentUpdate } from "../api/update-fulfilment";
import { RefundDialog, remainingOf } from "./refund-dialog";
import { isolate } from "@/lib/bidi";

type NextStatus = FulfilmentUpdate["fulfilment_status"];

/** The fulfilment steps a paid order may take next (the server enforces the same order). */
export const NEXT_FULFILMENT: Partial<Record<OrderOut["fulfilment_status"], NextStatus[]>> = {
  paid: ["packed", "cancelled"],
  packed: ["shipped", "cancelled"],
  shipped: ["delivered"],
};

const STEP_LABELS: Record<NextStatus, string> = { packed: msg("Mark packed"), shipped: msg("Mark shipped"), delivered: msg("Mark delivered"), cancelled: msg("Cancel fulfilment") };
/** What the toast says once the order has moved, whole sentences per step. */
const MOVED: Record<NextStatus, string> = {
  packed: msg("Order {{number}} is now packed."),
  shipped: msg("Order {{number}} is now shipped."),
  delivered: msg("Order {{number}} is now delivered."),
  cancelled: msg("Order {{number}} is now cancelled."),
};
const TRACKING_REQUIRED = msg("Enter the tracking number");

/** Fulfilment of a paid physical order: packed → shipped (with a tracking number) → delivered, or cancelled. */
function FulfilmentActions({ order }: { order: OrderOut }) {
  const { t } = useTranslation();
  const update = useUpdateFulfilment();
  const [tracking, setTracking] = useState(order.tracking_number ?? "");
  const [trackingError, setTrackingError] = useState<string | undefined>();
  const [cancelling, setCancelling] = useState(false);
  const next = order.status === "paid" ? (NEXT_FULFILMENT[order.fulfilment_status] ?? []) : [];

  const move = async (status: NextStatus) => {
    if (status === "shipped" && !tracking.trim()) {
      setTrackingError(TRACKING_REQUIRED);
      return;
    }
    setTrackingError(undefined);
    try {
      const saved = await update.mutateAsync({ id: order.id, input: { fulfilment_status: status, ...(status === "shipped" ? { tracking_number: tracking.trim() } : {}) } });
      toast.success(t(MOVED[status], { number: saved.number }));
      setCancelling(false);
    } catch (err) {
      const fieldMessage = err instanceof ApiError ? err.fields.tracking_number?.[0] : undefined;
      if (fieldMessage) setTrackingError(fieldMessage);
      toast.error(t("Could not change the fulfilment."), { description: errorMessage(err) });
    }
  };

  const cancelFulfilment = () => void move("cancelled");

  if (next.length === 0) return <p className="text-sm text-ink-muted">{t("No fulfilment step is open for this order.")}</p>;
  return (
    <div className="grid gap-3">
      {next.includes("shipped") ? (
        <FormField label={t("Tracking number")} error={trackingError} hint={t("Required to mark the order shipped.")}>
          <Input autoComplete="off" value={tracking} onChange={(e) => setTracking(e.target.value)} />
        </FormField>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {next
          .filter((s) => s !== "cancelled")
          .map((s) => (
            <Button key={s} onClick={() => void move(s)} disabled={update.isPending}>
              {t(STEP_LABELS[s])}
            </Button>
          ))}
        {next.includes("cancelled") ? (
          <Button variant="outline" onClick={() => setCancelling(true)} disabled={update.isPending}>
            {t(STEP_LABELS.cancelled)}
          </Button>
        ) : null}
      </div>
      <ConfirmDialog
        open={cancelling}
        onOpenChange={setCancelling}
        title={t("Cancel fulfilment?")}
        description={t("Order {{number}} will not be shipped. Refund the payment separately if the buyer should get the money back.", { number: order.number })}
        confirmLabel={t("Cancel fulfilment")}
        pendingLabel={t("Cancelling…")}
        pending={update.isPending}
        onConfirm={cancelFulfilment}
      />
    </div>
  );
}

/** An on-hold order: its reason, then release it into fulfilment or refund it in full. */
function HoldActions({ order }: { order: OrderOut }) {
  const { t } = useTranslation();
  const resolve = useResolveHold();
  const [action, setAction] = useState<"release" | "refund" | null>(null);
  const release = () => setAction("release");
  const refundAll = () => setAction("refund");
  const onConfirm = async () => {
    if (!action) return;
    try {
      const saved = await resolve.mutateAsync({ id: order.id, input: { action } });
      toast.success(action === "release" ? t("Order {{number}} was released.", { number: saved.number }) : t("A full refund of order {{number}} was requested.", { number: saved.number }));
      setAction(null);
    } catch (err) {
      toast.error(t("Could not resolve the hold."), { description: errorMessage(err) });
    }
  };
  return (
    <div className="grid gap-3">
      <Alert tone="error">
        <p className="font-semibold">{t("This order is on hold")}</p>
        <p>{order.hold_reason ?? t("No reason was recorded.")}</p>
      </Alert>
      <div className="flex flex-wrap gap-2">
        <Button onClick={release}>{t("Release order")}</Button>
        <Button variant="danger" onClick={refundAll}>
          {t("Refund {{amount}}", { amount: formatMoney(remainingOf(order), order.currency) })}
        </Button>
      </div>
      <ConfirmDialog
        open={action !== null}
        onOpenChange={(o) => (o ? null : setAction(null))}
        title={action === "release" ? t("Release this order?") : t("Refund this order?")}
        description={
          action === "release"
            ? t("The payment is accepted as it is: gifts are recorded and items fulfilled for order {{number}}.", { number: order.number })
            : t("{{amount}} goes back to {{name}}. This cannot be undone.", { amount: formatMoney(remainingOf(order), order.currency), name: isolate(order.contact.name) })
        }
        confirmLabel={action === "release" ? t("Release order") : t("Refund {{amount}}", { amount: formatMoney(remainingOf(order), order.currency) })}
        pendingLabel={t("Working…")}
        pending={resolve.isPending}
        tone={action === "release" ? "default" : "danger"}
        onConfirm={() => void onConfirm()}
      />
    </div>
  );
}

/** Everything a manager may do to an order in its current state. */
export function OrderActions({ order }: { order: OrderOut }) {
  const { t } = useTranslation();
  const [refunding, setRefunding] = useState(false);
  const refundable = order.status === "paid" && remainingOf(order) > 0;
  return (
    <div className="grid gap-5">
      {order.status === "on_hold" ? <HoldActions order={order} /> : null}
      {order.requires_shipping && order.status === "paid" ? (
        <section aria-labelledby="order-fulfilment" className="grid gap-2">
          <h3 id="order-fulfilment" className="text-sm font-semibold">
            {t("Fulfilment")}
          </h3>
          <FulfilmentActions key={order.fulfilment_status} order={order} />
        </section>
      ) : null}
      {refundable ? (
        <section aria-labelledby="order-refund" className="grid gap-2">
          <h3 id="order-refund" className="text-sm font-semibold">
            {t("Refund")}
          </h3>
          <p className="text-sm text-ink-muted">
            {t("{{remaining}} of {{total}} can be refunded.", { remaining: formatMoney(remainingOf(order), order.currency), total: formatMoney(order.total, order.currency) })}
          </p>
          <div>
            <Button variant="outline" onClick={() => setRefunding(true)}>
              {t("Refund…")}
            </Button>
          </div>
          {refunding ? <RefundDialog order={order} open={refunding} onOpenChange={setRefunding} /> : null}
        </section>
      ) : null}
    </div>
  );
}
