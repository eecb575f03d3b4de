import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { LessonBlock, MediaOut } from "@contracts/learning";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { TEXTAREA_CLASS } from "@/components/ui/textarea";
import { RichTextEditor } from "@/components/editor/rich-text-editor";
import { msg } from "@/lib/i18n";
import { MediaUpload } from "./media-upload";
import { newQuestion, QuizQuestionsEditor } from "./quiz-questions-editor";

export const BLOCK_LABELS: Record<LessonBlock["type"], string> = {
  text: msg("Text"),
  video: msg("Video"),
  image: msg("Image"),
  resource: msg("Download"),
  quiz: msg("Quiz"),
  teacher_note: msg("Teacher's note"),
};

/** A new block of a type, with empty fields to fill. */
export function newBlock(type: LessonBlock["type"]): LessonBlock {
  switch (type) {
    case "text":
    case "teacher_note":
      return { type, html: "" };
    case "video":
      return { type, media: "", poster: null, captions: null, title: "", transcript: "" };
    case "image":
      return { type, media: "", alt: "", caption: "" };
    case "resource":
      return { type, media: "", title: "" };
    case "quiz":
      return { type, title: "", questions: [newQuestion(1)] };
  }
}


interface EditorProps<B extends LessonBlock> {
  block: B;
  onChange: (next: B) => void;
  courseId: string;
  media: MediaOut[];
  onUploaded: (m: MediaOut) => void;
}

const find = (media: MediaOut[], id: string | null) => (id ? (media.find((m) => m.id === id) ?? null) : null);

function RichBlock({ block, onChange }: EditorProps<Extract<LessonBlock, { type: "text" | "teacher_note" }>>) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <p id={id} className="text-sm font-semibold text-ink">
        {block.type === "teacher_note" ? t("Note for teachers (learners never see it)") : t("Text")}
      </p>
      <RichTextEditor labelledBy={id} value={block.html} onChange={(html) => onChange({ ...block, html })} />
    </div>
  );
}

function VideoBlockEditor({ block, onChange, courseId, media, onUploaded }: EditorProps<Extract<LessonBlock, { type: "video" }>>) {
  const { t } = useTranslation();
  const up = (key: "media" | "poster" | "captions") => (m: MediaOut) => {
    onUploaded(m);
    onChange({ ...block, [key]: m.id });
  };
  const upVideo = up("media");
  const upPoster = up("poster");
  const upCaptions = up("captions");
  return (
    <div className="grid gap-3 md:grid-cols-2">
      <MediaUpload courseId={courseId} kind="video" label={t("Video")} current={find(media, block.media)} onUploaded={upVideo} />
      <MediaUpload courseId={courseId} kind="poster" label={t("Poster image (shown before playing)")} current={find(media, block.poster)} onUploaded={upPoster} />
      <MediaUpload courseId={courseId} kind="captions" label={t("Captions (WebVTT)")} current={find(media, block.captions)} onUploaded={upCaptions} />
      <FormField label={t("Title")}>
        <Input value={block.title} maxLength={200} onChange={(e) => onChange({ ...block, title: e.target.value })} />
      </FormField>
      <div className="md:col-span-2">
        <FormField label={t("Transcript")} hint={t("Everything said and shown, for learners who cannot hear or see the video.")}>
          <textarea className={TEXTAREA_CLASS} rows={4} value={block.transcript} onChange={(e) => onChange({ ...block, transcript: e.target.value })} />
        </FormField>
      </div>
    </div>
  );
}

function ImageBlockEditor({ block, onChange, courseId, media, onUploaded }: EditorProps<Extract<LessonBlock, { type: "image" }>>) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-3 md:grid-cols-2">
      <MediaUpload
        courseId={courseId}
        kind="image"
        label={t("Image")}
        current={find(media, block.media)}
        onUploaded={(m) => {
          onUploaded(m);
          onChange({ ...block, media: m.id });
        }}
      />
      <FormField label={t("Description for screen readers")} hint={t("What the image shows, in a sentence.")}>
        <Input value={block.alt} maxLength={300} onChange={(e) => onChange({ ...block, alt: e.target.value })} />
      </FormField>
      <FormField label={t("Caption")}>
        <Input value={block.caption} maxLength={300} onChange={(e) => onChange({ ...block, caption: e.target.value })} />
      </FormField>
    </div>
  );
}

function ResourceBlockEditor({ block, onChange, courseId, media, onUploaded }: EditorProps<Extract<LessonBlock, { type: "resource" }>>) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-3 md:grid-cols-2">
      <MediaUpload
        courseId={courseId}
        kind="resource"
        label={t("File to download")}
        current={find(media, block.media)}
        onUploaded={(m) => {
          onUploaded(m);
          onChange({ ...block, media: m.id, title: block.title || m.name });
        }}
      />
      <FormField label={t("Link text")}>
        <Input value={block.title} maxLength={200} onChange={(e) => onChange({ ...block, title: e.target.value })} />
      </FormField>
    </div>
  );
}

function QuizBlockEditor({ block, onChange }: EditorProps<Extract<LessonBlock, { type: "quiz" }>>) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4">
      <FormField label={t("Quiz title")}>
        <Input value={block.title} maxLength={200} onChange={(e) => onChange({ ...block, title: e.target.value })} />
      </FormField>
      <QuizQuestionsEditor questions={block.questions} onChange={(questions) => onChange({ ...block, questions })} />
    </div>
  );
}

/** The editor of one block, by its type. */
export function BlockEditor(props: EditorProps<LessonBlock>) {
  const { block } = props;
  const as = <B extends LessonBlock>() => props as unknown as EditorProps<B>;
  switch (block.type) {
    case "text":
    case "teacher_note":
      return <RichBlock {...as<Extract<LessonBlock, { type: "text" | "teacher_note" }>>()} />;
    case "video":
      return <VideoBlockEditor {...as<Extract<LessonBlock, { type: "video" }>>()} />;
    case "image":
      return <ImageBlockEditor {...as<Extract<LessonBlock, { type: "image" }>>()} />;
    case "resource":
      return <ResourceBlockEditor {...as<Extract<LessonBlock, { type: "resource" }>>()} />;
    case "quiz":
      return <QuizBlockEditor {...as<Extract<LessonBlock, { type: "quiz" }>>()} />;
  }
}
