import { useTranslation } from "react-i18next";
import type { LiveSessionOut } from "@contracts/live-sessions";
import { countdown, formatInZone, viewerTimeZone, zoneName } from "../lib/time";

/** The start in the viewer's zone, the session's own zone alongside when it differs, and a countdown. */
export function SessionTimes({ session, now, compact }: { session: Pick<LiveSessionOut, "starts_at" | "ends_at" | "time_zone" | "duration_minutes" | "status">; now: number; compact?: boolean }) {
  const { t } = useTranslation();
  const mine = viewerTimeZone();
  const opts: Intl.DateTimeFormatOptions = compact ? { dateStyle: "medium", timeStyle: "short" } : { dateStyle: "full", timeStyle: "short" };
  return (
    <div className="grid gap-0.5 text-sm">
      <p className="font-semibold text-ink">
        <time dateTime={session.starts_at}>{formatInZone(session.starts_at, mine, opts)}</time> <span className="font-normal text-ink-muted">({zoneName(mine, session.starts_at)})</span>
      </p>
      {session.time_zone !== mine ? (
        <p className="text-ink-muted">
          {t("{{time}}, {{zone}}", { time: formatInZone(session.starts_at, session.time_zone, { timeStyle: "short", dateStyle: compact ? undefined : "medium" }), zone: zoneName(session.time_zone, session.starts_at) })}
        </p>
      ) : null}
      <p className="text-ink-muted">
        {t("{{count}} minutes", { count: session.duration_minutes })} · {session.status === "cancelled" ? t("Cancelled") : <span data-testid="countdown">{countdown(t, session.starts_at, session.ends_at, now)}</span>}
      </p>
    </div>
  );
}
