import { useParams } from "react-router";
import { paths } from "@/config/paths";
import { BackLink } from "@/components/ui/back-link";
import { PageHeader } from "@/components/ui/page-header";
import { LoadedRecord } from "@/components/ui/loaded-record";
import { useUser } from "@/features/identity/admin-panel/api/get-user";
import { UserForm } from "@/features/identity/admin-panel/components/user-form";
import { formatDate } from "@/features/identity/admin-panel/lib/labels";

/** /admin-panel/user/:userId? and /admin-panel/userprofile/:userId?: add a user, or edit one. */
export default function UserPage() {
  const { userId } = useParams();
  const user = useUser(userId);
  const title = userId ? "Edit user" : "Add user";

  return (
    <div className="grid gap-6">
      <BackLink to={paths.adminPanel.allUsers}>All users</BackLink>
      {!userId ? (
        <>
          <PageHeader title={title} description="The new user can sign in with the email (or username) once they have a password." />
          <UserForm />
        </>
      ) : (
        <LoadedRecord query={user} title={title} loadingLabel="Loading user" errorTitle="Could not load this user">
          {(loaded) => (
            <>
              <PageHeader title={title} description={`${loaded.first_name} ${loaded.last_name} · ${loaded.tenant_name ?? "Platform"} · joined ${formatDate(loaded.created_at)}`} />
              <UserForm key={loaded.id} user={loaded} />
            </>
          )}
        </LoadedRecord>
      )}
    </div>
  );
}
