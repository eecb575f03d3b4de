import { useState, type FormEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { TFunction } from "i18next";
import { BadgeCheck, ShieldAlert } from "lucide-react";
import type { CertificatePublicOut, VerifyOut } from "@contracts/certificates";
import { PLATFORM_NAME } from "@contracts/brand";
import { ApiError, errorMessage } from "@/lib/api-client";
import { formatDate } from "@/lib/format";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { LoadingState } from "@/components/ui/query-states";
import { usePublicCertificate } from "../api/get-public-certificate";
import { useVerifyCredential } from "../api/verify-credential";
import { FileInput } from "@/components/ui/file-input";
import { isolate } from "@/lib/bidi";
import { msg } from "@/lib/i18n";

function Facts({ c }: { c: CertificatePublicOut }) {
  const { t } = useTranslation();
  return (
    <dl className="grid gap-3 text-sm sm:grid-cols-[10rem_1fr]">
      <dt className="font-semibold text-ink-muted">{t("Awarded to")}</dt>
      {/* Names and titles are isolated (bdi) inside a value that keeps the page's alignment: with
          dir="auto" on the value itself, a Latin name sat on the left of an Arabic page, the rest on the right. */}
      <dd className="text-lg font-bold text-ink">
        <bdi>{c.display_name}</bdi>
      </dd>
      <dt className="font-semibold text-ink-muted">{t("Course")}</dt>
      <dd className="text-ink">
        <bdi>{c.course.title}</bdi>
      </dd>
      <dt className="font-semibold text-ink-muted">{t("Issued by")}</dt>
      <dd className="text-ink">
        <bdi>{c.issuer.name}</bdi>
      </dd>
      <dt className="font-semibold text-ink-muted">{t("Issued on")}</dt>
      <dd className="text-ink">{formatDate(c.issued_on, "long")}</dd>
      {c.version > 1 ? (
        <>
          <dt className="font-semibold text-ink-muted">{t("Version")}</dt>
          <dd className="text-ink">{t("{{version}} (reissued with a corrected name)", { version: c.version })}</dd>
        </>
      ) : null}
      <dt className="font-semibold text-ink-muted">{t("Certificate id")}</dt>
      <dd className="font-mono text-xs break-all text-ink">{c.id}</dd>
    </dl>
  );
}

/** Why a credential does not verify, in the reader's language (the API's `message` is English); the API's words for a reason it did not have before. */
const FAILURES: Record<string, string> = {
  malformed: msg("This is not a credential file we can read: open the .jwt file the holder downloaded, or paste all of it."),
  bad_signature: msg("The signature does not match: the credential was changed after it was issued."),
  unknown_issuer: msg("This credential was not issued by this platform."),
  unknown_certificate: msg("The signature is ours, but no such certificate exists any more."),
  superseded: msg("This credential was replaced by a newer one (the name on the certificate changed). Ask the holder for the current one."),
};

/** What the check found, as a sentence in the reader's language, with dates as the reader writes them. */
function verdict(t: TFunction, result: VerifyOut): string {
  const c = result.certificate;
  if (result.valid && c) return t("Issued by {{issuer}} on {{date}}.", { issuer: isolate(c.issuer.name), date: formatDate(c.issued_on, "long") });
  if (result.reason === "revoked" && c) {
    return c.revocation_reason ? t("Revoked on {{date}}: {{reason}}", { date: formatDate(c.revoked_on, "long"), reason: isolate(c.revocation_reason) }) : t("Revoked on {{date}}", { date: formatDate(c.revoked_on, "long") });
  }
  const failure = result.reason ? FAILURES[result.reason] : undefined;
  return failure ? t(failure) : result.message;
}

/** Paste or open a credential file (a VC-JWT) and have it checked: signature, issuer, revocation. */
function CredentialCheck() {
  const { t } = useTranslation();
  const verify = useVerifyCredential();
  const [text, setText] = useState("");
  const fields = verify.error instanceof ApiError ? (verify.error.fields ?? {}) : {};
  const onFile = async (file: File | undefined) => {
    if (file) setText((await file.text()).trim());
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    verify.mutate(text.trim());
  };
  const result: VerifyOut | undefined = verify.data;
  return (
    <section aria-labelledby="check-file" className="grid gap-3 rounded-xl border border-line-muted bg-surface p-4">
      <h2 id="check-file" className="text-lg font-bold text-ink">
        {t("Check a credential file")}
      </h2>
      <p className="text-sm text-ink-muted">{t("Holders can download their certificate as an Open Badges 3.0 credential (a .jwt file). Open it here to check its signature and whether it is still valid.")}</p>
      <form onSubmit={onSubmit} className="grid gap-3" noValidate>
        <FormField label={t("Credential file")}>
          <FileInput accept=".jwt,application/vc+jwt,text/plain" onChange={(e) => void onFile(e.target.files?.[0])} />
        </FormField>
        <FormField label={t("Or paste the credential")} error={fields.credential?.[0]}>
          <textarea className="min-h-24 w-full rounded-md border border-line-muted bg-surface p-2 font-mono text-xs text-ink" value={text} onChange={(e) => setText(e.target.value)} />
        </FormField>
        <Button type="submit" className="w-fit" disabled={verify.isPending || !text.trim()}>
          {verify.isPending ? t("Checking…") : t("Check it")}
        </Button>
      </form>
      {verify.isError && !fields.credential ? <Alert tone="error">{errorMessage(verify.error)}</Alert> : null}
      {result ? (
        <Alert tone={result.valid ? "success" : "error"}>
          <p className="font-semibold">{result.valid ? t("Genuine and valid") : t("Not valid")}</p>
          <p>{verdict(t, result)}</p>
        </Alert>
      ) : null}
    </section>
  );
}

/**
 * /certificates/{id}: public verification for anyone with the link or the QR code. It has no site
 * header, so the route passes the language menu as `corner`: whoever scans the code reads it in
 * their own language.
 */
export function VerificationPage({ id, corner }: { id: string; corner?: ReactNode }) {
  const { t } = useTranslation();
  const query = usePublicCertificate(id);
  return (
    <main className="min-h-screen bg-surface-alt px-4 py-10">
      <div className="mx-auto grid max-w-2xl gap-6">
        {corner ? <div className="flex justify-end">{corner}</div> : null}
        <header className="grid gap-1 text-center">
          <p className="text-sm font-semibold text-ink">{PLATFORM_NAME}</p>
          <h1 className="text-2xl font-bold text-ink">{t("Certificate verification")}</h1>
        </header>
        {query.isPending ? <LoadingState label={t("Checking the certificate")} /> : null}
        {query.isError ? (
          <Alert tone="error">
            <p className="font-semibold">{query.error instanceof ApiError && query.error.status === 404 ? t("No such certificate") : t("Could not check this certificate")}</p>
            <p>{query.error instanceof ApiError && query.error.status === 404 ? t("We have no certificate with this id. Check the link or the QR code.") : errorMessage(query.error)}</p>
          </Alert>
        ) : null}
        {query.data ? (
          <section aria-labelledby="result" className="grid gap-4 rounded-xl border border-line-muted bg-surface p-6 shadow-sm">
            {query.data.status === "valid" ? (
              <p id="result" className="flex items-center gap-2 text-xl font-bold text-green-800">
                <BadgeCheck className="size-7" aria-hidden /> {t("Valid certificate")}
              </p>
            ) : (
              <div className="grid gap-1">
                <p id="result" className="flex items-center gap-2 text-xl font-bold text-red-800">
                  <ShieldAlert className="size-7" aria-hidden /> {t("Revoked")}
                </p>
                <p className="text-sm text-ink">
                  {query.data.revocation_reason
                    ? t("Revoked on {{date}}: {{reason}}", { date: formatDate(query.data.revoked_on, "long"), reason: isolate(query.data.revocation_reason) })
                    : t("Revoked on {{date}}", { date: formatDate(query.data.revoked_on, "long") })}
                </p>
              </div>
            )}
            <Facts c={query.data} />
            <p className="text-xs text-ink-muted">
              {t("Issuer identifier:")} <span className="font-mono break-all">{query.data.issuer.did}</span>
            </p>
          </section>
        ) : null}
        <CredentialCheck />
      </div>
    </main>
  );
}
