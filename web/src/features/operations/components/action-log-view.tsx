import { Download } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { TFunction } from "i18next";
import type { ActionLogEntryOut } from "@contracts/audit";
import { formatWith } from "@/lib/format";
import { errorMessage } from "@/lib/api-client";
import { saveBlob } from "@/lib/save-blob";
import { toast } from "@/lib/toast";
import { useListParams } from "@/lib/use-list-params";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { TBody, TD, TH, THead, TR, Table } from "@/components/ui/table";
import { ListFilters, SearchField } from "@/components/lists/list-filters";
import { PagedResults } from "@/components/lists/paged-results";
import { AUDIT_ACTION_TEXT, FIELD_TEXT, ROLE_TEXT } from "../lib/labels";
import { ACTION_LOG_PAGE_SIZE, useActionLog, useExportActionLog, type ActionLogFilters, type ActionLogWhere } from "../api/action-log";

const WHEN: Intl.DateTimeFormatOptions = { day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit", timeZoneName: "short" };
const actionLabel = (action: string, t: TFunction) => {
  const label = AUDIT_ACTION_TEXT[action as keyof typeof AUDIT_ACTION_TEXT];
  return label ? t(label) : action;
};

/** A role or field by its fixed name in the reader's language; a value outside the lists as recorded. */
const roleName = (role: string, t: TFunction) => (ROLE_TEXT[role] ? t(ROLE_TEXT[role]) : role.replaceAll("_", " "));
const fieldName = (field: string, t: TFunction) => (FIELD_TEXT[field] ? t(FIELD_TEXT[field]) : field.replaceAll("_", " "));

function Detail({ entry }: { entry: ActionLogEntryOut }) {
  const { t, i18n } = useTranslation();
  const d = entry.detail;
  if (!d) return null;
  const parts: string[] = [];
  if (Array.isArray(d.fields) && d.fields.length) {
    const names = [...new Set((d.fields as string[]).map((f) => fieldName(f, t)))];
    parts.push(t("Changed: {{fields}}", { fields: new Intl.ListFormat(i18n.language, { style: "long", type: "conjunction" }).format(names) }));
  }
  const role = d.role as { from?: string | null; to?: string | null } | string | undefined;
  if (role && typeof role === "object") parts.push(t("Role: {{from}} → {{to}}", { from: role.from ? roleName(role.from, t) : t("none"), to: role.to ? roleName(role.to, t) : t("none") }));
  else if (typeof role === "string") parts.push(t("Role: {{role}}", { role: roleName(role, t) }));
  for (const [key, value] of Object.entries(d)) if (typeof value === "boolean" && !["is_staff", "invited", "bulk"].includes(key)) parts.push(value ? t("{{setting}}: on", { setting: fieldName(key, t) }) : t("{{setting}}: off", { setting: fieldName(key, t) }));
  return parts.length ? <span className="block text-xs text-ink-muted">{parts.join(" · ")}</span> : null;
}

/**
 * Who did what, when and from where: staff see every school (a School filter), a school's admins
 * their school's entries. Filters live in the URL; the CSV export takes the same filters.
 */
export function ActionLogView({ where, schools }: { where: ActionLogWhere; schools?: { id: string; school_name: string }[] }) {
  const { t } = useTranslation();
  const { get, offset, update } = useListParams();
  const filters: ActionLogFilters = { actor: get("actor"), action: get("action"), tenant: get("tenant"), from: get("from"), to: get("to"), offset };
  const log = useActionLog(where, filters);
  const exporter = useExportActionLog(where);
  const onExport = async () => {
    try {
      saveBlob(await exporter.mutateAsync(filters), `action-log-${new Date().toISOString().slice(0, 10)}.csv`);
    } catch (err) {
      toast.error(t("Could not export the action log."), { description: errorMessage(err) });
    }
  };
  return (
    <div className="grid gap-4">
      <ListFilters label={t("Filter the action log")} className="sm:grid-cols-2 lg:grid-cols-3">
        <SearchField label={t("Who")} placeholder={t("Name or email")} value={filters.actor} onCommit={(value) => update({ actor: value })} />
        <FormField label={t("Action")}>
          <Select value={filters.action} onChange={(e) => update({ action: e.target.value })}>
            <option value="">{t("Every action")}</option>
            {Object.entries(AUDIT_ACTION_TEXT).map(([key, label]) => (
              <option key={key} value={key}>
                {t(label)}
              </option>
            ))}
          </Select>
        </FormField>
        {schools ? (
          <FormField label={t("School")}>
            <Select value={filters.tenant} onChange={(e) => update({ tenant: e.target.value })}>
              <option value="">{t("Every school")}</option>
              <option value="platform">{t("The platform (no school)")}</option>
              {schools.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.school_name}
                </option>
              ))}
            </Select>
          </FormField>
        ) : null}
        <FormField label={t("From")}>
          <Input type="date" value={filters.from} onChange={(e) => update({ from: e.target.value })} />
        </FormField>
        <FormField label={t("To")}>
          <Input type="date" value={filters.to} onChange={(e) => update({ to: e.target.value })} />
        </FormField>
        <div className="flex items-end">
          <Button variant="outline" onClick={() => void onExport()} disabled={exporter.isPending}>
            <Download aria-hidden /> {exporter.isPending ? t("Exporting…") : t("Export CSV")}
          </Button>
        </div>
      </ListFilters>
      <PagedResults
        query={log}
        loadingLabel={t("Loading the action log")}
        errorTitle={t("Could not load the action log")}
        empty={Object.values(filters).some((v) => v && v !== 0) ? t("No action matches these filters.") : t("Nothing has been changed yet.")}
        pagesLabel={t("Action log pages")}
        limit={ACTION_LOG_PAGE_SIZE}
        offset={offset}
        onOffsetChange={(o) => update({ offset: o })}
      >
        {(results) => (
          <Table className="min-w-[820px]" label={t("Action log")}>
            <caption className="sr-only">{t("Action log, newest first")}</caption>
            <THead>
              <TR>
                <TH>{t("When")}</TH>
                <TH>{t("Who")}</TH>
                <TH>{t("What")}</TH>
                {schools ? <TH>{t("School")}</TH> : null}
                <TH>{t("From where")}</TH>
              </TR>
            </THead>
            <TBody>
              {results.map((e) => (
                <TR key={e.id}>
                  <TD className="text-sm whitespace-nowrap">
                    <time dateTime={e.created_at}>{formatWith(e.created_at, WHEN)}</time>
                  </TD>
                  <TD>
                    <span className="block font-semibold">{e.actor.name}</span>
                    <span className="block text-xs text-ink-muted">{roleName(e.actor.role, t)}</span>
                  </TD>
                  <TD>
                    <span className="block">{actionLabel(e.action, t)}</span>
                    {e.target.label ? <span className="block text-sm">{e.target.label}</span> : null}
                    <Detail entry={e} />
                  </TD>
                  {schools ? <TD className="text-sm">{e.school?.name ?? t("Platform")}</TD> : null}
                  <TD className="text-xs break-all text-ink-muted">
                    <span className="block">{e.ip ?? "—"}</span>
                    <span className="block">{e.host}</span>
                    {e.user_agent ? (
                      <span className="block max-w-[16rem] truncate" title={e.user_agent}>
                        {e.user_agent}
                      </span>
                    ) : null}
                  </TD>
                </TR>
              ))}
            </TBody>
          </Table>
        )}
      </PagedResults>
    </div>
  );
}
