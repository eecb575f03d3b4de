import { useEffect, useMemo, useState, type ReactNode } from "react";
import { Link } from "react-router";
import { ExternalLink } from "lucide-react";
import { useTranslation } from "react-i18next";
import { INBOX_STATUSES, isSitePath, type InboxDetailOut, type InboxKind, type InboxStatus, type ProblemItemOut } from "@contracts/operations";
import { ApiError, errorMessage } from "@/lib/api-client";
import { formatDateTime, formatNumber } from "@/lib/format";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { isolate } from "@/lib/bidi";
import { PageHeader } from "@/components/ui/page-header";
import { ErrorState, LoadingState } from "@/components/ui/query-states";
import { Select } from "@/components/ui/select";
import { TEXTAREA_CLASS } from "@/components/ui/textarea";
import { useInboxItem, useScreenshot, useUpdateInboxItem } from "../api/inbox";
import { CONTACT_TOPIC_TEXT, INBOX_STATUS_TEXT, PROBLEM_CATEGORY_TEXT, ROLE_TEXT, TOUR_ROLE_TEXT, countryName } from "../lib/labels";
import { INBOX_AREAS, type InboxWhere } from "./inbox-areas";
import { KIND_LABELS, StatusBadge } from "./inbox-labels";

function Screenshot({ url }: { url: string }) {
  const { t } = useTranslation();
  const shot = useScreenshot(url);
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    if (!shot.data) return;
    const u = URL.createObjectURL(shot.data);
    setSrc(u);
    return () => URL.revokeObjectURL(u);
  }, [shot.data]);
  if (shot.isError) return <ErrorState error={shot.error} title={t("Could not load the screenshot")} />;
  if (!src) return <LoadingState label={t("Loading the screenshot")} />;
  return (
    <a href={src} target="_blank" rel="noreferrer" className="block">
      <img src={src} alt={t("The screenshot sent with the report")} className="max-h-96 rounded-md border border-line-muted object-contain" />
    </a>
  );
}

/**
 * Where a reported page opens: on the reporting school's site (staff read the inbox on the
 * platform's host), or on this host for the platform's own reports. A stored value that is not a
 * path of the site (reports sent before the contract refused them) gets no link.
 */
function reportedPageUrl(item: ProblemItemOut): string | null {
  if (!isSitePath(item.page)) return null;
  return `${item.school?.origin ?? ""}${item.page}`;
}

function Facts({ item, where }: { item: InboxDetailOut; where: InboxWhere }) {
  const { t } = useTranslation();
  const rows: [string, ReactNode][] = [
    // A school's admins read only their own site's messages: the site goes without saying.
    ...(INBOX_AREAS[where].schoolFilter ? [[t("Site"), item.school?.name ?? t("The platform's own site")] as [string, ReactNode]] : []),
    // Isolated: in an Arabic sentence a wrapped address's hyphens and dots took the sentence's direction.
    [t("From"), [item.name, item.email].filter(Boolean).map((part) => isolate(part!)).join(" · ") || t("Anonymous")],
    [t("Received"), formatDateTime(item.created_at)],
  ];
  if (item.kind === "contact") rows.push([t("Topic"), t(CONTACT_TOPIC_TEXT[item.topic])]);
  if (item.kind === "problem") {
    rows.push([t("Category"), t(PROBLEM_CATEGORY_TEXT[item.category])]);
    const pageUrl = reportedPageUrl(item);
    rows.push([
      t("Page"),
      pageUrl ? (
        <a href={pageUrl} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 text-primary-dark underline">
          {item.page} <ExternalLink className="size-3" aria-hidden />
        </a>
      ) : (
        item.page || t("Not given")
      ),
    ]);
    if (item.reporter) rows.push([t("Signed in as"), t("{{name}} ({{role}})", { name: item.reporter.name, role: ROLE_TEXT[item.reporter.role] ? t(ROLE_TEXT[item.reporter.role]) : item.reporter.role })]);
    if (item.user_agent) rows.push([t("Browser"), item.user_agent]);
  }
  if (item.kind === "tour") {
    rows.push([t("School"), item.school_name]);
    rows.push([t("Role"), t(TOUR_ROLE_TEXT[item.role])]);
    rows.push([t("Country"), countryName(item.country)]);
    if (item.students) rows.push([t("Students"), formatNumber(item.students)]);
    if (item.phone) rows.push([t("Phone"), item.phone]);
    rows.push([
      t("Preferred times"),
      <ul key="slots" className="grid gap-1">
        {item.slots.map((s) => (
          <li key={s.at}>
            {t("{{date}} at {{time}} ({{zone}}) — {{local}} your time", { date: s.date, time: s.time, zone: item.time_zone.replace(/_/g, " "), local: formatDateTime(s.at) })}
          </li>
        ))}
      </ul>,
    ]);
  }
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
      {rows.map(([k, v]) => (
        <div key={k} className="contents">
          <dt className="font-medium text-ink-muted">{k}</dt>
          <dd className="break-words text-ink">{v}</dd>
        </div>
      ))}
    </dl>
  );
}

