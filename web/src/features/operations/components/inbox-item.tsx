import { useEffect, useMemo, useState, type ReactNode } from "react";
import { Link } from "react-router";
import { ExternalLink } from "lucide-react";
import { CONTACT_TOPIC_LABELS, INBOX_STATUSES, INBOX_STATUS_LABELS, PROBLEM_CATEGORY_LABELS, TOUR_ROLE_LABELS, type InboxDetailOut, type InboxKind, type InboxStatus } from "@contracts/operations";
import { paths } from "@/config/paths";
import { ApiError, errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { PageHeader } from "@/components/ui/page-header";
import { ErrorState, LoadingState } from "@/components/ui/query-states";
import { Select } from "@/components/ui/select";
import { TEXTAREA_CLASS } from "@/components/ui/textarea";
import { useInboxItem, useScreenshot, useUpdateInboxItem } from "../api/inbox";

import { KIND_LABELS, when, COUNTRY_NAMES, StatusBadge } from "./inbox-labels";

function Screenshot({ url }: { url: string }) {
  const shot = useScreenshot(url);
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    if (!shot.data) return;
    const u = URL.createObjectURL(shot.data);
    setSrc(u);
    return () => URL.revokeObjectURL(u);
  }, [shot.data]);
  if (shot.isError) return <ErrorState error={shot.error} title="Could not load the screenshot" />;
  if (!src) return <LoadingState label="Loading the screenshot" />;
  return (
    <a href={src} target="_blank" rel="noreferrer" className="block">
      <img src={src} alt="The screenshot sent with the report" className="max-h-96 rounded-md border border-line-muted object-contain" />
    </a>
  );
}

function Facts({ item }: { item: InboxDetailOut }) {
  const rows: [string, ReactNode][] = [
    ["Site", item.school?.name ?? "The platform's own site"],
    ["From", [item.name, item.email].filter(Boolean).join(" · ") || "Anonymous"],
    ["Received", when.format(new Date(item.created_at))],
  ];
  if (item.kind === "contact") rows.push(["Topic", CONTACT_TOPIC_LABELS[item.topic]]);
  if (item.kind === "problem") {
    rows.push(["Category", PROBLEM_CATEGORY_LABELS[item.category]]);
    rows.push([
      "Page",
      item.page ? (
        <a href={item.page} target="_blank" rel="noreferrer" className="inline-flex items-center gap-1 text-primary-dark underline">
          {item.page} <ExternalLink className="size-3" aria-hidden />
        </a>
      ) : (
        "Not given"
      ),
    ]);
    if (item.reporter) rows.push(["Signed in as", `${item.reporter.name} (${item.reporter.role})`]);
    if (item.user_agent) rows.push(["Browser", item.user_agent]);
  }
  if (item.kind === "tour") {
    rows.push(["School", item.school_name]);
    rows.push(["Role", TOUR_ROLE_LABELS[item.role]]);
    rows.push(["Country", COUNTRY_NAMES.get(item.country) ?? item.country]);
    if (item.students) rows.push(["Students", item.students.toLocaleString("en")]);
    if (item.phone) rows.push(["Phone", item.phone]);
    rows.push([
      "Preferred times",
      <ul key="slots" className="grid gap-1">
        {item.slots.map((s) => (
          <li key={s.at}>
            {s.date} at {s.time} ({item.time_zone.replace(/_/g, " ")}) — {when.format(new Date(s.at))} your time
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

/** /admin-panel/inbox/{kind}/{id}: the item, its history, and a state, note or reply. */
export function InboxItem({ kind, id }: { kind: InboxKind; id: string }) {
  const item = useInboxItem(kind, id);
  if (item.isPending) return <LoadingState label="Loading" />;
  if (item.isError) return <ErrorState error={item.error} />;
  return <ItemView item={item.data} />;
}

function ItemView({ item }: { item: InboxDetailOut }) {
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
      toast.success(reply.trim() ? "Reply sent" : "Saved");
    } catch (err) {
      if (err instanceof ApiError) setErrors(err.fields);
      toast.error("Not saved", { description: errorMessage(err) });
    }
  };

  return (
    <div className="grid gap-6">
      <PageHeader
        title={
          <span className="flex flex-wrap items-center gap-3">
            <span className="font-mono">{item.reference}</span> <StatusBadge status={item.status} />
          </span>
        }
        description={KIND_LABELS[item.kind]}
        actions={
          <Button asChild variant="outline">
            <Link to={paths.adminPanel.inbox(item.kind)}>Back to the inbox</Link>
          </Button>
        }
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="grid content-start gap-4">
          <section className="grid gap-4 rounded-xl border border-line-muted bg-surface p-4 sm:p-5">
            <Facts item={item} />
            {text ? <p className="rounded-md bg-surface-alt p-3 text-sm whitespace-pre-wrap text-ink">{text}</p> : null}
            {item.kind === "problem" && item.screenshot_url ? <Screenshot url={item.screenshot_url} /> : null}
          </section>
          <section aria-labelledby="history-title" className="grid gap-2">
            <h2 id="history-title" className="text-lg font-semibold text-ink">
              History
            </h2>
            {item.events.length === 0 ? (
              <p className="text-sm text-ink-muted">Nothing yet.</p>
            ) : (
              <ol className="grid gap-2">
                {item.events.map((e) => (
                  <li key={e.id} className="rounded-md border border-line-muted bg-surface p-3 text-sm">
                    <p className="text-xs text-ink-muted">
                      {when.format(new Date(e.created_at))} · {e.author ?? "Someone"} · {e.kind === "note" ? "private note" : e.kind === "reply" ? "reply emailed" : "state changed"}
                    </p>
                    <p className="mt-1 whitespace-pre-wrap text-ink">{e.kind === "status" ? `→ ${INBOX_STATUS_LABELS[e.body as InboxStatus] ?? e.body}` : e.body}</p>
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
          className="grid content-start gap-4 rounded-xl border border-line-muted bg-surface p-4 sm:p-5"
          aria-label="Work on this item"
        >
          <FormField label="State" error={errors.status?.[0]}>
            <Select value={status} onChange={(e) => setStatus(e.target.value)}>
              {statuses.map((s) => (
                <option key={s} value={s}>
                  {INBOX_STATUS_LABELS[s]}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField label="Private note" error={errors.note?.[0]} hint="For the team only.">
            <textarea rows={3} className={TEXTAREA_CLASS} value={note} onChange={(e) => setNote(e.target.value)} />
          </FormField>
          <FormField label="Reply by email" error={errors.reply?.[0]} hint={item.email ? `Sent to ${item.email}, with the reference.` : "No email address was given."}>
            <textarea rows={5} className={TEXTAREA_CLASS} value={reply} onChange={(e) => setReply(e.target.value)} disabled={!item.email} />
          </FormField>
          {errors.non_field_errors ? <p className="text-sm text-danger">{errors.non_field_errors[0]}</p> : null}
          <Button type="submit" disabled={!changed || update.isPending}>
            {update.isPending ? "Saving…" : reply.trim() ? "Send reply and save" : "Save"}
          </Button>
        </form>
      </div>
    </div>
  );
}
