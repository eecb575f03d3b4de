import { useState } from "react";
import { ArrowLeft, Printer } from "lucide-react";
import type { ImportedStudent, RosterImportResult } from "@contracts/roster";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page-header";
import { Table, TBody, TD, TH, THead, TR } from "@/components/ui/table";
import { DownloadLoginCardsButton } from "@/features/identity/school-admin/components/download-login-cards-button";
import { ImportedClassCards } from "./imported-login-cards";
import { ParentInvitations, type RosterParent } from "./parent-invitations";

const byClass = (rows: ImportedStudent[]) => {
  const groups = new Map<string, ImportedStudent[]>();
  for (const r of rows) groups.set(r.class_code, [...(groups.get(r.class_code) ?? []), r]);
  return [...groups.values()];
};

/** Step 4: what the import did, the passwords (shown this once) and the printable login cards. */
export function ImportResult({
  result,
  schoolName,
  parents,
  canInvite,
  onAgain,
}: {
  result: RosterImportResult;
  schoolName: string;
  /** Rows with a parent email (and the parent's name when the file has it). */
  parents: RosterParent[];
  /** School admins send invitations; teachers are told who can. */
  canInvite: boolean;
  onAgain: () => void;
}) {
  const [cards, setCards] = useState(false);
  const created = result.results.filter((r) => r.status === "created");
  const existing = result.results.length - created.length;

  if (cards) {
    return (
      <div className="grid gap-6 print:block">
        <div className="grid gap-4 print:hidden">
          <Button variant="ghost" className="w-fit" onClick={() => setCards(false)}>
            <ArrowLeft aria-hidden /> Back to the result
          </Button>
          <PageHeader
            title="Login cards"
            description="One card per student, eight to an A4 page, with the password of each new account. Print, or choose “Save as PDF” in the print dialog."
            actions={
              <Button onClick={() => window.print()}>
                <Printer aria-hidden /> Print
              </Button>
            }
          />
        </div>
        <div className="grid gap-6 print:block" data-testid="login-card-sheet">
          <style>{"@page { size: A4 portrait; margin: 10mm; }"}</style>
          {byClass(result.results).map((group) => (
            <ImportedClassCards key={group[0].class_code} schoolName={schoolName} className={group[0].class_name} code={group[0].class_code} students={group} />
          ))}
        </div>
      </div>
    );
  }

  return (
    <section aria-labelledby="import-result-title" className="grid gap-4">
      <h2 id="import-result-title" className="text-lg font-semibold text-ink">
        Import complete
      </h2>
      <Alert tone="success" role="status">
        {created.length} {created.length === 1 ? "student" : "students"} created
        {existing ? `, ${existing} already enrolled (left as they were)` : ""}
        {result.created_classes.length ? `; new classes: ${result.created_classes.map((c) => `${c.name} (${c.code})`).join(", ")}` : ""}.
      </Alert>
      {parents.length && canInvite ? <ParentInvitations parents={parents} students={result.results} /> : null}
      {parents.length && !canInvite ? (
        <Alert>
          {parents.length} rows have a parent email. A school admin can invite those parents (Invitations), or give families the class&apos;s home-learning codes.
        </Alert>
      ) : null}
      {created.length ? <p className="text-sm font-medium text-ink">Passwords are shown only now. Print the login cards (or save them as a PDF) before leaving this page.</p> : null}
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => setCards(true)}>
          <Printer aria-hidden /> Print login cards
        </Button>
        {/* The PDF follows the login cards' access rule: school admins. */}
        {canInvite
          ? byClass(created).map((group) => (
              <DownloadLoginCardsButton
                key={group[0].class_id}
                classId={group[0].class_id}
                classCode={group[0].class_code}
                students={group.map((r) => ({ id: r.id, password: r.password ?? "" }))}
                label={`Download PDF: ${group[0].class_name}`}
              />
            ))
          : null}
        <Button variant="outline" onClick={onAgain}>
          Import another file
        </Button>
      </div>
      <Table label="Imported students">
        <THead>
          <TR>
            <TH>Row</TH>
            <TH>Name</TH>
            <TH>Class</TH>
            <TH>Username</TH>
            <TH>Password</TH>
          </TR>
        </THead>
        <TBody>
          {result.results.map((r) => (
            <TR key={r.row}>
              <TD className="font-mono text-xs">{r.row}</TD>
              <TD>
                {r.first_name} {r.last_name}
              </TD>
              <TD>{r.class_name}</TD>
              <TD className="font-mono">{r.username}</TD>
              <TD className="font-mono">{r.password ?? <span className="font-sans text-ink-muted">Already enrolled</span>}</TD>
            </TR>
          ))}
        </TBody>
      </Table>
    </section>
  );
}
