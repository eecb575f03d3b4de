import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { LOCALES } from "@contracts/locales";
import { FormField } from "@/components/ui/form-field";
import { ErrorState, LoadingState } from "@/components/ui/query-states";
import { Select } from "@/components/ui/select";
import { useEmailPreview, useEmailTemplates } from "../api/get-email-preview";
import { useTenantOptions } from "../api/get-tenants";
import { TenantOptions } from "./tenant-options";
import { LocaleOptions } from "@/components/locale-options";

const PLATFORM = "platform";
/** A template's code name made readable ("password_reset" → "Password reset"); the names are code, in English. */
const label = (name: string) => name.replace(/_/g, " ").replace(/^./, (c) => c.toUpperCase());

/**
 * Email monitoring's preview: any template, filled with sample content, in any school's brand and
 * any of the emails' languages (by default the school's) — the HTML as a mail client shows it (a sandboxed frame: no scripts, no same-origin access) and
 * the plain-text alternative beside it.
 */
export function EmailPreview() {
  const { t } = useTranslation();
  const id = useId();
  const templates = useEmailTemplates();
  const schools = useTenantOptions();
  const [template, setTemplate] = useState<string | null>(null);
  const [tenant, setTenant] = useState(PLATFORM);
  const [locale, setLocale] = useState("");
  const chosen = template ?? templates.data?.[0] ?? null;
  const preview = useEmailPreview(chosen, tenant, locale || null);

  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-4 rounded-xl border border-line-muted bg-surface p-4">
      <h2 id={`${id}-title`} className="text-lg font-bold text-ink">
        {t("Preview a template")}
      </h2>
      <div className="grid gap-3 sm:grid-cols-3">
        <FormField label={t("Template")}>
          <Select value={chosen ?? ""} onChange={(e) => setTemplate(e.target.value)}>
            {(templates.data ?? []).map((name) => (
              <option key={name} value={name}>
                {label(name)}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label={t("In the brand of")}>
          <Select value={tenant} onChange={(e) => setTenant(e.target.value)}>
            <option value={PLATFORM}>{t("The platform")}</option>
            <TenantOptions tenants={schools.data} />
          </Select>
        </FormField>
        <FormField label={t("Language")}>
          <Select value={locale} onChange={(e) => setLocale(e.target.value)}>
            <option value="">{t("The school's language")}</option>
            <LocaleOptions />
          </Select>
        </FormField>
      </div>
      {preview.isPending && chosen ? (
        <LoadingState label={t("Rendering the email")} />
      ) : preview.isError ? (
        <ErrorState error={preview.error} title={t("Could not render this template")} />
      ) : preview.data ? (
        <div className="grid gap-3">
          <dl className="grid gap-1 text-sm">
            <div className="flex flex-wrap gap-2">
              <dt className="font-semibold text-ink">{t("Subject")}</dt>
              <dd className="text-ink" lang={preview.data.locale}>
                {preview.data.subject}
              </dd>
            </div>
            <div className="flex flex-wrap gap-2">
              <dt className="font-semibold text-ink">{t("Reply-To")}</dt>
              <dd className="text-ink-muted">{preview.data.reply_to ?? t("none (the platform's sender)")}</dd>
            </div>
          </dl>
          <div className="grid gap-3 lg:grid-cols-2">
            <iframe title={t("HTML of {{template}}", { template: label(preview.data.template) })} sandbox="" srcDoc={preview.data.html} className="h-[28rem] w-full rounded-md border border-line-muted bg-white" />
            <pre lang={preview.data.locale} dir={LOCALES.find((l) => l.code === preview.data.locale)?.dir ?? "ltr"} aria-label={t("Plain text of {{template}}", { template: label(preview.data.template) })} className="h-[28rem] overflow-auto rounded-md border border-line-muted bg-surface-alt p-3 text-xs whitespace-pre-wrap text-ink">
              {preview.data.text}
            </pre>
          </div>
        </div>
      ) : null}
    </section>
  );
}
