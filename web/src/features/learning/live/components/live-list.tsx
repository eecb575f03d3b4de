import { useState } from "react";
import { Link } from "react-router";
import { useAtomValue } from "jotai";
import { useTranslation } from "react-i18next";
import { Radio, Users } from "lucide-react";
import { LIVE_AUDIENCES, type LiveAudience, type LiveSessionOut } from "@contracts/live-sessions";
import { SDGS } from "@contracts/sdg-list";
import { paths } from "@/config/paths";
import { Badge } from "@/components/ui/badge";
import { Label } from "@/components/ui/label";
import { PageHeader } from "@/components/ui/page-header";
import { Pagination } from "@/components/ui/pagination";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/query-states";
import { Select } from "@/components/ui/select";
import { SdgTiles } from "@/components/sdgs/sdg-tiles";
import { cn } from "@/lib/cn";
import { userAtom } from "@/lib/session";
import { formatNumber } from "@/lib/format";
import { goalName } from "@/features/learning/sdgs/lib/goal-names";
import { useLiveSessions, type LiveSessionFilters } from "../api/live-sessions";
import { AUDIENCE_LABEL } from "../lib/labels";
import { useNow } from "../lib/use-now";
import { SessionTimes } from "./session-times";

const WHEN = ["upcoming", "past"] as const;

export function RegistrationBadge({ session, now }: { session: LiveSessionOut; now: number }) {
  const { t } = useTranslation();
  if (session.status === "cancelled") return <Badge variant="danger">{t("Cancelled")}</Badge>;
  const mine = session.my_registration;
  // Once it has ended, a place, a waitlist or a full session is past: say what happened, not what to do.
  if (now >= Date.parse(session.ends_at)) {
    if (mine?.joined_at) return <Badge variant="success">{t("You attended")}</Badge>;
    return mine?.status === "registered" ? <Badge variant="muted">{t("You were registered")}</Badge> : null;
  }
  if (mine?.status === "registered") return <Badge variant="success">{t("You're registered")}</Badge>;
  if (mine?.status === "waitlisted") return <Badge variant="warning">{t("Waitlist #{{position}}", { position: mine.waitlist_position === null ? "—" : formatNumber(mine.waitlist_position) })}</Badge>;
  if (mine?.status === "pending") return <Badge variant="muted">{t("Check your email")}</Badge>;
  return session.seats_left === 0 ? <Badge variant="muted">{t("Full: waitlist open")}</Badge> : null;
}

function SessionCard({ session, now }: { session: LiveSessionOut; now: number }) {
  const { t } = useTranslation();
  return (
    <article className="flex h-full flex-col gap-3 overflow-hidden rounded-xl border border-line-muted bg-surface shadow-sm">
      {session.poster_url ? <img src={session.poster_url} alt="" className="aspect-[16/9] w-full object-cover" /> : null}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="default">{session.platform_wide ? t("Webinar") : session.class_name ? t("Class: {{name}}", { name: session.class_name }) : t("Whole school")}</Badge>
          <RegistrationBadge session={session} now={now} />
        </div>
        <h2 className="text-lg font-bold text-ink">
          <Link to={paths.learning.webinar(session.slug)} className="hover:underline">
            {session.title}
          </Link>
        </h2>
        <p className="text-sm text-ink-muted">{t("with {{host}}", { host: session.host_name })}</p>
        <SessionTimes session={session} now={now} compact />
        <SdgTiles sdgs={session.sdgs} size="sm" className="gap-1" />
        <p className="mt-auto flex items-center gap-1 text-sm text-ink-muted">
          <Users className="size-4" aria-hidden /> {t("{{count}} registered", { count: session.registered_count })}
          {/* Places left are for what is still to come. */}
          {now < Date.parse(session.ends_at) ? ` · ${t("{{count}} places left", { count: session.seats_left })}` : ""}
        </p>
      </div>
    </article>
  );
}

