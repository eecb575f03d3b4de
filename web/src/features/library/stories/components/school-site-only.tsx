import { Link } from "react-router";
import { paths } from "@/config/paths";
import { Alert } from "@/components/ui/alert";

/** Stories belong to a school: on the platform's own host there is nowhere to write one. */
export function SchoolSiteOnly() {
  return (
    <Alert>
      <p className="font-semibold">Stories are written on a school's site</p>
      <p>
        Open your school's own address (for example <span className="font-mono">yourschool.</span>…) and sign in there to write or upload stories.{" "}
        <Link to={paths.library} className="font-semibold underline">
          Back to the library
        </Link>
      </p>
    </Alert>
  );
}
