import { KeyRound, UserMinus } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { RosterStudent } from "@contracts/school-admin";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { TBody, TD, TH, THead, TR, Table } from "@/components/ui/table";
import { UserAvatar } from "@/components/users/user-avatar";
import { fullName } from "../lib/labels";

export function RosterTable({ students, className, onResetPassword, onRemove }: {
  students: RosterStudent[];
  className: string;
  onResetPassword: (s: RosterStudent) => void;
  onRemove: (s: RosterStudent) => void;
}) {
  const { t } = useTranslation();
  return (
    <Table className="min-w-[680px]" label={t("Students in {{class}}", { class: className })}>
      <caption className="sr-only">{t("Students in {{class}}", { class: className })}</caption>
      <THead>
        <TR>
          <TH>{t("Name")}</TH>
          <TH>{t("Username")}</TH>
          <TH>{t("Status")}</TH>
          <TH>
            <span className="sr-only">{t("Actions")}</span>
          </TH>
        </TR>
      </THead>
      <TBody>
        {students.map((s) => (
          <TR key={s.id}>
            <TD>
              <div className="flex items-center gap-3">
                <UserAvatar person={s} />
                <span className="font-semibold">{fullName(s)}</span>
              </div>
            </TD>
            <TD className="font-mono text-xs break-all">{s.username}</TD>
            <TD>{s.archived ? <Badge variant="danger">{t("Archived")}</Badge> : <Badge variant="success">{t("Active")}</Badge>}</TD>
            <TD>
              <div className="flex justify-end gap-1">
                <Button variant="ghost" size="sm" className="whitespace-nowrap" onClick={() => onResetPassword(s)} aria-label={t("Reset password of {{name}}", { name: fullName(s) })}>
                  <KeyRound aria-hidden /> {t("Reset password")}
                </Button>
                <Button variant="ghost" size="sm" className="whitespace-nowrap text-danger" onClick={() => onRemove(s)} aria-label={t("Remove {{name}} from {{class}}", { name: fullName(s), class: className })}>
                  <UserMinus aria-hidden /> {t("Remove")}
                </Button>
              </div>
            </TD>
          </TR>
        ))}
      </TBody>
    </Table>
  );
}
