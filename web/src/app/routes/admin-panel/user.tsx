import { useParams } from "react-router";
import { useTranslation } from "react-i18next";
import { adminPanelPaths } from "@/config/admin-panel-paths";
import { BackLink } from "@/components/ui/back-link";
import { PageHeader } from "@/components/ui/page-header";
import { LoadedRecord } from "@/components/ui/loaded-record";
import { useUser } from "@/features/identity/admin-panel/api/get-user";
import { UserForm } from "@/features/identity/admin-panel/components/user-form";
import { formatDate } from "@/lib/format";

/** /admin-panel/user/:userId? and /admin-panel/userprofile/:userId?: add a user, or edit one. */
export default function UserPage() {
  const { t } = useTranslation();
  const { userId } = useParams();
  const user = useUser(userId);
  const title = userId ? t("Edit user") : t("Add user");

  return (
    <div className="grid gap-6">
      <BackLink to={adminPanelPaths.allUsers}>{t("All users")}</BackLink>
      {!userId ? (
        <>
          <PageHeader title={title} description={t("The new user can sign in with the email (or username) once they have a password.")} />
          <UserForm />
        </>
      ) : (
        <LoadedRecord query={user} title={title} loadingLabel={t("Loading user")} errorTitle={t("Could not load this user")}>
          {(loaded) => (
            <>
              <PageHeader title={title} description={t("{{name}} · {{school}} · joined {{date}}", { name: `${loaded.first_name} ${loaded.last_name}`, school: loaded.tenant_name ?? t("Platform"), date: formatDate(loaded.created_at) })} />
              <UserForm key={loaded.id} user={loaded} />
            </>
          )}
        </LoadedRecord>
      )}
    </div>
  );
}
