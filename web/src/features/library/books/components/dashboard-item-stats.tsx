import { useTranslation } from "react-i18next";
import type { ClassItemStats, LibraryItemCounts } from "@contracts/teacher-stats";
import { Table, TBody, TD, TH, THead, TR } from "@/components/ui/table";
import { formatNumber } from "@/lib/format";
import { msg } from "@/lib/i18n";

const COUNT_COLUMNS: { key: keyof LibraryItemCounts; label: string }[] = [
  { key: "uploads", label: msg("Added") },
  { key: "published", label: msg("Published") },
  { key: "pending", label: msg("Pending review") },
  { key: "reads", label: msg("Reads") },
  { key: "reactions", label: msg("Reactions") },
];

function Counts({ row }: { row: LibraryItemCounts }) {
  return COUNT_COLUMNS.map((c) => (
    <TD key={c.key} className="text-end tabular-nums">
      {formatNumber(row[c.key])}
    </TD>
  ));
}

/** One kind of item (books or stories) per class, with each class's students underneath. */
export function DashboardItemStats({ kind, classes }: { kind: "books" | "stories"; classes: ClassItemStats[] }) {
  const { t } = useTranslation();
  const byStudent = (className: string) =>
    kind === "books" ? t("Books by student in {{className}}", { className }) : t("Stories by student in {{className}}", { className });
  return (
    <div className="grid gap-3">
      <Table label={kind === "books" ? t("Books per class") : t("Stories per class")}>
        <THead>
          <TR>
            <TH>{t("Class")}</TH>
            {COUNT_COLUMNS.map((c) => (
              <TH key={c.key} className="text-end">
                {t(c.label)}
              </TH>
            ))}
          </TR>
        </THead>
        <TBody>
          {classes.map((cls) => (
            <TR key={cls.class_id}>
              <TH scope="row" className="font-medium">
                {cls.class_name}
              </TH>
              <Counts row={cls} />
            </TR>
          ))}
        </TBody>
      </Table>
      {classes
        .filter((cls) => cls.students.length > 0)
        .map((cls) => (
          <details key={cls.class_id} className="rounded-lg border border-line-muted bg-surface">
            <summary className="cursor-pointer px-4 py-2 text-sm font-semibold text-ink">
              {byStudent(cls.class_name)}
            </summary>
            <div className="p-2">
              <Table label={byStudent(cls.class_name)}>
                <THead>
                  <TR>
                    <TH>{t("Student")}</TH>
                    {COUNT_COLUMNS.map((c) => (
                      <TH key={c.key} className="text-end">
                        {t(c.label)}
                      </TH>
                    ))}
                  </TR>
                </THead>
                <TBody>
                  {cls.students.map((s) => (
                    <TR key={s.student_id}>
                      <TH scope="row" className="font-normal">
                        {s.first_name} {s.last_name}
                      </TH>
                      <Counts row={s} />
                    </TR>
                  ))}
                </TBody>
              </Table>
            </div>
          </details>
        ))}
    </div>
  );
}
