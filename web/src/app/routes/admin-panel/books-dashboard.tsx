import { useState, type ReactNode } from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { toast } from "@/lib/toast";
import { BookCheck, BookX, CircleAlert, Clock, FileClock, Hourglass, Upload } from "lucide-react";
import type { BookOut, BookStatus } from "@contracts/books";
import { adminPanelPaths } from "@/config/admin-panel-paths";
import { errorMessage } from "@/lib/api-client";
import { formatNumber } from "@/lib/format";
import { PageHeader } from "@/components/ui/page-header";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/query-states";
import { StatCard } from "@/components/ui/stat-card";
import { useApproveBook } from "@/features/library/admin/api/approve-book";
import { useBookMonitoring } from "@/features/library/admin/api/get-book-monitoring";
import { useRecentUploads } from "@/features/library/admin/api/get-recent-uploads";
import { useStatusCounts } from "@/features/library/admin/api/get-status-counts";
import { ModerationTable } from "@/features/library/admin/components/moderation-table";
import { RejectBookDialog } from "@/features/library/admin/components/reject-book-dialog";
import { UploadsChart } from "@/features/library/admin/components/uploads-chart";
import { STATUS_BADGES, STATUS_ORDER } from "@/features/library/admin/lib/labels";

const QUEUE_SIZE = 10;
const STATUS_ICONS: Record<BookStatus, typeof Clock> = { pending_review: Hourglass, failed: CircleAlert, processing: FileClock, uploading: Upload, draft: Clock, published: BookCheck, rejected: BookX };
const TONES: Partial<Record<BookStatus, "warning" | "danger" | "success">> = { pending_review: "warning", failed: "danger", published: "success" };
const monitoringOf = (status: BookStatus) => `${adminPanelPaths.bookMonitoring}?status=${status}`;

function Section({ id, title, action, children }: { id: string; title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={id} className="text-lg font-semibold text-ink">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

/** /admin-panel/books-dashboard: counts by status, the review queue and uploads over the last 30 days. */
export default function BooksDashboardPage() {
  const { t } = useTranslation();
  const counts = useStatusCounts();
  const queue = useBookMonitoring({ status: "pending_review", tenant: "", search: "", offset: 0, limit: QUEUE_SIZE });
  const uploads = useRecentUploads();
  const approve = useApproveBook();
  const [rejecting, setRejecting] = useState<BookOut | null>(null);

  const onApprove = async (book: BookOut) => {
    try {
      await approve.mutateAsync(book.id);
      toast.success(t("“{{title}}” was approved and published.", { title: book.title }));
    } catch (err) {
      toast.error(errorMessage(err, t("Could not approve the book. Please try again.")));
    }
  };

  return (
    <div className="grid gap-8">
      <PageHeader title={t("Books dashboard")} description={t("The library at a glance: where every book stands, what waits for review and how many arrive.")} />

      <Section id="section-books-by-status" title={t("Books by status")}>
        {counts.isPending ? (
          <LoadingState label={t("Loading the counts")} />
        ) : counts.isError ? (
          <ErrorState error={counts.error} title={t("Could not load the counts")} />
        ) : (
          <div className="grid gap-3 xs:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {STATUS_ORDER.map((s) => (
              <StatCard
                key={s}
                label={t(STATUS_BADGES[s].label)}
                value={counts.data[s]}
                icon={STATUS_ICONS[s]}
                to={monitoringOf(s)}
                tone={s === "failed" && counts.data.failed === 0 ? "default" : (TONES[s] ?? "default")}
              />
            ))}
          </div>
        )}
      </Section>

      <Section
        id="section-waiting-for-review"
        title={t("Waiting for review")}
        action={
          <Link to={monitoringOf("pending_review")} className="text-sm text-primary-dark underline">
            {t("See all in book monitoring")}
          </Link>
        }
      >
        {queue.isPending ? (
          <LoadingState label={t("Loading the review queue")} />
        ) : queue.isError ? (
          <ErrorState error={queue.error} title={t("Could not load the review queue")} />
        ) : queue.data.results.length === 0 ? (
          <EmptyState>{t("No books are waiting for review.")}</EmptyState>
        ) : (
          <>
            {queue.data.count > queue.data.results.length ? (
              <p className="text-sm text-ink-muted">
                {t("The newest {{shown}} of {{total}} are shown.", { shown: formatNumber(queue.data.results.length), total: formatNumber(queue.data.count) })}
              </p>
            ) : null}
            <ModerationTable books={queue.data.results} busyId={approve.isPending ? (approve.variables ?? null) : null} onApprove={(b) => void onApprove(b)} onReject={setRejecting} />
          </>
        )}
      </Section>

      <Section id="section-uploads-over-the-last-30-days" title={t("Uploads over the last 30 days")}>
        {uploads.isPending ? <LoadingState label={t("Loading the uploads")} /> : uploads.isError ? <ErrorState error={uploads.error} title={t("Could not load the uploads")} /> : <UploadsChart data={uploads.data} />}
      </Section>

      <RejectBookDialog book={rejecting} onClose={() => setRejecting(null)} />
    </div>
  );
}
