import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { InvitationOut } from "@contracts/people";
import { errorMessage } from "@/lib/api-client";
import { formatDate } from "@/lib/format";
import { msg } from "@/lib/i18n";
import { ROLE_LABELS } from "@/lib/roles";
import { toast } from "@/lib/toast";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { TBody, TD, TH, THead, TR, Table } from "@/components/ui/table";
import { useResendInvitation, useRevokeInvitation } from "../api/invitations";

const STATE_BADGES = { pending: "default", accepted: "success", revoked: "muted", expired: "warning" } as const;
const STATE_LABELS = { pending: msg("Pending"), accepted: msg("Accepted"), revoked: msg("Revoked"), expired: msg("Expired") } as const;
const REPLY_RESEND = "resend";
const REPLY_REVOKE = "revoke";

export function InvitationsTable({ invitations }: { invitations: InvitationOut[] }) {
  const { t } = useTranslation();
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  // Revoking cannot be undone (a revoked invitation is never sent again), so it asks first.
  const [revoking, setRevoking] = useState<InvitationOut | null>(null);
  const act = (what: "resend" | "revoke", inv: InvitationOut) =>
    (what === "resend" ? resend : revoke).mutate(inv.id, {
      onSuccess: () => {
        if (what === "revoke") setRevoking(null);
        toast.success(what === "resend" ? t("A new link was sent to {{email}}; the old one no longer works.", { email: inv.email }) : t("The invitation to {{email}} was revoked.", { email: inv.email }));
      },
      onError: (err) => toast.error(errorMessage(err)),
    });
  return (
    <>
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title={t("Revoke this invitation?")}
        description={
          revoking ? t("The link sent to {{email}} stops working at once. A revoked invitation cannot be sent again: to invite them later, send a new invitation.", { email: revoking.email }) : undefined
        }
        confirmLabel={t("Revoke")}
        pendingLabel={t("Revoking…")}
        pending={revoke.isPending}
        onConfirm={() => revoking && act(REPLY_REVOKE, revoking)}
      />
      <Table className="min-w-[760px]" label={t("Invitations")}>
        <caption className="sr-only">{t("Invitations of the school")}</caption>
        <THead>
          <TR>
            <TH>{t("Invited")}</TH>
            <TH>{t("Role")}</TH>
            <TH>{t("State")}</TH>
            <TH>{t("Sent")}</TH>
            <TH>
              <span className="sr-only">{t("Actions")}</span>
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
                  {inv.children.length ? <span className="text-xs text-ink-muted">{t("Children: {{names}}", { names: inv.children.map((c) => c.name).join(", ") })}</span> : null}
                  {inv.classes.length ? <span className="text-xs text-ink-muted">{t("Classes: {{names}}", { names: inv.classes.map((c) => c.name).join(", ") })}</span> : null}
                </div>
              </TD>
              <TD>
                <Badge variant="muted">{t(ROLE_LABELS[inv.role])}</Badge>
              </TD>
              <TD>
                <Badge variant={STATE_BADGES[inv.state]}>{t(STATE_LABELS[inv.state])}</Badge>
              </TD>
              <TD className="text-sm">
                {inv.sent_count > 1 ? t("{{date}} ({{count}} times)", { date: formatDate(inv.last_sent_at), count: inv.sent_count }) : formatDate(inv.last_sent_at)}
                {inv.invited_by ? <span className="block text-xs text-ink-muted">{t("by {{name}}", { name: inv.invited_by, context: "sender" })}</span> : null}
              </TD>
              <TD className="text-end whitespace-nowrap">
                {inv.state === "pending" || inv.state === "expired" ? (
                  <span className="inline-flex gap-2">
                    <Button size="sm" variant="outline" onClick={() => act(REPLY_RESEND, inv)} aria-label={t("Resend the invitation to {{email}}", { email: inv.email })}>
                      {t("Resend")}
                    </Button>
                    {inv.state === "pending" ? (
                      <Button size="sm" variant="ghost" onClick={() => setRevoking(inv)} aria-label={t("Revoke the invitation to {{email}}", { email: inv.email })}>
                        {t("Revoke")}
                      </Button>
                    ) : null}
                  </span>
                ) : null}
              </TD>
            </TR>
          ))}
        </TBody>
      </Table>
    </>
  );
}
