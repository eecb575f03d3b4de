import { Link } from "react-router";
import { paths } from "@/config/paths";
import { Alert } from "@/components/ui/alert";

export function CannotWrite() {
  return (
    <Alert>
      Only students, teachers and school admins can write stories.{" "}
      <Link to={paths.library} className="font-semibold underline">
        Back to the library
      </Link>
    </Alert>
  );
}
