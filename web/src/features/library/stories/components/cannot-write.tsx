import { Link } from "react-router";
import { Trans } from "react-i18next";
import { paths } from "@/config/paths";
import { Alert } from "@/components/ui/alert";

export function CannotWrite() {
  return (
    <Alert>
      <Trans
        i18nKey="Only students, teachers and school admins can write stories. <0>Back to the library</0>"
        components={[<Link key="library" to={paths.library} className="font-semibold underline" />]}
      />
    </Alert>
  );
}
