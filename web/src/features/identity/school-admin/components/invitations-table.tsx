import type { InvitationOut } from "@contracts/people";
import { errorMessage } from "@/lib/api-client";
import { ROLE_LABELS } from "@/lib/roles";
import { toast } from "@/lib/toast";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { TBody, TD, TH, THead, TR, Table } from "@/components/ui/table";
import { useResendInvitation, useRevokeInvitation } from "../api/invitations";

const STATE_BADGES = { pending: "default", accepted: "success", revoked: "muted", expired: "warning" } as const;
const STATE_LABELS = { pending: "Pending", accepted: "Accepted", revoked: "Revoked", expired: "Expired" } as const;
const date = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric" });

export function InvitationsTable({ invitations }: { invitations: InvitationOut[] }) {
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  const act = (what: "resend" | "revoke", inv: InvitationOut) =>
    (what === "resend" ? resend : revoke).mutate(inv.id, {
      onSuccess: () => toast.success(what === "resend" ? `A new link was sent to ${inv.email}; the old one no longer works.` : `The invitation to ${inv.email} was revoked.`),
      onError: (err) => toast.error(errorMessage(err)),
    });
  return (
    <Table className="min-w-[760px]" label="Invitations">
      <caption className="sr-only">Invitations of the school</caption>
      <THead>
        <TR>
          <TH>Invited</TH>
          <TH>Role</TH>
          <TH>State</TH>
          <TH>Sent</TH>
          <TH>
            <span className="sr-only">Actions</span>
          </TH>
        </TR>
      </THead>
      <TBody>
        {invitations.map((inv) => (
          <TR key={inv.id}>
            <TD>
              <div className="grid">
                <span className="font-semibold">
                  {inv.first_name} {inv.last_name}
                </span>
                <span className="text-xs break-all text-ink-muted">{inv.email}</span>
                {inv.children.length ? <span className="text-xs text-ink-muted">Children: {inv.children.map((c) => c.name).join(", ")}</span> : null}
                {inv.classes.length ? <span className="text-xs text-ink-muted">Classes: {inv.classes.map((c) => c.name).join(", ")}</span> : null}
              </div>
            </TD>
            <TD>
              <Badge variant="muted">{ROLE_LABELS[inv.role]}</Badge>
            </TD>
            <TD>
              <Badge variant={STATE_BADGES[inv.state]}>{STATE_LABELS[inv.state]}</Badge>
            </TD>
            <TD className="text-sm">
              {date.format(new Date(inv.last_sent_at))}
              {inv.sent_count > 1 ? ` (${inv.sent_count} times)` : ""}
              {inv.invited_by ? <span className="block text-xs text-ink-muted">by {inv.invited_by}</span> : null}
            </TD>
            <TD className="text-end whitespace-nowrap">
              {inv.state === "pending" || inv.state === "expired" ? (
                <span className="inline-flex gap-2">
                  <Button size="sm" variant="outline" onClick={() => act("resend", inv)} aria-label={`Resend the invitation to ${inv.email}`}>
                    Resend
                  </Button>
                  {inv.state === "pending" ? (
                    <Button size="sm" variant="ghost" onClick={() => act("revoke", inv)} aria-label={`Revoke the invitation to ${inv.email}`}>
                      Revoke
                    </Button>
                  ) : null}
                </span>
              ) : null}
            </TD>
          </TR>
        ))}
      </TBody>
    </Table>
  );
}
