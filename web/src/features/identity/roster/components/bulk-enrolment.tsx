import { useMemo, useState } from "react";
import { Upload } from "lucide-react";
import { Trans, useTranslation } from "react-i18next";
import type { RosterImportResult } from "@contracts/roster";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Progress } from "@/components/ui/progress";
import { ErrorState, LoadingState } from "@/components/ui/query-states";
import { ApiError, errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { formatNumber } from "@/lib/format";
import { useCurrentTenant } from "@/features/identity/tenant/api";
import { checkUsernames } from "../api/check-usernames";
import { useImportTargets } from "../api/get-import-targets";
import { ImportChunkError, importRoster } from "../api/import-roster";
import type { RosterFile } from "../lib/read-roster-file";
import { guessMapping, missingClasses, rosterTeachers, rowErrors, toDraftRows, toImportRow, type ColumnMapping, type DraftRow, type RosterField } from "../lib/roster-rows";
import { ColumnMapper } from "./column-mapper";
import { ImportResult } from "./import-result";
import { RosterPreview, type RowErrors } from "./roster-preview";
import { RosterUpload } from "./roster-upload";

type Step = "upload" | "map" | "preview" | "done";
const MAP_STEP: Step = "map";
const isCreated = (r: RosterImportResult["results"][number]) => r.status === "created";

/** /bulk-enrolment: upload → match columns → preview and fix → import in chunks → passwords and cards. */
export function BulkEnrolment() {
  const { t } = useTranslation();
  const targets = useImportTargets();
  const tenant = useCurrentTenant();
  const [step, setStep] = useState<Step>("upload");
  const [file, setFile] = useState<RosterFile | null>(null);
  const [mapping, setMapping] = useState<ColumnMapping | null>(null);
  const [rows, setRows] = useState<DraftRow[]>([]);
  const [taken, setTaken] = useState<Set<string>>(new Set());
  const [createMissing, setCreateMissing] = useState(false);
  const [serverErrors, setServerErrors] = useState<RowErrors>(new Map());
  const [checking, setChecking] = useState(false);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [stopped, setStopped] = useState<string | null>(null);
  const [result, setResult] = useState<RosterImportResult | null>(null);

  const classes = useMemo(() => targets.data?.classes ?? [], [targets.data]);
  const canCreate = !!targets.data?.can_create_classes;
  const errors = useMemo(() => {
    const local = rowErrors(rows, { classes, createMissing: canCreate && createMissing, taken });
    for (const [row, fields] of serverErrors) if (!rows.find((r) => r.row === row)?.skipped) local.set(row, { ...fields, ...local.get(row) });
    return local;
  }, [rows, classes, canCreate, createMissing, taken, serverErrors]);
  const missing = useMemo(() => missingClasses(rows, classes), [rows, classes]);
  const active = rows.filter((r) => !r.skipped);

  if (targets.isPending) return <LoadingState label={t("Loading your classes")} />;
  if (targets.isError) return <ErrorState error={targets.error} title={t("Could not load your classes")} />;

  const reset = () => {
    setStep("upload");
    setFile(null);
    setRows([]);
    setServerErrors(new Map());
    setResult(null);
    setStopped(null);
    setProgress(null);
  };

  const preview = async () => {
    if (!file || !mapping) return;
    const drafts = toDraftRows(file.rows, mapping);
    setChecking(true);
    try {
      const check = await checkUsernames(drafts.map((d) => d.values.username));
      setTaken(new Set(check.taken));
      setRows(drafts);
      setServerErrors(new Map());
      setStep("preview");
    } catch (err) {
      toast.error(errorMessage(err, t("Could not check the usernames. Please try again.")));
    } finally {
      setChecking(false);
    }
  };

  const edit = (row: number, field: RosterField, value: string) => {
    setRows((all) => all.map((r) => (r.row === row ? { ...r, values: { ...r.values, [field]: value } } : r)));
    setServerErrors((all) => {
      if (!all.has(row)) return all;
      const next = new Map(all);
      next.delete(row);
      return next;
    });
  };
  const skip = (row: number, skipped: boolean) => setRows((all) => all.map((r) => (r.row === row ? { ...r, skipped } : r)));

  const runImport = async () => {
    if (!file) return;
    const payload = active.map(toImportRow);
    setStopped(null);
    setProgress({ done: 0, total: payload.length });
    try {
      const done = await importRoster(payload, { totalRows: file.rows.length, createMissingClasses: canCreate && createMissing, onProgress: (n) => setProgress({ done: n, total: payload.length }) });
      setResult(done);
      setStep("done");
      toast.success(t("{{count}} students created.", { count: done.results.filter(isCreated).length }));
    } catch (err) {
      const cause = err instanceof ImportChunkError ? err.error : err;
      if (err instanceof ImportChunkError && cause instanceof ApiError && cause.code === "VALIDATION_FAILED") {
        const found: RowErrors = new Map();
        for (const [path, messages] of Object.entries(cause.fields)) {
          const m = /^rows\.(\d+)\.(\w+)$/.exec(path);
          const row = m ? err.rowNumbers[Number(m[1])] : undefined;
          if (row !== undefined) found.set(row, { ...found.get(row), [m![2] as RosterField]: messages[0] });
        }
        setServerErrors(found);
      }
      const before = err instanceof ImportChunkError ? err.imported.results.length : 0;
      const reason = errorMessage(cause, t("The import stopped."));
      setStopped(
        before
          ? t("{{reason}} {{count}} rows before it were imported; fix the highlighted rows and import again: rows already imported are not added twice.", { reason, count: before })
          : t("{{reason}} Fix the highlighted rows and import again: rows already imported are not added twice.", { reason }),
      );
    } finally {
      setProgress(null);
    }
  };

  if (step === "done" && result) {
    const parents = active
      .filter((r) => r.values.parent_email.trim())
      .map((r) => ({ row: r.row, email: r.values.parent_email, first_name: r.values.parent_first_name, last_name: r.values.parent_last_name }));
    return <ImportResult result={result} schoolName={tenant.data?.school_name ?? ""} parents={parents} teachers={rosterTeachers(active)} canInvite={canCreate} onAgain={reset} />;
  }
  if (step === "upload" || !file) {
    return (
      <>
        {classes.length === 0 && !canCreate ? <Alert tone="error">{t("You do not teach any class yet, so there is nowhere to enrol students. Ask a school admin to give you a class.")}</Alert> : null}
        <RosterUpload
          onLoaded={(f) => {
            setFile(f);
            setMapping(guessMapping(f.header));
            setStep(MAP_STEP);
          }}
        />
      </>
    );
  }
  if (step === "map" && mapping) {
    return <ColumnMapper file={file} mapping={mapping} onChange={setMapping} onContinue={() => void preview()} onBack={reset} />;
  }
  if (checking) return <LoadingState label={t("Checking the rows")} />;

  const problems = active.filter((r) => errors.has(r.row)).length;
  return (
    <section aria-labelledby="preview-title" className="grid gap-4 rounded-lg border border-line-muted bg-surface p-4 sm:p-6">
      <h2 id="preview-title" className="text-lg font-semibold text-ink">
        {t("3. Check the rows")}
      </h2>
      <p role="status" className="text-sm text-ink">
        {problems ? (
          <Trans
            i18nKey="{{active}} of {{total}} rows to import · <0>{{problems}} with problems</0> · {{skipped}} skipped"
            values={{ active: formatNumber(active.length), total: formatNumber(rows.length), problems: formatNumber(problems), skipped: formatNumber(rows.length - active.length) }}
            components={[<strong key="problems" className="text-danger" />]}
          />
        ) : (
          t("{{active}} of {{total}} rows to import · no problems · {{skipped}} skipped", { active: formatNumber(active.length), total: formatNumber(rows.length), skipped: formatNumber(rows.length - active.length) })
        )}
      </p>
      {missing.length ? (
        canCreate ? (
          <label className="flex items-start gap-2 text-sm text-ink">
            <Checkbox checked={createMissing} onChange={(e) => setCreateMissing(e.target.checked)} className="mt-0.5" />
            <span>{t("Create the classes this school does not have yet: {{classes}}", { classes: missing.join(", ") })}</span>
          </label>
        ) : (
          <p className="text-sm text-ink-muted">{t("Rows for classes you do not teach cannot be imported: {{classes}}. Fix the class or skip those rows.", { classes: missing.join(", ") })}</p>
        )
      ) : null}
      {stopped ? (
        <Alert tone="error" role="alert">
          {stopped}
        </Alert>
      ) : null}
      <RosterPreview rows={rows} mapping={mapping!} errors={errors} onEdit={edit} onSkip={skip} />
      {progress ? <Progress value={(progress.done / Math.max(1, progress.total)) * 100} label={t("Imported {{done}} of {{total}} students", { done: formatNumber(progress.done), total: formatNumber(progress.total) })} /> : null}
      {progress ? (
        <p className="text-sm text-ink-muted" aria-hidden>
          {t("Imported {{done}} of {{total}} students…", { done: formatNumber(progress.done), total: formatNumber(progress.total) })}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => void runImport()} disabled={!!progress || problems > 0 || active.length === 0}>
          <Upload aria-hidden /> {t("Import {{count}} students", { count: active.length })}
        </Button>
        <Button variant="outline" onClick={() => setStep(MAP_STEP)} disabled={!!progress}>
          {t("Back to the columns")}
        </Button>
      </div>
    </section>
  );
}
