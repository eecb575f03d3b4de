import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { Plus } from "lucide-react";
import { GIVING_PERIODS } from "@contracts/giving";
import { adminPanelPaths } from "@/config/admin-panel-paths";
import { useListParams } from "@/lib/use-list-params";
import { Button } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page-header";
import { ErrorState, LoadingState } from "@/components/ui/query-states";
import { useGivingStats, type GivingPeriod } from "@/features/giving/admin/api/get-giving-stats";
import { GivingOverview } from "@/features/giving/admin/components/giving-overview";
import { isOneOf } from "@/features/giving/admin/lib/labels";

/** /admin-panel/charities-dashboard: what was raised, where, and the orders waiting for staff. */
export default function CharitiesDashboardPage() {
  const { t } = useTranslation();
  const { get, update } = useListParams();
  const raw = get("period");
  const period: GivingPeriod = isOneOf(GIVING_PERIODS, raw) ? raw : "month";
  const stats = useGivingStats(period);

  return (
    <div className="grid grid-cols-1 gap-8">
      <PageHeader
        title={t("Charities dashboard")}
        description={t("Completed gifts across every school, by period, charity and school, with the orders that need attention.")}
        actions={
          <>
            <Button variant="outline" asChild>
              <Link to={adminPanelPaths.allCharities}>{t("All charities")}</Link>
            </Button>
            <Button asChild>
              <Link to={adminPanelPaths.charity()}>
                <Plus aria-hidden /> {t("Add charity")}
              </Link>
            </Button>
          </>
        }
      />
      {stats.isPending ? (
        <LoadingState label={t("Loading the giving figures")} />
      ) : stats.isError ? (
        <ErrorState error={stats.error} title={t("Could not load the giving figures")} />
      ) : (
        <div aria-busy={stats.isFetching}>
          <GivingOverview
            stats={stats.data}
            period={period}
            onPeriodChange={(p) => update({ period: p === "month" ? undefined : p })}
            ordersTo={(filter) => `${adminPanelPaths.orders}?${filter}`}
          />
        </div>
      )}
    </div>
  );
}
