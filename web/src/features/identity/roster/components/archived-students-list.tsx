import { useState } from "react";
import { RotateCcw, Trash2 } from "lucide-react";
import { Trans, useTranslation } from "react-i18next";
import type { ArchivedStudent } from "@contracts/roster";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Table, TBody, TD, TH, THead, TR } from "@/components/ui/table";
import { SearchField } from "@/components/lists/list-filters";
import { PagedResults } from "@/components/lists/paged-results";
import { errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { useListParams } from "@/lib/use-list-params";
import { formatDate, formatNumber } from "@/lib/format";
import { fullName } from "@/features/identity/school-admin/lib/labels";
import { ARCHIVED_PAGE_SIZE, useArchivedStudents, useRestoreStudents } from "../api/archived-students";
import { EraseStudentDialog } from "./erase-student-dialog";

/** The archived students of the school: search, restore (one or many), delete permanently. */
export function ArchivedStudentsList() {
  const { t } = useTranslation();
  const { get, offset, update } = useListParams();
  const search = get("search");
  const list = useArchivedStudents({ search, offset });
  const restore = useRestoreStudents();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [erasing, setErasing] = useState<ArchivedStudent | null>(null);

  const doRestore = async (students: { id: string; first_name: string; last_name: string }[]) => {
    try {
      const { restored } = await restore.mutateAsync(students.map((s) => s.id));
      toast.success(restored === 1 && students.length === 1 ? t("{{name}} was restored to their classes.", { name: fullName(students[0]) }) : t("{{count}} students were restored to their classes.", { count: restored }));
      setSelected(new Set());
    } catch (err) {
      toast.error(errorMessage(err, t("Could not restore. Please try again.")));
    }
  };
  const toggle = (id: string, on: boolean) => setSelected((s) => (on ? new Set(s).add(id) : new Set([...s].filter((x) => x !== id))));

  return (
    <section aria-labelledby="archived-title" className="grid gap-3">
      <h2 id="archived-title" className="text-lg font-semibold text-ink">
        {list.data ? (
          <Trans i18nKey="Archived students <0>({{total}})</0>" values={{ total: formatNumber(list.data.count) }} components={[<span key="count" className="text-ink-muted" />]} />
        ) : (
          t("Archived students")
        )}
      </h2>
      <div className="flex flex-col gap-3 md:flex-row md:items-end">
        <div role="search" aria-label={t("Search archived students")} className="flex-1">
          <SearchField label={t("Search archived students")} placeholder={t("Name or username")} value={search} onCommit={(value) => update({ search: value })} />
        </div>
        <Button variant="outline" disabled={selected.size === 0 || restore.isPending} onClick={() => void doRestore((list.data?.results ?? []).filter((s) => selected.has(s.id)))}>
          <RotateCcw aria-hidden /> {t("Restore selected ({{count}})", { count: selected.size })}
        </Button>
      </div>
      <PagedResults
        query={list}
        loadingLabel={t("Loading archived students")}
        errorTitle={t("Could not load the archived students")}
        empty={search ? t("No archived student matches this search.") : t("No archived students. Students you archive are listed here.")}
        pagesLabel={t("Archived student pages")}
        limit={ARCHIVED_PAGE_SIZE}
        offset={offset}
        onOffsetChange={(o) => update({ offset: o })}
      >
        {(results) => (
          <Table label={t("Archived students")}>
            <THead>
              <TR>
                <TH>
                  <span className="sr-only">{t("Select")}</span>
                </TH>
                <TH>{t("Name")}</TH>
                <TH>{t("Username")}</TH>
                <TH>{t("Classes")}</TH>
                <TH>{t("Archived")}</TH>
                <TH>
                  <span className="sr-only">{t("Actions")}</span>
                </TH>
              </TR>
            </THead>
            <TBody>
              {results.map((s) => (
                <TR key={s.id}>
                  <TD>
                    <Checkbox aria-label={t("Select {{name}}", { name: fullName(s) })} checked={selected.has(s.id)} onChange={(e) => toggle(s.id, e.target.checked)} />
                  </TD>
                  {/* A name (up to 100 characters) or a username made from it may be one word: it wraps in a readable column. */}
                  <TD className="min-w-40 font-medium wrap-anywhere">{fullName(s)}</TD>
                  <TD className="min-w-32 font-mono text-xs wrap-anywhere">{s.username}</TD>
                  <TD className="min-w-32 wrap-anywhere">{s.classes.map((c) => c.name).join(", ") || "—"}</TD>
                  <TD className="whitespace-nowrap">{formatDate(s.archived_at)}</TD>
                  <TD>
                    <div className="flex flex-wrap justify-end gap-2">
                      <Button size="sm" variant="outline" onClick={() => void doRestore([s])} disabled={restore.isPending} aria-label={t("Restore {{name}}", { name: fullName(s) })}>
                        <RotateCcw aria-hidden /> {t("Restore")}
                      </Button>
                      <Button size="sm" variant="ghost" className="text-danger" onClick={() => setErasing(s)} aria-label={t("Delete {{name}} permanently", { name: fullName(s) })}>
                        <Trash2 aria-hidden /> {t("Delete")}
                      </Button>
                    </div>
                  </TD>
                </TR>
              ))}
            </TBody>
          </Table>
        )}
      </PagedResults>
      <EraseStudentDialog student={erasing} onClose={() => setErasing(null)} />
    </section>
  );
}
