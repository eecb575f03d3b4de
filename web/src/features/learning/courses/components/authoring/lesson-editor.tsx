import { useEffect, useState } from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { toast } from "@/lib/toast";
import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import type { LessonBlock, LessonEditOut, MediaOut } from "@contracts/learning";
import { ApiError, errorMessage } from "@/lib/api-client";
import { Alert } from "@/components/ui/alert";
import { BackLink } from "@/components/ui/back-link";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { PageHeader } from "@/components/ui/page-header";
import { ErrorState, LoadingState } from "@/components/ui/query-states";
import { TEXTAREA_CLASS } from "@/components/ui/textarea";
import { updateLesson, useAuthoring, useLessonEditor } from "../../api/course-editor";
import { BLOCK_LABELS, BlockEditor, newBlock } from "./block-editors";

const move = <T,>(list: T[], from: number, to: number) => {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
};

function Form({ lesson, courseId, backPath, previewPath }: { lesson: LessonEditOut; courseId: string; backPath: string; previewPath: string | null }) {
  const { t } = useTranslation();
  const [title, setTitle] = useState(lesson.title);
  const [summary, setSummary] = useState(lesson.summary);
  const [minutes, setMinutes] = useState(String(lesson.minutes));
  const [blocks, setBlocks] = useState<LessonBlock[]>(lesson.blocks);
  const [media, setMedia] = useState<MediaOut[]>(lesson.media);
  const save = useAuthoring(courseId, () => updateLesson(lesson.id, { title, summary, minutes: Number(minutes), blocks }));
  const fields = save.error instanceof ApiError ? save.error.fields : {};

  useEffect(() => setMedia(lesson.media), [lesson.media]);

  const onSave = () =>
    save.mutate(undefined, {
      onSuccess: () => toast.success(t("Lesson saved")),
      onError: (err) => toast.error(errorMessage(err, t("Could not save the lesson."))),
    });

  return (
    <div className="grid gap-6">
      <BackLink to={backPath}>{t("Back to the course")}</BackLink>
      <PageHeader
        title={t("Edit lesson: {{title}}", { title: lesson.title })}
        actions={
          <>
            {previewPath ? (
              <Button asChild variant="outline">
                <Link to={previewPath}>{t("Preview as a learner")}</Link>
              </Button>
            ) : null}
            <Button onClick={onSave} disabled={save.isPending}>
              {save.isPending ? t("Saving…") : t("Save lesson")}
            </Button>
          </>
        }
      />
      {save.isError ? (
        <Alert tone="error">
          <p className="font-semibold">{errorMessage(save.error, t("Could not save the lesson."))}</p>
          <ul className="list-disc ps-5">
            {Object.entries(fields ?? {}).map(([field, messages]) => (
              <li key={field}>
                {field}: {messages.map((m) => t(m)).join(" ")}
              </li>
            ))}
          </ul>
        </Alert>
      ) : null}
      <div className="grid gap-4 rounded-xl border border-line-muted bg-surface p-4 md:grid-cols-[1fr_10rem]">
        <FormField label={t("Title")} error={fields?.title?.[0]}>
          <Input value={title} maxLength={255} onChange={(e) => setTitle(e.target.value)} />
        </FormField>
        <FormField label={t("Minutes")} error={fields?.minutes?.[0]}>
          <Input type="number" min={1} max={600} value={minutes} onChange={(e) => setMinutes(e.target.value)} />
        </FormField>
        <div className="md:col-span-2">
          <FormField label={t("Summary")} hint={t("One sentence shown under the title.")}>
            <textarea className={TEXTAREA_CLASS} rows={2} maxLength={500} value={summary} onChange={(e) => setSummary(e.target.value)} />
          </FormField>
        </div>
      </div>

      <section aria-labelledby="blocks-heading" className="grid gap-4">
        <h2 id="blocks-heading" className="text-lg font-bold text-ink">
          {t("Blocks ({{n}})", { n: blocks.length })}
        </h2>
        <ol className="grid gap-4">
          {blocks.map((block, i) => (
            <li key={i} className="grid gap-3 rounded-xl border border-line-muted bg-surface p-4">
              <div className="flex flex-wrap items-center gap-2">
                <h3 className="me-auto text-base font-bold text-ink">
                  {i + 1}. {t(BLOCK_LABELS[block.type])}
                </h3>
                <Button type="button" variant="ghost" size="icon" aria-label={t("Move block {{n}} up", { n: i + 1 })} disabled={i === 0} onClick={() => setBlocks((b) => move(b, i, i - 1))}>
                  <ArrowUp aria-hidden />
                </Button>
                <Button type="button" variant="ghost" size="icon" aria-label={t("Move block {{n}} down", { n: i + 1 })} disabled={i === blocks.length - 1} onClick={() => setBlocks((b) => move(b, i, i + 1))}>
                  <ArrowDown aria-hidden />
                </Button>
                <Button type="button" variant="ghost" size="icon" aria-label={t("Remove block {{n}}", { n: i + 1 })} onClick={() => setBlocks((b) => b.filter((_, j) => j !== i))}>
                  <Trash2 aria-hidden />
                </Button>
              </div>
              <BlockEditor
                block={block}
                courseId={courseId}
                media={media}
                onUploaded={(m) => setMedia((list) => [...list, m])}
                onChange={(next) => setBlocks((b) => b.map((x, j) => (j === i ? next : x)))}
              />
            </li>
          ))}
        </ol>
        <div role="group" aria-label={t("Add a block")} className="flex flex-wrap gap-2">
          {(Object.keys(BLOCK_LABELS) as LessonBlock["type"][]).map((type) => (
            <Button key={type} type="button" variant="outline" size="sm" onClick={() => setBlocks((b) => [...b, newBlock(type)])}>
              <Plus aria-hidden /> {t(BLOCK_LABELS[type])}
            </Button>
          ))}
        </div>
      </section>
      <div className="flex justify-end">
        <Button onClick={onSave} disabled={save.isPending}>
          {save.isPending ? t("Saving…") : t("Save lesson")}
        </Button>
      </div>
    </div>
  );
}

/** A lesson's editor: title, minutes, summary and its blocks (text, video, image, download, quiz, teacher's note). */
export function LessonEditor({ courseId, lessonId, backPath, previewPath }: { courseId: string; lessonId: string; backPath: string; previewPath: string | null }) {
  const { t } = useTranslation();
  const query = useLessonEditor(lessonId);
  if (query.isPending) return <LoadingState label={t("Loading the lesson")} />;
  if (query.isError) return <ErrorState error={query.error} title={t("Could not load this lesson")} />;
  return <Form key={query.data.id} lesson={query.data} courseId={courseId} backPath={backPath} previewPath={previewPath} />;
}
