import { Link, useParams } from "react-router";
import { ArrowLeft } from "lucide-react";
import { paths } from "@/config/paths";
import { PageHeader } from "@/components/ui/page-header";
import { ErrorState, LoadingState } from "@/components/ui/query-states";
import { useSchoolUser } from "@/features/school-admin/api/get-user";
import { SchoolUserForm } from "@/features/school-admin/components/user-form";
import { formatDate, fullName } from "@/features/school-admin/lib/labels";

/** /admin/adduser and /admin/adduser/:userId: add a member of the school, or edit one. */
export default function AddUserPage() {
  const { userId } = useParams();
  const user = useSchoolUser(userId);
  const title = userId ? "Edit user" : "Add user";

  return (
    <div className="grid gap-6">
      <Link to={paths.schoolAdmin.users} className="flex w-fit items-center gap-2 text-sm text-ink-muted hover:text-ink">
        <ArrowLeft className="size-4" aria-hidden /> All users
      </Link>
      {!userId ? (
        <>
          <PageHeader title={title} description="Add a student, teacher, parent or school admin to your school." />
          <SchoolUserForm />
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
          <PageHeader title={title} description={`${fullName(user.data)} · ${user.data.username} · joined ${formatDate(user.data.created_at)}`} />
          <SchoolUserForm key={user.data.id} user={user.data} />
        </>
      )}
    </div>
  );
}
