import { Link, useParams } from "react-router";
import { ArrowLeft } from "lucide-react";
import { paths } from "@/config/paths";
import { useUser } from "@/features/admin-panel/api/get-user";
import { PageHeader } from "@/features/admin-panel/components/page-header";
import { ErrorState, LoadingState } from "@/features/admin-panel/components/query-states";
import { UserForm } from "@/features/admin-panel/components/user-form";
import { formatDate } from "@/features/admin-panel/lib/labels";

/** /admin-panel/user/:userId? and /admin-panel/userprofile/:userId?: add a user, or edit one. */
export default function UserPage() {
  const { userId } = useParams();
  const user = useUser(userId);
  const title = userId ? "Edit user" : "Add user";

  return (
    <div className="grid gap-6">
      <Link to={paths.adminPanel.allUsers} className="flex w-fit items-center gap-2 text-sm text-ink-muted hover:text-ink">
        <ArrowLeft className="size-4" aria-hidden /> All users
      </Link>
      {!userId ? (
        <>
          <PageHeader title={title} description="The new user can sign in with the email (or username) once they have a password." />
          <UserForm />
        </>
      ) : user.isPending ? (
        <>
          <PageHeader title={title} />
          <LoadingState label="Loading user" />
        </>
      ) : user.isError ? (
        <>
          <PageHeader title={title} />
          <ErrorState error={user.error} title="Could not load this user" />
        </>
      ) : (
        <>
          <PageHeader
            title={title}
            description={`${user.data.first_name} ${user.data.last_name} · ${user.data.tenant_name ?? "Platform"} · joined ${formatDate(user.data.created_at)}`}
          />
          <UserForm key={user.data.id} user={user.data} />
        </>
      )}
    </div>
  );
}
