import { paths } from "@/config/paths";
import { PageHeader } from "@/components/ui/page-header";
import { DonationsView } from "@/features/giving-admin/components/donations-view";

/** /admin-panel/donations: every school's gifts, filterable and exportable. */
export default function DonationsPage() {
  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader title="Donations" description="Every gift on the platform, newest first. The export holds exactly what the filters select." />
      <DonationsView staff orderPath={(id) => `${paths.adminPanel.orders}?order=${encodeURIComponent(id)}`} />
    </div>
  );
}
