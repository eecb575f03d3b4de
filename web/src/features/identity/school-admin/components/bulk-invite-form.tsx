import { useState } from "react";
import { MAX_BULK_INVITATIONS } from "@contracts/people";
import { ApiError, errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { TEXTAREA_CLASS } from "@/components/ui/textarea";
import { useBulkInvite } from "../api/invitations";
import { parseInvitationList } from "../lib/parse-invitation-list";

/** "rows.3.email" → "Line of row 4, email: …" using the pasted line numbers. */
function describeFieldErrors(fields: Record<string, string[]>, lines: number[]): string[] {
  return Object.entries(fields).map(([key, messages]) => {
    const m = /^rows\.(\d+)\.(\w+)/.exec(key);
    if (!m) return messages.join(" ");
    return `Line ${lines[Number(m[1])] ?? Number(m[1]) + 1} (${m[2].replace("_", " ")}): ${messages.join(" ")}`;
  });
}

/** Paste a list (up to 200 lines); every line is checked and nothing is sent unless all are right. */
export function BulkInviteForm() {
  const [text, setText] = useState("");
  const [problems, setProblems] = useState<string[]>([]);
  const bulk = useBulkInvite();
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = parseInvitationList(text);
    const lines = text.split(/\r?\n/).flatMap((l, i) => (l.trim() && !/^email\b/i.test(l.trim()) ? [i + 1] : []));
    if (parsed.problems.length) return setProblems(parsed.problems.map((p) => p.message));
    if (parsed.rows.length === 0) return setProblems(["Paste at least one line."]);
    if (parsed.rows.length > MAX_BULK_INVITATIONS) return setProblems([`At most ${MAX_BULK_INVITATIONS} invitations at a time (this list has ${parsed.rows.length}).`]);
    setProblems([]);
    bulk.mutate(parsed.rows, {
      onSuccess: (out) => {
        toast.success(`${out.count} invitation${out.count === 1 ? "" : "s"} sent`);
        setText("");
      },
      onError: (err) => setProblems(err instanceof ApiError && Object.keys(err.fields).length ? describeFieldErrors(err.fields, lines) : [errorMessage(err)]),
    });
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-3" aria-label="Invite a list">
      <FormField label="One invitation a line" hint="email, role (teacher, school admin or parent), first name, last name, then a parent's children's usernames. Columns pasted from a spreadsheet work too.">
        <textarea className={TEXTAREA_CLASS} rows={6} value={text} onChange={(e) => setText(e.target.value)} placeholder={"sam@example.org, teacher, Sam, Green\npat@example.org, parent, Pat, Lee, greenfield.student03"} />
      </FormField>
      {problems.length ? (
        <Alert tone="error">
          <p className="font-semibold">Nothing was sent. Please fix these lines:</p>
          <ul className="list-disc ps-5">
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
      <div>
        <Button type="submit" disabled={bulk.isPending}>
          {bulk.isPending ? "Sending…" : "Send all invitations"}
        </Button>
      </div>
    </form>
  );
}
