import type { ReactNode } from "react";
import { CheckCircle2 } from "lucide-react";
import type { FormReceiptOut } from "@contracts/operations";

/** What a sent form shows instead of itself: the reference to quote and what happens next. */
export function FormReceipt({ receipt, children }: { receipt: FormReceiptOut; children?: ReactNode }) {
  return (
    <div role="status" className="grid gap-3 rounded-xl border border-green-200 bg-green-50 p-5 text-green-950">
      <p className="flex items-center gap-2 text-lg font-semibold">
        <CheckCircle2 className="size-5" aria-hidden /> Sent
      </p>
      <p>{receipt.message}</p>
      <p>
        Your reference: <strong className="font-mono">{receipt.reference}</strong>
      </p>
      {children}
    </div>
  );
}

/** A field people never see: a robot that fills it in is thanked and ignored (the server's honeypot). */
export function Honeypot({ register }: { register: () => object }) {
  return (
    <div aria-hidden className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        Leave this empty <input tabIndex={-1} autoComplete="off" {...register()} />
      </label>
    </div>
  );
}
