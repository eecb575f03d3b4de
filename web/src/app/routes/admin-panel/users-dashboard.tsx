import { useTranslation } from "react-i18next";
import { PEOPLE_ROLES, PEOPLE_STATS_RANGES, type PeopleRole } from "@contracts/staff-people";
import { msg } from "@/lib/i18n";
import { useListParams } from "@/lib/use-list-params";
import { FormField } from "@/components/ui/form-field";
import { PageHeader } from "@/components/ui/page-header";
import { ErrorState, LoadingState } from "@/components/ui/query-states";
import { Select } from "@/components/ui/select";
import { ListFilters } from "@/components/lists/list-filters";
import { useTenantOptions } from "@/features/identity/admin-panel/api/get-tenants";
import { usePeopleStats } from "@/features/operations/api/people";
import { PEOPLE_ROLE_NAMES, PeopleStats } from "@/features/operations/components/people-stats";

const RANGE_NAMES: Record<(typeof PEOPLE_STATS_RANGES)[number], string> = { "30": msg("Last 30 days (by day)"), "90": msg("Last 90 days (by week)"), "365": msg("Last 12 months (by week)") };

/** /admin-panel/users-dashboard: sign-ups and active users over time, by role and by school (staff). */
export default function UsersDashboardPage() {
  const { t } = useTranslation();
  const { get, update } = useListParams();
  const days = (PEOPLE_STATS_RANGES as readonly string[]).includes(get("days")) ? get("days") : "90";
  const tenant = get("tenant");
  const role = (PEOPLE_ROLES as readonly string[]).includes(get("role")) ? (get("role") as PeopleRole) : "";
  const stats = usePeopleStats({ days, tenant });
  const schools = useTenantOptions();
  return (
    <div className="grid gap-6">
      <PageHeader title={t("Users dashboard")} description={t("Sign-ups and active people over time. Active means signed in or came back to a session in that period.")} />
      <ListFilters label={t("Choose the figures")} className="sm:grid-cols-3">
        <FormField label={t("Period")}>
          <Select value={days} onChange={(e) => update({ days: e.target.value === "90" ? "" : e.target.value })}>
            {PEOPLE_STATS_RANGES.map((r) => (
              <option key={r} value={r}>
                {t(RANGE_NAMES[r])}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label={t("Role")}>
          <Select value={role} onChange={(e) => update({ role: e.target.value })}>
            <option value="">{t("Everyone")}</option>
            {PEOPLE_ROLES.map((r) => (
              <option key={r} value={r}>
                {t(PEOPLE_ROLE_NAMES[r])}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label={t("School")}>
          <Select value={tenant} onChange={(e) => update({ tenant: e.target.value })}>
            <option value="">{t("Every school")}</option>
            <option value="platform">{t("Platform accounts (no school)")}</option>
            {(schools.data ?? []).map((s) => (
              <option key={s.id} value={s.id}>
                {s.school_name}
              </option>
            ))}
          </Select>
        </FormField>
      </ListFilters>
      {stats.isPending ? <LoadingState label={t("Loading the figures")} /> : stats.isError ? <ErrorState error={stats.error} title={t("Could not load the figures")} /> : <PeopleStats stats={stats.data} role={role} showSchools={!tenant} />}
    </div>
  );
}
