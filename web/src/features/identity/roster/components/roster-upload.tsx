import { useId, useState } from "react";
import { Download, FileSpreadsheet } from "lucide-react";
import { useTranslation } from "react-i18next";
import { formatNumber } from "@/lib/format";
import { IMPORT_CHUNK, MAX_IMPORT_ROWS } from "@contracts/roster";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { RosterFileError, readRosterFile, type RosterFile } from "../lib/read-roster-file";
import { FileInput } from "@/components/ui/file-input";

const TEMPLATE = "First name,Last name,Class,Username,Password,Parent email\r\nAmara,Okafor,Year 4 Blue,,,\r\n";

/** Step 1: choose a .csv or .xlsx roster; it is read here, in the browser. */
export function RosterUpload({ onLoaded }: { onLoaded: (file: RosterFile) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const templateHref = `data:text/csv;charset=utf-8,${encodeURIComponent(TEMPLATE)}`;

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    setReading(true);
    try {
      onLoaded(await readRosterFile(file));
    } catch (err) {
      // The reader's messages are catalogue keys (msg() in lib/read-roster-file.ts and lib/parse-*.ts).
      setError(err instanceof RosterFileError ? t(err.key, err.values) : err instanceof Error ? t(err.message) : t("Could not read this file."));
    } finally {
      setReading(false);
    }
  };

  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-4 rounded-lg border border-line-muted bg-surface p-4 sm:p-6">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-ink">
        {t("1. Choose the roster file")}
      </h2>
      <p className="text-sm text-ink-muted">
        {t(
          "A spreadsheet with one student per row and a header row: first name, last name and class are needed; username, password and parent email are optional. Up to {{max}} rows; students are created {{chunk}} at a time. Importing the same file again adds nobody twice.",
          { max: formatNumber(MAX_IMPORT_ROWS), chunk: formatNumber(IMPORT_CHUNK) },
        )}
      </p>
      <div className="grid gap-1.5">
        <label htmlFor={id} className="text-sm font-medium text-ink">
          {t("Roster file (.csv or .xlsx)")}
        </label>
        <FileInput
          id={id}
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          disabled={reading}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => void choose(e.target.files?.[0])}
        />
      </div>
      {reading ? (
        <p role="status" className="flex items-center gap-2 text-sm text-ink-muted">
          <FileSpreadsheet className="size-4" aria-hidden /> {t("Reading the file…")}
        </p>
      ) : null}
      {error ? (
        <Alert tone="error" id={`${id}-error`} role="alert">
          {error}
        </Alert>
      ) : null}
      <div>
        <Button variant="outline" size="sm" asChild>
          <a href={templateHref} download="roster-template.csv">
            <Download aria-hidden /> {t("Download a template")}
          </a>
        </Button>
      </div>
    </section>
  );
}
