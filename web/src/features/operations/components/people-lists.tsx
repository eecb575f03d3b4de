import { useState, type ReactNode } from "react";
import { Link } from "react-router";
import { BadgeCheck, Download } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { TFunction } from "i18next";
import type { StaffStudentOut, StaffTeacherOut } from "@contracts/staff-people";
import { errorMessage } from "@/lib/api-client";
import { formatDate, formatNumber } from "@/lib/format";
import { msg } from "@/lib/i18n";
import { saveBlob } from "@/lib/save-blob";
import { toast } from "@/lib/toast";
import { useListParams } from "@/lib/use-list-params";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { FormField } from "@/components/ui/form-field";
import { Select } from "@/components/ui/select";
import { TBody, TD, TH, THead, TR, Table } from "@/components/ui/table";
import { ListFilters, SearchField } from "@/components/lists/list-filters";
import { PagedResults } from "@/components/lists/paged-results";
import { PEOPLE_PAGE_SIZE, useExportPeople, useStaffStudents, useStaffTeachers, useTeacherAction, type PeopleFilters } from "../api/people";

export type SchoolOption = { id: string; school_name: string };
const lastSeen = (iso: string | null, t: TFunction) => (iso ? formatDate(iso) : t("Never"));

function usePeopleFilters(): PeopleFilters & { update: ReturnType<typeof useListParams>["update"] } {
  const { get, offset, update } = useListParams();
  return { search: get("search"), tenant: get("tenant"), state: get("state"), offset, update };
}

function Filters({ kind, schools, filters, stateField, extra }: { kind: "teachers" | "students"; schools: SchoolOption[]; filters: ReturnType<typeof usePeopleFilters>; stateField: ReactNode; extra?: ReactNode }) {
  const { t } = useTranslation();
  const exporter = useExportPeople(kind);
  const onExport = async () => {
    try {
      saveBlob(await exporter.mutateAsync(filters), `${kind}-${new Date().toISOString().slice(0, 10)}.csv`);
    } catch (err) {
      toast.error(kind === "teachers" ? t("Could not export the teachers.") : t("Could not export the students."), { description: errorMessage(err) });
    }
  };
  return (
    <ListFilters label={kind === "teachers" ? t("Filter teachers") : t("Filter students")} className="sm:grid-cols-2 lg:grid-cols-4">
      <SearchField label={t("Search")} placeholder={kind === "teachers" ? t("Name or email") : t("Name or username")} value={filters.search} onCommit={(value) => filters.update({ search: value })} />
      <FormField label={t("School")}>
        <Select value={filters.tenant} onChange={(e) => filters.update({ tenant: e.target.value })}>
          <option value="">{t("Every school")}</option>
          {schools.map((s) => (
            <option key={s.id} value={s.id}>
              {s.school_name}
            </option>
          ))}
        </Select>
      </FormField>
      {stateField}
      <div className="flex items-end gap-2">
        <Button variant="outline" onClick={() => void onExport()} disabled={exporter.isPending}>
          <Download aria-hidden /> {exporter.isPending ? t("Exporting…") : t("Export CSV")}
        </Button>
        {extra}
      </div>
    </ListFilters>
  );
}

type Pending = { teacher: StaffTeacherOut; action: "verify" | "unverify" | "promote" };
/** Each action's confirmation; `text` takes {{name}} and {{school}}. */
const CONFIRM: Record<Pending["action"], { title: string; label: string; text: string }> = {
  verify: { title: msg("Verify this teacher?"), label: msg("Verify"), text: msg("{{name}} will show as a verified teacher of {{school}}.") },
  unverify: { title: msg("Remove the verification?"), label: msg("Remove"), text: msg("{{name}} will no longer show as verified.") },
  promote: { title: msg("Make a school admin?"), label: msg("Make school admin"), text: msg("{{name}} will manage {{school}}: its users, classes and settings. They sign in again to pick up the new role.") },
};

