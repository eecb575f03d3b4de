import { useState } from "react";
import { ArrowLeft, Printer } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { TFunction } from "i18next";
import type { ImportedStudent, RosterImportResult } from "@contracts/roster";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page-header";
import { Table, TBody, TD, TH, THead, TR } from "@/components/ui/table";
import { DownloadLoginCardsButton } from "@/features/identity/school-admin/components/download-login-cards-button";
import { ImportedClassCards } from "./imported-login-cards";
import { ParentInvitations, type RosterParent } from "./parent-invitations";
import { TeacherInvitations } from "./teacher-invitations";
import type { RosterTeacher } from "../lib/roster-rows";

const byClass = (rows: ImportedStudent[]) => {
  const groups = new Map<string, ImportedStudent[]>();
  for (const r of rows) groups.set(r.class_code, [...(groups.get(r.class_code) ?? []), r]);
  return [...groups.values()];
};

const PRINT_PAGE_CSS = "@page { size: A4 portrait; margin: 10mm; }";

/** The import's outcome as one sentence (its parts change the sentence, so each combination is its own message). */
function summary(t: TFunction, created: number, existing: number, classes: string): string {
  if (existing && classes) return t("{{count}} students created, {{existing}} already enrolled (left as they were); new classes: {{classes}}.", { count: created, existing, classes });
  if (existing) return t("{{count}} students created, {{existing}} already enrolled (left as they were).", { count: created, existing });
  if (classes) return t("{{count}} students created; new classes: {{classes}}.", { count: created, classes });
  return t("{{count}} students created.", { count: created });
}

/** Step 4: what the import did, the passwords (shown this once) and the printable login cards. */
export function ImportResult({
  result,
  schoolName,
  parents,
  teachers = [],
  canInvite,
  onAgain,
}: {
  result: RosterImportResult;
  schoolName: string;
  /** Rows with a parent email (and the parent's name when the file has it). */
  parents: RosterParent[];
  /** The file's class teachers (class and email), when it has the column. */
  teachers?: RosterTeacher[];
  /** School admins send invitations; teachers are told who can. */
  canInvite: boolean;
  onAgain: () => void;
}) {
  const { t } = useTranslation();
  const [cards, setCards] = useState(false);
  const created = result.results.filter((r) => r.status === "created");
  const existing = result.results.length - created.length;

  if (cards) {
    return (
      <div className="grid gap-6 print:block">
        <div className="grid gap-4 print:hidden">
          <Button variant="ghost" className="w-fit" onClick={() => setCards(false)}>
            <ArrowLeft aria-hidden /> {t("Back to the result")}
          </Button>
          <PageHeader
            title={t("Login cards")}
            description={t("One card per student, eight to an A4 page, with the password of each new account. Print, or choose “Save as PDF” in the print dialog.")}
            actions={
              <Button onClick={() => window.print()}>
                <Printer aria-hidden /> {t("Print")}
              </Button>
            }
          />
        </div>
        <div className="grid gap-6 print:block" data-testid="login-card-sheet">
          <style>{PRINT_PAGE_CSS}</style>
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
        {t("Import complete")}
      </h2>
      <Alert tone="success" role="status">
        {summary(t, created.length, existing, result.created_classes.map((c) => `${c.name} (${c.code})`).join(", "))}
      </Alert>
      {teachers.length ? <TeacherInvitations teachers={teachers} canInvite={canInvite} /> : null}
      {parents.length && canInvite ? <ParentInvitations parents={parents} students={result.results} /> : null}
      {parents.length && !canInvite ? (
        <Alert>
          {t("{{count}} rows have a parent email. A school admin can invite those parents (Invitations), or give families the class's home-learning codes.", { count: parents.length })}
        </Alert>
      ) : null}
      {created.length ? <p className="text-sm font-medium text-ink">{t("Passwords are shown only now. Print the login cards (or save them as a PDF) before leaving this page.")}</p> : null}
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => setCards(true)}>
          <Printer aria-hidden /> {t("Print login cards")}
        </Button>
        {/* The PDF follows the login cards' access rule: school admins. */}
        {canInvite
          ? byClass(created).map((group) => (
              <DownloadLoginCardsButton
                key={group[0].class_id}
                classId={group[0].class_id}
                classCode={group[0].class_code}
                students={group.map((r) => ({ id: r.id, password: r.password ?? "" }))}
                label={t("Download PDF: {{name}}", { name: group[0].class_name })}
              />
            ))
          : null}
        <Button variant="outline" onClick={onAgain}>
          {t("Import another file")}
        </Button>
      </div>
      <Table label={t("Imported students")}>
        <THead>
          <TR>
            <TH>{t("Row")}</TH>
            <TH>{t("Name")}</TH>
            <TH>{t("Class")}</TH>
            <TH>{t("Username")}</TH>
            <TH>{t("Password")}</TH>
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
              <TD className="font-mono">{r.password ?? <span className="font-sans text-ink-muted">{t("Already enrolled")}</span>}</TD>
            </TR>
          ))}
        </TBody>
      </Table>
    </section>
  );
}
