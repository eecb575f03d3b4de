import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isolate } from "@/lib/bidi";
import { Link } from "react-router";
import { Award, Download, ExternalLink, FileBadge } from "lucide-react";
import type { CertificateOut, PageSize } from "@contracts/certificates";
import { paths } from "@/config/paths";
import { errorMessage } from "@/lib/api-client";
import { formatDate } from "@/lib/format";
import { saveBlob } from "@/lib/save-blob";
import { toast } from "@/lib/toast";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";
import { FormField } from "@/components/ui/form-field";
import { ErrorState, LoadingState } from "@/components/ui/query-states";
import { Select } from "@/components/ui/select";
import { useCertificate } from "../api/get-certificate";
import { downloadCertificatePdf, downloadCredential } from "../api/downloads";
import { ClaimForm } from "./claim-form";

/** The certificate drawn as a page, in the school's colour. */
export function CertificateSheet({ cert }: { cert: CertificateOut }) {
  const { t } = useTranslation();
  const colour = cert.school.primary_color ?? undefined;
  return (
    <article aria-label={t("Certificate")} className="relative overflow-hidden rounded-xl border-2 bg-white px-6 py-10 text-center shadow-sm sm:px-12" style={{ borderColor: colour }}>
      <div aria-hidden className="absolute inset-x-0 top-0 h-3" style={{ background: colour ?? "var(--color-primary)" }} />
      {cert.school.logo_url ? <img src={cert.school.logo_url} alt="" className="mx-auto mb-3 h-12 w-auto" /> : null}
      <p className="text-lg font-semibold" style={{ color: colour }}>
        {cert.school.name}
      </p>
      <h2 className="mt-4 text-2xl font-bold text-ink sm:text-3xl">{cert.course.kind === "teacher_training" ? t("Certificate of professional learning") : t("Certificate of completion")}</h2>
      <p className="mt-6 text-sm text-ink-muted">{t("This certifies that")}</p>
      <p className="mt-2 break-words text-3xl font-bold text-ink sm:text-4xl" dir="auto">
        {cert.display_name}
      </p>
      <p className="mt-4 text-sm text-ink-muted">{cert.course.kind === "teacher_training" ? t("completed the teacher-training course") : t("completed the course")}</p>
      <p className="mt-2 text-xl font-semibold text-ink" dir="auto">
        {cert.course.title}
      </p>
      {cert.issued_at ? <p className="mt-2 text-sm text-ink-muted">{t("on {{date}}", { date: formatDate(cert.issued_at, "long") })}</p> : null}
      <div className="mx-auto mt-10 w-56 border-t border-ink pt-2 text-sm text-ink">{cert.signer}</div>
      <p className="mt-6 text-xs break-all text-ink-muted">{t("Check it at {{url}}", { url: isolate(cert.verify_url) })}</p>
    </article>
  );
}

