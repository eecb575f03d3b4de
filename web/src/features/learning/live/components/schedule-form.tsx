import { useState } from "react";
import { useTranslation } from "react-i18next";
import { liveSessionCreateSchema, liveSessionUpdateSchema, PLATFORM_AUDIENCES, SCHOOL_AUDIENCES, type LiveAudience, type LiveMaterial, type LiveSessionCreateInput, type LiveSessionOut } from "@contracts/live-sessions";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { ImageField } from "@/components/ui/image-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { TEXTAREA_CLASS } from "@/components/ui/textarea";
import { SdgField } from "@/components/forms/sdg-field";
import { ApiError, errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { AUDIENCE_LABEL } from "../lib/labels";
import { timeZones, utcToZonedInput, viewerTimeZone, zonedToUtc } from "../lib/time";

export type FieldErrors = Record<string, string[] | undefined>;

interface Values {
  title: string;
  description: string;
  host_name: string;
  local_start: string;
  time_zone: string;
  duration_minutes: string;
  capacity: string;
  audience: LiveAudience;
  class_id: string;
  meeting_url: string;
  sdgs: number[];
  recording_url: string;
  materials: LiveMaterial[];
}

/** A new session starts in the school's time zone when it has set one (settings), else the viewer's. */
function initialValues(session: LiveSessionOut | null, platform: boolean, hostName: string, schoolZone?: string): Values {
  const zone = session?.time_zone ?? (schoolZone && schoolZone !== "UTC" ? schoolZone : viewerTimeZone());
  return {
    title: session?.title ?? "",
    description: session?.description ?? "",
    host_name: session?.host_name ?? hostName,
    local_start: session ? utcToZonedInput(session.starts_at, zone) : "",
    time_zone: zone,
    duration_minutes: String(session?.duration_minutes ?? 45),
    capacity: String(session?.capacity ?? 30),
    audience: session?.audience ?? (platform ? "public" : "school"),
    class_id: session?.class_id ?? "",
    meeting_url: session?.meeting_url ?? "",
    sdgs: session?.sdgs ?? [],
    recording_url: session?.recording_url ?? "",
    materials: session?.materials ?? [],
  };
}

/**
 * Schedules a session (or edits one): the start is typed as a wall-clock time in the chosen zone
 * and sent as a UTC instant with that zone. `onSubmit` sends the input and throws the API's error;
 * the poster goes separately once the session exists.
 */
export function ScheduleForm({
  session,
  platform,
  hostName,
  classes,
  schoolZone,
  onSubmit,
  onCancel,
}: {
  session: LiveSessionOut | null;
  /** The platform host (webinars for everyone or signed-in members) instead of a school's. */
  platform: boolean;
  hostName: string;
  classes: { id: string; name: string }[];
  /** The school's time zone (current-tenant), the default for a new session. */
  schoolZone?: string;
  onSubmit: (input: LiveSessionCreateInput, poster: File | null) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const [initial] = useState(() => initialValues(session, platform, hostName, schoolZone));
  const [v, setV] = useState(initial);
  const [poster, setPoster] = useState<File | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);
  const set = <K extends keyof Values>(k: K, value: Values[K]) => setV((s) => ({ ...s, [k]: value }));
  /** The API names a material's fields by their row ("materials.0.url"). */
  const materialErrors = (i: number) => ({ title: errors[`materials.${i}.title`]?.[0], url: errors[`materials.${i}.url`]?.[0] });
  const zones = timeZones();
  const audiences = platform ? PLATFORM_AUDIENCES : SCHOOL_AUDIENCES;

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setErrors({});
    const input: LiveSessionCreateInput = {
      title: v.title,
      description: v.description,
      host_name: v.host_name,
      // An untouched start keeps its exact instant (no needless "the time changed" emails).
      starts_at: !v.local_start ? "" : session && v.local_start === initial.local_start && v.time_zone === initial.time_zone ? session.starts_at : zonedToUtc(v.local_start, v.time_zone).toISOString(),
      time_zone: v.time_zone,
      duration_minutes: Number(v.duration_minutes),
      capacity: Number(v.capacity),
      audience: v.audience,
      class_id: v.audience === "class" ? v.class_id || null : null,
      meeting_url: v.meeting_url,
      sdgs: v.sdgs,
      ...(session ? { recording_url: v.recording_url || null, materials: v.materials.filter((m) => m.title || m.url) } : {}),
    };
    // Every field's problem at once, with the contract's messages (shown translated by the field,
    // like the API's), instead of the start first and the rest only after another try.
    const checked = (session ? liveSessionUpdateSchema : liveSessionCreateSchema).safeParse(input);
    if (!checked.success) {
      const found: FieldErrors = {};
      for (const issue of checked.error.issues) (found[issue.path.join(".")] ??= []).push(issue.message);
      setErrors(found);
      return;
    }
    setPending(true);
    try {
      await onSubmit(input, poster);
    } catch (err) {
      if (err instanceof ApiError) setErrors(err.fields ?? {});
      toast.error(errorMessage(err, t("Could not save the session.")));
    } finally {
      setPending(false);
    }
  };

  return (
    <form aria-label={session ? t("Edit the session") : t("Schedule a session")} onSubmit={(e) => void submit(e)} className="grid gap-4 rounded-xl border border-line-muted bg-surface p-4 md:grid-cols-2" noValidate>
      <h2 className="text-lg font-bold text-ink md:col-span-2">{session ? t("Edit the session") : t("Schedule a session")}</h2>
      <FormField label={t("Title")} error={errors.title?.[0]}>
        <Input value={v.title} maxLength={255} onChange={(e) => set("title", e.target.value)} />
      </FormField>
      <FormField label={t("Host")} error={errors.host_name?.[0]}>
        <Input value={v.host_name} maxLength={255} onChange={(e) => set("host_name", e.target.value)} />
      </FormField>
      <div className="md:col-span-2">
        <FormField label={t("Description")} error={errors.description?.[0]}>
          <textarea className={TEXTAREA_CLASS} rows={4} maxLength={5000} value={v.description} onChange={(e) => set("description", e.target.value)} />
        </FormField>
      </div>
      <FormField label={t("Starts at")} hint={t("The date and time in the time zone below.")} error={errors.starts_at?.[0]}>
        <Input type="datetime-local" value={v.local_start} onChange={(e) => set("local_start", e.target.value)} />
      </FormField>
      <FormField label={t("Time zone")} error={errors.time_zone?.[0]}>
        <Select value={v.time_zone} onChange={(e) => set("time_zone", e.target.value)}>
          {zones.map((z) => (
            <option key={z} value={z}>
              {z}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label={t("Length (minutes)")} error={errors.duration_minutes?.[0]}>
        <Input type="number" inputMode="numeric" min={10} max={480} value={v.duration_minutes} onChange={(e) => set("duration_minutes", e.target.value)} />
      </FormField>
      <FormField label={t("Places")} error={errors.capacity?.[0]}>
        <Input type="number" inputMode="numeric" min={1} max={10000} value={v.capacity} onChange={(e) => set("capacity", e.target.value)} />
      </FormField>
      <FormField label={t("Who may attend")} error={errors.audience?.[0]}>
        <Select value={v.audience} onChange={(e) => set("audience", e.target.value as LiveAudience)}>
          {audiences.map((a) => (
            <option key={a} value={a}>
              {t(AUDIENCE_LABEL[a])}
            </option>
          ))}
        </Select>
      </FormField>
      {v.audience === "class" ? (
        <FormField label={t("Class")} error={errors.class_id?.[0]} hint={classes.length ? undefined : t("You have no classes to schedule for.")}>
          <Select value={v.class_id} onChange={(e) => set("class_id", e.target.value)}>
            <option value="">{t("Choose a class")}</option>
            {classes.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </Select>
        </FormField>
      ) : (
        <div className="hidden md:block" />
      )}
      <div className="md:col-span-2">
        <FormField label={t("Meeting link")} hint={t("Any provider (https://…). Only registered people get it, from 15 minutes before the start.")} error={errors.meeting_url?.[0]}>
          <Input type="url" value={v.meeting_url} maxLength={2000} onChange={(e) => set("meeting_url", e.target.value)} />
        </FormField>
      </div>
      <div className="md:col-span-2">
        <ImageField label={t("Poster")} value={poster} currentUrl={session?.poster_url} onChange={setPoster} error={errors.poster?.[0]} />
      </div>
      <SdgField value={v.sdgs} onChange={(sdgs) => set("sdgs", sdgs)} error={errors.sdgs?.[0]} idPrefix="live-sdg" />
      {session ? (
        <fieldset className="grid gap-3 md:col-span-2">
          <legend className="text-sm font-semibold text-ink">{t("Afterwards (shown to registrants once the session has ended)")}</legend>
          <FormField label={t("Recording link")} error={errors.recording_url?.[0]}>
            <Input type="url" value={v.recording_url} maxLength={2000} onChange={(e) => set("recording_url", e.target.value)} />
          </FormField>
          {v.materials.map((m, i) => (
            <div key={i} className="grid gap-2 sm:grid-cols-[1fr_2fr_auto] sm:items-end">
              <FormField label={t("Material {{n}}: name", { n: i + 1 })} error={materialErrors(i).title}>
                <Input value={m.title} maxLength={255} onChange={(e) => set("materials", v.materials.map((x, j) => (j === i ? { ...x, title: e.target.value } : x)))} />
              </FormField>
              <FormField label={t("Material {{n}}: link", { n: i + 1 })} error={materialErrors(i).url}>
                <Input type="url" value={m.url} maxLength={2000} onChange={(e) => set("materials", v.materials.map((x, j) => (j === i ? { ...x, url: e.target.value } : x)))} />
              </FormField>
              <Button type="button" variant="ghost" onClick={() => set("materials", v.materials.filter((_, j) => j !== i))}>
                {t("Remove")}
              </Button>
            </div>
          ))}
          {v.materials.length < 20 ? (
            <div>
              <Button type="button" variant="outline" size="sm" onClick={() => set("materials", [...v.materials, { title: "", url: "" }])}>
                {t("Add a material")}
              </Button>
            </div>
          ) : null}
        </fieldset>
      ) : null}
      <div className="flex justify-end gap-2 md:col-span-2">
        {onCancel ? (
          <Button type="button" variant="ghost" onClick={onCancel}>
            {t("Close")}
          </Button>
        ) : null}
        <Button type="submit" disabled={pending}>
          {pending ? t("Saving…") : session ? t("Save changes") : t("Schedule")}
        </Button>
      </div>
    </form>
  );
}
