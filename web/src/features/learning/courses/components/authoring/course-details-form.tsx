import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "@/lib/toast";
import { COURSE_KINDS, COURSE_SUBJECTS, type CourseKind } from "@contracts/learning";
import { FINAL_WORK_KINDS, type FinalWorkKind } from "@contracts/certificates";
import { ApiError, errorMessage } from "@/lib/api-client";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { TEXTAREA_CLASS } from "@/components/ui/textarea";
import { SdgField } from "@/components/forms/sdg-field";
import { ContentLanguageOptions } from "@/components/forms/content-language-options";
import { useAtomValue } from "jotai";
import { formatMoney } from "@/lib/format";
import { msg } from "@/lib/i18n";
import { userAtom } from "@/lib/session";
import { useCatalog } from "@/features/giving/causes/api/get-catalog";
import { updateCourse, useAuthoring, type CourseEditorOut, type CourseInput } from "../../api/course-editor";
import { SUBJECT_LABEL } from "../../lib/subjects";
import { MediaUpload } from "./media-upload";

const FINAL_WORK_LABELS: Record<FinalWorkKind, string> = {
  none: msg("None: issue at once"),
  link: msg("A link (e.g. a Canva share link)"),
  file: msg("A file (PDF, PNG or JPEG)"),
  link_or_file: msg("A link or a file"),
};
const KIND_LABELS: Record<CourseKind, string> = { course: msg("Course for learners"), teacher_training: msg("Teacher training") };
const numberOrNull = (v: string) => (v.trim() === "" ? null : Number(v));

