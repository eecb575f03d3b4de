import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { BarChart3 } from "lucide-react";
import { adminPanelPaths } from "@/config/admin-panel-paths";
import { useListParams } from "@/lib/use-list-params";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { PageHeader } from "@/components/ui/page-header";
import { Select } from "@/components/ui/select";
import { ListFilters, SearchField } from "@/components/lists/list-filters";
import { PagedResults } from "@/components/lists/paged-results";
import { ADMIN_BOOKS_PAGE_SIZE, useAdminBooks } from "@/features/library/admin/api/get-admin-books";
import { useTenantOptions } from "@/features/identity/admin-panel/api/get-tenants";
import { BooksTable } from "@/features/library/admin/components/books-table";
import { STATUS_BADGES, STATUS_ORDER, isBookStatus } from "@/features/library/admin/lib/labels";

/** /admin-panel/all-books: every book on the platform, searchable and filtered by status. */
export default function AllBooksPage() {
  const { t } = useTranslation();
  const { get, offset, update } = useListParams();
  const search = get("search");
  const raw = get("status");
  const status = isBookStatus(raw) ? raw : "any";
  const books = useAdminBooks({ status, search, offset });
  const schools = useTenantOptions();

  return (
    <div className="grid gap-6">
      <PageHeader
        title={t("All books")}
        description={t("Every book of every school and the platform. Open one to read it, or edit its details.")}
        actions={
          <Button variant="outline" asChild>
            <Link to={adminPanelPaths.booksDashboard}>
              <BarChart3 aria-hidden /> {t("Books dashboard")}
            </Link>
          </Button>
        }
      />

      <ListFilters label={t("Filter books")} className="md:grid-cols-2">
        <SearchField label={t("Search books")} placeholder={t("Title or author")} value={search} onCommit={(value) => update({ search: value })} />
        <FormField label={t("Status")}>
          <Select value={status === "any" ? "" : status} onChange={(e) => update({ status: e.target.value })}>
            <option value="">{t("Every status")}</option>
            {STATUS_ORDER.map((s) => (
              <option key={s} value={s}>
                {t(STATUS_BADGES[s].label)}
              </option>
            ))}
          </Select>
        </FormField>
      </ListFilters>

      <PagedResults
        query={books}
        loadingLabel={t("Loading books")}
        errorTitle={t("Could not load the books")}
        empty={search || status !== "any" ? t("No books match these filters.") : t("No books yet.")}
        pagesLabel={t("Books pages")}
        limit={ADMIN_BOOKS_PAGE_SIZE}
        offset={offset}
        onOffsetChange={(o) => update({ offset: o })}
      >
        {(results) => <BooksTable books={results} schools={schools.data} />}
      </PagedResults>
    </div>
  );
}
