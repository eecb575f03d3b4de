import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Download } from "lucide-react";
import type { CertificateOut, CertificateStatus } from "@contracts/certificates";
import { paths } from "@/config/paths";
import { ApiError, errorMessage } from "@/lib/api-client";
import { formatDate } from "@/lib/format";
import { msg } from "@/lib/i18n";
import { saveBlob } from "@/lib/save-blob";
import { toast } from "@/lib/toast";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { PageHeader } from "@/components/ui/page-header";
import { Pagination } from "@/components/ui/pagination";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/query-states";
import { Select } from "@/components/ui/select";
import { CELL_LABEL, ROW_BUTTON, STACKED_ON_PHONES, Table, TBody, TD, TH, THead, TR } from "@/components/ui/table";
import { exportCertificates, useCertificateAction, useManagedCertificates, type CertificateFilters } from "../api/manage-certificates";

const PAGE = 25;
const TABS = ["issued", "review"] as const;
const STATUS_LABEL: Record<CertificateStatus, string> = {
  awaiting_claim: msg("Waiting for the claim"),
  pending_review: msg("To review"),
  returned: msg("Sent back"),
  issued: msg("Issued"),
  revoked: msg("Revoked"),
};

type Dialogs = { kind: "revoke" | "reissue" | "return"; cert: CertificateOut } | null;

/** The dialog of an action that needs words: revoke (reason), reissue (corrected name), send back (note). */
function ActionDialog({ open, onClose }: { open: Dialogs; onClose: () => void }) {
  const { t } = useTranslation();
  const action = useCertificateAction();
  const [text, setText] = useState("");
  const fields = action.error instanceof ApiError ? (action.error.fields ?? {}) : {};
  if (!open) return null;
  const { kind, cert } = open;
  const label = kind === "revoke" ? t("Reason") : kind === "reissue" ? t("Name as it should be printed") : t("What should the learner change?");
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = kind === "revoke" ? { id: cert.id, kind, reason: text } : kind === "reissue" ? { id: cert.id, kind, display_name: text } : { id: cert.id, kind: "review" as const, decision: "return" as const, note: text };
    action.mutate(body, {
      onSuccess: () => {
        toast.success(kind === "revoke" ? t("Certificate revoked") : kind === "reissue" ? t("Certificate reissued") : t("Sent back to the learner"));
        setText("");
        onClose();
      },
      onError: (err) => toast.error(errorMessage(err, t("That did not work. Please try again."))),
    });
  };
  const title = kind === "revoke" ? t("Revoke the certificate") : kind === "reissue" ? t("Reissue with a corrected name") : t("Send the claim back");
  return (
    <Dialog open onOpenChange={(o) => (o ? null : onClose())} title={title} description={t("{{name}} — {{course}}", { name: cert.display_name, course: cert.course.title })}>
      <form onSubmit={submit} className="grid gap-4" noValidate>
        <FormField label={label} error={(fields.reason ?? fields.display_name ?? fields.note)?.[0]} hint={kind === "revoke" ? (cert.reason_public ? t("Shown on the public verification page.") : t("Seen by the learner, their parents and their school. The public page says only that it was revoked.")) : kind === "reissue" ? t("Old credentials then verify as replaced; the link and QR code stay the same.") : undefined}>
          <Input value={text} onChange={(e) => setText(e.target.value)} maxLength={kind === "reissue" ? 120 : 500} />
        </FormField>
        <Button type="submit" className="w-fit" variant={kind === "revoke" ? "danger" : "default"} disabled={action.isPending}>
          {action.isPending ? t("Saving…") : title}
        </Button>
      </form>
    </Dialog>
  );
}

/**
 * Certificates of the learners the caller manages: filters, CSV export, revoke and reissue (school
 * admins and staff), and the claims waiting for review (teachers too).
 */