/** The course's details: title, address, who it is for, what it serves. Only changed fields are sent. */
export function CourseDetailsForm({ course }: { course: CourseEditorOut }) {
  const { t } = useTranslation();
  const [v, setV] = useState({
    title: course.title,
    slug: course.slug,
    kind: course.kind,
    intro: course.intro,
    description: course.description,
    subject: course.subject,
    language: course.language ?? "",
    age_min: course.age_min === null ? "" : String(course.age_min),
    age_max: course.age_max === null ? "" : String(course.age_max),
    sdgs: course.sdgs,
    catalog_item_id: course.catalog_item_id ?? "",
    pass_mark: course.pass_mark === null ? "" : String(course.pass_mark),
    final_work: course.final_work,
    final_work_guidelines: course.final_work_guidelines,
  });
  const isStaff = !!useAtomValue(userAtom)?.is_staff;
  const catalog = useCatalog({ kind: v.kind });
  const save = useAuthoring(course.id, (input: Partial<CourseInput>) => updateCourse(course.id, input));
  const fields = save.error instanceof ApiError ? (save.error.fields ?? {}) : {};
  const set = <K extends keyof typeof v>(k: K, value: (typeof v)[K]) => setV((s) => ({ ...s, [k]: value }));

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const input: Partial<CourseInput> = {};
    if (v.title !== course.title) input.title = v.title;
    if (v.slug !== course.slug) input.slug = v.slug;
    if (v.kind !== course.kind) input.kind = v.kind;
    if (v.intro !== course.intro) input.intro = v.intro;
    if (v.description !== course.description) input.description = v.description;
    if (v.subject !== course.subject) input.subject = (v.subject || null) as CourseInput["subject"];
    if ((v.language || null) !== course.language) input.language = v.language || null;
    if (numberOrNull(v.age_min) !== course.age_min) input.age_min = numberOrNull(v.age_min);
    if (numberOrNull(v.age_max) !== course.age_max) input.age_max = numberOrNull(v.age_max);
    if (v.sdgs.join() !== course.sdgs.join()) input.sdgs = v.sdgs;
    if (isStaff && (v.catalog_item_id || null) !== course.catalog_item_id) input.catalog_item_id = v.catalog_item_id || null;
    if (numberOrNull(v.pass_mark) !== course.pass_mark) input.pass_mark = numberOrNull(v.pass_mark);
    if (v.final_work !== course.final_work) input.final_work = v.final_work;
    if (v.final_work_guidelines !== course.final_work_guidelines) input.final_work_guidelines = v.final_work_guidelines;
    if (Object.keys(input).length === 0) {
      toast.info(t("Nothing has changed"));
      return;
    }
    save.mutate(input, { onSuccess: () => toast.success(t("Course details saved")), onError: (err) => toast.error(errorMessage(err, t("Could not save the course."))) });
  };

  return (
    <form onSubmit={submit} className="grid gap-4 rounded-xl border border-line-muted bg-surface p-4 md:grid-cols-2" noValidate>
      <h2 className="text-lg font-bold text-ink md:col-span-2">{t("Details")}</h2>
      <FormField label={t("Title")} error={fields.title?.[0]}>
        <Input value={v.title} maxLength={255} onChange={(e) => set("title", e.target.value)} />
      </FormField>
      <FormField label={t("Web address")} hint={t("Lowercase letters, digits and hyphens.")} error={fields.slug?.[0]}>
        <Input value={v.slug} maxLength={80} onChange={(e) => set("slug", e.target.value)} />
      </FormField>
      <FormField label={t("Kind")} error={fields.kind?.[0]}>
        <Select value={v.kind} onChange={(e) => set("kind", e.target.value as CourseKind)}>
          {COURSE_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(KIND_LABELS[k])}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label={t("Subject")} error={fields.subject?.[0]}>
        <Select value={v.subject} onChange={(e) => set("subject", e.target.value)}>
          <option value="">{t("No subject")}</option>
          {COURSE_SUBJECTS.map((s) => (
            <option key={s} value={s}>
              {t(SUBJECT_LABEL[s])}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label={t("Language")} hint={t("The language the course and its lessons are written in.")} error={fields.language?.[0]}>
        <Select value={v.language} onChange={(e) => set("language", e.target.value)}>
          <ContentLanguageOptions current={v.language} blank={t("Not given")} />
        </Select>
      </FormField>
      <FormField label={t("Youngest age")} error={fields.age_min?.[0]}>
        <Input type="number" min={3} max={99} value={v.age_min} onChange={(e) => set("age_min", e.target.value)} />
      </FormField>
      <FormField label={t("Oldest age")} error={fields.age_max?.[0]}>
        <Input type="number" min={3} max={99} value={v.age_max} onChange={(e) => set("age_max", e.target.value)} />
      </FormField>
      <div className="md:col-span-2">
        <FormField label={t("Introduction")} hint={t("One sentence for the course card.")} error={fields.intro?.[0]}>
          <Input value={v.intro} maxLength={300} onChange={(e) => set("intro", e.target.value)} />
        </FormField>
      </div>
      <div className="md:col-span-2">
        <FormField label={t("Description")} hint={t("A blank line starts a new paragraph.")} error={fields.description?.[0]}>
          <textarea className={TEXTAREA_CLASS} rows={5} value={v.description} onChange={(e) => set("description", e.target.value)} />
        </FormField>
      </div>
      {isStaff ? (
        <FormField label={t("Price")} hint={t("Paid courses are sold through the catalogue (Orders → catalogue); free courses open on enrolment.")} error={fields.catalog_item_id?.[0]}>
          <Select value={v.catalog_item_id} onChange={(e) => set("catalog_item_id", e.target.value)}>
            <option value="">{t("Free")}</option>
            {(catalog.data?.results ?? []).map((item) => (
              <option key={item.id} value={item.id}>
                {item.title} — {formatMoney(item.price, item.currency)}
              </option>
            ))}
          </Select>
        </FormField>
      ) : (
        <p className="text-sm text-ink-muted md:self-end">{course.price ? t("Sold for {{price}} (prices are set by platform staff).", { price: formatMoney(course.price.amount, course.price.currency) }) : t("Free (prices are set by platform staff).")}</p>
      )}
      <h3 className="text-base font-semibold text-ink md:col-span-2">{t("Certificate")}</h3>
      <FormField label={t("Final quiz pass mark (%)")} hint={t("The last lesson with a quiz is the final quiz. Leave empty for no pass mark.")} error={fields.pass_mark?.[0]}>
        <Input type="number" min={1} max={100} value={v.pass_mark} onChange={(e) => set("pass_mark", e.target.value)} />
      </FormField>
      <FormField label={t("Final work before the certificate")} hint={t("A teacher (platform courses: staff) approves it.")} error={fields.final_work?.[0]}>
        <Select value={v.final_work} onChange={(e) => set("final_work", e.target.value as FinalWorkKind)}>
          {FINAL_WORK_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(FINAL_WORK_LABELS[k])}
            </option>
          ))}
        </Select>
      </FormField>
      {v.final_work !== "none" ? (
        <div className="md:col-span-2">
          <FormField label={t("Guidelines for the final work")} hint={t("Shown to learners when they claim the certificate.")} error={fields.final_work_guidelines?.[0]}>
            <textarea className={TEXTAREA_CLASS} rows={3} maxLength={2000} value={v.final_work_guidelines} onChange={(e) => set("final_work_guidelines", e.target.value)} />
          </FormField>
        </div>
      ) : null}
      <MediaUpload
        courseId={course.id}
        kind="cover"
        label={t("Cover picture")}
        current={course.media.find((m) => m.id === course.cover_media_id) ?? null}
        onUploaded={(m) => save.mutate({ cover_media_id: m.id }, { onSuccess: () => toast.success(t("Cover saved")) })}
      />
      <SdgField value={v.sdgs} onChange={(sdgs) => set("sdgs", sdgs)} error={fields.sdgs?.[0]} idPrefix={`course-${course.id}-sdg`} />
      <div className="flex justify-end md:col-span-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t("Saving…") : t("Save details")}
        </Button>
      </div>
    </form>
  );
}
