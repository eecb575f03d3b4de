import { useParams } from "react-router";
import { useTranslation } from "react-i18next";
import { formatDate } from "@/lib/format";
import { paths } from "@/config/paths";
import { BackLink } from "@/components/ui/back-link";
import { PageHeader } from "@/components/ui/page-header";
import { LoadedRecord } from "@/components/ui/loaded-record";
import { useSchoolUser } from "@/features/identity/school-admin/api/get-user";
import { SchoolUserForm } from "@/features/identity/school-admin/components/user-form";
import { fullName } from "@/features/identity/school-admin/lib/labels";

/** /admin/adduser and /admin/adduser/:userId: add a member of the school, or edit one. */
export default function AddUserPage() {
  const { t } = useTranslation();
  const { userId } = useParams();
  const user = useSchoolUser(userId);
  const title = userId ? t("Edit user") : t("Add user");

  return (
    <div className="grid gap-6">
      <BackLink to={paths.schoolAdmin.users}>{t("All users")}</BackLink>
      {!userId ? (
        <>
          <PageHeader title={title} description={t("Add a student, teacher, parent or school admin to your school.")} />
          <SchoolUserForm />
        </>
      ) : (
        <LoadedRecord query={user} title={title} loadingLabel={t("Loading user")} errorTitle={t("Could not load this user")}>
          {(loaded) => (
            <>
              <PageHeader title={title} description={t("{{name}} · {{username}} · joined {{date}}", { name: fullName(loaded), username: loaded.username, date: formatDate(loaded.created_at) })} />
              <SchoolUserForm key={loaded.id} user={loaded} />
            </>
          )}
        </LoadedRecord>
      )}
    </div>
  );
}
