import { useState } from "react";
import { useNavigate, useParams } from "react-router";
import { useTranslation } from "react-i18next";
import { paths } from "@/config/paths";
import { adminPanelPaths } from "@/config/admin-panel-paths";
import { formatNumber } from "@/lib/format";
import { msg } from "@/lib/i18n";
import { toast } from "@/lib/toast";
import type { ImpactFilmOut, MediaOut } from "@contracts/learning";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { ErrorState, LoadingState } from "@/components/ui/query-states";
import { useProjects } from "@/features/giving/causes/api/get-projects";
import { createFilm, deleteFilm, updateFilm, useAdminFilms, useContentMutation, type FilmInput } from "../../api/content-authoring";
import { AuthoringHeader } from "./authoring-header";
import { ContentAdminList } from "./content-admin-list";
import { changedDetails, ContentDetailsForm } from "./content-details-form";
import { MediaUpload } from "./media-upload";

const p = adminPanelPaths;

/** /admin-panel/impact-films */
export function FilmsAdminList() {
  const { t } = useTranslation();
  return (
    <ContentAdminList
      title={t("Impact films")}
      kind="film"
      description={t("Short films about the projects and the goals, shown on /impact-films. Films made on the platform show on every school's site.")}
      newPath={p.film()}
      query={useAdminFilms()}
      detailLabel={t("Goals and projects")}
      detail={(f) => [f.sdgs.length ? t("Goals {{list}}", { list: f.sdgs.map((n) => formatNumber(n)).join(t(", ")) }) : "", f.projects.map((x) => x.title).join(t(", "))].filter(Boolean).join(" · ") || "—"}
      editPath={(f) => p.film(f.id)}
    />
  );
}

type Files = { video: Pick<MediaOut, "id" | "name" | "url"> | null; poster: Pick<MediaOut, "id" | "name" | "url"> | null; captions: Pick<MediaOut, "id" | "name" | "url"> | null };

const CURRENT: Record<keyof Files, string> = { video: msg("Current video"), poster: msg("Current poster"), captions: msg("Current captions") };

/** The film's three files: uploaded now (a new id) or the film's current ones (no id). */
function FilmFiles({ film, files, onChange }: { film: ImpactFilmOut | null; files: Files; onChange: (f: Files) => void }) {
  const { t } = useTranslation();
  const current = (kind: keyof Files, url: string | null | undefined) => files[kind] ?? (url ? { name: t(CURRENT[kind]), url } : null);
  const video = current("video", film?.video.src);
  const poster = current("poster", film?.poster);
  const captions = current("captions", film?.captions);
  return (
    <div className="grid gap-4 md:col-span-2 md:grid-cols-3">
      <MediaUpload courseId={null} kind="video" label={t("Video (required)")} current={video} onUploaded={(m) => onChange({ ...files, video: m })} />
      <MediaUpload courseId={null} kind="poster" label={t("Poster picture")} current={poster} onUploaded={(m) => onChange({ ...files, poster: m })} />
      <MediaUpload courseId={null} kind="captions" label={t("Captions (WebVTT)")} current={captions} onUploaded={(m) => onChange({ ...files, captions: m })} />
    </div>
  );
}

function ProjectChoices({ value, onChange, error }: { value: string[]; onChange: (ids: string[]) => void; error?: string }) {
  const { t } = useTranslation();
  const projects = useProjects({ limit: 100 });
  return (
    <fieldset className="grid gap-2 md:col-span-2">
      <legend className="mb-1 text-sm font-semibold text-ink">{t("Charity projects in the film")}</legend>
      {projects.isPending ? <p className="text-sm text-ink-muted">{t("Loading projects…")}</p> : null}
      <div className="grid gap-1 sm:grid-cols-2">
        {(projects.data?.results ?? []).map((pr) => (
          <CheckboxField key={pr.id} label={pr.title} checked={value.includes(pr.id)} onChange={(e) => onChange(e.currentTarget.checked ? [...value, pr.id] : value.filter((x) => x !== pr.id))} />
        ))}
      </div>
      {error ? <p className="text-sm text-danger">{t(error)}</p> : null}
    </fieldset>
  );
}

