import { useTranslation } from "react-i18next";
import type { EmailStatus, OutboxEntry } from "@contracts/email";
import { formatDate, formatNumber, formatTime } from "@/lib/format";
import { msg } from "@/lib/i18n";
import type { AdminTenant } from "@contracts/tenants";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { TBody, TD, TH, THead, TR, Table } from "@/components/ui/table";
import { cn } from "@/lib/cn";
import { EmailAddress } from "@/components/ui/email-address";

export const STATUS_BADGES: Record<EmailStatus, { label: string; variant: "warning" | "success" | "danger" }> = {
  queued: { label: msg("Queued"), variant: "warning" },
  sent: { label: msg("Sent"), variant: "success" },
  failed: { label: msg("Failed"), variant: "danger" },
};

const ERROR_PREVIEW_CHARS = 60;

/** A long error shows its start; the full text opens in place (a native disclosure). */
function LastError({ text }: { text: string | null }) {
  const { t } = useTranslation();
  if (!text) return <span className="text-ink-muted">—</span>;
  if (text.length <= ERROR_PREVIEW_CHARS) return <span className="text-red-900 [overflow-wrap:anywhere]">{text}</span>;
  return (
    <details className="max-w-sm">
      <summary className="cursor-pointer text-red-900 [overflow-wrap:anywhere]">
        {text.slice(0, ERROR_PREVIEW_CHARS)}… <span className="text-xs text-ink-muted underline">{t("show all")}</span>
      </summary>
      <p className="mt-1 whitespace-pre-wrap rounded bg-red-50 p-2 font-mono text-xs text-red-900 [overflow-wrap:anywhere]">{text}</p>
    </details>
  );
}

/** A date over its time, each kept whole, so the column may wrap between them (the table fits 1280 px). */
function DateTime({ value }: { value: string | null }) {
  if (!value) return <span className="text-ink-muted">—</span>;
  return (
    <time dateTime={value} className="grid">
      <span className="whitespace-nowrap">{formatDate(value)}</span>
      <span className="whitespace-nowrap text-ink-muted">{formatTime(value)}</span>
    </time>
  );
}

/** The outbox; a failed email offers "Send again" beside its error (`onRetry`, which asks first). */
export function OutboxTable({ emails, tenants, onRetry }: { emails: OutboxEntry[]; tenants?: AdminTenant[]; onRetry: (email: OutboxEntry) => void }) {
  const { t } = useTranslation();
  const schoolName = (id: string | null) => (id === null ? t("Platform") : (tenants?.find((t) => t.id === id)?.school_name ?? id));
  return (
    // The template rides under the subject and the times share a cell: at 1280 px the table, with
    // its "Send again" buttons, fits its frame without scrolling sideways.
    <Table className="min-w-[900px]">
      <caption className="sr-only">{t("Emails in the outbox, newest first")}</caption>
      <THead>
        <TR>
          <TH>{t("Status")}</TH>
          <TH>{t("Recipient and subject")}</TH>
          <TH>{t("School")}</TH>
          <TH className="text-end">{t("Attempts")}</TH>
          <TH>{t("Last error")}</TH>
          <TH>{t("When")}</TH>
        </TR>
      </THead>
      <TBody>
        {emails.map((e) => {
          const badge = STATUS_BADGES[e.status];
          const failed = e.status === "failed";
          return (
            <TR key={e.id} className={cn(failed && "bg-red-50")}>
              <TD className={cn(failed && "border-s-4 border-s-red-600")}>
                <Badge variant={badge.variant}>{t(badge.label)}</Badge>
              </TD>
              <TD>
                <div className="grid min-w-48 max-w-xs grid-cols-[minmax(0,1fr)]">
                  <EmailAddress email={e.to} className="font-medium" />
                  {/* A subject keeps its own direction: an English one in the Arabic panel lost its start to the ellipsis. */}
                  <span dir="auto" className="truncate text-xs text-ink-muted" title={e.subject}>
                    {e.subject}
                  </span>
                  <span className="font-mono text-xs text-ink-muted">
                    <span className="sr-only">{t("Template")}: </span>
                    {e.template}
                  </span>
                </div>
              </TD>
              <TD>{schoolName(e.tenant)}</TD>
              <TD className={cn("text-end tabular-nums", e.attempts > 1 && "font-semibold")}>{formatNumber(e.attempts)}</TD>
              <TD>
                <div className="grid min-w-44 justify-items-start gap-2">
                  <LastError text={e.last_error} />
                  {failed ? (
                    <Button size="sm" variant="outline" className="whitespace-nowrap" onClick={() => onRetry(e)} aria-label={t("Send again: {{subject}} to {{to}}", { subject: e.subject, to: e.to })}>
                      {t("Send again")}
                    </Button>
                  ) : null}
                </div>
              </TD>
              <TD>
                <dl className="grid gap-1 text-xs">
                  <div>
                    <dt className="text-ink-muted">{t("Created")}</dt>
                    <dd>
                      <DateTime value={e.created_at} />
                    </dd>
                  </div>
                  <div>
                    <dt className="text-ink-muted">{e.sent_at ? t("Delivered") : t("Updated")}</dt>
                    <dd>
                      <DateTime value={e.sent_at ?? e.updated_at} />
                    </dd>
                  </div>
                </dl>
              </TD>
            </TR>
          );
        })}
      </TBody>
    </Table>
  );
}
