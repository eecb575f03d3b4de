import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "@/lib/toast";
import type { BookOut } from "@contracts/books";
import { errorMessage } from "@/lib/api-client";
import { useListParams } from "@/lib/use-list-params";
import { FormField } from "@/components/ui/form-field";
import { PageHeader } from "@/components/ui/page-header";
import { Select } from "@/components/ui/select";
import { ListFilters, SearchField } from "@/components/lists/list-filters";
import { PagedResults } from "@/components/lists/paged-results";
import { MONITORING_PAGE_SIZE, useBookMonitoring } from "@/features/library/admin/api/get-book-monitoring";
import { useApproveBook } from "@/features/library/admin/api/approve-book";
import { ModerationTable } from "@/features/library/admin/components/moderation-table";
import { RejectBookDialog } from "@/features/library/admin/components/reject-book-dialog";
import { STATUS_BADGES, STATUS_ORDER, isBookStatus } from "@/features/library/admin/lib/labels";
import { ReviewUploadsSetting } from "@/features/identity/school-admin/components/review-uploads-setting";

/** /admin/books: the school's books; those waiting for review come first and are approved or rejected here. */
export default function SchoolBooksPage() {
  const { t } = useTranslation();
  const { get, offset, update } = useListParams();
  const search = get("search");
  const raw = get("status");
  // No status in the URL: the review queue, which is what this page is for.
  const status = raw === "any" ? "any" : isBookStatus(raw) ? raw : "pending_review";
  // Book monitoring rather than /books/?status=any: it holds exactly this school's books, where the
  // library list would add other schools' public ones, which this admin cannot moderate.
  const books = useBookMonitoring({ status: status === "any" ? "" : status, tenant: "", search, offset });
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
    <div className="grid gap-6">
      <PageHeader title={t("Books")} description={t("Books uploaded at your school. Approve a book to publish it, or reject it with a reason for the uploader.")} />
      <ReviewUploadsSetting />

      <ListFilters label={t("Filter books")} className="md:grid-cols-2">
        <SearchField label={t("Search books")} placeholder={t("Title or author")} value={search} onCommit={(value) => update({ search: value })} />
        <FormField label={t("Status")}>
          <Select value={status} onChange={(e) => update({ status: e.target.value === "pending_review" ? "" : e.target.value })}>
            {STATUS_ORDER.map((s) => (
              <option key={s} value={s}>
                {t(STATUS_BADGES[s].label)}
              </option>
            ))}
            <option value="any">{t("Every status")}</option>
          </Select>
        </FormField>
      </ListFilters>

      <PagedResults
        query={books}
        loadingLabel={t("Loading books")}
        errorTitle={t("Could not load the books")}
        empty={search ? t("No books match this search.") : status === "pending_review" ? t("No books are waiting for review.") : status === "any" ? t("No books yet.") : t("No books with the status “{{status}}”.", { status: t(STATUS_BADGES[status].label) })}
        pagesLabel={t("Books pages")}
        limit={MONITORING_PAGE_SIZE}
        offset={offset}
        onOffsetChange={(o) => update({ offset: o })}
      >
        {(results) => <ModerationTable books={results} busyId={approve.isPending ? (approve.variables ?? null) : null} onApprove={(b) => void onApprove(b)} onReject={setRejecting} />}
      </PagedResults>

      <RejectBookDialog book={rejecting} onClose={() => setRejecting(null)} />
    </div>
  );
}
