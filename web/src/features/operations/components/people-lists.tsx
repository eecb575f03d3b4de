import { useState, type ReactNode } from "react";
import { Link } from "react-router";
import { BadgeCheck, Download } from "lucide-react";
import type { StaffStudentOut, StaffTeacherOut } from "@contracts/staff-people";
import { errorMessage } from "@/lib/api-client";
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
const day = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric" });
const lastSeen = (iso: string | null) => (iso ? day.format(new Date(iso)) : "Never");

function usePeopleFilters(): PeopleFilters & { update: ReturnType<typeof useListParams>["update"] } {
  const { get, offset, update } = useListParams();
  return { search: get("search"), tenant: get("tenant"), state: get("state"), offset, update };
}

function Filters({ kind, schools, filters, stateField, extra }: { kind: "teachers" | "students"; schools: SchoolOption[]; filters: ReturnType<typeof usePeopleFilters>; stateField: ReactNode; extra?: ReactNode }) {
  const exporter = useExportPeople(kind);
  const onExport = async () => {
    try {
      saveBlob(await exporter.mutateAsync(filters), `${kind}-${new Date().toISOString().slice(0, 10)}.csv`);
    } catch (err) {
      toast.error(`Could not export the ${kind}.`, { description: errorMessage(err) });
    }
  };
  return (
    <ListFilters label={`Filter ${kind}`} className="sm:grid-cols-2 lg:grid-cols-4">
      <SearchField label="Search" placeholder={kind === "teachers" ? "Name or email" : "Name or username"} value={filters.search} onCommit={(value) => filters.update({ search: value })} />
      <FormField label="School">
        <Select value={filters.tenant} onChange={(e) => filters.update({ tenant: e.target.value })}>
          <option value="">Every school</option>
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
          <Download aria-hidden /> {exporter.isPending ? "Exporting…" : "Export CSV"}
        </Button>
        {extra}
      </div>
    </ListFilters>
  );
}

type Pending = { teacher: StaffTeacherOut; action: "verify" | "unverify" | "promote" };
const CONFIRM: Record<Pending["action"], { title: string; label: string; text: (name: string, school: string) => string }> = {
  verify: { title: "Verify this teacher?", label: "Verify", text: (n, s) => `${n} will show as a verified teacher of ${s}.` },
  unverify: { title: "Remove the verification?", label: "Remove", text: (n) => `${n} will no longer show as verified.` },
  promote: { title: "Make a school admin?", label: "Make school admin", text: (n, s) => `${n} will manage ${s}: its users, classes and settings. They sign in again to pick up the new role.` },
};

/**
 * Teachers and school admins across schools: classes (with their students), uploads, last activity.
 * With `manage` (superpower-teacher), staff verify a teacher or make them a school admin.
 */
