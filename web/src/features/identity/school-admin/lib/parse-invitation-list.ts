import type { TFunction } from "i18next";
import type { InvitationInput } from "@contracts/people";
import { i18n } from "@/lib/i18n";

const ROLE_WORDS: Record<string, InvitationInput["role"]> = {
  teacher: "teacher",
  "school admin": "school_admin",
  school_admin: "school_admin",
  admin: "school_admin",
  parent: "parent",
};

export interface ParsedList {
  rows: InvitationInput[];
  /** Lines the browser could not read at all (1-based line numbers), before the server checks the rest. */
  problems: { line: number; message: string }[];
}

/**
 * A pasted list, one invitation a line: `email, role, first name, last name[, child usernames…]`
 * (commas or tabs, so a spreadsheet's columns paste as they are). Blank lines and a header line
 * starting with "email" are skipped; children are separated by spaces or semicolons.
 */
export function parseInvitationList(text: string, t: TFunction = i18n.t.bind(i18n)): ParsedList {
  const rows: InvitationInput[] = [];
  const problems: ParsedList["problems"] = [];
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = raw.trim();
    if (!line || /^email\b/i.test(line)) return;
    const cells = line.split(/\t|,/).map((c) => c.trim());
    const [email = "", roleWord = "", first = "", last = "", ...rest] = cells;
    const role = ROLE_WORDS[roleWord.toLowerCase()];
    if (!role) {
      problems.push({ line: i + 1, message: t("Line {{line}}: the role must be teacher, school admin or parent (found \"{{role}}\").", { line: i + 1, role: roleWord }) });
      return;
    }
    const children = rest.join(" ").split(/[\s;]+/).filter(Boolean).map((c) => c.toLowerCase());
    rows.push({ email: email.toLowerCase(), role, first_name: first, last_name: last, children });
  });
  return { rows, problems };
}
