import type { BulkInvitationLine, InvitationInput } from "@contracts/people";

const ROLE_WORDS: Record<string, InvitationInput["role"]> = {
  teacher: "teacher",
  "school admin": "school_admin",
  school_admin: "school_admin",
  admin: "school_admin",
  parent: "parent",
};

export interface ParsedList {
  /** Every line with something on it, as read: the server checks them all and names each problem by row. */
  rows: BulkInvitationLine[];
  /** The pasted line number (1-based) of each row. */
  lines: number[];
}

/**
 * A pasted list, one invitation a line: `email, role, first name, last name[, child usernames…]`
 * (commas or tabs, so a spreadsheet's columns paste as they are). Blank lines and a header line
 * starting with "email" are skipped; children are separated by spaces or semicolons. A role word
 * it does not know is sent as written, so its line is refused with the list's other problems.
 */
export function parseInvitationList(text: string): ParsedList {
  const rows: BulkInvitationLine[] = [];
  const lines: number[] = [];
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = raw.trim();
    if (!line || /^email\b/i.test(line)) return;
    const cells = line.split(/\t|,/).map((c) => c.trim());
    const [email = "", roleWord = "", first = "", last = "", ...rest] = cells;
    const children = rest.join(" ").split(/[\s;]+/).filter(Boolean).map((c) => c.toLowerCase());
    rows.push({ email: email.toLowerCase(), role: ROLE_WORDS[roleWord.toLowerCase()] ?? roleWord, first_name: first, last_name: last, children });
    lines.push(i + 1);
  });
  return { rows, lines };
}
