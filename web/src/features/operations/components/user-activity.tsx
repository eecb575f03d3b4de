import type { ReactNode } from "react";
import { BookOpen, CreditCard, GraduationCap, HandCoins, LogIn, Upload } from "lucide-react";
import { Trans, useTranslation } from "react-i18next";
import type { UserActivityOut } from "@contracts/staff-people";
import type { DonationTarget } from "@contracts/giving";
import { formatDate, formatMoney, formatWith } from "@/lib/format";
import { msg } from "@/lib/i18n";
import { StatCard } from "@/components/ui/stat-card";
import { Badge } from "@/components/ui/badge";
import { UPLOAD_STATUS_TEXT } from "../lib/labels";
import { DONATION_STATUS_BADGES, ORDER_STATUS_BADGES } from "@/features/giving/admin/lib/labels";

const MOMENT: Intl.DateTimeFormatOptions = { day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit", timeZoneName: "short" };
const GIFT_TO: Record<DonationTarget, string> = { project: msg("{{amount}} to a project"), charity: msg("{{amount}} to a charity"), library: msg("{{amount}} to a library") };
const ROLE_NAMES: Record<string, string> = { student: msg("Student"), teacher: msg("Teacher"), parent: msg("Parent"), school_admin: msg("School admin") };

function Section({ title, empty, children }: { title: string; empty: string; children: ReactNode[] }) {
  return (
    <section className="grid min-w-0 content-start gap-2 rounded-xl border border-line-muted bg-surface p-4 shadow-sm">
      <h2 className="font-semibold text-ink">{title}</h2>
      {children.length === 0 ? <p className="text-sm text-ink-muted">{empty}</p> : <ul className="grid gap-2 text-sm">{children}</ul>}
    </section>
  );
}

function Row({ main, side }: { main: ReactNode; side: ReactNode }) {
  return (
    <li className="flex flex-wrap justify-between gap-x-3 gap-y-0.5 border-b border-line-muted pb-1 last:border-0">
      <span className="min-w-0 break-words">{main}</span>
      <span className="shrink-0 text-ink-muted">{side}</span>
    </li>
  );
}

/** What was given back of a payment: part of it beside the amount; a whole refund is said by the status. */
function Refunded({ amount, whole, currency }: { amount: number; whole: boolean; currency: string }) {
  const { t } = useTranslation();
  if (amount <= 0 || whole) return null;
  return <span className="block text-xs text-ink-muted">{t("{{amount}} refunded", { amount: formatMoney(amount, currency) })}</span>;
}

/** One person's activity for staff: who they are, the figures, and the latest of each kind. */
export function UserActivity({ activity: a }: { activity: UserActivityOut }) {
  const { t } = useTranslation();
  const u = a.user;
  return (
    <div className="grid gap-6">
      <section aria-label={t("Account")} className="grid gap-1 rounded-xl border border-line-muted bg-surface p-4 shadow-sm">
        <h2 className="text-xl font-semibold text-ink">{u.name}</h2>
        <p className="text-sm break-all text-ink-muted">
          {[u.email, u.username !== u.email ? u.username : null].filter(Boolean).join(" · ")}
        </p>
        <p className="flex flex-wrap gap-2 text-sm">
          <Badge>{u.is_staff ? t("Platform staff") : ROLE_NAMES[u.role ?? ""] ? t(ROLE_NAMES[u.role ?? ""]) : t("No role")}</Badge>
          <span>{u.school ? u.school.name : t("Platform account")}</span>
          <span className="text-ink-muted">{t("Joined {{date}}", { date: formatDate(u.created_at) })}</span>
          {u.archived ? <Badge variant="muted">{t("Archived")}</Badge> : null}
          {u.verified_at ? <Badge variant="success">{t("Verified teacher")}</Badge> : null}
        </p>
      </section>
      <section aria-label={t("Figures")} className="grid gap-3 xs:grid-cols-2 lg:grid-cols-3">
        <StatCard label={t("Sign-ins")} value={a.counts.sign_ins} icon={LogIn} />
        <StatCard label={t("Wrong passwords")} value={a.counts.failed_sign_ins} icon={LogIn} tone={a.counts.failed_sign_ins > 0 ? "warning" : "default"} />
        <StatCard label={t("Books and stories uploaded")} value={a.counts.books_uploaded + a.counts.stories_written} icon={Upload} />
        <StatCard label={t("Books read")} value={a.counts.books_read} icon={BookOpen} />
        <StatCard label={t("Courses enrolled")} value={a.counts.courses_enrolled} icon={GraduationCap} />
        <StatCard label={t("Paid orders")} value={a.counts.orders_paid} icon={CreditCard} />
        <StatCard label={t("Donations given")} value={a.counts.donations_completed} icon={HandCoins} />
      </section>
      <div className="grid gap-4 lg:grid-cols-2">
        <Section title={t("Recent sign-ins")} empty={t("No sign-in recorded yet.")}>
          {a.sign_ins.map((s, i) => (
            <Row key={`${s.at}-${i}`} main={
                <>
                  {s.success ? (
                    t("Signed in on {{site}}", { site: s.host ?? t("an unknown site") })
                  ) : (
                    <Trans i18nKey="<0>Wrong password</0> on {{site}}" values={{ site: s.host ?? t("an unknown site") }} components={[<strong key="wrong" className="text-red-900" />]} />
                  )}
                  {s.place ? <span className="text-ink-muted">{" · "}
                      {t("place {{place}}", { place: s.place.slice(0, 6) })}</span> : null}
                </>
              }
              side={<time dateTime={s.at}>{formatWith(s.at, MOMENT)}</time>} />
          ))}
        </Section>
        <Section title={t("Uploads")} empty={t("No book or story uploaded.")}>
          {a.uploads.map((up) => (
            <Row key={up.id} main={
                <>
                  {up.kind === "book" ? t("Book: {{title}}", { title: up.title }) : t("Story: {{title}}", { title: up.title })}{" "}
                  <span className="text-ink-muted">({UPLOAD_STATUS_TEXT[up.status] ? t(UPLOAD_STATUS_TEXT[up.status]) : up.status})</span>
                </>
              }
              side={formatDate(up.created_at)} />
          ))}
        </Section>
        <Section title={t("Reading")} empty={t("No book read yet.")}>
          {a.reading.map((r, i) => (
            <Row key={`${r.book_id}-${i}`} main={r.title} side={formatDate(r.at)} />
          ))}
        </Section>
        <Section title={t("Courses")} empty={t("Not enrolled on a course.")}>
          {a.courses.map((c) => (
            <Row key={c.course_id} main={
                <>
                  {c.title} <span className="text-ink-muted">{t("· {{count, number}} lessons done", { count: c.lessons_completed })}</span>
                </>
              }
              side={c.completed_at ? t("Finished {{date}}", { date: formatDate(c.completed_at) }) : t("Since {{date}}", { date: formatDate(c.enrolled_at) })} />
          ))}
        </Section>
        <Section title={t("Purchases")} empty={t("No order placed.")}>
          {a.purchases.map((o) => (
            <Row
              key={o.id}
              main={
                <>
                  {o.number} · {formatMoney(o.total, o.currency)}
                  <Refunded amount={o.refunded_amount} whole={o.status === "refunded"} currency={o.currency} />
                </>
              }
              side={`${t(ORDER_STATUS_BADGES[o.status].label)} · ${formatDate(o.created_at)}`}
            />
          ))}
        </Section>
        <Section title={t("Donations")} empty={t("No donation given.")}>
          {a.donations.map((d) => (
            <Row
              key={d.id}
              main={
                <>
                  {t(GIFT_TO[d.target_type], { amount: formatMoney(d.amount, d.currency) })}
                  <Refunded amount={d.refunded_amount} whole={d.status === "refunded"} currency={d.currency} />
                </>
              }
              side={`${t(DONATION_STATUS_BADGES[d.status].label)} · ${formatDate(d.created_at)}`}
            />
          ))}
        </Section>
      </div>
    </div>
  );
}
