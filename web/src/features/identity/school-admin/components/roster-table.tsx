import { KeyRound, UserMinus } from "lucide-react";
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
  return (
    <Table className="min-w-[680px]" label={`Students in ${className}`}>
      <caption className="sr-only">Students in {className}</caption>
      <THead>
        <TR>
          <TH>Name</TH>
          <TH>Username</TH>
          <TH>Status</TH>
          <TH>
            <span className="sr-only">Actions</span>
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
            <TD>{s.archived ? <Badge variant="danger">Archived</Badge> : <Badge variant="success">Active</Badge>}</TD>
            <TD>
              <div className="flex justify-end gap-1">
                <Button variant="ghost" size="sm" className="whitespace-nowrap" onClick={() => onResetPassword(s)} aria-label={`Reset password of ${fullName(s)}`}>
                  <KeyRound aria-hidden /> Reset password
                </Button>
                <Button variant="ghost" size="sm" className="whitespace-nowrap text-danger" onClick={() => onRemove(s)} aria-label={`Remove ${fullName(s)} from ${className}`}>
                  <UserMinus aria-hidden /> Remove
                </Button>
              </div>
            </TD>
          </TR>
        ))}
      </TBody>
    </Table>
  );
}
