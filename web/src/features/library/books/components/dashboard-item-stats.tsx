import type { ClassItemStats, LibraryItemCounts } from "@contracts/teacher-stats";
import { Table, TBody, TD, TH, THead, TR } from "@/components/ui/table";

const COUNT_COLUMNS: { key: keyof LibraryItemCounts; label: string }[] = [
  { key: "uploads", label: "Added" },
  { key: "published", label: "Published" },
  { key: "pending", label: "Pending review" },
  { key: "reads", label: "Reads" },
  { key: "reactions", label: "Reactions" },
];

function Counts({ row }: { row: LibraryItemCounts }) {
  return COUNT_COLUMNS.map((c) => (
    <TD key={c.key} className="text-end tabular-nums">
      {row[c.key]}
    </TD>
  ));
}

/** One kind of item (books or stories) per class, with each class's students underneath. */
export function DashboardItemStats({ kind, classes }: { kind: "Books" | "Stories"; classes: ClassItemStats[] }) {
  return (
    <div className="grid gap-3">
      <Table label={`${kind} per class`}>
        <THead>
          <TR>
            <TH>Class</TH>
            {COUNT_COLUMNS.map((c) => (
              <TH key={c.key} className="text-end">
                {c.label}
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
              {kind} by student in {cls.class_name}
            </summary>
            <div className="p-2">
              <Table label={`${kind} by student in ${cls.class_name}`}>
                <THead>
                  <TR>
                    <TH>Student</TH>
                    {COUNT_COLUMNS.map((c) => (
                      <TH key={c.key} className="text-end">
                        {c.label}
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
