import { Link } from "react-router";
import type { AdminUser } from "@contracts/users";
import { paths } from "@/config/paths";
import { Badge } from "@/components/ui/badge";
import { ROLE_LABELS } from "@/lib/roles";
import { TBody, TD, TH, THead, TR, Table } from "@/components/ui/table";
import { UserAvatar } from "@/components/users/user-avatar";
import { STAFF_LABEL } from "../lib/labels";

export function UsersTable({ users }: { users: AdminUser[] }) {
  return (
    <Table className="min-w-[760px]">
      <caption className="sr-only">Users</caption>
      <THead>
        <TR>
          <TH>Name</TH>
          <TH>Email / username</TH>
          <TH>Role</TH>
          <TH>School</TH>
          <TH>Status</TH>
        </TR>
      </THead>
      <TBody>
        {users.map((u) => (
          <TR key={u.id} className="hover:bg-surface-alt">
            <TD>
              <div className="flex items-center gap-3">
                <UserAvatar person={u} />
                <Link to={paths.adminPanel.user(u.id)} className="font-semibold text-primary hover:underline">
                  {`${u.first_name} ${u.last_name}`.trim() || u.username}
                </Link>
              </div>
            </TD>
            <TD>
              <div className="grid">
                <span className="break-all">{u.email ?? "—"}</span>
                <span className="text-xs text-ink-muted">{u.username}</span>
              </div>
            </TD>
            <TD>
              <div className="flex flex-wrap gap-1">
                {u.role ? <Badge variant="muted">{ROLE_LABELS[u.role]}</Badge> : null}
                {u.is_staff ? <Badge>{STAFF_LABEL}</Badge> : null}
                {!u.role && !u.is_staff ? <span className="text-ink-muted">—</span> : null}
              </div>
            </TD>
            <TD>{u.tenant_name ?? <span className="text-ink-muted">Platform</span>}</TD>
            <TD>
              <div className="flex flex-wrap gap-1">
                {u.archived ? <Badge variant="danger">Archived</Badge> : <Badge variant="success">Active</Badge>}
                {u.email ? u.email_verified ? <Badge variant="muted">Verified</Badge> : <Badge variant="warning">Unverified</Badge> : null}
              </div>
            </TD>
          </TR>
        ))}
      </TBody>
    </Table>
  );
}