export function TeachersList({ schools, manage = false, userLink }: { schools: SchoolOption[]; manage?: boolean; userLink: (id: string) => string }) {
  const filters = usePeopleFilters();
  const teachers = useStaffTeachers(filters);
  const act = useTeacherAction();
  const [pending, setPending] = useState<Pending | null>(null);
  return (
    <div className="grid gap-4">
      <Filters
        kind="teachers"
        schools={schools}
        filters={filters}
        stateField={
          <FormField label="Verified">
            <Select value={filters.state} onChange={(e) => filters.update({ state: e.target.value })}>
              <option value="">Everyone</option>
              <option value="yes">Verified</option>
              <option value="no">Not verified</option>
            </Select>
          </FormField>
        }
      />
      <PagedResults
        query={teachers}
        loadingLabel="Loading teachers"
        errorTitle="Could not load the teachers"
        empty="No teacher matches these filters."
        pagesLabel="Teacher pages"
        limit={PEOPLE_PAGE_SIZE}
        offset={filters.offset}
        onOffsetChange={(o) => filters.update({ offset: o })}
      >
        {(results) => (
          <Table className="min-w-[860px]" label="Teachers">
            <caption className="sr-only">Teachers and school admins</caption>
            <THead>
              <TR>
                <TH>Teacher</TH>
                <TH>School</TH>
                <TH>Classes</TH>
                <TH className="text-end">Uploads</TH>
                <TH>Last active</TH>
                {manage ? (
                  <TH>
                    <span className="sr-only">Actions</span>
                  </TH>
                ) : null}
              </TR>
            </THead>
            <TBody>
              {results.map((t) => (
                <TR key={t.id}>
                  <TD>
                    <Link to={userLink(t.id)} className="font-semibold text-primary-dark underline">
                      {t.name}
                    </Link>
                    <span className="block text-xs break-all text-ink-muted">{t.email ?? "—"}</span>
                    <span className="mt-1 flex flex-wrap gap-1">
                      {t.role === "school_admin" ? <Badge variant="muted">School admin</Badge> : null}
                      {t.verified_at ? (
                        <Badge variant="success">
                          <BadgeCheck className="me-1 size-3" aria-hidden /> Verified
                        </Badge>
                      ) : null}
                    </span>
                  </TD>
                  <TD className="text-sm">{t.school.name}</TD>
                  <TD className="text-sm">
                    {t.classes.length === 0 ? <span className="text-ink-muted">No class</span> : t.classes.map((c) => <span key={c.id} className="block">{`${c.name} (${c.students} ${c.students === 1 ? "student" : "students"})`}</span>)}
                  </TD>
                  <TD className="text-end tabular-nums">{t.uploads}</TD>
                  <TD className="text-sm whitespace-nowrap">{lastSeen(t.last_active)}</TD>
                  {manage ? (
                    <TD className="text-end">
                      <span className="flex flex-wrap justify-end gap-2">
                        <Button size="sm" variant="outline" onClick={() => setPending({ teacher: t, action: t.verified_at ? "unverify" : "verify" })} aria-label={`${t.verified_at ? "Unverify" : "Verify"} ${t.name}`}>
                          {t.verified_at ? "Unverify" : "Verify"}
                        </Button>
                        {t.role === "teacher" ? (
                          <Button size="sm" variant="outline" onClick={() => setPending({ teacher: t, action: "promote" })} aria-label={`Make admin: ${t.name}`}>
                            Make admin
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
        title={pending ? CONFIRM[pending.action].title : ""}
        description={pending ? CONFIRM[pending.action].text(pending.teacher.name, pending.teacher.school.name) : undefined}
        confirmLabel={pending ? CONFIRM[pending.action].label : ""}
        pending={act.isPending}
        onConfirm={() =>
          pending &&
          act.mutate(
            { id: pending.teacher.id, action: pending.action },
            {
              onSuccess: () => {
                toast.success(pending.action === "promote" ? `${pending.teacher.name} is now a school admin` : pending.action === "verify" ? "Verified" : "Verification removed");
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
  const filters = usePeopleFilters();
  const students = useStaffStudents(filters);
  return (
    <div className="grid gap-4">
      <Filters
        kind="students"
        schools={schools}
        filters={filters}
        stateField={
          <FormField label="Status">
            <Select value={filters.state} onChange={(e) => filters.update({ state: e.target.value })}>
              <option value="">Active and archived</option>
              <option value="false">Active</option>
              <option value="true">Archived</option>
            </Select>
          </FormField>
        }
      />
      <PagedResults
        query={students}
        loadingLabel="Loading students"
        errorTitle="Could not load the students"
        empty="No student matches these filters."
        pagesLabel="Student pages"
        limit={PEOPLE_PAGE_SIZE}
        offset={filters.offset}
        onOffsetChange={(o) => filters.update({ offset: o })}
      >
        {(results: StaffStudentOut[]) => (
          <Table className="min-w-[820px]" label="Students">
            <caption className="sr-only">Students</caption>
            <THead>
              <TR>
                <TH>Student</TH>
                <TH>School</TH>
                <TH>Classes</TH>
                <TH className="text-end">Books read</TH>
                <TH className="text-end">Uploads</TH>
                <TH>Last active</TH>
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
                    {s.archived ? <Badge variant="muted">Archived</Badge> : null}
                  </TD>
                  <TD className="text-sm">{s.school.name}</TD>
                  <TD className="text-sm">{s.classes.length ? s.classes.map((c) => c.name).join(", ") : <span className="text-ink-muted">No class</span>}</TD>
                  <TD className="text-end tabular-nums">{s.books_read}</TD>
                  <TD className="text-end tabular-nums">{s.uploads}</TD>
                  <TD className="text-sm whitespace-nowrap">{lastSeen(s.last_active)}</TD>
                </TR>
              ))}
            </TBody>
          </Table>
        )}
      </PagedResults>
    </div>
  );
}
