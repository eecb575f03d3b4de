import { useId, useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import { useAtomValue } from "jotai";
import { useTranslation } from "react-i18next";
import { msg } from "@/lib/i18n";
import { toast } from "@/lib/toast";
import { HeartHandshake } from "lucide-react";
import { ATTRIBUTION_KINDS, donationCreateSchema, type AttributionKind, type DonationCreateInput, type DonationTarget } from "@contracts/giving";
import { CURRENCY_EXPONENTS, parseMajorToMinor, type Currency } from "@contracts/money";
import { formatMoney, formatNumber } from "@/lib/format";
import { paths } from "@/config/paths";
import { ApiError, errorMessage } from "@/lib/api-client";
import { userAtom } from "@/lib/session";
import { addItem } from "@/features/commerce/actions";
import { cn } from "@/lib/cn";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { FieldMessage } from "@/components/ui/field-message";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { createDonation } from "../api/create-donation";
import { isolate } from "@/lib/bidi";

export const MESSAGE_MAX = 500;

const ATTRIBUTION_LABELS: Record<AttributionKind, string> = {
  none: msg("No one in particular"),
  student: msg("A student"),
  class: msg("A class"),
  school: msg("The school"),
};

type Errors = Partial<Record<"amount" | "message" | "attribution" | "form", string>>;

/** Field messages from a zod result or the server's envelope, keyed by the form's fields. */
function toErrors(fields: Record<string, string[] | undefined>): Errors {
  const out: Errors = {};
  for (const [key, messages] of Object.entries(fields)) {
    const message = messages?.[0];
    if (!message) continue;
    if (key === "amount" || key === "currency") out.amount ??= message;
    else if (key === "message") out.message ??= message;
    else if (key.startsWith("attribution")) out.attribution ??= message;
    else out.form ??= message;
  }
  return out;
}

/**
 * Gives to a charity, project or library: a suggested or custom amount (parsed exactly into minor
 * units), a message, anonymity and whose fundraising it counts for. The pledge is created on the
 * server and its cart item added to the cart.
 */
export function DonatePanel({ targetType, targetId, targetName, currency, suggestedAmounts }: { targetType: DonationTarget; targetId: string; targetName: string; currency: Currency; suggestedAmounts: number[] }) {
  const { t } = useTranslation();
  const user = useAtomValue(userAtom);
  const navigate = useNavigate();
  const isStudent = user?.role === "student";
  const [selected, setSelected] = useState<number | null>(suggestedAmounts[1] ?? suggestedAmounts[0] ?? null);
  const [custom, setCustom] = useState("");
  const [message, setMessage] = useState("");
  const [anonymous, setAnonymous] = useState(false);
  const [kind, setKind] = useState<AttributionKind>(isStudent ? "student" : "none");
  const [ref, setRef] = useState(isStudent ? (user?.username ?? "") : "");
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState<"add" | "give" | null>(null);
  const [added, setAdded] = useState<string | null>(null);
  const ids = { amount: useId(), custom: useId(), message: useId(), counter: useId() };

  const amount = custom.trim() ? parseMajorToMinor(custom, currency) : selected;
  const needsRef = kind === "student" || kind === "class";

  async function submit(mode: "add" | "give") {
    setAdded(null);
    const input = {
      target_type: targetType,
      target_id: targetId,
      // NaN fails the contract's number check with its own amount message.
      amount: amount ?? Number.NaN,
      currency,
      message: message.trim() || undefined,
      anonymous,
      attribution: kind === "none" ? undefined : { kind, ref: needsRef ? ref.trim() : undefined },
    };
    // "12.345" in a currency with two decimals: say what is wrong with it, not that it is out of range.
    const decimals = /^\s*\d+[.,](\d+)\s*$/.exec(custom)?.[1]?.length ?? 0;
    const allowed = CURRENCY_EXPONENTS[currency];
    if (custom.trim() && decimals > allowed) {
      setErrors({ amount: allowed === 0 ? t("Amounts in {{currency}} are whole numbers, with no decimals.", { currency }) : t("Use at most {{digits}} digits after the decimal point.", { digits: allowed }) });
      return;
    }
    const parsed = donationCreateSchema.safeParse(input);
    if (!parsed.success) {
      const fields: Record<string, string[]> = {};
      for (const issue of parsed.error.issues) (fields[issue.path.join(".")] ??= []).push(issue.message);
      setErrors(toErrors(fields));
      return;
    }
    setErrors({});
    setBusy(mode);
    try {
      const donation = await createDonation(parsed.data as DonationCreateInput);
      await addItem(donation.cart_item);
      const text = t("Your gift of {{amount}} to {{target}} is in your cart.", { amount: formatMoney(donation.amount, donation.currency), target: isolate(targetName) });
      if (mode === "give") {
        navigate(paths.giving.checkout);
        return;
      }
      setAdded(text);
      toast.success(t("Added to your cart"), { description: text, action: { label: t("Checkout"), onClick: () => navigate(paths.giving.checkout) } });
    } catch (err) {
      if (err instanceof ApiError && Object.keys(err.fields).length > 0) setErrors({ ...toErrors(err.fields), form: err.message });
      else setErrors({ form: errorMessage(err, t("We could not add your gift. Please try again.")) });
    } finally {
      setBusy(null);
    }
  }

  const giveNow = () => void submit("give");
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void submit("add");
  };

  return (
    <section aria-labelledby="donate-heading" className="grid gap-4 rounded-xl border border-line-muted bg-surface p-5 shadow-sm">
      <h2 id="donate-heading" className="flex items-center gap-2 text-lg font-bold text-ink">
        <HeartHandshake className="size-5" aria-hidden /> {t("Donate")}
      </h2>
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <fieldset className="grid gap-2" aria-describedby={errors.amount ? ids.amount : undefined}>
          <legend className="mb-1 text-sm font-medium text-ink">{t("Amount ({{currency}})", { currency })}</legend>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-2">
            {suggestedAmounts.map((a) => {
              const active = !custom.trim() && selected === a;
              return (
                <button
                  key={a}
                  type="button"
                  aria-pressed={active}
                  onClick={() => {
                    setSelected(a);
                    setCustom("");
                  }}
                  className={cn(
                    "min-h-10 rounded-md border px-3 py-2 text-sm font-semibold",
                    active ? "border-primary bg-primary text-white" : "border-line-muted bg-surface text-ink hover:bg-surface-alt",
                  )}
                >
                  {formatMoney(a, currency)}
                </button>
              );
            })}
          </div>
          <label htmlFor={ids.custom} className="text-sm font-medium text-ink">
            {t("Other amount")}
          </label>
          <Input
            id={ids.custom}
            inputMode="decimal"
            autoComplete="off"
            placeholder={t("e.g. 15.00")}
            value={custom}
            aria-invalid={errors.amount ? true : undefined}
            aria-describedby={errors.amount ? ids.amount : undefined}
            onChange={(e) => setCustom(e.target.value)}
          />
          <FieldMessage id={ids.amount} error={errors.amount} />
        </fieldset>

        <div className="grid gap-1.5">
          <label htmlFor={ids.message} className="text-sm font-medium text-ink">
            {t("Message (optional)")}
          </label>
          <textarea dir="auto"
            id={ids.message}
            rows={3}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={`${ids.counter}${errors.message ? ` ${ids.message}-error` : ""}`}
            className="w-full rounded-md border border-line-muted bg-surface px-3 py-2 text-sm text-ink focus-visible:border-primary aria-[invalid=true]:border-danger"
          />
          <p id={ids.counter} className={cn("text-xs", message.length > MESSAGE_MAX ? "text-danger" : "text-ink-muted")}>
            {t("{{used}} / {{max}} characters", { used: formatNumber(message.length), max: formatNumber(MESSAGE_MAX) })}
          </p>
          <FieldMessage id={`${ids.message}-error`} error={errors.message} />
        </div>

        <CheckboxField label={t("Give anonymously (your name is not shown)")} checked={anonymous} onChange={(e) => setAnonymous(e.target.checked)} />

        <FormField label={t("Counts towards the fundraising of")}>
          <Select
            value={kind}
            onChange={(e) => {
              const next = e.target.value as AttributionKind;
              setKind(next);
              setRef(next === "student" && isStudent ? (user?.username ?? "") : "");
            }}
          >
            {ATTRIBUTION_KINDS.map((k) => (
              <option key={k} value={k}>
                {k === "student" && isStudent ? t("Me (a student)") : t(ATTRIBUTION_LABELS[k])}
              </option>
            ))}
          </Select>
        </FormField>
        {needsRef ? (
          <FormField
            label={kind === "student" ? t("Student's username") : t("Class: its name or class code")}
            hint={kind === "class" ? t("The class code is printed on the pupils' login cards.") : undefined}
            error={errors.attribution}
          >
            <Input value={ref} onChange={(e) => setRef(e.target.value)} autoComplete="off" />
          </FormField>
        ) : errors.attribution ? (
          <Alert tone="error">{t(errors.attribution)}</Alert>
        ) : null}

        {errors.form ? <Alert tone="error">{t(errors.form)}</Alert> : null}
        <div aria-live="polite">
          {added ? (
            <Alert tone="success">
              <p>{added}</p>
              <p className="mt-1 flex flex-wrap gap-3">
                <Link to={paths.giving.cart} className="font-semibold underline">
                  {t("View cart")}
                </Link>
                <Link to={paths.giving.checkout} className="font-semibold underline">
                  {t("Go to checkout")}
                </Link>
              </p>
            </Alert>
          ) : null}
        </div>
        <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
          <Button type="submit" variant="outline" disabled={busy !== null}>
            {busy === "add" ? t("Adding…") : t("Add to cart")}
          </Button>
          <Button type="button" disabled={busy !== null} onClick={giveNow}>
            {busy === "give" ? t("Adding…") : t("Give now")}
          </Button>
        </div>
      </form>
    </section>
  );
}
