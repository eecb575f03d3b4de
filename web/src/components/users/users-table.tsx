import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { AdminUser } from "@contracts/users";
import { Badge } from "@/components/ui/badge";
import { ROLE_LABELS } from "@/lib/roles";
import { TBody, TD, TH, THead, TR, Table } from "@/components/ui/table";
import { UserAvatar } from "./user-avatar";
import { EmailAddress } from "@/components/ui/email-address";

const displayName = (u: AdminUser) => `${u.first_name} ${u.last_name}`.trim() || u.username;

/**
 * The users list of the admin areas. `acrossSchools` (the staff panel) adds the School column,
 * the platform-staff badge and the verified badge; a school's own list shows only what its admin
 * acts on (an unverified email).
 */
export function UsersTable({ users, hrefFor, acrossSchools, staffLabel }: { users: AdminUser[]; hrefFor: (u: AdminUser) => string; acrossSchools: boolean; staffLabel?: string }) {
  const { t } = useTranslation();
  return (
    <Table className={acrossSchools ? "min-w-[760px]" : "min-w-[640px]"} label={t("Users")}>
      <caption className="sr-only">{acrossSchools ? t("Users") : t("Users of the school")}</caption>
      <THead>
        <TR>
          <TH>{t("Name")}</TH>
          <TH>{t("Email / username")}</TH>
          <TH>{t("Role")}</TH>
          {acrossSchools ? <TH>{t("School")}</TH> : null}
          <TH>{t("Status")}</TH>
        </TR>
      </THead>
      <TBody>
        {users.map((u) => (
          <TR key={u.id} className="hover:bg-surface-alt">
            <TD>
              <div className="flex items-center gap-3">
                <UserAvatar person={u} />
                <Link to={hrefFor(u)} className="min-w-0 font-semibold wrap-anywhere text-primary hover:underline">
                  {displayName(u)}
                </Link>
              </div>
            </TD>
            <TD>
              <div className="grid">
                {u.email ? <EmailAddress email={u.email} /> : <span>—</span>}
                <span className="text-xs wrap-anywhere text-ink-muted">{u.username}</span>
              </div>
            </TD>
            <TD>
              <div className="flex flex-wrap gap-1">
                {u.role ? <Badge variant="muted">{ROLE_LABELS[u.role]}</Badge> : null}
                {acrossSchools && u.is_staff ? <Badge>{staffLabel ?? t("Platform staff")}</Badge> : null}
                {!u.role && !(acrossSchools && u.is_staff) ? <span className="text-ink-muted">—</span> : null}
              </div>
            </TD>
            {acrossSchools ? <TD>{u.tenant_name ?? <span className="text-ink-muted">{t("Platform")}</span>}</TD> : null}
            <TD>
              <div className="flex flex-wrap gap-1">
                {u.archived ? <Badge variant="danger">{t("Archived")}</Badge> : <Badge variant="success">{t("Active")}</Badge>}
                {u.email && !u.email_verified ? <Badge variant="warning">{t("Unverified")}</Badge> : null}
                {acrossSchools && u.email && u.email_verified ? <Badge variant="muted">{t("Verified")}</Badge> : null}
              </div>
            </TD>
          </TR>
        ))}
      </TBody>
    </Table>
  );
}
