import { Link } from "react-router";
import { Users } from "lucide-react";
import type { AdminClass } from "@contracts/school-admin";
import { paths } from "@/config/paths";
import { Badge } from "@/components/ui/badge";
import { TBody, TD, TH, THead, TR, Table } from "@/components/ui/table";
import { fullName } from "../lib/labels";
import { ClassCode } from "./class-code";

export function ClassesTable({ classes }: { classes: AdminClass[] }) {
  return (
    <Table className="min-w-[680px]" label="Classes">
      <caption className="sr-only">Classes of the school</caption>
      <THead>
        <TR>
          <TH>Name</TH>
          <TH>Code</TH>
          <TH>Teacher</TH>
          <TH className="text-end">Students</TH>
          <TH>Status</TH>
        </TR>
      </THead>
      <TBody>
        {classes.map((c) => (
          <TR key={c.id} className="hover:bg-surface-alt">
            <TD>
              <Link to={paths.schoolAdmin.addClass(c.id)} className="font-semibold text-primary hover:underline">
                {c.name}
              </Link>
            </TD>
            <TD>
              <ClassCode code={c.code} />
            </TD>
            <TD>{c.teacher ? fullName(c.teacher) : <span className="text-ink-muted">No teacher</span>}</TD>
            <TD className="text-end">
              <Link
                to={paths.schoolAdmin.classStudents(c.id)}
                className="inline-flex items-center gap-1.5 font-semibold text-primary tabular-nums hover:underline"
                aria-label={`${c.student_count} ${c.student_count === 1 ? "student" : "students"} in ${c.name}: manage the roster`}
              >
                <Users className="size-4" aria-hidden />
                {c.student_count}
              </Link>
            </TD>
            <TD>{c.archived ? <Badge variant="danger">Archived</Badge> : <Badge variant="success">In use</Badge>}</TD>
          </TR>
        ))}
      </TBody>
    </Table>
  );
}
