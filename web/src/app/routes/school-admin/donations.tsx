import { useTranslation } from "react-i18next";
import { PageHeader } from "@/components/ui/page-header";
import { DonationsView } from "@/features/giving/admin/components/donations-view";

/** /admin/donations: the school's giving, filterable and exportable. */
export default function SchoolDonationsPage() {
  const { t } = useTranslation();
  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader title={t("Donations")} description={t("Gifts made through your school's site, newest first. The export holds exactly what the filters select.")} />
      <DonationsView staff={false} />
    </div>
  );
}
