import { useState } from "react";
import { MailPlus } from "lucide-react";
import { useTranslation } from "react-i18next";
import { MAX_BULK_INVITATIONS, type RosterParentInvitationRow, type RosterParentInvitationsOut } from "@contracts/people";
import type { ImportedStudent } from "@contracts/roster";
import { errorMessage } from "@/lib/api-client";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { inviteRosterParents } from "../api/import-roster";

export interface RosterParent {
  row: number;
  email: string;
  first_name: string;
  last_name: string;
}

/**
 * After an import, a school admin invites the file's parents: one invitation per email (siblings
 * together), each for the children of their rows. Rows without the parent's name are named, not
 * sent; parents already invited or linked are skipped by the server, so pressing it twice is safe.
 */
export function ParentInvitations({ parents, students }: { parents: RosterParent[]; students: ImportedStudent[] }) {
  const { t } = useTranslation();
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<RosterParentInvitationsOut | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const usernameOf = new Map(students.map((s) => [s.row, s.username]));
  const named = parents.filter((p) => p.first_name.trim() && p.last_name.trim() && usernameOf.has(p.row));
  const unnamed = parents.filter((p) => !named.includes(p));
  const rows: RosterParentInvitationRow[] = named.map((p) => ({ email: p.email.trim().toLowerCase(), first_name: p.first_name.trim(), last_name: p.last_name.trim(), children: [usernameOf.get(p.row)!] }));
  const emails = new Set(rows.map((r) => r.email));

  const send = async () => {
    setSending(true);
    setFailure(null);
    try {
      const answers: RosterParentInvitationsOut = { invited: [], skipped: [] };
      for (let i = 0; i < rows.length; i += MAX_BULK_INVITATIONS) {
        const part = await inviteRosterParents(rows.slice(i, i + MAX_BULK_INVITATIONS));
        answers.invited.push(...part.invited);
        answers.skipped.push(...part.skipped);
      }
      setOutcome(answers);
    } catch (err) {
      setFailure(errorMessage(err, t("The invitations could not be sent. Please try again.")));
    } finally {
      setSending(false);
    }
  };

  return (
    <section aria-labelledby="parent-invitations-title" className="grid gap-3 rounded-xl border border-line-muted p-4">
      <h3 id="parent-invitations-title" className="text-base font-semibold text-ink">
        {t("Invite parents")}
      </h3>
      <p className="text-sm text-ink-muted">
        {t("{{count}} parents can be invited by email to follow their children (brothers and sisters share one invitation). The link works for 7 days.", { count: emails.size })}
      </p>
      {unnamed.length ? (
        <p className="text-sm text-ink-muted">
          {t("Rows {{rows}} have a parent email but no parent name (map the Parent first name and Parent last name columns to include them), so they are not invited here.", { rows: unnamed.map((p) => p.row).join(", ") })}
        </p>
      ) : null}
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      {outcome ? (
        <div className="grid gap-2" role="status">
          <Alert tone="success">
            {t("{{count}} invitations sent.", { count: outcome.invited.length })}
          </Alert>
          {outcome.skipped.length ? (
            <ul aria-label={t("Parents not invited")} className="grid gap-1 text-sm text-ink">
              {outcome.skipped.map((s) => (
                <li key={s.email}>
                  <span className="font-mono">{s.email}</span>: {s.reasons.join(" ")}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : rows.length ? (
        <Button className="w-fit" onClick={() => void send()} disabled={sending}>
          <MailPlus aria-hidden /> {sending ? t("Sending invitations…") : t("Invite {{count}} parents", { count: emails.size })}
        </Button>
      ) : null}
    </section>
  );
}
