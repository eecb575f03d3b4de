import { useForm, useWatch, type Resolver } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { type TFunction } from "i18next";
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
import { isolate } from "@/lib/bidi";

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
function refundFormSchema(order: OrderOut, mode: RefundFormInput["mode"], t: TFunction) {
  const remaining = remainingOf(order);
  const amount =
    mode === "full"
      ? z.string().transform(() => undefined)
      : z.string().transform((text, ctx) => {
          const minor = parseMajorToMinor(text, order.currency);
          if (minor !== null && minor >= 1 && minor <= remaining) return minor;
          ctx.addIssue({
            code: "custom",
            message:
              minor !== null && minor > remaining
                ? t("At most {{amount}} can be refunded", { amount: formatMoney(remaining, order.currency) })
                : t("Enter an amount such as 12.50 ({{currency}})", { currency: order.currency }),
          });
          return z.NEVER;
        });
  return z.object({ mode: z.enum(["full", "partial"]), amount, reason: refundSchema.shape.reason }).transform(({ amount: a, reason }) => (a === undefined ? { reason } : { amount: a, reason }));
}

type RefundFormOutput = z.output<ReturnType<typeof refundFormSchema>>;

const resolverFor =
  (order: OrderOut, t: TFunction): Resolver<RefundFormInput, unknown, RefundFormOutput> =>
  (values, ctx, options) =>
    zodResolver(refundFormSchema(order, values.mode, t))(values, ctx, options) as ReturnType<Resolver<RefundFormInput, unknown, RefundFormOutput>>;

/**
 * Refunds all that is left of a paid order, or part of it (typed in major units). The dialog
 * states the amount before anything is sent, and its button repeats it.
 */
export function RefundDialog({ order, open, onOpenChange }: { order: OrderOut; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const { register, control, handleSubmit, setError, formState } = useForm<RefundFormInput, unknown, RefundFormOutput>({
    resolver: resolverFor(order, t),
    defaultValues: { mode: "full", amount: "", reason: "" },
  });
  const { errors, isSubmitting } = formState;
  const fields = { mode: register("mode"), amount: register("amount"), reason: register("reason") };
  const values = useWatch({ control });
  const minor = refundMinor(order, values);
  const amountText = minor === null ? null : formatMoney(minor, order.currency);
  const refund = useRefundOrder();

  const onSubmit = async (input: RefundFormOutput) => {
    try {
      await refund.mutateAsync({ id: order.id, input });
      toast.success(t("Refund of {{amount}} requested for order {{number}}.", { amount: formatMoney(input.amount ?? remainingOf(order), order.currency), number: order.number }));
      onOpenChange(false);
    } catch (err) {
      applyFieldErrors(err, setError, oneOf(["amount", "reason"]));
      toast.error(t("Could not refund the order."), { description: errorMessage(err) });
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t("Refund order {{number}}", { number: order.number })}
      description={t("Paid {{total}}; {{remaining}} can still be refunded.", { total: formatMoney(order.total, order.currency), remaining: formatMoney(remainingOf(order), order.currency) })}
    >
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4">
        <fieldset className="grid gap-2">
          <legend className="text-sm font-semibold">{t("How much")}</legend>
          <label className="flex items-center gap-2 text-sm">
            <input type="radio" value="full" className="size-4 accent-[var(--color-primary)]" {...fields.mode} />
            {t("Everything left ({{amount}})", { amount: formatMoney(remainingOf(order), order.currency) })}
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input type="radio" value="partial" className="size-4 accent-[var(--color-primary)]" {...fields.mode} />
            {t("Part of it")}
          </label>
        </fieldset>
        {values.mode === "partial" ? (
          <FormField label={t("Amount to refund ({{currency}})", { currency: order.currency })} error={errors.amount?.message} hint={t("For example 12.50.")}>
            <Input inputMode="decimal" autoComplete="off" {...fields.amount} />
          </FormField>
        ) : null}
        {/* The allocation rule of commerce/payments/fulfilment.ts, said where the amount is chosen. */}
        {values.mode === "partial" && order.lines.some((l) => l.kind === "donation") ? (
          <p className="text-sm text-ink-muted">{t("A part refund is taken from the order's gifts first, in the order they are listed: that part stops counting towards their causes.")}</p>
        ) : null}
        <FormField label={t("Reason")} error={errors.reason?.message} hint={t("Kept in the order's history.")}>
          <textarea dir="auto" rows={3} className={TEXTAREA_CLASS} {...fields.reason} />
        </FormField>
        <p className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900" aria-live="polite">
          {amountText
            ? t("You are about to refund {{amount}} to {{name}}. The payment provider returns the money; this cannot be undone.", { amount: amountText, name: isolate(order.contact.name) })
            : t("Enter the amount to refund.")}
        </p>
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            {t("Cancel")}
          </Button>
          <Button type="submit" variant="danger" disabled={isSubmitting}>
            {isSubmitting ? t("Refunding…") : amountText ? t("Refund {{amount}}", { amount: amountText }) : t("Refund")}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
