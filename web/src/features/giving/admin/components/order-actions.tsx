import { useState } from "react";
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
import { FULFILMENT_BADGES } from "../lib/labels";
import { RefundDialog, remainingOf } from "./refund-dialog";

type NextStatus = FulfilmentUpdate["fulfilment_status"];

/** The fulfilment steps a paid order may take next (the server enforces the same order). */
export const NEXT_FULFILMENT: Partial<Record<OrderOut["fulfilment_status"], NextStatus[]>> = {
  paid: ["packed", "cancelled"],
  packed: ["shipped", "cancelled"],
  shipped: ["delivered"],
};

const STEP_LABELS: Record<NextStatus, string> = { packed: "Mark packed", shipped: "Mark shipped", delivered: "Mark delivered", cancelled: "Cancel fulfilment" };
const TRACKING_REQUIRED = "Enter the tracking number";

/** Fulfilment of a paid physical order: packed → shipped (with a tracking number) → delivered, or cancelled. */
function FulfilmentActions({ order }: { order: OrderOut }) {
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
      toast.success(`Order ${saved.number} is now ${FULFILMENT_BADGES[saved.fulfilment_status].label.toLowerCase()}.`);
      setCancelling(false);
    } catch (err) {
      const fieldMessage = err instanceof ApiError ? err.fields.tracking_number?.[0] : undefined;
      if (fieldMessage) setTrackingError(fieldMessage);
      toast.error("Could not change the fulfilment.", { description: errorMessage(err) });
    }
  };

  if (next.length === 0) return <p className="text-sm text-ink-muted">No fulfilment step is open for this order.</p>;
  return (
    <div className="grid gap-3">
      {next.includes("shipped") ? (
        <FormField label="Tracking number" error={trackingError} hint="Required to mark the order shipped.">
          <Input autoComplete="off" value={tracking} onChange={(e) => setTracking(e.target.value)} />
        </FormField>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {next
          .filter((s) => s !== "cancelled")
          .map((s) => (
            <Button key={s} onClick={() => void move(s)} disabled={update.isPending}>
              {STEP_LABELS[s]}
            </Button>
          ))}
        {next.includes("cancelled") ? (
          <Button variant="outline" onClick={() => setCancelling(true)} disabled={update.isPending}>
            {STEP_LABELS.cancelled}
          </Button>
        ) : null}
      </div>
      <ConfirmDialog
        open={cancelling}
        onOpenChange={setCancelling}
        title="Cancel fulfilment?"
        description={`Order ${order.number} will not be shipped. Refund the payment separately if the buyer should get the money back.`}
        confirmLabel="Cancel fulfilment"
        pendingLabel="Cancelling…"
        pending={update.isPending}
        onConfirm={() => void move("cancelled")}
      />
    </div>
  );
}

/** An on-hold order: its reason, then release it into fulfilment or refund it in full. */
function HoldActions({ order }: { order: OrderOut }) {
  const resolve = useResolveHold();
  const [action, setAction] = useState<"release" | "refund" | null>(null);
  const onConfirm = async () => {
    if (!action) return;
    try {
      const saved = await resolve.mutateAsync({ id: order.id, input: { action } });
      toast.success(action === "release" ? `Order ${saved.number} was released.` : `A full refund of order ${saved.number} was requested.`);
      setAction(null);
    } catch (err) {
      toast.error("Could not resolve the hold.", { description: errorMessage(err) });
    }
  };
  return (
    <div className="grid gap-3">
      <Alert tone="error">
        <p className="font-semibold">This order is on hold</p>
        <p>{order.hold_reason ?? "No reason was recorded."}</p>
      </Alert>
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => setAction("release")}>Release order</Button>
        <Button variant="danger" onClick={() => setAction("refund")}>
          Refund {formatMoney(remainingOf(order), order.currency)}
        </Button>
      </div>
      <ConfirmDialog
        open={action !== null}
        onOpenChange={(o) => (o ? null : setAction(null))}
        title={action === "release" ? "Release this order?" : "Refund this order?"}
        description={
          action === "release"
            ? `The payment is accepted as it is: gifts are recorded and items fulfilled for order ${order.number}.`
            : `${formatMoney(remainingOf(order), order.currency)} goes back to ${order.contact.name}. This cannot be undone.`
        }
        confirmLabel={action === "release" ? "Release order" : `Refund ${formatMoney(remainingOf(order), order.currency)}`}
        pendingLabel="Working…"
        pending={resolve.isPending}
        tone={action === "release" ? "default" : "danger"}
        onConfirm={() => void onConfirm()}
      />
    </div>
  );
}

/** Everything a manager may do to an order in its current state. */
export function OrderActions({ order }: { order: OrderOut }) {
  const [refunding, setRefunding] = useState(false);
  const refundable = order.status === "paid" && remainingOf(order) > 0;
  return (
    <div className="grid gap-5">
      {order.status === "on_hold" ? <HoldActions order={order} /> : null}
      {order.requires_shipping && order.status === "paid" ? (
        <section aria-labelledby="order-fulfilment" className="grid gap-2">
          <h3 id="order-fulfilment" className="text-sm font-semibold">
            Fulfilment
          </h3>
          <FulfilmentActions key={order.fulfilment_status} order={order} />
        </section>
      ) : null}
      {refundable ? (
        <section aria-labelledby="order-refund" className="grid gap-2">
          <h3 id="order-refund" className="text-sm font-semibold">
            Refund
          </h3>
          <p className="text-sm text-ink-muted">
            {formatMoney(remainingOf(order), order.currency)} of {formatMoney(order.total, order.currency)} can be refunded.
          </p>
          <div>
            <Button variant="outline" onClick={() => setRefunding(true)}>
              Refund…
            </Button>
          </div>
          {refunding ? <RefundDialog order={order} open={refunding} onOpenChange={setRefunding} /> : null}
        </section>
      ) : null}
    </div>
  );
}
