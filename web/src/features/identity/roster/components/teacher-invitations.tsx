import { useTranslation } from "react-i18next";
import { useState } from "react";
import { MailPlus } from "lucide-react";
import { MAX_ROSTER_TEACHER_ROWS, type RosterTeacherInvitationsOut } from "@contracts/people";
import { errorMessage } from "@/lib/api-client";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { inviteRosterTeachers } from "../api/import-roster";
import type { RosterTeacher } from "../lib/roster-rows";

/** Requests of at most MAX_ROSTER_TEACHER_ROWS entries that never split one teacher's classes (a split would skip the second half as "already invited"). */
function batches(teachers: RosterTeacher[]): RosterTeacher[][] {
  const byEmail = new Map<string, RosterTeacher[]>();
  for (const t of teachers) byEmail.set(t.email, [...(byEmail.get(t.email) ?? []), t]);
  const out: RosterTeacher[][] = [[]];
  for (const group of byEmail.values()) {
    if (out.at(-1)!.length + group.length > MAX_ROSTER_TEACHER_ROWS) out.push([]);
    out.at(-1)!.push(...group);
  }
  return out.filter((b) => b.length);
}

/**
 * After an import, the file's class teachers: one invitation per email for the classes they teach
 * (a teacher or admin of this school is simply given the classes). School admins send them; a
 * teacher who imported sees who would be invited. Teachers already invited are skipped by the
 * server, so pressing it twice is safe.
 */
export function TeacherInvitations({ teachers, canInvite }: { teachers: RosterTeacher[]; canInvite: boolean }) {
  const { t } = useTranslation();
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<RosterTeacherInvitationsOut | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const emails = [...new Set(teachers.map((t) => t.email))];
  const classesOf = (email: string) => teachers.filter((t) => t.email === email).map((t) => t.class);
  const nameOf = (email: string) => teachers.find((t) => t.email === email && t.name)?.name;
  const count = emails.length;

  const send = async () => {
    setSending(true);
    setFailure(null);
    try {
      const answers: RosterTeacherInvitationsOut = { invited: [], linked: [], extended: [], skipped: [] };
      for (const batch of batches(teachers)) {
        const part = await inviteRosterTeachers(batch.map((t) => ({ class: t.class, email: t.email, name: t.name })));
        answers.invited.push(...part.invited);
        answers.linked.push(...part.linked);
        answers.extended.push(...part.extended);
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
    <section aria-labelledby="teacher-invitations-title" className="grid gap-3 rounded-xl border border-line-muted p-4">
      <h3 id="teacher-invitations-title" className="text-base font-semibold text-ink">
        {t("Invite teachers")}
      </h3>
      <p className="text-sm text-ink-muted">
        {t("The file names {{count}} teachers. Each is invited once, as a teacher of this school, for the classes they teach; a teacher who already works here is simply given those classes. The link works for 7 days.", { count })}
      </p>
      <ul aria-label={t("Class teachers in the file")} className="grid gap-1 text-sm text-ink">
        {emails.map((email) => (
          <li key={email}>
            <span className="font-mono break-all">{email}</span>
            {nameOf(email) ? ` (${nameOf(email)})` : ""}: {classesOf(email).join(", ")}
          </li>
        ))}
      </ul>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      {!canInvite ? <Alert>{t("A school admin can send these invitations (Invitations, or this import run by an admin).")}</Alert> : null}
      {outcome ? (
        <div className="grid gap-2" role="status">
          <Alert tone="success">
            {outcome.linked.length === 0
              ? t("{{count}} invitations sent.", { count: outcome.invited.length })
              : outcome.linked.length === 1
                ? t("{{count}} invitations sent; 1 teacher of this school was given their classes.", { count: outcome.invited.length })
                : t("{{count}} invitations sent; {{linked}} teachers of this school were given their classes.", { count: outcome.invited.length, linked: outcome.linked.length })}
          </Alert>
          {outcome.extended.length ? (
            <ul aria-label={t("Waiting invitations given more classes")} className="grid gap-1 text-sm text-ink">
              {outcome.extended.map((e) => (
                <li key={e.email}>
                  {t("{{email}} was already invited; the invitation now also covers {{classes}}.", { email: e.email, classes: e.classes.join(", ") })}
                </li>
              ))}
            </ul>
          ) : null}
          {outcome.skipped.length ? (
            <ul aria-label={t("Teachers not invited")} className="grid gap-1 text-sm text-ink">
              {outcome.skipped.map((s) => (
                <li key={s.email}>
                  <span className="font-mono">{s.email}</span> ({s.classes.join(", ")}): {s.reasons.join(" ")}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : canInvite ? (
        <Button className="w-fit" onClick={() => void send()} disabled={sending}>
          <MailPlus aria-hidden /> {sending ? t("Sending invitations…") : t("Invite {{count}} teachers", { count })}
        </Button>
      ) : null}
    </section>
  );
}
