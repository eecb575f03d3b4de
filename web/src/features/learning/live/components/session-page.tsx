import { useState } from "react";
import { Link, useLocation, useSearchParams } from "react-router";
import { useAtomValue } from "jotai";
import { Trans, useTranslation } from "react-i18next";
import { CalendarPlus, ExternalLink, FileText, PlayCircle, Video } from "lucide-react";
import type { ConfirmOutcome, LiveSessionOut } from "@contracts/live-sessions";
import { paths } from "@/config/paths";
import { adminPanelPaths } from "@/config/admin-panel-paths";
import { Alert } from "@/components/ui/alert";
import { BackLink } from "@/components/ui/back-link";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { ErrorState, LoadingState } from "@/components/ui/query-states";
import { SdgTiles } from "@/components/sdgs/sdg-tiles";
import { ApiError, errorMessage } from "@/lib/api-client";
import { saveBlob } from "@/lib/save-blob";
import { userAtom } from "@/lib/session";
import { formatNumber } from "@/lib/format";
import { msg } from "@/lib/i18n";
import { toast } from "@/lib/toast";
import { downloadCalendar, joinSession, useCancelRegistration, useLiveSession, useRegister } from "../api/live-sessions";
import { AUDIENCE_LABEL } from "../lib/labels";
import { useNow } from "../lib/use-now";
import { RegistrationBadge } from "./live-list";
import { SessionTimes } from "./session-times";

/** The join button shows for registrants from 15 minutes before the start until the end (the server checks again). */
export function joinOpen(s: LiveSessionOut, now: number): boolean {
  return s.my_registration?.status === "registered" && s.status === "scheduled" && now >= Date.parse(s.join_opens_at) && now < Date.parse(s.ends_at);
}

