import { useMemo } from "react";
import { Link, useLocation } from "react-router";
import { useAtomValue } from "jotai";
import { paths } from "@/config/paths";
import { userAtom } from "@/lib/session";
import { PageHeader } from "@/components/ui/page-header";
import { ReportProblemForm, reportedPage } from "@/features/operations/components/report-problem-form";

/** /report-a-problem */
export default function ReportProblemPage() {
  const { search } = useLocation();
  const user = useAtomValue(userAtom);
  const page = useMemo(() => reportedPage(search, document.referrer, window.location.origin), [search]);
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8">
      <PageHeader title="Report a problem" description="Tell us what went wrong and where. Our team reads every report; a screenshot helps us see what you saw." />
      <ReportProblemForm page={page} email={user?.email} />
      <p className="text-sm text-ink-muted">
        A question rather than a problem? Try the <Link to={paths.faq} className="font-medium text-primary-dark underline">FAQ</Link> or{" "}
        <Link to={paths.contact} className="font-medium text-primary-dark underline">
          write to us
        </Link>
        . Checking a school computer? Run the <Link to={paths.systemCheck} className="font-medium text-primary-dark underline">system check</Link> and paste its report.
      </p>
    </div>
  );
}
