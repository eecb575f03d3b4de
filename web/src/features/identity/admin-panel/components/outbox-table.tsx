import { useTranslation } from "react-i18next";
import type { EmailStatus, OutboxEntry } from "@contracts/email";
import { formatDateTime, formatNumber } from "@/lib/format";
import { msg } from "@/lib/i18n";
import type { AdminTenant } from "@contracts/tenants";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { TBody, TD, TH, THead, TR, Table } from "@/components/ui/table";
import { cn } from "@/lib/cn";

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
  if (text.length <= ERROR_PREVIEW_CHARS) return <span className="break-words text-red-900">{text}</span>;
  return (
    <details className="max-w-sm">
      <summary className="cursor-pointer text-red-900">
        {text.slice(0, ERROR_PREVIEW_CHARS)}… <span className="text-xs text-ink-muted underline">{t("show all")}</span>
      </summary>
      <p className="mt-1 whitespace-pre-wrap break-words rounded bg-red-50 p-2 font-mono text-xs text-red-900">{text}</p>
    </details>
  );
}

/** The outbox; a failed email offers "Send again" (`onRetry`, which asks first). */
export function OutboxTable({ emails, tenants, onRetry }: { emails: OutboxEntry[]; tenants?: AdminTenant[]; onRetry: (email: OutboxEntry) => void }) {
  const { t } = useTranslation();
  const schoolName = (id: string | null) => (id === null ? t("Platform") : (tenants?.find((t) => t.id === id)?.school_name ?? id));
  return (
    <Table className="min-w-[900px]">
      <caption className="sr-only">{t("Emails in the outbox, newest first")}</caption>
      <THead>
        <TR>
          <TH>{t("Status")}</TH>
          <TH>{t("Recipient and subject")}</TH>
          <TH>{t("Template")}</TH>
          <TH>{t("School")}</TH>
          <TH className="text-end">{t("Attempts")}</TH>
          <TH>{t("Last error")}</TH>
          <TH>{t("Created")}</TH>
          <TH>{t("Sent / updated")}</TH>
          {/* relative: keeps the visually hidden label inside the table's scrolling frame. */}
          <TH className="relative">
            <span className="sr-only">{t("Actions")}</span>
          </TH>
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
                <div className="grid max-w-xs">
                  <span className="break-all font-medium">{e.to}</span>
                  <span className="truncate text-xs text-ink-muted" title={e.subject}>
                    {e.subject}
                  </span>
                </div>
              </TD>
              <TD className="font-mono text-xs">{e.template}</TD>
              <TD>{schoolName(e.tenant)}</TD>
              <TD className={cn("text-end tabular-nums", e.attempts > 1 && "font-semibold")}>{formatNumber(e.attempts)}</TD>
              <TD>
                <LastError text={e.last_error} />
              </TD>
              <TD className="whitespace-nowrap">{formatDateTime(e.created_at)}</TD>
              <TD className="whitespace-nowrap">{formatDateTime(e.sent_at ?? e.updated_at)}</TD>
              <TD>
                {failed ? (
                  <Button size="sm" variant="outline" onClick={() => onRetry(e)} aria-label={t("Send again: {{subject}} to {{to}}", { subject: e.subject, to: e.to })}>
                    {t("Send again")}
                  </Button>
                ) : null}
              </TD>
            </TR>
          );
        })}
      </TBody>
    </Table>
  );
}
