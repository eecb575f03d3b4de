import { Link } from "react-router";
import { Trans, useTranslation } from "react-i18next";
import { paths } from "@/config/paths";
import { PageHeader } from "@/components/ui/page-header";
import { TourRequestForm } from "@/features/operations/components/tour-request-form";

/** /request-a-tour */
export default function RequestTourPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8">
      <PageHeader
        title={t("Request a tour")}
        description={t("A 30-minute guided tour for your school: the library, courses, challenges and giving, as your teachers, students and office would use them. Give us up to three times that suit you, in your own time zone.")}
      />
      <TourRequestForm />
      <p className="text-sm text-ink-muted">
        <Trans
          i18nKey="Want to read first? See <0>navigating the platform</0> and the <1>FAQ</1>."
          components={[
            <Link key="guide" to={paths.info("navigating-the-platform")} className="font-medium text-primary-dark underline" />,
            <Link key="faq" to={paths.faq} className="font-medium text-primary-dark underline" />,
          ]}
        />
      </p>
    </div>
  );
}
