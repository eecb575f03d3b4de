import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { paths } from "@/config/paths";
import { toast } from "@/lib/toast";
import { ErrorState, LoadingState } from "@/components/ui/query-states";
import { createHub, deleteHub, setHubLessons, updateHub, useAdminHubs, useContentMutation, useHubEditor, type HubInput } from "../../api/content-authoring";
import { minutesLabel } from "../../lib/format";
import { AuthoringHeader } from "./authoring-header";
import { changedDetails, ContentDetailsForm } from "./content-details-form";
import { ContentAdminList } from "./content-admin-list";
import { HubLessonsEditor } from "./hub-lessons-editor";

export interface AreaLinks {
  list: string;
  edit: (id?: string) => string;
  /** School admins cannot edit the platform's rows. */
  canEdit: (row: { platform_wide: boolean }) => boolean;
  platformNote: string;
}

/** Hubs with their drafts, for their authors. */
export function HubsAdminList({ links }: { links: AreaLinks }) {
  const { t } = useTranslation();
  return (
    <ContentAdminList
      title={t("Hubs")}
      kind="hub"
      description={t("Thematic collections of lessons drawn from courses. {{note}}", { note: links.platformNote })}
      newPath={links.edit()}
      query={useAdminHubs()}
      detailLabel={t("Lessons")}
      detail={(h) => `${t("{{count}} lessons", { count: h.lesson_count })} · ${minutesLabel(t, h.minutes)}`}
      editPath={(h) => (links.canEdit(h) ? links.edit(h.id) : null)}
    />
  );
}

const EMPTY = { title: "", slug: "", summary: "", sdgs: [] as number[] };

/** A new hub: its details first; then its lessons in the editor. */
export function HubCreate({ links }: { links: AreaLinks }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useContentMutation((input: HubInput) => createHub(input));
  return (
    <div className="grid gap-6">
      <h1 className="text-2xl font-bold text-ink">{t("New hub")}</h1>
      <p className="text-sm text-ink-muted">{t("{{note}} It starts as a draft; add its lessons next.", { note: links.platformNote })}</p>
      <ContentDetailsForm
        initial={EMPTY}
        creating
        submitLabel={t("Create the hub")}
        onSubmit={async ({ title, summary, sdgs }) => {
          const hub = await create.mutateAsync({ title, summary, sdgs });
          toast.success(t("Hub created: now add its lessons"));
          navigate(links.edit(hub.id));
        }}
      />
    </div>
  );
}

/** A hub's editor: status, details and lessons. */
export function HubEditor({ hubId, links }: { hubId: string; links: AreaLinks }) {
  const { t } = useTranslation();
  const query = useHubEditor(hubId);
  const save = useContentMutation((input: Partial<HubInput>) => updateHub(hubId, input));
  const lessons = useContentMutation((ids: string[]) => setHubLessons(hubId, ids));
  const remove = useContentMutation(() => deleteHub(hubId));
  if (query.isPending) return <LoadingState label={t("Loading the hub")} />;
  if (query.isError) return <ErrorState error={query.error} title={t("Could not load this hub")} />;
  const hub = query.data;
  const details = { title: hub.title, slug: hub.slug, summary: hub.summary, sdgs: hub.sdgs };
  return (
    <div className="grid gap-6">
      <AuthoringHeader
        kind="hub"
        title={hub.title}
        published={hub.status === "published"}
        listPath={links.list}
        listLabel={t("All hubs")}
        details={<span>{t("{{count}} lessons", { count: hub.lesson_count })}</span>}
        previewPath={paths.learning.hub(hub.slug)}
        publishBlocked={hub.lessons.length === 0 ? t("Add a lesson before publishing.") : null}
        onStatus={(status) => save.mutateAsync({ status })}
        onDelete={() => remove.mutateAsync(undefined)}
        deleteDescription={t("The hub goes; its lessons stay in their courses.")}
      />
      <ContentDetailsForm
        key={hub.slug}
        initial={details}
        creating={false}
        submitLabel={t("Save details")}
        onSubmit={async (v) => {
          const changed = changedDetails(details, v);
          if (Object.keys(changed).length === 0) return void toast.info(t("Nothing has changed"));
          await save.mutateAsync(changed);
          toast.success(t("Hub details saved"));
        }}
      />
      <HubLessonsEditor key={hub.lessons.map((l) => l.id).join()} lessons={hub.lessons} onSave={(ids) => lessons.mutateAsync(ids)} />
    </div>
  );
}
