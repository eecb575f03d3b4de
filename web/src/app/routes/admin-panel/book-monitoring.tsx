import { useTranslation } from "react-i18next";
import { RefreshCw } from "lucide-react";
import { cn } from "@/lib/cn";
import { useListParams } from "@/lib/use-list-params";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { PageHeader } from "@/components/ui/page-header";
import { Select } from "@/components/ui/select";
import { ListFilters, SearchField } from "@/components/lists/list-filters";
import { PagedResults } from "@/components/lists/paged-results";
import { MONITORING_PAGE_SIZE, useBookMonitoring } from "@/features/library/admin/api/get-book-monitoring";
import { useTenantOptions } from "@/features/identity/admin-panel/api/get-tenants";
import { MonitoringTable } from "@/features/library/admin/components/monitoring-table";
import { STATUS_BADGES, STATUS_ORDER, isBookStatus } from "@/features/library/admin/lib/labels";
import { SchoolFilter } from "@/features/identity/admin-panel/components/school-filter";

/** /admin-panel/book-monitoring: every book's processing and review history, failures first. */
export default function BookMonitoringPage() {
  const { t } = useTranslation();
  const { get, offset, update } = useListParams();
  const search = get("search");
  const tenant = get("tenant");
  const raw = get("status");
  const status = isBookStatus(raw) ? raw : "";
  const books = useBookMonitoring({ status, tenant, search, offset });
  const schools = useTenantOptions();
  const filtered = !!(search || tenant || status);

  return (
    <div className="grid gap-6">
      <PageHeader
        title={t("Book monitoring")}
        description={t("Every book's upload, processing and review, failures first. Open a row to see its full history.")}
        actions={
          <Button variant="outline" onClick={() => void books.refetch()} disabled={books.isFetching}>
            <RefreshCw className={cn(books.isFetching && "animate-spin")} aria-hidden /> {t("Refresh")}
          </Button>
        }
      />

      <ListFilters label={t("Filter books")} className="md:grid-cols-3">
        <SearchField label={t("Search books")} placeholder={t("Title or author")} value={search} onCommit={(value) => update({ search: value })} />
        <FormField label={t("Status")}>
          <Select value={status} onChange={(e) => update({ status: e.target.value })}>
            <option value="">{t("Every status")}</option>
            {STATUS_ORDER.map((s) => (
              <option key={s} value={s}>
                {t(STATUS_BADGES[s].label)}
              </option>
            ))}
          </Select>
        </FormField>
        <SchoolFilter value={tenant} onChange={(tenant) => update({ tenant })} withPlatform={false} />
      </ListFilters>

      <PagedResults
        query={books}
        loadingLabel={t("Loading books")}
        errorTitle={t("Could not load book monitoring")}
        empty={filtered ? t("No books match these filters.") : t("No books yet.")}
        pagesLabel={t("Book monitoring pages")}
        limit={MONITORING_PAGE_SIZE}
        offset={offset}
        onOffsetChange={(o) => update({ offset: o })}
      >
        {(results) => <MonitoringTable books={results} schools={schools.data} />}
      </PagedResults>
    </div>
  );
}