function IssuedActions({ cert }: { cert: CertificateOut }) {
  const { t } = useTranslation();
  const [size, setSize] = useState<PageSize>(cert.default_page_size);
  const [busy, setBusy] = useState<"pdf" | "credential" | null>(null);
  const run = async (what: "pdf" | "credential") => {
    setBusy(what);
    try {
      if (what === "pdf") saveBlob(await downloadCertificatePdf(cert.id, size), `certificate-${cert.id}.pdf`);
      else saveBlob(await downloadCredential(cert.id), `certificate-${cert.id}.jwt`);
    } catch (err) {
      toast.error(errorMessage(err, t("The download failed. Please try again.")));
    } finally {
      setBusy(null);
    }
  };
  const downloadPdf = () => void run("pdf");
  const downloadJwt = () => void run("credential");
  return (
    <section aria-labelledby="keep-it" className="grid gap-4 rounded-xl border border-line-muted bg-surface p-4">
      <h2 id="keep-it" className="text-lg font-bold text-ink">
        {t("Keep and share it")}
      </h2>
      <div className="flex flex-wrap items-end gap-3">
        <div className="w-44">
          <FormField label={t("Paper size")}>
            <Select value={size} onChange={(e) => setSize(e.target.value as PageSize)}>
              <option value="a4">{t("A4")}</option>
              <option value="letter">{t("US Letter")}</option>
            </Select>
          </FormField>
        </div>
        <Button onClick={downloadPdf} disabled={busy !== null}>
          <Download aria-hidden /> {busy === "pdf" ? t("Preparing…") : t("Download PDF")}
        </Button>
        <Button variant="outline" onClick={downloadJwt} disabled={busy !== null}>
          <FileBadge aria-hidden /> {busy === "credential" ? t("Preparing…") : t("Download digital credential")}
        </Button>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <CopyButton value={cert.verify_url} label={t("Copy the verification link")} variant="outline">
          {t("Copy link to share")}
        </CopyButton>
        <Link to={paths.learning.verifyCertificate(cert.id)} className="inline-flex min-h-10 items-center gap-1 text-sm font-semibold text-primary underline">
          {t("Open the verification page")} <ExternalLink className="size-4" aria-hidden />
        </Link>
      </div>
      <p className="text-xs text-ink-muted">
        {t("The digital credential is an Open Badges 3.0 file signed by the platform: another school can check it is genuine, even without asking us.")}
      </p>
    </section>
  );
}

/** /certificate/{id}: the holder's certificate — the claim while it is not issued, then the page, PDF, link and credential. */
export function CertificatePage({ id }: { id: string }) {
  const { t } = useTranslation();
  const query = useCertificate(id);
  if (query.isPending) return <LoadingState label={t("Loading your certificate")} />;
  if (query.isError) return <ErrorState error={query.error} title={t("Could not load this certificate")} />;
  const cert = query.data;
  return (
    <div className="mx-auto grid max-w-4xl gap-6 px-4 py-8">
      <header className="grid gap-1">
        <p className="flex items-center gap-2 text-sm font-semibold text-primary">
          <Award className="size-4" aria-hidden /> {t("Certificate")}
        </p>
        <h1 className="text-2xl font-bold text-ink sm:text-3xl">{cert.course.title}</h1>
      </header>
      {cert.status === "awaiting_claim" || cert.status === "returned" ? (
        <section aria-labelledby="claim" className="grid gap-4 rounded-xl border border-line-muted bg-surface p-4">
          <h2 id="claim" className="text-lg font-bold text-ink">
            {t("Get your certificate")}
          </h2>
          {cert.status === "returned" ? (
            <Alert tone="error">
              <p className="font-semibold">{t("Your teacher asked for a change")}</p>
              <p>{cert.review_note}</p>
            </Alert>
          ) : (
            <p className="text-sm text-ink-muted">
              {cert.course.final_work === "none"
                ? t("You completed the course. Confirm your details.")
                : t("You completed the course. Confirm your details and send your final work: your teacher approves it before the certificate is issued.")}
            </p>
          )}
          {cert.learner && cert.name_choices.length > 0 ? <ClaimForm cert={cert} /> : <p className="text-sm text-ink-muted">{t("Only the learner can claim this certificate.")}</p>}
        </section>
      ) : null}
      {cert.status === "pending_review" ? (
        <Alert>
          <p className="font-semibold">{t("Waiting for approval")}</p>
          <p>
            {cert.course.final_work === "none"
              ? t("Your final work was sent. You will get an email when it is approved.")
              : t("Your final work was sent ({{work}}). You will get an email when it is approved.", { work: cert.work.link ?? cert.work.file?.name ?? t("your work") })}
          </p>
        </Alert>
      ) : null}
      {cert.status === "revoked" ? (
        <Alert tone="error">
          <p className="font-semibold">{t("This certificate was revoked")}</p>
          <p>{cert.revocation_reason}</p>
        </Alert>
      ) : null}
      {cert.status === "issued" || cert.status === "revoked" ? <CertificateSheet cert={cert} /> : null}
      {cert.status === "issued" ? <IssuedActions cert={cert} /> : null}
    </div>
  );
}