/** /live: upcoming and past sessions the viewer may see, with filters; `manageTo` links schedulers to their page. */
export function LiveList({ manageTo }: { manageTo?: string }) {
  const { t } = useTranslation();
  const user = useAtomValue(userAtom);
  const now = useNow(30_000);
  const [f, setF] = useState<LiveSessionFilters>({ when: "upcoming" });
  const list = useLiveSessions(f);
  const set = (patch: Partial<LiveSessionFilters>) => setF((s) => ({ ...s, ...patch, offset: 0 }));
  return (
    <div className="grid gap-6">
      <PageHeader
        title={t("Live sessions and webinars")}
        description={t("Join a talk, a class session or a workshop. Times are shown in your time zone, with the organiser's alongside.")}
        actions={
          manageTo ? (
            <Link to={manageTo} className="inline-flex h-10 items-center rounded-md bg-button px-4 text-sm font-semibold text-white hover:brightness-110">
              {t("Schedule a session")}
            </Link>
          ) : null
        }
      />
      <div className="flex flex-wrap items-end gap-4 rounded-xl border border-line-muted bg-surface p-4">
        <div role="tablist" aria-label={t("When")} className="flex gap-1 rounded-lg bg-surface-alt p-1">
          {WHEN.map((w) => (
            <button
              key={w}
              role="tab"
              type="button"
              aria-selected={f.when === w}
              onClick={() => set({ when: w })}
              className={cn("min-h-9 rounded-md px-3 text-sm font-semibold", f.when === w ? "bg-surface text-ink shadow-sm" : "text-ink hover:bg-surface")}
            >
              {w === "upcoming" ? t("Upcoming") : t("Past")}
            </button>
          ))}
        </div>
        <div className="grid gap-1">
          <Label htmlFor="live-audience">{t("Audience")}</Label>
          <Select id="live-audience" value={f.audience ?? ""} onChange={(e) => set({ audience: (e.target.value || undefined) as LiveAudience | undefined })}>
            <option value="">{t("Any audience")}</option>
            {LIVE_AUDIENCES.map((a) => (
              <option key={a} value={a}>
                {t(AUDIENCE_LABEL[a])}
              </option>
            ))}
          </Select>
        </div>
        <div className="grid gap-1">
          <Label htmlFor="live-sdg">{t("Global Goal")}</Label>
          <Select id="live-sdg" value={f.sdg ?? ""} onChange={(e) => set({ sdg: e.target.value ? Number(e.target.value) : undefined })}>
            <option value="">{t("Any goal")}</option>
            {SDGS.map((name, i) => (
              <option key={name} value={i + 1}>
                {formatNumber(i + 1)}. {goalName(t, i + 1)}
              </option>
            ))}
          </Select>
        </div>
        {user ? (
          <label className="flex min-h-10 items-center gap-2 text-sm text-ink">
            <input type="checkbox" className="size-4" checked={!!f.mine} onChange={(e) => set({ mine: e.target.checked || undefined })} />
            {t("Only my registrations")}
          </label>
        ) : null}
      </div>
      {list.isPending ? (
        <LoadingState label={t("Loading the sessions")} />
      ) : list.isError ? (
        <ErrorState error={list.error} title={t("Could not load the sessions")} />
      ) : list.data.results.length === 0 ? (
        <EmptyState>
          <Radio className="size-5" aria-hidden />
          {f.when === "upcoming" ? t("No upcoming sessions match. Try another filter or look at past sessions.") : t("No past sessions match.")}
        </EmptyState>
      ) : (
        <ul aria-label={f.when === "upcoming" ? t("Upcoming sessions") : t("Past sessions")} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {list.data.results.map((s) => (
            <li key={s.id}>
              <SessionCard session={s} now={now} />
            </li>
          ))}
        </ul>
      )}
      {list.data && list.data.count > 24 ? <Pagination count={list.data.count} limit={24} offset={f.offset ?? 0} onOffsetChange={(offset) => setF((s) => ({ ...s, offset }))} label={t("Pages of sessions")} /> : null}
    </div>
  );
}
