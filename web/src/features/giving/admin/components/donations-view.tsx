import { useTranslation } from "react-i18next";
import { toast } from "@/lib/toast";
import { Download } from "lucide-react";
import { DONATION_STATUSES, DONATION_TARGETS } from "@contracts/giving";
import { errorMessage } from "@/lib/api-client";
import { useListParams } from "@/lib/use-list-params";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { ListFilters, SearchField } from "@/components/lists/list-filters";
import { PagedResults } from "@/components/lists/paged-results";
import { saveBlob } from "@/lib/save-blob";
import { useExportDonations } from "../api/export-donations";
import { DONATIONS_PAGE_SIZE, useDonations, type DonationFilters } from "../api/get-donations";
import { useTenantOptions } from "@/features/identity/admin-panel/api/get-tenants";
import { DONATION_STATUS_BADGES, TARGET_LABELS, isOneOf } from "../lib/labels";
import { DonationsTable } from "./donations-table";
import { SchoolFilter } from "@/features/identity/admin-panel/components/school-filter";

const isDate = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v);

/**
 * Search, filters (kept in the URL), the paged donations table and a CSV export of exactly what
 * the filters select. `staff` adds order links and, on the platform's site, the school filter and
 * column. On a school's site (`hostSchool` set) the API answers that school's gifts whatever
 * `?tenant=` says (lib/tenancy.ts#staffView: only platform staff on the platform host see across
 * schools), so a School filter there could only mislead: none is offered and none is sent.
 */
export function DonationsView({ staff, hostSchool = null, orderPath }: { staff: boolean; hostSchool?: string | null; orderPath?: (orderId: string) => string }) {
  const { t } = useTranslation();
  const acrossSchools = staff && hostSchool === null;
  const { get, offset, update } = useListParams();
  const status = get("status");
  const target = get("target_type");
  const filters: DonationFilters = {
    search: get("search"),
    status: isOneOf(DONATION_STATUSES, status) ? status : "",
    target_type: isOneOf(DONATION_TARGETS, target) ? target : "",
    tenant: acrossSchools ? get("tenant") : "",
    from: isDate(get("from")) ? get("from") : "",
    to: isDate(get("to")) ? get("to") : "",
  };
  const donations = useDonations(filters, offset);
  const schools = useTenantOptions(acrossSchools);
  const exporter = useExportDonations();
  const filtered = Object.values(filters).some(Boolean);
  const schoolName = (id: string | null) => (id === null ? t("Platform") : (schools.data?.find((s) => s.id === id)?.school_name ?? t("A school")));

  const onExport = async () => {
    try {
      const blob = await exporter.mutateAsync(filters);
      saveBlob(blob, `donations-${new Date().toISOString().slice(0, 10)}.csv`);
      toast.success(t("The CSV file was downloaded."));
    } catch (err) {
      toast.error(t("Could not export the donations."), { description: errorMessage(err) });
    }
  };

  const exportCsv = () => void onExport();

  return (
    <div className="grid grid-cols-1 gap-6">
      <ListFilters label={t("Filter donations")} className="sm:grid-cols-2 lg:grid-cols-3">
        <SearchField label={t("Search donations")} placeholder={t("Donor, message or what was given to")} value={filters.search} onCommit={(value) => update({ search: value })} />
        <FormField label={t("Status")}>
          <Select value={filters.status} onChange={(e) => update({ status: e.target.value })}>
            <option value="">{t("Any status")}</option>
            {DONATION_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(DONATION_STATUS_BADGES[s].label)}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label={t("Given to")}>
          <Select value={filters.target_type} onChange={(e) => update({ target_type: e.target.value })}>
            <option value="">{t("Charities, projects and libraries")}</option>
            {DONATION_TARGETS.map((target) => (
              <option key={target} value={target}>
                {t(TARGET_LABELS[target])}
              </option>
            ))}
          </Select>
        </FormField>
        {acrossSchools ? (
          <SchoolFilter value={filters.tenant} onChange={(tenant) => update({ tenant })} />
        ) : null}
        <FormField label={t("From")}>
          <Input type="date" value={filters.from} max={filters.to || undefined} onChange={(e) => update({ from: e.target.value })} />
        </FormField>
        <FormField label={t("To")}>
          <Input type="date" value={filters.to} min={filters.from || undefined} onChange={(e) => update({ to: e.target.value })} />
        </FormField>
      </ListFilters>

      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-ink-muted" aria-live="polite">
          {donations.data
            ? filtered
              ? t("{{count, number}} donations match these filters.", { count: donations.data.count })
              : t("{{count, number}} donations.", { count: donations.data.count })
            : null}
        </p>
        <Button variant="outline" onClick={exportCsv} disabled={exporter.isPending}>
          <Download aria-hidden /> {exporter.isPending ? t("Exporting…") : t("Export CSV")}
        </Button>
      </div>

      <PagedResults
        query={donations}
        loadingLabel={t("Loading donations")}
        errorTitle={t("Could not load the donations")}
        empty={filtered ? t("No donations match these filters.") : t("No donations yet.")}
        pagesLabel={t("Donations pages")}
        limit={DONATIONS_PAGE_SIZE}
        offset={offset}
        onOffsetChange={(o) => update({ offset: o })}
      >
        {(results) => <DonationsTable donations={results} schoolName={acrossSchools ? schoolName : undefined} orderPath={orderPath} />}
      </PagedResults>
    </div>
  );
}
