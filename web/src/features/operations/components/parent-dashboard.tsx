import { useState } from "react";
import type { ParentChildDashboardOut } from "@contracts/people";
import { formatMoney } from "@/lib/format";
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
import { LinkChildForm } from "./link-child-form";

const STATUS_LABELS: Record<string, string> = { published: "Published", pending_review: "Waiting for review", draft: "Draft", rejected: "Not approved", processing: "Processing", failed: "Upload failed" };

/** The parent's dashboard: each linked child's reading, writing, courses and giving, and linking another child. */
export function ParentDashboard() {
  const children = useParentChildren();
  return (
    <section aria-labelledby="my-children" className="grid gap-4">
      <h2 id="my-children" className="text-xl font-bold text-ink">
        My children
      </h2>
      {children.isPending ? (
        <LoadingState label="Loading your children" />
      ) : children.isError ? (
        <ErrorState error={children.error} title="Could not load your children" />
      ) : children.data.results.length === 0 ? (
        <EmptyState>No child is linked to your account yet. Enter the home-learning code from your child&apos;s teacher below.</EmptyState>
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          {children.data.results.map((child) => (
            <ChildCard key={child.link_id} child={child} />
          ))}
        </div>
      )}
      <Card>
        <CardHeader>
          <CardTitle>Link another child</CardTitle>
          <CardDescription>Each code works once; ask the teacher for a new card if it has been used.</CardDescription>
        </CardHeader>
        <CardContent>
          <LinkChildForm />
        </CardContent>
      </Card>
    </section>
  );
}

export function ChildCard({ child }: { child: ParentChildDashboardOut }) {
  const setting = useCertificateNameSetting();
  const unlink = useUnlinkChild();
  const [confirming, setConfirming] = useState(false);
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
          <Figure label="Books read" value={child.reading.books_read} />
          <Figure label="Stories read" value={child.reading.stories_read} />
          <Figure label="Books & stories made" value={child.uploads.length} />
          <Figure label="Certificates" value={child.certificates.length} />
        </dl>
        <div className="grid gap-2">
          <h3 className="font-semibold text-ink">Courses</h3>
          {child.courses.length === 0 ? (
            <p className="text-ink-muted">No course started yet.</p>
          ) : (
            <ul className="grid gap-2">
              {child.courses.map((c) => (
                <li key={c.course.id} className="grid gap-1">
                  <span className="flex justify-between gap-2">
                    <span className="font-medium">{c.course.title}</span>
                    <span className="text-ink-muted">
                      {c.progress.completed}/{c.progress.total} lessons
                    </span>
                  </span>
                  <Progress value={c.progress.percent} label={`${c.course.title}: ${c.progress.percent}% complete`} />
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="grid gap-2">
          <h3 className="font-semibold text-ink">Books and stories</h3>
          {child.uploads.length === 0 ? (
            <p className="text-ink-muted">Nothing uploaded or written yet.</p>
          ) : (
            <ul className="grid gap-1">
              {child.uploads.slice(0, 8).map((u) => (
                <li key={u.id} className="flex flex-wrap items-center justify-between gap-2">
                  <span className="min-w-0 break-words">
                    {u.title} <span className="text-ink-muted">({u.kind})</span>
                  </span>
                  <Badge variant={u.status === "published" ? "success" : "muted"}>{STATUS_LABELS[u.status] ?? u.status}</Badge>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="grid gap-1">
          <h3 className="font-semibold text-ink">Money raised</h3>
          <p>{child.money_raised.totals.length ? child.money_raised.totals.map((t) => formatMoney(t.amount, t.currency)).join(" · ") : "Nothing raised yet."}</p>
        </div>
        <CheckboxField
          label="Show my child's full name on certificates (otherwise first name and last initial)"
          checked={child.show_full_name_on_certificates}
          disabled={setting.isPending}
          onChange={(e) =>
            setting.mutate(
              { linkId: child.link_id, show: e.target.checked },
              { onSuccess: () => toast.success("Certificate name setting saved"), onError: (err) => toast.error(errorMessage(err)) },
            )
          }
        />
        <div>
          <Button size="sm" variant="outline" onClick={() => setConfirming(true)}>
            Unlink {name}
          </Button>
        </div>
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={`Unlink ${name}?`}
          description={`${name} leaves your dashboard at once. To follow them again you need a new home-learning code or invitation from their school.`}
          confirmLabel="Unlink"
          pending={unlink.isPending}
          onConfirm={() =>
            unlink.mutate(child.link_id, {
              onSuccess: () => {
                toast.success(`${name} is no longer linked to your account`);
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
      <dd className="text-lg font-bold text-ink">{value}</dd>
    </div>
  );
}
