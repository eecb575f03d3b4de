import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "@/lib/toast";
import { ApiError, errorMessage } from "@/lib/api-client";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { TEXTAREA_CLASS } from "@/components/ui/textarea";
import { SdgField } from "@/components/forms/sdg-field";

export interface ContentDetails {
  title: string;
  slug: string;
  summary: string;
  sdgs: number[];
}

export type FieldErrors = Record<string, string[] | undefined>;

/**
 * Title, web address, summary and goals of a hub, film or challenge, plus the kind's own fields
 * (`extra`, given the server's field errors). Creating hides the address (made from the title).
 */
export function ContentDetailsForm({
  initial,
  creating,
  summaryLabel,
  summaryMax = 500,
  withSdgs = true,
  submitLabel,
  extra,
  onSubmit,
}: {
  initial: ContentDetails;
  creating: boolean;
  summaryLabel?: string;
  summaryMax?: number;
  withSdgs?: boolean;
  submitLabel: string;
  extra?: (errors: FieldErrors) => ReactNode;
  /** Sends the details (changed ones when editing); throws the API's error. */
  onSubmit: (values: ContentDetails) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [v, setV] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);
  const set = <K extends keyof ContentDetails>(k: K, value: ContentDetails[K]) => setV((s) => ({ ...s, [k]: value }));

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setPending(true);
    setErrors({});
    try {
      await onSubmit(v);
    } catch (err) {
      if (err instanceof ApiError) setErrors(err.fields ?? {});
      toast.error(errorMessage(err, t("Could not save.")));
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} className="grid gap-4 rounded-xl border border-line-muted bg-surface p-4 md:grid-cols-2" noValidate>
      <h2 className="text-lg font-bold text-ink md:col-span-2">{t("Details")}</h2>
      <FormField label={t("Title")} error={errors.title?.[0]}>
        <Input value={v.title} maxLength={255} required onChange={(e) => set("title", e.target.value)} />
      </FormField>
      {creating ? null : (
        <FormField label={t("Web address")} hint={t("Lowercase letters, digits and hyphens.")} error={errors.slug?.[0]}>
          <Input value={v.slug} maxLength={80} onChange={(e) => set("slug", e.target.value)} />
        </FormField>
      )}
      <div className="md:col-span-2">
        <FormField label={summaryLabel ?? t("Summary")} error={errors.summary?.[0] ?? errors.brief?.[0]}>
          <textarea className={TEXTAREA_CLASS} rows={3} maxLength={summaryMax} value={v.summary} onChange={(e) => set("summary", e.target.value)} />
        </FormField>
      </div>
      {extra?.(errors)}
      {withSdgs ? <SdgField value={v.sdgs} onChange={(sdgs) => set("sdgs", sdgs)} error={errors.sdgs?.[0]} idPrefix="content-sdg" /> : null}
      <div className="flex justify-end md:col-span-2">
        <Button type="submit" disabled={pending}>
          {pending ? t("Saving…") : submitLabel}
        </Button>
      </div>
    </form>
  );
}

/** The fields that changed (for a PATCH). */
export function changedDetails(before: ContentDetails, after: ContentDetails): Partial<ContentDetails> {
  const out: Partial<ContentDetails> = {};
  if (after.title !== before.title) out.title = after.title;
  if (after.slug !== before.slug) out.slug = after.slug;
  if (after.summary !== before.summary) out.summary = after.summary;
  if (after.sdgs.join() !== before.sdgs.join()) out.sdgs = after.sdgs;
  return out;
}
