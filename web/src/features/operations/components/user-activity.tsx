import type { ReactNode } from "react";
import { BookOpen, CreditCard, GraduationCap, HandCoins, LogIn, Upload } from "lucide-react";
import type { UserActivityOut } from "@contracts/staff-people";
import { formatMoney } from "@/lib/format";
import { StatCard } from "@/components/ui/stat-card";
import { Badge } from "@/components/ui/badge";

const day = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric" });
const moment = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit", timeZone: "UTC", timeZoneName: "short" });
const ROLE_NAMES: Record<string, string> = { student: "Student", teacher: "Teacher", parent: "Parent", school_admin: "School admin" };

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

/** One person's activity for staff: who they are, the figures, and the latest of each kind. */
export function UserActivity({ activity: a }: { activity: UserActivityOut }) {
  const u = a.user;
  return (
    <div className="grid gap-6">
      <section aria-label="Account" className="grid gap-1 rounded-xl border border-line-muted bg-surface p-4 shadow-sm">
        <h2 className="text-xl font-semibold text-ink">{u.name}</h2>
        <p className="text-sm break-all text-ink-muted">
          {[u.email, u.username !== u.email ? u.username : null].filter(Boolean).join(" · ")}
        </p>
        <p className="flex flex-wrap gap-2 text-sm">
          <Badge>{u.is_staff ? "Platform staff" : (ROLE_NAMES[u.role ?? ""] ?? "No role")}</Badge>
          <span>{u.school ? u.school.name : "Platform account"}</span>
          <span className="text-ink-muted">Joined {day.format(new Date(u.created_at))}</span>
          {u.archived ? <Badge variant="muted">Archived</Badge> : null}
          {u.verified_at ? <Badge variant="success">Verified teacher</Badge> : null}
        </p>
      </section>
      <section aria-label="Figures" className="grid gap-3 xs:grid-cols-2 lg:grid-cols-3">
        <StatCard label="Sign-ins" value={a.counts.sign_ins} icon={LogIn} />
        <StatCard label="Wrong passwords" value={a.counts.failed_sign_ins} icon={LogIn} tone={a.counts.failed_sign_ins > 0 ? "warning" : "default"} />
        <StatCard label="Books and stories uploaded" value={a.counts.books_uploaded + a.counts.stories_written} icon={Upload} />
        <StatCard label="Books read" value={a.counts.books_read} icon={BookOpen} />
        <StatCard label="Courses enrolled" value={a.counts.courses_enrolled} icon={GraduationCap} />
        <StatCard label="Paid orders" value={a.counts.orders_paid} icon={CreditCard} />
        <StatCard label="Donations given" value={a.counts.donations_completed} icon={HandCoins} />
      </section>
      <div className="grid gap-4 lg:grid-cols-2">
        <Section title="Recent sign-ins" empty="No sign-in recorded yet.">
          {a.sign_ins.map((s, i) => (
            <Row key={`${s.at}-${i}`} main={<>{s.success ? "Signed in" : <strong className="text-red-900">Wrong password</strong>} on {s.host ?? "an unknown site"}{s.place ? <span className="text-ink-muted"> · place {s.place.slice(0, 6)}</span> : null}</>} side={<time dateTime={s.at}>{moment.format(new Date(s.at))}</time>} />
          ))}
        </Section>
        <Section title="Uploads" empty="No book or story uploaded.">
          {a.uploads.map((up) => (
            <Row key={up.id} main={<>{up.kind === "book" ? "Book" : "Story"}: {up.title} <span className="text-ink-muted">({up.status})</span></>} side={day.format(new Date(up.created_at))} />
          ))}
        </Section>
        <Section title="Reading" empty="No book read yet.">
          {a.reading.map((r, i) => (
            <Row key={`${r.book_id}-${i}`} main={r.title} side={day.format(new Date(r.at))} />
          ))}
        </Section>
        <Section title="Courses" empty="Not enrolled on a course.">
          {a.courses.map((c) => (
            <Row key={c.course_id} main={<>{c.title} <span className="text-ink-muted">· {c.lessons_completed} lessons done</span></>} side={c.completed_at ? `Finished ${day.format(new Date(c.completed_at))}` : `Since ${day.format(new Date(c.enrolled_at))}`} />
          ))}
        </Section>
        <Section title="Purchases" empty="No order placed.">
          {a.purchases.map((o) => (
            <Row key={o.id} main={<>{o.number} · {formatMoney(o.total, o.currency)}</>} side={`${o.status} · ${day.format(new Date(o.created_at))}`} />
          ))}
        </Section>
        <Section title="Donations" empty="No donation given.">
          {a.donations.map((d) => (
            <Row key={d.id} main={<>{formatMoney(d.amount, d.currency)} to a {d.target_type}</>} side={`${d.status} · ${day.format(new Date(d.created_at))}`} />
          ))}
        </Section>
      </div>
    </div>
  );
}
