import { useMemo } from "react";
import { Link, useLocation } from "react-router";
import { useAtomValue } from "jotai";
import { Trans, useTranslation } from "react-i18next";
import { paths } from "@/config/paths";
import { userAtom } from "@/lib/session";
import { PageHeader } from "@/components/ui/page-header";
import { ReportProblemForm, reportedPage } from "@/features/operations/components/report-problem-form";

/** /report-a-problem */
export default function ReportProblemPage() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const user = useAtomValue(userAtom);
  const page = useMemo(() => reportedPage(search, document.referrer, window.location.origin), [search]);
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8">
      <PageHeader title={t("Report a problem")} description={t("Tell us what went wrong and where. Our team reads every report; a screenshot helps us see what you saw.")} />
      <ReportProblemForm page={page} email={user?.email} />
      <p className="text-sm text-ink-muted">
        <Trans
          i18nKey="A question rather than a problem? Try the <0>FAQ</0> or <1>write to us</1>. Checking a school computer? Run the <2>system check</2> and paste its report."
          components={[
            <Link key="faq" to={paths.faq} className="font-medium text-primary-dark underline" />,
            <Link key="contact" to={paths.contact} className="font-medium text-primary-dark underline" />,
            <Link key="check" to={paths.systemCheck} className="font-medium text-primary-dark underline" />,
          ]}
        />
      </p>
    </div>
  );
}
