import { Link } from "react-router";
import { Users } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { AdminClass } from "@contracts/school-admin";
import { paths } from "@/config/paths";
import { formatNumber } from "@/lib/format";
import { Badge } from "@/components/ui/badge";
import { TBody, TD, TH, THead, TR, Table } from "@/components/ui/table";
import { fullName } from "../lib/labels";
import { ClassCode } from "./class-code";

export function ClassesTable({ classes }: { classes: AdminClass[] }) {
  const { t } = useTranslation();
  return (
    <Table className="min-w-[680px]" label={t("Classes")}>
      <caption className="sr-only">{t("Classes of the school")}</caption>
      <THead>
        <TR>
          <TH>{t("Name")}</TH>
          <TH>{t("Code")}</TH>
          <TH>{t("Teacher")}</TH>
          <TH className="text-end">{t("Students")}</TH>
          <TH>{t("Status")}</TH>
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
            <TD>{c.teacher ? fullName(c.teacher) : <span className="text-ink-muted">{t("No teacher")}</span>}</TD>
            <TD className="text-end">
              <Link
                to={paths.schoolAdmin.classStudents(c.id)}
                className="inline-flex items-center gap-1.5 font-semibold text-primary tabular-nums hover:underline"
                aria-label={t("{{count}} students in {{class}}: manage the roster", { count: c.student_count, class: c.name })}
              >
                <Users className="size-4" aria-hidden />
                {formatNumber(c.student_count)}
              </Link>
            </TD>
            <TD>{c.archived ? <Badge variant="danger">{t("Archived")}</Badge> : <Badge variant="success">{t("In use")}</Badge>}</TD>
          </TR>
        ))}
      </TBody>
    </Table>
  );
}