function VisitorForm({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const register = useRegister(slug);
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [errors, setErrors] = useState<Record<string, string[] | undefined>>({});
  const [sent, setSent] = useState(false);
  if (sent) return <Alert tone="success">{t("Thank you! Check your email and confirm your place with the link we sent.")}</Alert>;
  return (
    <form
      noValidate
      className="grid gap-3 sm:grid-cols-2"
      onSubmit={(e) => {
        e.preventDefault();
        setErrors({});
        register.mutate(
          { name, email },
          {
            onSuccess: () => setSent(true),
            onError: (err) => {
              if (err instanceof ApiError) setErrors(err.fields ?? {});
              toast.error(errorMessage(err, t("Could not register.")));
            },
          },
        );
      }}
    >
      <FormField label={t("Your name")} error={errors.name?.[0]}>
        <Input value={name} autoComplete="name" maxLength={255} onChange={(e) => setName(e.target.value)} />
      </FormField>
      <FormField label={t("Your email")} error={errors.email?.[0]}>
        <Input type="email" value={email} autoComplete="email" maxLength={255} onChange={(e) => setEmail(e.target.value)} />
      </FormField>
      <div className="sm:col-span-2">
        <Button type="submit" disabled={register.isPending}>
          {register.isPending ? t("Registering…") : t("Register with my email")}
        </Button>
      </div>
    </form>
  );
}

function RegistrationPanel({ s, accessKey, now }: { s: LiveSessionOut; accessKey?: string; now: number }) {
  const { t } = useTranslation();
  const user = useAtomValue(userAtom);
  const register = useRegister(s.slug);
  const cancel = useCancelRegistration(s.slug, accessKey);
  const ended = now >= Date.parse(s.ends_at);
  const mine = s.my_registration;
  const addToCalendar = async () => {
    try {
      saveBlob(await downloadCalendar(s.slug, accessKey), `${s.slug}.ics`);
    } catch (err) {
      toast.error(errorMessage(err, t("Could not download the calendar file.")));
    }
  };
  const join = async () => {
    try {
      const { url } = await joinSession(s.slug, accessKey);
      window.open(url, "_blank", "noopener");
    } catch (err) {
      toast.error(errorMessage(err, t("Could not open the session.")));
    }
  };
  return (
    <section aria-labelledby="registration" className="grid gap-3 rounded-xl border border-line-muted bg-surface p-4">
      <h2 id="registration" className="text-lg font-bold text-ink">
        {t("Your place")}
      </h2>
      {s.status === "cancelled" ? (
        <Alert tone="error">{t("This session was cancelled.")}</Alert>
      ) : ended ? (
        // Ended: a registrant is no longer told the join button is coming; the recording, if any, is beside.
        <p className="text-ink-muted">{t("This session has ended.")}</p>
      ) : mine?.status === "registered" ? (
        <p className="text-ink">{t("You're registered. The join button appears here 15 minutes before the start.")}</p>
      ) : mine?.status === "waitlisted" ? (
        <p className="text-ink">{t("You're number {{position}} on the waitlist. If a place opens up, it is yours and we email you.", { position: mine.waitlist_position === null ? "—" : formatNumber(mine.waitlist_position) })}</p>
      ) : mine?.status === "pending" ? (
        <p className="text-ink">{t("Check your email and confirm your place with the link we sent.")}</p>
      ) : (
        <p className="text-ink">
          {s.seats_left > 0 ? t("{{left}} of {{n}} places left.", { count: s.capacity, left: formatNumber(s.seats_left), n: formatNumber(s.capacity) }) : t("The session is full: register to join the waitlist.")}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {joinOpen(s, now) ? (
          <Button size="lg" onClick={() => void join()}>
            <Video aria-hidden /> {t("Join the session")}
          </Button>
        ) : null}
        {!mine && !ended && s.status === "scheduled" && user ? (
          <Button onClick={() => register.mutate(undefined, { onError: (err) => toast.error(errorMessage(err, t("Could not register."))) })} disabled={register.isPending}>
            {register.isPending ? t("Registering…") : s.seats_left > 0 ? t("Register") : t("Join the waitlist")}
          </Button>
        ) : null}
        {ended ? null : (
          <Button variant="outline" onClick={() => void addToCalendar()}>
            <CalendarPlus aria-hidden /> {t("Add to calendar")}
          </Button>
        )}
        {mine && !ended && s.status === "scheduled" ? (
          <Button variant="ghost" onClick={() => cancel.mutate(undefined, { onSuccess: () => toast.success(t("Your registration is cancelled.")), onError: (err) => toast.error(errorMessage(err, t("Could not cancel."))) })} disabled={cancel.isPending}>
            {t("Cancel registration")}
          </Button>
        ) : null}
      </div>
      {!mine && !user && !ended && s.status === "scheduled" ? (
        s.audience === "public" ? (
          <VisitorForm slug={s.slug} />
        ) : (
          <p className="text-sm text-ink-muted">
            <Trans i18nKey="<0>Sign in</0> to register." components={[<Link key="login" to={paths.login} className="font-semibold text-primary underline" />]} />
          </p>
        )
      ) : null}
    </section>
  );
}

function Afterwards({ s }: { s: LiveSessionOut }) {
  const { t } = useTranslation();
  if (!s.recording_url && s.materials.length === 0) return null;
  return (
    <section aria-labelledby="afterwards" className="grid gap-2 rounded-xl border border-line-muted bg-surface p-4">
      <h2 id="afterwards" className="text-lg font-bold text-ink">
        {t("Recording and materials")}
      </h2>
      <ul className="grid gap-1">
        {s.recording_url ? (
          <li>
            <a href={s.recording_url} target="_blank" rel="noopener noreferrer" className="inline-flex min-h-11 items-center gap-2 font-semibold text-primary underline">
              <PlayCircle className="size-5" aria-hidden /> {t("Watch the recording")} <ExternalLink className="size-4" aria-hidden />
            </a>
          </li>
        ) : null}
        {s.materials.map((m) => (
          <li key={m.url}>
            <a href={m.url} target="_blank" rel="noopener noreferrer" className="inline-flex min-h-11 items-center gap-2 text-primary underline">
              <FileText className="size-5" aria-hidden /> {m.title}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Why the emailed confirmation link that led here (`?confirm=`, worker confirmVisitor) confirmed no place. */
const CONFIRM_NOTICES: Record<ConfirmOutcome, string> = {
  invalid: msg("This confirmation link is not valid, or its registration was cancelled, so no place was confirmed. While the session is open, you can register again on this page."),
  closed: msg("Your place could not be confirmed: this session was cancelled or has ended."),
};

/** /webinar/{slug}: the session, the viewer's place, the calendar file and the join button. */
export function SessionPage({ slug, accessKey }: { slug: string; accessKey?: string }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const confirm = params.get("confirm");
  const notice = confirm !== null && Object.hasOwn(CONFIRM_NOTICES, confirm) ? CONFIRM_NOTICES[confirm as ConfirmOutcome] : null;
  const query = useLiveSession(slug, accessKey);
  const user = useAtomValue(userAtom);
  const location = useLocation();
  const now = useNow(15_000);
  if (query.isPending) return <LoadingState label={t("Loading the session")} />;
  if (query.isError) {
    // A school's or a class's session is not found for a visitor: a pupil following its link signed out is told to sign in (said of any unknown link, so it reveals nothing).
    if (!user && query.error instanceof ApiError && query.error.status === 404) {
      return (
        <div className="grid gap-4">
          <BackLink to={paths.learning.live}>{t("All live sessions")}</BackLink>
          <Alert>
            <p className="font-semibold">{t("We could not find this session")}</p>
            <p>{t("If it is a session of your school or your class, or a webinar for signed-in members, sign in to see it.")}</p>
          </Alert>
          <Button asChild className="w-fit pointer-coarse:h-11">
            <Link to={paths.login} state={{ from: `${location.pathname}${location.search}` }}>
              {t("Sign in")}
            </Link>
          </Button>
        </div>
      );
    }
    return <ErrorState error={query.error} title={t("Could not load this session")} />;
  }
  const s = query.data;
  return (
    <div className="grid gap-6">
      <BackLink to={paths.learning.live}>{t("All live sessions")}</BackLink>
      {notice ? <Alert tone="error">{t(notice)}</Alert> : null}
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <div className="grid content-start gap-4">
          {s.poster_url ? <img src={s.poster_url} alt={t("Poster of {{title}}", { title: s.title })} className="aspect-[16/9] w-full rounded-xl object-cover" /> : null}
          <div className="flex flex-wrap items-center gap-2">
            <RegistrationBadge session={s} now={now} />
            <span className="text-sm text-ink-muted">
              {s.platform_wide ? t("Webinar") : (s.school_name ?? t("School session"))} · {s.class_name ? t("Class: {{name}}", { name: s.class_name }) : t(AUDIENCE_LABEL[s.audience])}
            </span>
          </div>
          <h1 className="text-3xl font-bold text-ink" dir="auto">
            {s.title}
          </h1>
          <p className="text-ink-muted">{t("Hosted by {{host}}", { host: s.host_name })}</p>
          <SessionTimes session={s} now={now} />
          {s.description ? (
            <p className="whitespace-pre-line text-ink" dir="auto">
              {s.description}
            </p>
          ) : null}
          <SdgTiles sdgs={s.sdgs} linkTo={(n) => `${paths.learning.sdgs}?goal=${n}`} />
          <Afterwards s={s} />
        </div>
        <div className="grid content-start gap-4">
          <RegistrationPanel s={s} accessKey={accessKey} now={now} />
          <p className="text-sm text-ink-muted">
            {t("{{count}} registered", { count: s.registered_count })}
            {s.waitlist_count ? ` · ${t("{{count}} on the waitlist", { count: s.waitlist_count })}` : ""}
          </p>
          {s.can_manage ? (
            <Link to={s.platform_wide ? adminPanelPaths.liveSessions : paths.learning.manageLive} className="text-sm font-semibold text-primary underline">
              {t("Manage sessions and see registrants")}
            </Link>
          ) : null}
        </div>
      </div>
    </div>
  );
}
