import { Link } from "react-router";
import { paths } from "@/config/paths";
import { PageHeader } from "@/components/ui/page-header";
import { TourRequestForm } from "@/features/operations/components/tour-request-form";

/** /request-a-tour */
export default function RequestTourPage() {
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8">
      <PageHeader
        title="Request a tour"
        description="A 30-minute guided tour for your school: the library, courses, challenges and giving, as your teachers, students and office would use them. Give us up to three times that suit you, in your own time zone."
      />
      <TourRequestForm />
      <p className="text-sm text-ink-muted">
        Want to read first? See <Link to={paths.info("navigating-the-platform")} className="font-medium text-primary-dark underline">navigating the platform</Link> and the{" "}
        <Link to={paths.faq} className="font-medium text-primary-dark underline">
          FAQ
        </Link>
        .
      </p>
    </div>
  );
}
