import { Link } from "react-router";
import type { AdminUser } from "@contracts/users";
import { paths } from "@/config/paths";
import { Badge } from "@/components/ui/badge";
import { ROLE_LABELS } from "@/lib/roles";
import { TBody, TD, TH, THead, TR, Table } from "@/components/ui/table";
import { UserAvatar } from "@/components/users/user-avatar";
import { fullName } from "../lib/labels";

export function SchoolUsersTable({ users }: { users: AdminUser[] }) {
  return (
    <Table className="min-w-[640px]" label="Users">
      <caption className="sr-only">Users of the school</caption>
      <THead>
        <TR>
          <TH>Name</TH>
          <TH>Email / username</TH>
          <TH>Role</TH>
          <TH>Status</TH>
        </TR>
      </THead>
      <TBody>
        {users.map((u) => (
          <TR key={u.id} className="hover:bg-surface-alt">
            <TD>
              <div className="flex items-center gap-3">
                <UserAvatar person={u} />
                <Link to={paths.schoolAdmin.addUser(u.id)} className="font-semibold text-primary hover:underline">
                  {fullName(u)}
                </Link>
              </div>
            </TD>
            <TD>
              <div className="grid">
                <span className="break-all">{u.email ?? "—"}</span>
                <span className="text-xs break-all text-ink-muted">{u.username}</span>
              </div>
            </TD>
            <TD>{u.role ? <Badge variant="muted">{ROLE_LABELS[u.role]}</Badge> : <span className="text-ink-muted">—</span>}</TD>
            <TD>
              <div className="flex flex-wrap gap-1">
                {u.archived ? <Badge variant="danger">Archived</Badge> : <Badge variant="success">Active</Badge>}
                {u.email && !u.email_verified ? <Badge variant="warning">Unverified</Badge> : null}
              </div>
            </TD>
          </TR>
        ))}
      </TBody>
    </Table>
  );
}
