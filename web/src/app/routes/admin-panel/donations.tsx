import { useTranslation } from "react-i18next";
import { adminPanelPaths } from "@/config/admin-panel-paths";
import { PageHeader } from "@/components/ui/page-header";
import { PageLoader } from "@/components/ui/spinner";
import { DonationsView } from "@/features/giving/admin/components/donations-view";
import { useCurrentTenant } from "@/features/identity/tenant/api";

/**
 * /admin-panel/donations: every school's gifts, filterable by school and exportable, on the
 * platform's site; on a school's site, staff see (and filter within) that school's gifts only.
 */
export default function DonationsPage() {
  const { t } = useTranslation();
  // Settled before any page renders (app.tsx waits for it); the loader covers a cold cache.
  const host = useCurrentTenant();
  if (host.isPending) return <PageLoader />;
  const hostSchool = host.data?.school_name ?? null;
  const description = hostSchool
    ? t("{{school}}'s gifts, newest first: on a school's site this list holds that school's gifts only. Open the admin panel on the platform's site to see or filter every school. The export holds exactly what the filters select.", { school: hostSchool })
    : t("Every gift on the platform, newest first. The export holds exactly what the filters select.");
  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader title={t("Donations")} description={description} />
      <DonationsView staff hostSchool={hostSchool} orderPath={(id) => `${adminPanelPaths.orders}?order=${encodeURIComponent(id)}`} />
    </div>
  );
}
