import { useTranslation } from "react-i18next";
import { paths } from "@/config/paths";
import { CharitiesListView } from "@/features/giving/admin/components/charities-list-view";

/** /admin/charities: the school's own charities (editable) and the platform-wide ones (read-only). */
export default function SchoolCharitiesPage() {
  const { t } = useTranslation();
  return (
    <CharitiesListView
      description={t("Your school's charities, and the platform-wide ones offered on every school's site (those are managed by the platform).")}
      addPath={paths.schoolAdmin.addCharity()}
      table={{ editPath: (c) => (c.tenant_id === null ? null : paths.schoolAdmin.addCharity(c.id)) }}
    />
  );
}
