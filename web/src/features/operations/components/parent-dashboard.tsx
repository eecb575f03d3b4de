import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { ParentChildCertificateOut, ParentChildDashboardOut } from "@contracts/people";
import { paths } from "@/config/paths";
import { msg } from "@/lib/i18n";
import { formatDate, formatMoney, formatNumber, formatPercent } from "@/lib/format";
import { errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { Progress } from "@/components/ui/progress";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/query-states";
import { useCertificateNameSetting, useParentChildren, useUnlinkChild } from "../api/parents";
import { UPLOAD_STATUS_TEXT } from "../lib/labels";
import { LinkChildForm } from "./link-child-form";

/** The parent's dashboard: each linked child's reading, writing, courses and giving, and linking another child. */
export function ParentDashboard() {
  const { t } = useTranslation();
  const children = useParentChildren();
  return (
    <section aria-labelledby="my-children" className="grid gap-4">
      <h2 id="my-children" className="text-xl font-bold text-ink">
        {t("My children")}
      </h2>
      {children.isPending ? (
        <LoadingState label={t("Loading your children")} />
      ) : children.isError ? (
        <ErrorState error={children.error} title={t("Could not load your children")} />
      ) : children.data.results.length === 0 ? (
        <EmptyState>{t("No child is linked to your account yet. Enter the home-learning code from your child's teacher below.")}</EmptyState>
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          {children.data.results.map((child) => (
            <ChildCard key={child.link_id} child={child} />
          ))}
        </div>
      )}
      <Card>
        <CardHeader>
          <CardTitle>{t("Link another child")}</CardTitle>
          <CardDescription>{t("Each code works once; ask the teacher for a new card if it has been used.")}</CardDescription>
        </CardHeader>
        <CardContent>
          <LinkChildForm />
        </CardContent>
      </Card>
    </section>
  );
}

/** Where a child's certificate stands, as their parent reads it. */
const CERTIFICATE_STATE: Record<ParentChildCertificateOut["status"], string> = {
  awaiting_claim: msg("Ready to claim"),
  pending_review: msg("With the teacher"),
  returned: msg("Sent back to improve"),
  issued: msg("Issued"),
};

/** A child's latest uploads shown at first; the rest behind "Show N more" (the API sends up to 50 books and 50 stories). */
const UPLOADS_SHOWN = 8;

export function ChildCard({ child }: { child: ParentChildDashboardOut }) {
  const { t } = useTranslation();
  const setting = useCertificateNameSetting();
  const unlink = useUnlinkChild();
  const [confirming, setConfirming] = useState(false);
  const [allUploads, setAllUploads] = useState(false);
  const name = `${child.first_name} ${child.last_name}`;
  const headingId = `child-${child.student_id}`;
  return (
    <Card aria-labelledby={headingId}>
      <CardHeader>
        <CardTitle id={headingId}>
          {child.first_name} {child.last_name}
        </CardTitle>
        <CardDescription>
          {child.school_name}
          {child.classes.length ? ` · ${child.classes.join(", ")}` : ""}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 text-sm">
        <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          <Figure label={t("Books read")} value={child.reading.books_read} />
          <Figure label={t("Stories read")} value={child.reading.stories_read} />
          <Figure label={t("Books & stories made")} value={child.uploads.length} />
          <Figure label={t("Certificates")} value={child.certificates.filter((c) => c.status === "issued").length} />
        </dl>
        <div className="grid gap-2">
          <h3 className="font-semibold text-ink">{t("Courses")}</h3>
          {child.courses.length === 0 ? (
            <p className="text-ink-muted">{t("No course started yet.")}</p>
          ) : (
            <ul className="grid gap-2">
              {child.courses.map((c) => (
                <li key={c.course.id} className="grid gap-1">
                  <span className="flex justify-between gap-2">
                    <span className="font-medium">{c.course.title}</span>
                    <span className="text-ink-muted">
                      {t("{{done}}/{{total}} lessons", { done: formatNumber(c.progress.completed), total: formatNumber(c.progress.total) })}
                    </span>
                  </span>
                  <Progress value={c.progress.percent} label={t("{{course}}: {{percent}} complete", { course: c.course.title, percent: formatPercent(c.progress.percent / 100) })} />
                </li>
              ))}
            </ul>
          )}
        </div>
        {child.certificates.length > 0 && (
          <div className="grid gap-2">
            <h3 className="font-semibold text-ink">{t("Certificates")}</h3>
            <ul className="grid gap-1">
              {child.certificates.map((c) => (
                <li key={c.id} className="flex flex-wrap items-center justify-between gap-2">
                  {/* 24 px tall at least, 44 on a touch screen (was a 20 px line); no negative margin, as a long title wraps onto two lines on a phone. */}
                  <Link to={paths.learning.certificate(c.id)} className="inline-flex min-h-6 min-w-0 items-center break-words font-medium text-primary underline-offset-2 hover:underline pointer-coarse:min-h-11">
                    {c.course_title}
                  </Link>
                  <Badge variant={c.status === "issued" ? "success" : "muted"}>{c.status === "issued" && c.issued_at ? `${t(CERTIFICATE_STATE.issued)} · ${formatDate(c.issued_at)}` : t(CERTIFICATE_STATE[c.status])}</Badge>
                </li>
              ))}
            </ul>
          </div>
        )}
        <div className="grid gap-2">
          <h3 className="font-semibold text-ink">{t("Books and stories")}</h3>
          {child.uploads.length === 0 ? (
            <p className="text-ink-muted">{t("Nothing uploaded or written yet.")}</p>
          ) : (
            <ul className="grid gap-1" id={`uploads-${child.link_id}`}>
              {(allUploads ? child.uploads : child.uploads.slice(0, UPLOADS_SHOWN)).map((u) => (
                <li key={u.id} className="flex flex-wrap items-center justify-between gap-2">
                  <span className="min-w-0 break-words">
                    {u.title} <span className="text-ink-muted">({u.kind === "book" ? t("book") : t("story")})</span>
                  </span>
                  <Badge variant={u.status === "published" ? "success" : "muted"}>{UPLOAD_STATUS_TEXT[u.status] ? t(UPLOAD_STATUS_TEXT[u.status]) : u.status}</Badge>
                </li>
              ))}
            </ul>
          )}
          {child.uploads.length > UPLOADS_SHOWN ? (
            <Button variant="outline" size="sm" className="w-fit pointer-coarse:min-h-11" aria-expanded={allUploads} aria-controls={`uploads-${child.link_id}`} onClick={() => setAllUploads((v) => !v)}>
              {allUploads ? t("Show fewer") : t("Show {{count}} more", { count: child.uploads.length - UPLOADS_SHOWN })}
            </Button>
          ) : null}
        </div>
        <div className="grid gap-1">
          <h3 className="font-semibold text-ink">{t("Money raised")}</h3>
          <p>{child.money_raised.totals.length ? child.money_raised.totals.map((m) => formatMoney(m.amount, m.currency)).join(" · ") : t("Nothing raised yet.")}</p>
        </div>
        <CheckboxField
          label={t("Show my child's full name on certificates (otherwise first name and last initial)")}
          hint={t("If another parent is linked to your child, the full name is printed only when both of you choose it.")}
          checked={child.show_full_name_on_certificates}
          disabled={setting.isPending}
          onChange={(e) =>
            setting.mutate(
              { linkId: child.link_id, show: e.target.checked },
              { onSuccess: () => toast.success(t("Certificate name setting saved")), onError: (err) => toast.error(errorMessage(err)) },
            )
          }
        />
        <div>
          <Button size="sm" variant="outline" onClick={() => setConfirming(true)}>
            {t("Unlink {{name}}", { name })}
          </Button>
        </div>
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={t("Unlink {{name}}?", { name })}
          description={t("{{name}} leaves your dashboard at once. To follow them again you need a new home-learning code or invitation from their school.", { name })}
          confirmLabel={t("Unlink")}
          pending={unlink.isPending}
          onConfirm={() =>
            unlink.mutate(child.link_id, {
              onSuccess: () => {
                toast.success(t("{{name}} is no longer linked to your account", { name }));
                setConfirming(false);
              },
              onError: (err) => toast.error(errorMessage(err)),
            })
          }
        />
      </CardContent>
    </Card>
  );
}

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-lg bg-surface-alt p-2">
      <dt className="text-xs text-ink">{label}</dt>
      <dd className="text-lg font-bold text-ink">{formatNumber(value)}</dd>
    </div>
  );
}
