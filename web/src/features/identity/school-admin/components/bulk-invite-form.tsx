import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { TFunction } from "i18next";
import { MAX_BULK_INVITATIONS } from "@contracts/people";
import { ApiError, errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { TEXTAREA_CLASS } from "@/components/ui/textarea";
import { useBulkInvite } from "../api/invitations";
import { parseInvitationList } from "../lib/parse-invitation-list";
import { msg } from "@/lib/i18n";

/** A sample list: its role words are the ones the parser reads (English, like the CSV columns). */
const EXAMPLE_LIST = "sam@example.org, teacher, Sam, Green\npat@example.org, parent, Pat, Lee, greenfield.student03";

/** The columns of a row as the server names them in "rows.3.email". */
const COLUMN_NAMES: Record<string, string> = {
  email: msg("email"),
  role: msg("role"),
  first_name: msg("first name"),
  last_name: msg("last name"),
  children: msg("children"),
};

/** A server's key "rows.3.email" → its row and column, in the order a line reads. */
const COLUMN_ORDER = ["", ...Object.keys(COLUMN_NAMES)];
function placeOf(key: string): { row: number; column: string } | null {
  const m = /^rows\.(\d+)(?:\.(\w+))?/.exec(key);
  return m ? { row: Number(m[1]), column: m[2] ?? "" } : null;
}

/** Every problem the server found, sorted by pasted line then column: "Line 4 (email): …". */
function describeFieldErrors(fields: Record<string, string[]>, lines: number[], t: TFunction): string[] {
  const rank = (key: string) => {
    const place = placeOf(key);
    return place ? [place.row, COLUMN_ORDER.indexOf(place.column)] : [-1, 0];
  };
  return Object.entries(fields)
    .sort(([a], [b]) => rank(a)[0] - rank(b)[0] || rank(a)[1] - rank(b)[1])
    .map(([key, messages]) => {
      const place = placeOf(key);
      const text = messages.map((m) => t(m)).join(" ");
      if (!place) return text;
      const line = lines[place.row] ?? place.row + 1;
      if (!place.column) return t("Line {{line}}: {{messages}}", { line, messages: text });
      const column = COLUMN_NAMES[place.column] ? t(COLUMN_NAMES[place.column]) : place.column.replace("_", " ");
      return t("Line {{line}} ({{column}}): {{messages}}", { line, column, messages: text });
    });
}

/** Paste a list (up to 200 lines); the server checks every line at once and nothing is sent unless all are right. */
export function BulkInviteForm() {
  const { t } = useTranslation();
  const [text, setText] = useState("");
  const [problems, setProblems] = useState<string[]>([]);
  const bulk = useBulkInvite();
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const { rows, lines } = parseInvitationList(text);
    if (rows.length === 0) return setProblems([t("Paste at least one line.")]);
    if (rows.length > MAX_BULK_INVITATIONS) return setProblems([t("At most {{max}} invitations at a time (this list has {{rows}}).", { max: MAX_BULK_INVITATIONS, rows: rows.length })]);
    setProblems([]);
    bulk.mutate(rows, {
      onSuccess: (out) => {
        toast.success(t("{{count}} invitations sent", { count: out.count }));
        setText("");
      },
      onError: (err) => setProblems(err instanceof ApiError && Object.keys(err.fields).length ? describeFieldErrors(err.fields, lines, t) : [errorMessage(err)]),
    });
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-3" aria-label={t("Invite a list")}>
      <FormField label={t("One invitation a line")} hint={t("email, role (teacher, school admin or parent), first name, last name, then a parent's children's usernames. Columns pasted from a spreadsheet work too.")}>
        <textarea className={TEXTAREA_CLASS} rows={6} value={text} onChange={(e) => setText(e.target.value)} placeholder={EXAMPLE_LIST} />
      </FormField>
      {problems.length ? (
        <Alert tone="error">
          <p className="font-semibold">{t("Nothing was sent. Please fix these lines:")}</p>
          <ul className="list-disc ps-5">
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
      <div>
        <Button type="submit" disabled={bulk.isPending}>
          {bulk.isPending ? t("Sending…") : t("Send all invitations")}
        </Button>
      </div>
    </form>
  );
}