export function CertificatesAdmin({ canAdminister, staff = false }: { canAdminister: boolean; staff?: boolean }) {
  const { t } = useTranslation();
  // A teacher comes here to decide claims (they revoke and reissue nothing), so their queue opens first.
  const [tab, setTab] = useState<"issued" | "review">(canAdminister ? "issued" : "review");
  const [filters, setFilters] = useState<CertificateFilters>({ limit: PAGE, offset: 0 });
  const [dialog, setDialog] = useState<Dialogs>(null);
  const effective: CertificateFilters = tab === "review" ? { limit: PAGE, offset: filters.offset, review: true, search: filters.search } : filters;
  const list = useManagedCertificates(effective);
  const action = useCertificateAction();
  const dialogFor = (kind: NonNullable<Dialogs>["kind"]) => (cert: CertificateOut) => setDialog({ kind, cert });
  const sendBack = dialogFor("return");
  const reissue = dialogFor("reissue");
  const revoke = dialogFor("revoke");
  const set = (patch: Partial<CertificateFilters>) => setFilters((f) => ({ ...f, ...patch, offset: 0 }));
  const approve = (c: CertificateOut) =>
    action.mutate({ id: c.id, kind: "review", decision: "approve", note: "" }, { onSuccess: () => toast.success(t("Approved: the certificate is issued")), onError: (err) => toast.error(errorMessage(err, t("Could not approve it."))) });
  const exportCsv = async () => {
    try {
      const { limit: _l, offset: _o, ...rest } = effective;
      saveBlob(await exportCertificates(rest), "certificates.csv");
    } catch (err) {
      toast.error(errorMessage(err, t("The export failed.")));
    }
  };

  return (
    <div className="grid gap-4">
      <PageHeader
        title={t("Certificates")}
        description={
          canAdminister
            ? t("Certificates your learners earned. Revoke one with a reason, or reissue it after a name correction.")
            : t("Claims your learners sent with their final work wait here for your approval; the certificates they earned are listed too.")
        }
        actions={
          <Button variant="outline" onClick={() => void exportCsv()}>
            <Download aria-hidden /> {t("Export CSV")}
          </Button>
        }
      />
      <div role="tablist" aria-label={t("Certificates")} className="flex gap-2">
        {TABS.map((which) => (
          <Button key={which} role="tab" aria-selected={tab === which} variant={tab === which ? "default" : "outline"} onClick={() => { setTab(which); set({}); }}>
            {which === "issued" ? t("Issued and revoked") : t("Claims to review")}
          </Button>
        ))}
      </div>
      <form className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5" onSubmit={(e) => e.preventDefault()} aria-label={t("Filters")}>
        <FormField label={t("Search")}>
          <Input type="search" placeholder={t("Name, username or course")} value={filters.search ?? ""} onChange={(e) => set({ search: e.target.value || undefined })} />
        </FormField>
        {tab === "issued" ? (
          <>
            <FormField label={t("State")}>
              <Select value={filters.status ?? ""} onChange={(e) => set({ status: (e.target.value || undefined) as CertificateStatus | undefined })}>
                <option value="">{t("Issued and revoked")}</option>
                <option value="issued">{t("Issued")}</option>
                <option value="revoked">{t("Revoked")}</option>
              </Select>
            </FormField>
            <FormField label={t("Issued from")}>
              <Input type="date" value={filters.from ?? ""} onChange={(e) => set({ from: e.target.value || undefined })} />
            </FormField>
            <FormField label={t("Issued until")}>
              <Input type="date" value={filters.to ?? ""} onChange={(e) => set({ to: e.target.value || undefined })} />
            </FormField>
            {staff ? (
              <FormField label={t("School id")} hint={t("Empty: every school; platform: platform-wide.")}>
                <Input value={filters.tenant ?? ""} onChange={(e) => set({ tenant: e.target.value || undefined })} />
              </FormField>
            ) : null}
          </>
        ) : null}
      </form>
      {list.isPending ? <LoadingState label={t("Loading certificates")} /> : null}
      {list.isError ? <ErrorState error={list.error} title={t("Could not load the certificates")} /> : null}
      {list.data && list.data.results.length === 0 ? <EmptyState>{tab === "review" ? t("No claims are waiting for review.") : t("No certificates match.")}</EmptyState> : null}
      {list.data && list.data.results.length > 0 ? (
        <>
          <div className="overflow-x-auto">
            {/* On phones a block of labelled lines per certificate: the final work and the buttons on the screen. */}
            <Table label={t("Certificates")} className={STACKED_ON_PHONES}>
              <THead>
                <TR>
                  <TH>{t("Learner")}</TH>
                  <TH>{t("Printed name")}</TH>
                  <TH>{t("Course")}</TH>
                  <TH>{tab === "review" ? t("Final work") : t("Issued")}</TH>
                  <TH>{t("State")}</TH>
                  <TH>
                    <span className="sr-only">{t("Actions")}</span>
                  </TH>
                </TR>
              </THead>
              <TBody>
                {list.data.results.map((c) => (
                  <TR key={c.id}>
                    <TD data-label={t("Learner")} className={CELL_LABEL}>
                      {c.learner ? `${c.learner.first_name} ${c.learner.last_name}` : "—"}
                      {c.learner?.username ? <span className="block text-xs text-ink-muted">{c.learner.username}</span> : null}
                    </TD>
                    <TD data-label={t("Printed name")} className={CELL_LABEL}>
                      <bdi>{c.display_name}</bdi>
                    </TD>
                    <TD data-label={t("Course")} className={CELL_LABEL}>
                      {c.course.title}
                    </TD>
                    <TD data-label={tab === "review" ? t("Final work") : t("Issued")} className={CELL_LABEL}>
                      {tab === "review" ? (
                        c.work.link ? (
                          <a href={c.work.link} target="_blank" rel="noreferrer noopener" className="inline-flex min-h-6 items-center break-all text-primary underline pointer-coarse:min-h-11">
                            {c.work.link}
                          </a>
                        ) : c.work.file ? (
                          <a href={c.work.file.url} className="inline-flex min-h-6 items-center text-primary underline pointer-coarse:min-h-11">
                            {c.work.file.name}
                          </a>
                        ) : (
                          "—"
                        )
                      ) : (
                        formatDate(c.issued_at)
                      )}
                    </TD>
                    <TD data-label={t("State")} className={CELL_LABEL}>
                      <Badge variant={c.status === "revoked" ? "danger" : c.status === "issued" ? "success" : "warning"}>{t(STATUS_LABEL[c.status])}</Badge>
                      {c.status === "revoked" && c.revocation_reason ? <span className="block text-xs text-ink-muted">{c.revocation_reason}</span> : null}
                    </TD>
                    <TD>
                      <div className="flex flex-wrap gap-2">
                        {tab === "review" ? (
                          <>
                            <Button size="sm" className={ROW_BUTTON} onClick={() => approve(c)} disabled={action.isPending} aria-label={t("Approve the claim of {{name}}", { name: c.display_name })}>
                              {t("Approve")}
                            </Button>
                            <Button size="sm" className={ROW_BUTTON} variant="outline" onClick={() => sendBack(c)} aria-label={t("Send back the claim of {{name}}", { name: c.display_name })}>
                              {t("Send back")}
                            </Button>
                          </>
                        ) : (
                          <>
                            <Button size="sm" className={ROW_BUTTON} variant="outline" asChild>
                              <Link to={paths.learning.verifyCertificate(c.id)} aria-label={t("Verify {{name}}'s certificate", { name: c.display_name })}>
                                {t("Verify")}
                              </Link>
                            </Button>
                            {canAdminister ? (
                              <>
                                <Button size="sm" className={ROW_BUTTON} variant="outline" onClick={() => reissue(c)} aria-label={t("Reissue {{name}}'s certificate", { name: c.display_name })}>
                                  {t("Reissue")}
                                </Button>
                                {c.status === "issued" ? (
                                  <Button size="sm" className={ROW_BUTTON} variant="outline" onClick={() => revoke(c)} aria-label={t("Revoke {{name}}'s certificate", { name: c.display_name })}>
                                    {t("Revoke", { context: "certificate" })}
                                  </Button>
                                ) : null}
                              </>
                            ) : null}
                          </>
                        )}
                      </div>
                    </TD>
                  </TR>
                ))}
              </TBody>
            </Table>
          </div>
          <Pagination count={list.data.count} limit={PAGE} offset={effective.offset} onOffsetChange={(offset) => setFilters((f) => ({ ...f, offset }))} label={t("Certificates pages")} />
        </>
      ) : null}
      <ActionDialog open={dialog} onClose={() => setDialog(null)} />
    </div>
  );
}