/** /admin-panel/impact-film/{id?}: a new film, or a film's editor (status, details, files, projects). */
export function FilmAuthoringPage() {
  const { t } = useTranslation();
  const { filmId } = useParams();
  const films = useAdminFilms();
  if (!filmId) return <FilmForm film={null} />;
  if (films.isPending) return <LoadingState label={t("Loading the film")} />;
  if (films.isError) return <ErrorState error={films.error} title={t("Could not load this film")} />;
  const film = films.data.find((f) => f.id === filmId);
  if (!film) return <ErrorState error={new Error(t("This film does not exist or was deleted."))} title={t("Film not found")} />;
  return <FilmForm key={film.id} film={film} />;
}

function FilmForm({ film }: { film: ImpactFilmOut | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [files, setFiles] = useState<Files>({ video: null, poster: null, captions: null });
  const [projects, setProjects] = useState<string[]>(film?.projects.map((x) => x.id) ?? []);
  const create = useContentMutation((input: FilmInput) => createFilm(input));
  const save = useContentMutation((input: Partial<FilmInput>) => updateFilm(film!.id, input));
  const remove = useContentMutation(() => deleteFilm(film!.id));
  const details = { title: film?.title ?? "", slug: film?.slug ?? "", summary: film?.summary ?? "", sdgs: film?.sdgs ?? [] };
  const fileFields = {
    ...(files.video ? { video_media_id: files.video.id } : {}),
    ...(files.poster ? { poster_media_id: files.poster.id } : {}),
    ...(files.captions ? { captions_media_id: files.captions.id } : {}),
  };

  return (
    <div className="grid gap-6">
      {film ? (
        <AuthoringHeader
          kind="film"
          title={film.title}
          published={film.status === "published"}
          listPath={p.films}
          listLabel={t("All impact films")}
          previewPath={paths.learning.impactFilms}
          onStatus={(status) => save.mutateAsync({ status })}
          onDelete={() => remove.mutateAsync(undefined)}
          deleteDescription={t("The film leaves the gallery; its uploaded files are kept.")}
        />
      ) : (
        <>
          <h1 className="text-2xl font-bold text-ink">{t("New impact film")}</h1>
          <p className="text-sm text-ink-muted">{t("Upload the video (and a poster and captions), then save: the film starts as a draft.")}</p>
        </>
      )}
      <ContentDetailsForm
        initial={details}
        creating={!film}
        summaryLabel={t("What the film shows")}
        summaryMax={1000}
        submitLabel={film ? t("Save the film") : t("Create the film")}
        extra={(errors) => (
          <>
            <FilmFiles film={film} files={files} onChange={setFiles} />
            {errors.video_media_id ? <p className="text-sm text-danger md:col-span-2">{t(errors.video_media_id[0])}</p> : null}
            <ProjectChoices value={projects} onChange={setProjects} error={errors.project_ids?.[0]} />
          </>
        )}
        onSubmit={async (v) => {
          if (!film) {
            if (!files.video) throw new Error(t("Upload the video first."));
            const made = await create.mutateAsync({ title: v.title, summary: v.summary, sdgs: v.sdgs, project_ids: projects, video_media_id: files.video.id, ...fileFields });
            toast.success(t("Film created as a draft"));
            navigate(p.film(made.id));
            return;
          }
          const changed = { ...changedDetails(details, v), ...fileFields, ...(projects.join() !== film.projects.map((x) => x.id).join() ? { project_ids: projects } : {}) };
          if (Object.keys(changed).length === 0) return void toast.info(t("Nothing has changed"));
          await save.mutateAsync(changed);
          setFiles({ video: null, poster: null, captions: null });
          toast.success(t("Film saved"));
        }}
      />
    </div>
  );
}