/** /admin-panel/inbox/{kind}/{id} (staff) or /admin/messages/{id} (a school's admins): the item, its history, and a state, note or reply. */
export function InboxItem({ kind, id, where }: { kind: InboxKind; id: string; where: InboxWhere }) {
  const { t } = useTranslation();
  const item = useInboxItem(kind, id);
  if (item.isPending) return <LoadingState label={t("Loading")} />;
  if (item.isError) return <ErrorState error={item.error} />;
  return <ItemView item={item.data} where={where} />;
}

function ItemView({ item, where }: { item: InboxDetailOut; where: InboxWhere }) {
  const { t } = useTranslation();
  const area = INBOX_AREAS[where];
  const update = useUpdateInboxItem(item.kind, item.id);
  const [status, setStatus] = useState<string>(item.status);
  const [note, setNote] = useState("");
  const [reply, setReply] = useState("");
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const text = item.kind === "contact" ? item.message : item.kind === "problem" ? item.description : item.message;
  const changed = status !== item.status || note.trim() || reply.trim();
  const statuses = useMemo(() => INBOX_STATUSES[item.kind] as readonly InboxStatus[], [item.kind]);

  const submit = async () => {
    setErrors({});
    try {
      const saved = await update.mutateAsync({ status: status !== item.status ? (status as InboxStatus) : undefined, note: note.trim() || undefined, reply: reply.trim() || undefined });
      setStatus(saved.status);
      setNote("");
      setReply("");
      toast.success(reply.trim() ? t("Reply sent") : t("Saved"));
    } catch (err) {
      if (err instanceof ApiError) setErrors(err.fields);
      toast.error(t("Not saved"), { description: errorMessage(err) });
    }
  };

  return (
    <div className="grid gap-6">
      <PageHeader
        title={<span className="font-mono">{item.reference}</span>}
        badge={<StatusBadge status={item.status} />}
        description={t(KIND_LABELS[item.kind])}
        actions={
          <Button asChild variant="outline">
            <Link to={area.list(item.kind)}>{t(area.back)}</Link>
          </Button>
        }
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="grid content-start gap-4">
          <section className="grid gap-4 rounded-xl border border-line-muted bg-surface p-4 sm:p-5">
            <Facts item={item} where={where} />
            {/* The sender's own words, in their own direction (an Arabic message on an English page starts at the right). */}
            {text ? (
              <p dir="auto" className="rounded-md bg-surface-alt p-3 text-sm whitespace-pre-wrap text-ink">
                {text}
              </p>
            ) : null}
            {item.kind === "problem" && item.screenshot_url ? <Screenshot url={item.screenshot_url} /> : null}
          </section>
          <section aria-labelledby="history-title" className="grid gap-2">
            <h2 id="history-title" className="text-lg font-semibold text-ink">
              {t("History")}
            </h2>
            {item.events.length === 0 ? (
              <p className="text-sm text-ink-muted">{t("Nothing yet.")}</p>
            ) : (
              <ol className="grid gap-2">
                {item.events.map((e) => (
                  <li key={e.id} className="rounded-md border border-line-muted bg-surface p-3 text-sm">
                    <p className="text-xs text-ink-muted">
                      {formatDateTime(e.created_at)} · {e.author ?? t("Someone")} · {e.kind === "note" ? t("private note") : e.kind === "reply" ? t("reply emailed") : t("state changed")}
                    </p>
                    <p dir="auto" className="mt-1 whitespace-pre-wrap text-ink">{e.kind === "status" ? `→ ${INBOX_STATUS_TEXT[e.body as InboxStatus] ? t(INBOX_STATUS_TEXT[e.body as InboxStatus]) : e.body}` : e.body}</p>
                  </li>
                ))}
              </ol>
            )}
          </section>
        </div>
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
          // wrap-anywhere: "Sent to {address}" may hold one very long word, which widened the form past its 22rem card.
          className="grid content-start gap-4 rounded-xl border border-line-muted bg-surface p-4 wrap-anywhere sm:p-5"
          aria-label={t("Work on this item")}
        >
          <FormField label={t("State")} error={errors.status?.[0]}>
            <Select value={status} onChange={(e) => setStatus(e.target.value)}>
              {statuses.map((s) => (
                <option key={s} value={s}>
                  {t(INBOX_STATUS_TEXT[s])}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField
            label={t("Private note")}
            error={errors.note?.[0]}
            // A school's contact message is worked through by its admins and by platform staff alike: both read the notes.
            hint={item.kind === "contact" && item.school ? t("Seen by the school's admins and the platform's staff, never by the sender.") : t("For the team only.")}
          >
            <textarea rows={3} className={TEXTAREA_CLASS} value={note} onChange={(e) => setNote(e.target.value)} />
          </FormField>
          <FormField label={t("Reply by email")} error={errors.reply?.[0]} hint={item.email ? t("Sent to {{email}}, with the reference.", { email: isolate(item.email) }) : t("No email address was given.")}>
            <textarea rows={5} className={TEXTAREA_CLASS} value={reply} onChange={(e) => setReply(e.target.value)} disabled={!item.email} />
          </FormField>
          {errors.non_field_errors ? <p className="text-sm text-danger">{errors.non_field_errors[0]}</p> : null}
          <Button type="submit" disabled={!changed || update.isPending}>
            {update.isPending ? t("Saving…") : reply.trim() ? t("Send reply and save") : t("Save")}
          </Button>
        </form>
      </div>
    </div>
  );
}
