import type { ReactNode } from "react";
import { CheckCircle2 } from "lucide-react";
import { Trans, useTranslation } from "react-i18next";
import type { FormReceiptOut } from "@contracts/operations";

/** What a sent form shows instead of itself: the reference to quote and what happens next. */
export function FormReceipt({ receipt, children }: { receipt: FormReceiptOut; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div role="status" className="grid gap-3 rounded-xl border border-green-200 bg-green-50 p-5 text-green-950">
      <p className="flex items-center gap-2 text-lg font-semibold">
        <CheckCircle2 className="size-5" aria-hidden /> {t("Sent")}
      </p>
      <p>{receipt.message}</p>
      <p>
        <Trans i18nKey="Your reference: <0>{{reference}}</0>" values={{ reference: receipt.reference }} components={[<strong key="reference" className="font-mono" />]} />
      </p>
      {children}
    </div>
  );
}

/**
 * A field people never see: a robot that fills it in is thanked and ignored (the server's honeypot).
 * It is clipped to one invisible pixel inside its form rather than pushed far to the left: in a
 * right-to-left page a box 10,000 px to the left is scrollable, and Arabic readers got a page that
 * far wide.
 */
export const HONEYPOT_CLASS = "pointer-events-none absolute start-0 top-0 size-px overflow-hidden opacity-0";

export function Honeypot({ register }: { register: () => object }) {
  const { t } = useTranslation();
  return (
    <div aria-hidden className={HONEYPOT_CLASS}>
      <label>
        {t("Leave this empty")} <input tabIndex={-1} autoComplete="off" {...register()} />
      </label>
    </div>
  );
}
