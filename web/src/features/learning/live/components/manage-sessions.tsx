import { useState } from "react";
import { useAtomValue } from "jotai";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { LiveSessionOut } from "@contracts/live-sessions";
import { paths } from "@/config/paths";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmButton } from "@/components/ui/confirm-button";
import { PageHeader } from "@/components/ui/page-header";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/query-states";
import { Table, TBody, TD, TH, THead, TR, CELL_LABEL, ROW_BUTTON, STACKED_ON_PHONES } from "@/components/ui/table";
import { errorMessage } from "@/lib/api-client";
import { userAtom } from "@/lib/session";
import { toast } from "@/lib/toast";
import { uploadPoster, useCancelSession, useCreateSession, useLiveSessions, useSchedulableClasses, useUpdateSession } from "../api/live-sessions";
import { formatInZone, zoneName } from "../lib/time";
import { Registrants } from "./registrants";
import { ScheduleForm } from "./schedule-form";

function Row({ s, onEdit, onRegistrants }: { s: LiveSessionOut; onEdit: () => void; onRegistrants: () => void }) {
  const { t } = useTranslation();
  const cancel = useCancelSession(s.id);
  const ended = Date.now() >= Date.parse(s.ends_at);
  return (
    <TR>
      <TD>
        <Link to={paths.learning.webinar(s.slug)} className="font-semibold text-primary underline">
          {s.title}
        </Link>
        <div className="text-xs text-ink-muted">{s.class_name ? t("Class: {{name}}", { name: s.class_name }) : s.platform_wide ? t("Webinar") : t("Whole school")}</div>
      </TD>
      <TD data-label={t("Starts")} className={CELL_LABEL}>
        {formatInZone(s.starts_at, s.time_zone, { dateStyle: "medium", timeStyle: "short" })} ({zoneName(s.time_zone, s.starts_at)})
      </TD>
      <TD data-label={t("Registered")} className={CELL_LABEL}>
        {s.registered_count}/{s.capacity}
        {s.waitlist_count ? ` ${t("(+{{count}} waiting)", { count: s.waitlist_count })}` : ""}
      </TD>
      <TD data-label={t("Status")} className={CELL_LABEL}>{s.status === "cancelled" ? <Badge variant="danger">{t("Cancelled")}</Badge> : ended ? <Badge variant="muted">{t("Ended")}</Badge> : <Badge variant="success">{t("Scheduled")}</Badge>}</TD>
      <TD>
        <div className="flex flex-wrap gap-1">
          <Button size="sm" variant="outline" className={ROW_BUTTON} onClick={onRegistrants}>
            {t("Registrants")}
          </Button>
          {s.status === "scheduled" ? (
            <Button size="sm" variant="outline" className={ROW_BUTTON} onClick={onEdit}>
              {t("Edit")}
            </Button>
          ) : null}
          {s.status === "scheduled" && !ended ? (
            <ConfirmButton
              trigger={(open) => (
                <Button size="sm" variant="ghost" className={ROW_BUTTON} onClick={open}>
                  {t("Cancel session")}
                </Button>
              )}
              title={t("Cancel “{{title}}”?", { title: s.title })}
              description={t("Every registrant is emailed with an updated calendar file that removes it from their calendar.")}
              confirmLabel={t("Cancel the session")}
              onConfirm={async () => {
                await cancel.mutateAsync("");
                toast.success(t("The session is cancelled and registrants are told."));
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
  const { t } = useTranslation();
  const list = useLiveSessions({ when: "all", manage: true });
  const role = useAtomValue(userAtom)?.role;
  const teacher = !platform && role === "teacher";
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
        toast.error(errorMessage(err, t("The session is saved, but the poster could not be uploaded.")));
      }
    }
    toast.success(editing === "new" ? t("The session is scheduled.") : t("The session is saved."));
    setEditing(null);
  };

  const startNew = () => setEditing("new");
  const formKey = editing === "new" ? "new" : editing?.id;
  return (
    <div className="grid gap-6">
      <PageHeader
        title={platform ? t("Webinars") : t("Live sessions")}
        description={platform ? t("Schedule platform webinars, see who registered and who attended.") : t("Schedule sessions for the whole school or one class, see who registered and who attended.")}
        actions={editing ? null : <Button onClick={startNew}>{t("Schedule a session")}</Button>}
      />
      {editing ? (
        <ScheduleForm key={formKey} session={editing === "new" ? null : editing} platform={platform} hostName={hostName} classes={classes.data?.results ?? []} schoolZone={schoolZone} onSubmit={save} onCancel={() => setEditing(null)} />
      ) : null}
      {list.isPending ? (
        <LoadingState label={t("Loading your sessions")} />
      ) : list.isError ? (
        <ErrorState error={list.error} title={t("Could not load your sessions")} />
      ) : list.data.results.length === 0 ? (
        <EmptyState>
          {/* A teacher manages only the sessions they scheduled: "no sessions yet" read as if the school had none. */}
          {teacher ? t("You have not scheduled any sessions yet. The ones you schedule are listed here; your school's admins manage the others.") : t("No sessions yet. Schedule the first one.")}
        </EmptyState>
      ) : (
        <Table label={t("Your sessions")} className={STACKED_ON_PHONES}>
            <THead>
              <TR>
                <TH>{t("Session")}</TH>
                <TH>{t("Starts")}</TH>
                <TH>{t("Registered")}</TH>
                <TH>{t("Status")}</TH>
                <TH>{t("Actions")}</TH>
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
