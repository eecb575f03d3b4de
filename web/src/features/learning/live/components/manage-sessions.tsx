import { useState } from "react";
import { Link } from "react-router";
import type { LiveSessionOut } from "@contracts/live-sessions";
import { paths } from "@/config/paths";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmButton } from "@/components/ui/confirm-button";
import { PageHeader } from "@/components/ui/page-header";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/query-states";
import { Table, TBody, TD, TH, THead, TR } from "@/components/ui/table";
import { errorMessage } from "@/lib/api-client";
import { saveBlob } from "@/lib/save-blob";
import { toast } from "@/lib/toast";
import { exportRegistrants, uploadPoster, useCancelSession, useCreateSession, useLiveSessions, useRegistrants, useSchedulableClasses, useUpdateSession } from "../api/live-sessions";
import { formatInZone, viewerTimeZone } from "../lib/time";
import { ScheduleForm } from "./schedule-form";

function Registrants({ session }: { session: LiveSessionOut }) {
  const list = useRegistrants(session.id);
  const download = async () => {
    try {
      saveBlob(await exportRegistrants(session.id), `${session.slug}-registrants.csv`);
    } catch (err) {
      toast.error(errorMessage(err, "Could not export the registrants."));
    }
  };
  return (
    <section aria-labelledby="registrants" className="grid gap-3 rounded-xl border border-line-muted bg-surface p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="registrants" className="text-lg font-bold text-ink">
          Registrants of “{session.title}”
        </h2>
        <Button variant="outline" size="sm" onClick={() => void download()}>
          Export CSV
        </Button>
      </div>
      {list.isPending ? (
        <LoadingState label="Loading the registrants" />
      ) : list.isError ? (
        <ErrorState error={list.error} title="Could not load the registrants" />
      ) : list.data.results.length === 0 ? (
        <EmptyState>No one has registered yet.</EmptyState>
      ) : (
        <Table label="Registrants">
            <THead>
              <TR>
                <TH>Name</TH>
                <TH>Email</TH>
                <TH>Place</TH>
                <TH>Joined</TH>
              </TR>
            </THead>
            <TBody>
              {list.data.results.map((r) => (
                <TR key={r.id}>
                  <TD>
                    {r.first_name} {r.last_name}
                  </TD>
                  <TD>{r.email ?? "—"}</TD>
                  <TD>{r.status}</TD>
                  <TD>{r.joined_at ? formatInZone(r.joined_at, viewerTimeZone(), { dateStyle: "short", timeStyle: "short" }) : "—"}</TD>
                </TR>
              ))}
            </TBody>
          </Table>
      )}
    </section>
  );
}

function Row({ s, onEdit, onRegistrants }: { s: LiveSessionOut; onEdit: () => void; onRegistrants: () => void }) {
  const cancel = useCancelSession(s.id);
  const ended = Date.now() >= Date.parse(s.ends_at);
  return (
    <TR>
      <TD>
        <Link to={paths.learning.webinar(s.slug)} className="font-semibold text-primary underline">
          {s.title}
        </Link>
        <div className="text-xs text-ink-muted">{s.class_name ? `Class: ${s.class_name}` : s.platform_wide ? "Webinar" : "Whole school"}</div>
      </TD>
      <TD>{formatInZone(s.starts_at, s.time_zone, { dateStyle: "medium", timeStyle: "short" })} ({s.time_zone})</TD>
      <TD>
        {s.registered_count}/{s.capacity}
        {s.waitlist_count ? ` (+${s.waitlist_count} waiting)` : ""}
      </TD>
      <TD>{s.status === "cancelled" ? <Badge variant="danger">Cancelled</Badge> : ended ? <Badge variant="muted">Ended</Badge> : <Badge variant="success">Scheduled</Badge>}</TD>
      <TD>
        <div className="flex flex-wrap gap-1">
          <Button size="sm" variant="outline" onClick={onRegistrants}>
            Registrants
          </Button>
          {s.status === "scheduled" ? (
            <Button size="sm" variant="outline" onClick={onEdit}>
              Edit
            </Button>
          ) : null}
          {s.status === "scheduled" && !ended ? (
            <ConfirmButton
              trigger={(open) => (
                <Button size="sm" variant="ghost" onClick={open}>
                  Cancel session
                </Button>
              )}
              title={`Cancel “${s.title}”?`}
              description="Every registrant is emailed with an updated calendar file that removes it from their calendar."
              confirmLabel="Cancel the session"
              onConfirm={async () => {
                await cancel.mutateAsync("");
                toast.success("The session is cancelled and registrants are told.");
              }}
            />
          ) : null}
        </div>
      </TD>
    </TR>
  );
}

/**
 * Scheduling and managing live sessions: a school's admins and teachers (their own sessions),
 * or staff on the platform host (webinars).
 */
export function ManageSessions({ platform, hostName, schoolZone }: { platform: boolean; hostName: string; schoolZone?: string }) {
  const list = useLiveSessions({ when: "all", manage: true });
  const classes = useSchedulableClasses(!platform);
  const create = useCreateSession();
  const [editing, setEditing] = useState<LiveSessionOut | "new" | null>(null);
  const [showing, setShowing] = useState<LiveSessionOut | null>(null);
  const editId = editing && editing !== "new" ? editing.id : "";
  const update = useUpdateSession(editId);

  const save = async (input: Parameters<typeof create.mutateAsync>[0], poster: File | null) => {
    const saved = editing === "new" ? await create.mutateAsync(input) : await update.mutateAsync(input);
    if (poster) {
      try {
        await uploadPoster(saved.id, poster);
      } catch (err) {
        toast.error(errorMessage(err, "The session is saved, but the poster could not be uploaded."));
      }
    }
    toast.success(editing === "new" ? "The session is scheduled." : "The session is saved.");
    setEditing(null);
  };

  return (
    <div className="grid gap-6">
      <PageHeader
        title={platform ? "Webinars" : "Live sessions"}
        description={platform ? "Schedule platform webinars, see who registered and who attended." : "Schedule sessions for the whole school or one class, see who registered and who attended."}
        actions={editing ? null : <Button onClick={() => setEditing("new")}>Schedule a session</Button>}
      />
      {editing ? (
        <ScheduleForm key={editing === "new" ? "new" : editing.id} session={editing === "new" ? null : editing} platform={platform} hostName={hostName} classes={classes.data?.results ?? []} schoolZone={schoolZone} onSubmit={save} onCancel={() => setEditing(null)} />
      ) : null}
      {list.isPending ? (
        <LoadingState label="Loading your sessions" />
      ) : list.isError ? (
        <ErrorState error={list.error} title="Could not load your sessions" />
      ) : list.data.results.length === 0 ? (
        <EmptyState>No sessions yet. Schedule the first one.</EmptyState>
      ) : (
        <Table label="Your sessions">
            <THead>
              <TR>
                <TH>Session</TH>
                <TH>Starts</TH>
                <TH>Registered</TH>
                <TH>Status</TH>
                <TH>Actions</TH>
              </TR>
            </THead>
            <TBody>
              {list.data.results.map((s) => (
                <Row key={s.id} s={s} onEdit={() => setEditing(s)} onRegistrants={() => setShowing(s)} />
              ))}
            </TBody>
          </Table>
      )}
      {showing ? <Registrants key={showing.id} session={showing} /> : null}
    </div>
  );
}