/**
 * Teachers and school admins across schools: classes (with their students), uploads, last activity.
 * With `manage` (superpower-teacher), staff verify a teacher or make them a school admin.
 */
export function TeachersList({ schools, manage = false, userLink }: { schools: SchoolOption[]; manage?: boolean; userLink: (id: string) => string }) {
  const { t } = useTranslation();
  const filters = usePeopleFilters();
  const teachers = useStaffTeachers(filters);
  const act = useTeacherAction();
  const [pending, setPending] = useState<Pending | null>(null);
  const askToggle = (teacher: StaffTeacherOut) => setPending({ teacher, action: teacher.verified_at ? "unverify" : "verify" });
  const askPromote = (teacher: StaffTeacherOut) => setPending({ teacher, action: "promote" });
  return (
    <div className="grid gap-4">
      <Filters
        kind="teachers"
        schools={schools}
        filters={filters}
        stateField={
          <FormField label={t("Verified")}>
            <Select value={filters.state} onChange={(e) => filters.update({ state: e.target.value })}>
              <option value="">{t("Everyone")}</option>
              <option value="yes">{t("Verified")}</option>
              <option value="no">{t("Not verified")}</option>
            </Select>
          </FormField>
        }
      />
      <PagedResults
        query={teachers}
        loadingLabel={t("Loading teachers")}
        errorTitle={t("Could not load the teachers")}
        empty={t("No teacher matches these filters.")}
        pagesLabel={t("Teacher pages")}
        limit={PEOPLE_PAGE_SIZE}
        offset={filters.offset}
        onOffsetChange={(o) => filters.update({ offset: o })}
      >
        {(results) => (
          <Table className="min-w-[860px]" label={t("Teachers")}>
            <caption className="sr-only">{t("Teachers and school admins")}</caption>
            <THead>
              <TR>
                <TH>{t("Teacher")}</TH>
                <TH>{t("School")}</TH>
                <TH>{t("Classes")}</TH>
                <TH className="text-end">{t("Uploads")}</TH>
                <TH>{t("Last active")}</TH>
                {manage ? (
                  <TH>
                    <span className="sr-only">{t("Actions")}</span>
                  </TH>
                ) : null}
              </TR>
            </THead>
            <TBody>
              {results.map((teacher) => (
                <TR key={teacher.id}>
                  <TD>
                    <Link to={userLink(teacher.id)} className="font-semibold text-primary-dark underline">
                      {teacher.name}
                    </Link>
                    <span className="block text-xs break-all text-ink-muted">{teacher.email ?? "—"}</span>
                    <span className="mt-1 flex flex-wrap gap-1">
                      {teacher.role === "school_admin" ? <Badge variant="muted">{t("School admin")}</Badge> : null}
                      {teacher.verified_at ? (
                        <Badge variant="success">
                          <BadgeCheck className="me-1 size-3" aria-hidden /> {t("Verified")}
                        </Badge>
                      ) : null}
                    </span>
                  </TD>
                  <TD className="text-sm">{teacher.school.name}</TD>
                  <TD className="text-sm">
                    {teacher.classes.length === 0 ? <span className="text-ink-muted">{t("No class")}</span> : teacher.classes.map((c) => <span key={c.id} className="block">{t("{{class}} ({{count, number}} students)", { class: c.name, count: c.students })}</span>)}
                  </TD>
                  <TD className="text-end tabular-nums">{formatNumber(teacher.uploads)}</TD>
                  <TD className="text-sm whitespace-nowrap">{lastSeen(teacher.last_active, t)}</TD>
                  {manage ? (
                    <TD className="text-end">
                      <span className="flex flex-wrap justify-end gap-2">
                        <Button size="sm" variant="outline" onClick={() => askToggle(teacher)} aria-label={teacher.verified_at ? t("Unverify {{name}}", { name: teacher.name }) : t("Verify {{name}}", { name: teacher.name })}>
                          {teacher.verified_at ? t("Unverify") : t("Verify")}
                        </Button>
                        {teacher.role === "teacher" ? (
                          <Button size="sm" variant="outline" onClick={() => askPromote(teacher)} aria-label={t("Make admin: {{name}}", { name: teacher.name })}>
                            {t("Make admin")}
                          </Button>
                        ) : null}
                      </span>
                    </TD>
                  ) : null}
                </TR>
              ))}
            </TBody>
          </Table>
        )}
      </PagedResults>
      <ConfirmDialog
        open={!!pending}
        onOpenChange={(open) => (open ? null : setPending(null))}
        title={pending ? t(CONFIRM[pending.action].title) : ""}
        description={pending ? t(CONFIRM[pending.action].text, { name: pending.teacher.name, school: pending.teacher.school.name }) : undefined}
        confirmLabel={pending ? t(CONFIRM[pending.action].label) : ""}
        pending={act.isPending}
        onConfirm={() =>
          pending &&
          act.mutate(
            { id: pending.teacher.id, action: pending.action },
            {
              onSuccess: () => {
                toast.success(pending.action === "promote" ? t("{{name}} is now a school admin", { name: pending.teacher.name }) : pending.action === "verify" ? t("Verified") : t("Verification removed"));
                setPending(null);
              },
              onError: (err) => toast.error(errorMessage(err)),
            },
          )
        }
      />
    </div>
  );
}

