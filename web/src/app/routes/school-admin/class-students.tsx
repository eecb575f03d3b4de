import { useState } from "react";
import { Link, useParams, useSearchParams } from "react-router";
import { Pencil, Printer, UserPlus, UsersRound } from "lucide-react";
import { Trans, useTranslation } from "react-i18next";
import type { AdminClass, RosterStudent } from "@contracts/school-admin";
import { paths } from "@/config/paths";
import { useListParams } from "@/lib/use-list-params";
import { formatNumber } from "@/lib/format";
import { BackLink } from "@/components/ui/back-link";
import { Button } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page-header";
import { LoadedRecord } from "@/components/ui/loaded-record";
import { SearchField } from "@/components/lists/list-filters";
import { PagedResults } from "@/components/lists/paged-results";
import { useClass } from "@/features/identity/school-admin/api/get-class";
import { ROSTER_PAGE_SIZE, useRoster } from "@/features/identity/school-admin/api/get-roster";
import { AddExistingStudentsDialog } from "@/features/identity/school-admin/components/add-existing-students-dialog";
import { ClassCode } from "@/features/identity/school-admin/components/class-code";
import { HomeLearningCodes } from "@/features/identity/school-admin/components/home-learning-codes";
import { LoginCardsSheet } from "@/features/identity/school-admin/components/login-cards-sheet";
import { NewStudentsForm } from "@/features/identity/school-admin/components/new-students-form";
import { RemoveStudentDialog } from "@/features/identity/school-admin/components/remove-student-dialog";
import { ResetPasswordDialog } from "@/features/identity/school-admin/components/reset-password-dialog";
import { RosterTable } from "@/features/identity/school-admin/components/roster-table";
import { fullName } from "@/features/identity/school-admin/lib/labels";

/** /admin/class-students/:classId: the class roster; ?view=cards shows the printable QR login cards. */
export default function ClassStudentsPage() {
  const { classId = "" } = useParams();
  const [params] = useSearchParams();
  if (params.get("view") === "cards") return <LoginCardsSheet classId={classId} />;
  return <Roster classId={classId} />;
}

function Roster({ classId }: { classId: string }) {
  const { t } = useTranslation();
  const cls = useClass(classId);
  return (
    <div className="grid gap-6">
      <BackLink to={paths.schoolAdmin.classes}>{t("All classes")}</BackLink>
      <LoadedRecord query={cls} title={t("Class students")} loadingLabel={t("Loading class")} errorTitle={t("Could not load this class")}>
        {(loaded) => <RosterBody cls={loaded} />}
      </LoadedRecord>
    </div>
  );
}

function RosterBody({ cls }: { cls: AdminClass }) {
  const { t } = useTranslation();
  const { get, offset, update } = useListParams();
  const search = get("search");
  const roster = useRoster(cls.id, { search, offset });

  const cardsLink = `${paths.schoolAdmin.classStudents(cls.id)}?view=cards`;
  const [picking, setPicking] = useState(false);
  const [creating, setCreating] = useState(false);
  const [resetting, setResetting] = useState<RosterStudent | null>(null);
  const [removing, setRemoving] = useState<RosterStudent | null>(null);

  return (
    <>
      <PageHeader
        title={cls.name}
        description={
          <span className="flex flex-wrap items-center gap-x-6 gap-y-1">
            <span className="inline-flex items-center gap-2">
              {t("Class code")} <ClassCode code={cls.code} />
            </span>
            <span>{cls.teacher ? t("Teacher: {{name}}", { name: fullName(cls.teacher) }) : t("No teacher")}</span>
          </span>
        }
        actions={
          <>
            <Button variant="outline" asChild>
              <Link to={cardsLink}>
                <Printer aria-hidden /> {t("Print QR login cards")}
              </Link>
            </Button>
            <Button variant="ghost" asChild>
              <Link to={paths.schoolAdmin.addClass(cls.id)}>
                <Pencil aria-hidden /> {t("Edit class")}
              </Link>
            </Button>
          </>
        }
      />

      <div className="flex flex-col gap-4 rounded-lg border border-line-muted bg-surface p-4 md:flex-row md:items-end">
        <div role="search" aria-label={t("Search the class")} className="flex-1">
          <SearchField label={t("Search students")} placeholder={t("Name or username")} value={search} onCommit={(value) => update({ search: value })} />
        </div>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => setPicking(true)}>
            <UsersRound aria-hidden /> {t("Add existing students")}
          </Button>
          <Button variant="outline" onClick={() => setCreating((v) => !v)} aria-expanded={creating} aria-controls="new-students">
            <UserPlus aria-hidden /> {t("Create new students")}
          </Button>
        </div>
      </div>

      {creating ? (
        <div id="new-students">
          <NewStudentsForm classId={cls.id} className={cls.name} onClose={() => setCreating(false)} />
        </div>
      ) : null}

      <section aria-labelledby="roster-title" className="grid gap-3">
        <h2 id="roster-title" className="text-lg font-semibold text-ink">
          {roster.data ? (
            <Trans i18nKey="Students <0>({{total}})</0>" values={{ total: formatNumber(roster.data.count) }} components={[<span key="count" className="text-ink-muted" />]} />
          ) : (
            t("Students")
          )}
        </h2>
        <PagedResults
          query={roster}
          loadingLabel={t("Loading students")}
          errorTitle={t("Could not load the students")}
          empty={search ? t("No students in this class match this search.") : t("No students in this class yet. Add existing students or create new ones.")}
          pagesLabel={t("Student pages")}
          limit={ROSTER_PAGE_SIZE}
          offset={offset}
          onOffsetChange={(o) => update({ offset: o })}
        >
          {(results) => <RosterTable students={results} className={cls.name} onResetPassword={setResetting} onRemove={setRemoving} />}
        </PagedResults>
      </section>

      <HomeLearningCodes classId={cls.id} />

      <AddExistingStudentsDialog open={picking} onOpenChange={setPicking} classId={cls.id} className={cls.name} />
      <ResetPasswordDialog student={resetting} onClose={() => setResetting(null)} />
      <RemoveStudentDialog classId={cls.id} className={cls.name} student={removing} onClose={() => setRemoving(null)} />
    </>
  );
}
