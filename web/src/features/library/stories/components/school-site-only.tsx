import { Link } from "react-router";
import { Trans, useTranslation } from "react-i18next";
import { paths } from "@/config/paths";
import { Alert } from "@/components/ui/alert";

/** Stories belong to a school: on the platform's own host there is nowhere to write one. */
export function SchoolSiteOnly() {
  const { t } = useTranslation();
  return (
    <Alert>
      <p className="font-semibold">{t("Stories are written on a school's site")}</p>
      <p>
        <Trans
          i18nKey="Open your school's own address (for example <0>yourschool.</0>…) and sign in there to write or upload stories. <1>Back to the library</1>"
          components={[<span key="host" className="font-mono" />, <Link key="library" to={paths.library} className="font-semibold underline" />]}
        />
      </p>
    </Alert>
  );
}
