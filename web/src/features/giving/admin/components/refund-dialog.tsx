import { useForm, useWatch, type Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "@/lib/toast";
import { z } from "zod";
import { parseMajorToMinor } from "@contracts/money";
import { formatMoney } from "@/lib/format";
import { refundSchema, type OrderOut } from "@contracts/commerce";
import { errorMessage } from "@/lib/api-client";
import { applyFieldErrors, oneOf } from "@/lib/form-data";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { useRefundOrder } from "../api/refund-order";
import { TEXTAREA_CLASS } from "@/components/ui/textarea";

interface RefundFormInput {
  mode: "full" | "partial";
  amount: string;
  reason: string;
}

export const remainingOf = (order: OrderOut) => order.total - order.refunded_amount;

/** The amount a filled-in form refunds, in minor units (null while a partial amount is not valid). */
function refundMinor(order: OrderOut, v: Partial<RefundFormInput>): number | null {
  if (v.mode !== "partial") return remainingOf(order);
  const minor = parseMajorToMinor(v.amount ?? "", order.currency);
  return minor !== null && minor >= 1 && minor <= remainingOf(order) ? minor : null;
}

/** Per mode: a partial refund checks its amount field, a full one ignores it. */
function refundFormSchema(order: OrderOut, mode: RefundFormInput["mode"]) {
  const remaining = remainingOf(order);
  const amount =
    mode === "full"
      ? z.string().transform(() => undefined)
      : z.string().transform((text, ctx) => {
          const minor = parseMajorToMinor(text, order.currency);
          if (minor !== null && minor >= 1 && minor <= remaining) return minor;
          ctx.addIssue({
            code: "custom",
            message: minor !== null && minor > remaining ? `At most ${formatMoney(remaining, order.currency)} can be refunded` : `Enter an amount such as 12.50 (${order.currency})`,
          });
          return z.NEVER;
        });
  return z.object({ mode: z.enum(["full", "partial"]), amount, reason: refundSchema.shape.reason }).transform(({ amount: a, reason }) => (a === undefined ? { reason } : { amount: a, reason }));
}

type RefundFormOutput = z.output<ReturnType<typeof refundFormSchema>>;

const resolverFor =
  (order: OrderOut): Resolver<RefundFormInput, unknown, RefundFormOutput> =>
  (values, ctx, options) =>
    zodResolver(refundFormSchema(order, values.mode))(values, ctx, options) as ReturnType<Resolver<RefundFormInput, unknown, RefundFormOutput>>;

/**
 * Refunds all that is left of a paid order, or part of it (typed in major units). The dialog
 * states the amount before anything is sent, and its button repeats it.
 */
export function RefundDialog({ order, open, onOpenChange }: { order: OrderOut; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { register, control, handleSubmit, setError, formState } = useForm<RefundFormInput, unknown, RefundFormOutput>({
    resolver: resolverFor(order),
    defaultValues: { mode: "full", amount: "", reason: "" },
  });
  const { errors, isSubmitting } = formState;
  const values = useWatch({ control });
  const minor = refundMinor(order, values);
  const amountText = minor === null ? null : formatMoney(minor, order.currency);
  const refund = useRefundOrder();

  const onSubmit = async (input: RefundFormOutput) => {
    try {
      await refund.mutateAsync({ id: order.id, input });
      toast.success(`Refund of ${formatMoney(input.amount ?? remainingOf(order), order.currency)} requested for order ${order.number}.`);
      onOpenChange(false);
    } catch (err) {
      applyFieldErrors(err, setError, oneOf(["amount", "reason"]));
      toast.error("Could not refund the order.", { description: errorMessage(err) });
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={`Refund order ${order.number}`} description={`Paid ${formatMoney(order.total, order.currency)}; ${formatMoney(remainingOf(order), order.currency)} can still be refunded.`}>
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4">
        <fieldset className="grid gap-2">
          <legend className="text-sm font-semibold">How much</legend>
          <label className="flex items-center gap-2 text-sm">
            <input type="radio" value="full" className="size-4 accent-[var(--color-primary)]" {...register("mode")} />
            Everything left ({formatMoney(remainingOf(order), order.currency)})
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input type="radio" value="partial" className="size-4 accent-[var(--color-primary)]" {...register("mode")} />
            Part of it
          </label>
        </fieldset>
        {values.mode === "partial" ? (
          <FormField label={`Amount to refund (${order.currency})`} error={errors.amount?.message} hint="For example 12.50.">
            <Input inputMode="decimal" autoComplete="off" {...register("amount")} />
          </FormField>
        ) : null}
        <FormField label="Reason" error={errors.reason?.message} hint="Kept in the order's history.">
          <textarea rows={3} className={TEXTAREA_CLASS} {...register("reason")} />
        </FormField>
        <p className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900" aria-live="polite">
          {amountText
            ? `You are about to refund ${amountText} to ${order.contact.name}. The payment provider returns the money; this cannot be undone.`
            : "Enter the amount to refund."}
        </p>
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" disabled={isSubmitting}>
            {isSubmitting ? "Refunding…" : amountText ? `Refund ${amountText}` : "Refund"}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
