import { useMemo, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { COUNTRIES } from "@contracts/countries";
import { FINAL_WORK_FILE, type CertificateOut } from "@contracts/certificates";
import { ApiError, errorMessage } from "@/lib/api-client";
import { currentLocale } from "@/lib/i18n";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { useClaimCertificate } from "../api/claim-certificate";
import { FileInput } from "@/components/ui/file-input";

/** The countries named in the reader's language (CLDR, through Intl), in that language's order; English keeps the list's own names. */
function useCountryOptions(language: string) {
  return useMemo(() => {
    if (language === "en") return COUNTRIES.map((c) => ({ code: c.code, name: c.name as string }));
    const names = new Intl.DisplayNames([language], { type: "region" });
    return COUNTRIES.map((c) => ({ code: c.code, name: names.of(c.code) ?? c.name })).sort((a, b) => a.name.localeCompare(b.name, language));
  }, [language]);
}

/** An example of a share link, as the placeholder of the link field. */
const WORK_LINK_EXAMPLE = "https://www.canva.com/design/…";

/**
 * The claim: the name as it should be printed (a child chooses among the names allowed for them),
 * the country, and the final work where the course asks for it (a link, a file, or either).
 */
export function ClaimForm({ cert }: { cert: CertificateOut }) {
  const { t } = useTranslation();
  const countries = useCountryOptions(currentLocale());
  const claim = useClaimCertificate(cert.id);
  const choices = cert.name_choices.length ? cert.name_choices : [cert.display_name];
  const [name, setName] = useState(choices.includes(cert.display_name) ? cert.display_name : choices[0]);
  const [country, setCountry] = useState(cert.country ?? cert.school.country ?? "");
  const [link, setLink] = useState(cert.work.link ?? "");
  const [file, setFile] = useState<File | null>(null);
  const fields = claim.error instanceof ApiError ? (claim.error.fields ?? {}) : {};
  const kind = cert.course.final_work;
  const wantsLink = kind === "link" || kind === "link_or_file";
  const wantsFile = kind === "file" || kind === "link_or_file";

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const form = new FormData();
    form.set("display_name", name);
    form.set("country", country);
    if (wantsLink && link.trim()) form.set("work_link", link.trim());
    if (wantsFile && file) form.set("file", file);
    claim.mutate(form, {
      onSuccess: (c) => toast.success(c.status === "issued" ? t("Your certificate is ready") : t("Sent to your teacher for approval")),
      onError: (err) => toast.error(errorMessage(err, t("Your claim could not be sent."))),
    });
  };

  return (
    <form onSubmit={onSubmit} className="grid gap-4" noValidate aria-label={t("Claim your certificate")}>
      {choices.length > 1 ? (
        <FormField label={t("Name on the certificate")} error={fields.display_name?.[0]}>
          <Select value={name} dir="auto" onChange={(e) => setName(e.target.value)}>
            {choices.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </Select>
        </FormField>
      ) : (
        <FormField
          label={t("Name on the certificate")}
          error={fields.display_name?.[0]}
          hint={cert.learner && cert.name_choices.length === 1 && cert.name_choices[0] !== `${cert.learner.first_name} ${cert.learner.last_name}` ? t("A child's certificate shows the first name and last initial; a parent can choose the full name.") : t("Check the spelling: this is how it will be printed.")}
        >
          {/* dir="auto": a Latin name on an Arabic page reads "Amara A.", not ".Amara A". */}
          <Input value={name} dir="auto" readOnly={cert.name_choices.length > 0} onChange={(e) => setName(e.target.value)} maxLength={120} />
        </FormField>
      )}
      <FormField label={t("Country")} error={fields.country?.[0]}>
        <Select value={country} onChange={(e) => setCountry(e.target.value)} required>
          <option value="">{t("Choose a country")}</option>
          {countries.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </Select>
      </FormField>
      {cert.course.final_work_guidelines ? (
        <div className="rounded-lg border border-line-muted bg-surface-alt p-3 text-sm text-ink">
          <p className="font-semibold">{t("What your final work needs")}</p>
          <p className="whitespace-pre-line">{cert.course.final_work_guidelines}</p>
        </div>
      ) : null}
      {wantsLink ? (
        <FormField label={kind === "link" ? t("Link to your final work") : t("Link to your final work (or add a file below)")} hint={t("An https:// link, for example a Canva share link.")} error={fields.work_link?.[0]}>
          <Input type="url" inputMode="url" dir="ltr" placeholder={WORK_LINK_EXAMPLE} value={link} onChange={(e) => setLink(e.target.value)} maxLength={1000} />
        </FormField>
      ) : null}
      {wantsFile ? (
        <FormField label={kind === "file" ? t("Your final work") : t("Or a file")} hint={t("Use {{types}}.", { types: t(FINAL_WORK_FILE.label) })} error={fields.file?.[0]}>
          <FileInput accept={FINAL_WORK_FILE.types.join(",")} onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
        </FormField>
      ) : null}
      <Button type="submit" className="w-fit" disabled={claim.isPending}>
        {claim.isPending ? t("Sending…") : kind === "none" ? t("Get my certificate") : t("Send for approval")}
      </Button>
    </form>
  );
}
