import { useTranslation } from "react-i18next";
import type { LiveSessionOut } from "@contracts/live-sessions";
import { Button } from "@/components/ui/button";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/query-states";
import { Table, TBody, TD, TH, THead, TR, CELL_LABEL, ROW_BUTTON, STACKED_ON_PHONES } from "@/components/ui/table";
import { errorMessage } from "@/lib/api-client";
import { saveBlob } from "@/lib/save-blob";
import { toast } from "@/lib/toast";
import { exportRegistrants, useRegistrants } from "../api/live-sessions";
import { REGISTRATION_LABEL } from "../lib/labels";
import { formatInZone, viewerTimeZone } from "../lib/time";

/**
 * Who registered for one of the manager's sessions (only its managers are sent the list). On
 * phones each registrant stacks their name, email, place and join time, a long email wrapping
 * inside the screen rather than widening the table.
 */
export function Registrants({ session }: { session: LiveSessionOut }) {
  const { t } = useTranslation();
  const list = useRegistrants(session.id);
  const download = async () => {
    try {
      saveBlob(await exportRegistrants(session.id), `${session.slug}-registrants.csv`);
    } catch (err) {
      toast.error(errorMessage(err, t("Could not export the registrants.")));
    }
  };
  return (
    <section aria-labelledby="registrants" className="grid min-w-0 gap-3 rounded-xl border border-line-muted bg-surface p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="registrants" className="min-w-0 text-lg font-bold break-words text-ink">
          {t("Registrants of “{{title}}”", { title: session.title })}
        </h2>
        <Button variant="outline" size="sm" className={ROW_BUTTON} onClick={() => void download()}>
          {t("Export CSV")}
        </Button>
      </div>
      {list.isPending ? (
        <LoadingState label={t("Loading the registrants")} />
      ) : list.isError ? (
        <ErrorState error={list.error} title={t("Could not load the registrants")} />
      ) : list.data.results.length === 0 ? (
        <EmptyState>{t("No one has registered yet.")}</EmptyState>
      ) : (
        <Table label={t("Registrants")} className={STACKED_ON_PHONES}>
          <THead>
            <TR>
              <TH>{t("Name")}</TH>
              <TH>{t("Email")}</TH>
              <TH>{t("Place")}</TH>
              <TH>{t("Joined")}</TH>
            </TR>
          </THead>
          <TBody>
            {list.data.results.map((r) => (
              <TR key={r.id}>
                <TD className="font-semibold sm:font-normal">
                  {r.first_name} {r.last_name}
                </TD>
                <TD data-label={t("Email")} className={`${CELL_LABEL} max-sm:[overflow-wrap:anywhere]`}>
                  {r.email ?? "—"}
                </TD>
                <TD data-label={t("Place")} className={CELL_LABEL}>
                  {t(REGISTRATION_LABEL[r.status])}
                </TD>
                <TD data-label={t("Joined")} className={CELL_LABEL}>
                  {r.joined_at ? formatInZone(r.joined_at, viewerTimeZone(), { dateStyle: "short", timeStyle: "short" }) : "—"}
                </TD>
              </TR>
            ))}
          </TBody>
        </Table>
      )}
    </section>
  );
}