/** Students across schools (staff see full names: they are adults of every school). */
export function StudentsList({ schools, userLink }: { schools: SchoolOption[]; userLink: (id: string) => string }) {
  const { t } = useTranslation();
  const filters = usePeopleFilters();
  const students = useStaffStudents(filters);
  return (
    <div className="grid gap-4">
      <Filters
        kind="students"
        schools={schools}
        filters={filters}
        stateField={
          <FormField label={t("Status")}>
            <Select value={filters.state} onChange={(e) => filters.update({ state: e.target.value })}>
              <option value="">{t("Active and archived")}</option>
              <option value="false">{t("Active")}</option>
              <option value="true">{t("Archived")}</option>
            </Select>
          </FormField>
        }
      />
      <PagedResults
        query={students}
        loadingLabel={t("Loading students")}
        errorTitle={t("Could not load the students")}
        empty={t("No student matches these filters.")}
        pagesLabel={t("Student pages")}
        limit={PEOPLE_PAGE_SIZE}
        offset={filters.offset}
        onOffsetChange={(o) => filters.update({ offset: o })}
      >
        {(results: StaffStudentOut[]) => (
          <Table className="min-w-[820px]" label={t("Students")}>
            <caption className="sr-only">{t("Students")}</caption>
            <THead>
              <TR>
                <TH>{t("Student")}</TH>
                <TH>{t("School")}</TH>
                <TH>{t("Classes")}</TH>
                <TH className="text-end">{t("Books read")}</TH>
                <TH className="text-end">{t("Uploads")}</TH>
                <TH>{t("Last active")}</TH>
              </TR>
            </THead>
            <TBody>
              {results.map((s) => (
                <TR key={s.id}>
                  <TD>
                    <Link to={userLink(s.id)} className="font-semibold text-primary-dark underline">
                      {s.name}
                    </Link>
                    <span className="block text-xs text-ink-muted">{s.username}</span>
                    {s.archived ? <Badge variant="muted">{t("Archived")}</Badge> : null}
                  </TD>
                  <TD className="text-sm">{s.school.name}</TD>
                  <TD className="text-sm">{s.classes.length ? s.classes.map((c) => c.name).join(", ") : <span className="text-ink-muted">{t("No class")}</span>}</TD>
                  <TD className="text-end tabular-nums">{formatNumber(s.books_read)}</TD>
                  <TD className="text-end tabular-nums">{formatNumber(s.uploads)}</TD>
                  <TD className="text-sm whitespace-nowrap">{lastSeen(s.last_active, t)}</TD>
                </TR>
              ))}
            </TBody>
          </Table>
        )}
      </PagedResults>
    </div>
  );
}
