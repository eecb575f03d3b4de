import { useTranslation } from "react-i18next";
import { PageHeader } from "@/components/ui/page-header";
import { BulkEnrolment } from "@/features/identity/roster/components/bulk-enrolment";

/** /bulk-enrolment: school admins (any class) and teachers (their own classes) enrol a roster file. */
export default function BulkEnrolmentPage() {
  const { t } = useTranslation();
  return (
    <div className="grid gap-6 print:block">
      <div className="print:hidden">
        <PageHeader title={t("Bulk enrolment")} description={t("Create student accounts for whole classes from a spreadsheet, then print their login cards.")} />
      </div>
      <BulkEnrolment />
    </div>
  );
}
