import { useId } from "react";
import { Plus, Trash2 } from "lucide-react";
import type { LessonBlock, MediaOut, QuizQuestion } from "@contracts/learning";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { TEXTAREA_CLASS } from "@/components/ui/textarea";
import { RichTextEditor } from "@/components/editor/rich-text-editor";
import { MediaUpload } from "./media-upload";

export const BLOCK_LABELS: Record<LessonBlock["type"], string> = {
  text: "Text",
  video: "Video",
  image: "Image",
  resource: "Download",
  quiz: "Quiz",
  teacher_note: "Teacher's note",
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

const newQuestion = (n: number): QuizQuestion => ({ id: `q${n}-${Math.random().toString(36).slice(2, 6)}`, kind: "choice", prompt: "", options: ["", ""], answer: 0, explanation: "" });

interface EditorProps<B extends LessonBlock> {
  block: B;
  onChange: (next: B) => void;
  courseId: string;
  media: MediaOut[];
  onUploaded: (m: MediaOut) => void;
}

const find = (media: MediaOut[], id: string | null) => (id ? (media.find((m) => m.id === id) ?? null) : null);

function RichBlock({ block, onChange }: EditorProps<Extract<LessonBlock, { type: "text" | "teacher_note" }>>) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <p id={id} className="text-sm font-semibold text-ink">
        {block.type === "teacher_note" ? "Note for teachers (learners never see it)" : "Text"}
      </p>
      <RichTextEditor labelledBy={id} value={block.html} onChange={(html) => onChange({ ...block, html })} />
    </div>
  );
}

function VideoBlockEditor({ block, onChange, courseId, media, onUploaded }: EditorProps<Extract<LessonBlock, { type: "video" }>>) {
  const up = (key: "media" | "poster" | "captions") => (m: MediaOut) => {
    onUploaded(m);
    onChange({ ...block, [key]: m.id });
  };
  return (
    <div className="grid gap-3 md:grid-cols-2">
      <MediaUpload courseId={courseId} kind="video" label="Video" current={find(media, block.media)} onUploaded={up("media")} />
      <MediaUpload courseId={courseId} kind="poster" label="Poster image (shown before playing)" current={find(media, block.poster)} onUploaded={up("poster")} />
      <MediaUpload courseId={courseId} kind="captions" label="Captions (WebVTT)" current={find(media, block.captions)} onUploaded={up("captions")} />
      <FormField label="Title">
        <Input value={block.title} maxLength={200} onChange={(e) => onChange({ ...block, title: e.target.value })} />
      </FormField>
      <div className="md:col-span-2">
        <FormField label="Transcript" hint="Everything said and shown, for learners who cannot hear or see the video.">
          <textarea className={TEXTAREA_CLASS} rows={4} value={block.transcript} onChange={(e) => onChange({ ...block, transcript: e.target.value })} />
        </FormField>
      </div>
    </div>
  );
}

function ImageBlockEditor({ block, onChange, courseId, media, onUploaded }: EditorProps<Extract<LessonBlock, { type: "image" }>>) {
  return (
    <div className="grid gap-3 md:grid-cols-2">
      <MediaUpload
        courseId={courseId}
        kind="image"
        label="Image"
        current={find(media, block.media)}
        onUploaded={(m) => {
          onUploaded(m);
          onChange({ ...block, media: m.id });
        }}
      />
      <FormField label="Description for screen readers" hint="What the image shows, in a sentence.">
        <Input value={block.alt} maxLength={300} onChange={(e) => onChange({ ...block, alt: e.target.value })} />
      </FormField>
      <FormField label="Caption">
        <Input value={block.caption} maxLength={300} onChange={(e) => onChange({ ...block, caption: e.target.value })} />
      </FormField>
    </div>
  );
}

function ResourceBlockEditor({ block, onChange, courseId, media, onUploaded }: EditorProps<Extract<LessonBlock, { type: "resource" }>>) {
  return (
    <div className="grid gap-3 md:grid-cols-2">
      <MediaUpload
        courseId={courseId}
        kind="resource"
        label="File to download"
        current={find(media, block.media)}
        onUploaded={(m) => {
          onUploaded(m);
          onChange({ ...block, media: m.id, title: block.title || m.name });
        }}
      />
      <FormField label="Link text">
        <Input value={block.title} maxLength={200} onChange={(e) => onChange({ ...block, title: e.target.value })} />
      </FormField>
    </div>
  );
}

function QuizBlockEditor({ block, onChange }: EditorProps<Extract<LessonBlock, { type: "quiz" }>>) {
  const setQuestion = (i: number, q: QuizQuestion) => onChange({ ...block, questions: block.questions.map((x, j) => (j === i ? q : x)) });
  return (
    <div className="grid gap-4">
      <FormField label="Quiz title">
        <Input value={block.title} maxLength={200} onChange={(e) => onChange({ ...block, title: e.target.value })} />
      </FormField>
      <ol className="grid gap-4">
        {block.questions.map((q, i) => (
          <li key={q.id} className="grid gap-2 rounded-md border border-line-muted p-3">
            <div className="flex flex-wrap items-end gap-2">
              <div className="min-w-0 flex-1">
                <FormField label={`Question ${i + 1}`}>
                  <Input value={q.prompt} maxLength={500} onChange={(e) => setQuestion(i, { ...q, prompt: e.target.value })} />
                </FormField>
              </div>
              <FormField label="Answered by">
                <Select
                  value={q.kind}
                  onChange={(e) =>
                    setQuestion(i, e.target.value === "short" ? { id: q.id, kind: "short", prompt: q.prompt, explanation: q.explanation } : { id: q.id, kind: "choice", prompt: q.prompt, options: ["", ""], answer: 0, explanation: q.explanation })
                  }
                  className="w-44"
                >
                  <option value="choice">Choosing an option</option>
                  <option value="short">Writing (teacher marks)</option>
                </Select>
              </FormField>
              <Button type="button" variant="ghost" size="icon" aria-label={`Remove question ${i + 1}`} disabled={block.questions.length === 1} onClick={() => onChange({ ...block, questions: block.questions.filter((_, j) => j !== i) })}>
                <Trash2 aria-hidden />
              </Button>
            </div>
            {q.kind === "choice" ? (
              <fieldset className="grid gap-2">
                <legend className="text-sm font-semibold text-ink">Options (choose the right one)</legend>
                {q.options.map((option, o) => (
                  <div key={o} className="flex items-center gap-2">
                    <input type="radio" name={`${q.id}-answer`} checked={q.answer === o} onChange={() => setQuestion(i, { ...q, answer: o })} aria-label={`Option ${o + 1} is the right answer`} className="size-4" />
                    <Input
                      value={option}
                      maxLength={200}
                      aria-label={`Option ${o + 1}`}
                      onChange={(e) => setQuestion(i, { ...q, options: q.options.map((x, k) => (k === o ? e.target.value : x)) })}
                    />
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      aria-label={`Remove option ${o + 1}`}
                      disabled={q.options.length <= 2}
                      onClick={() => setQuestion(i, { ...q, options: q.options.filter((_, k) => k !== o), answer: q.answer === o ? 0 : q.answer > o ? q.answer - 1 : q.answer })}
                    >
                      <Trash2 aria-hidden />
                    </Button>
                  </div>
                ))}
                {q.options.length < 6 ? (
                  <Button type="button" variant="outline" size="sm" className="w-fit" onClick={() => setQuestion(i, { ...q, options: [...q.options, ""] })}>
                    <Plus aria-hidden /> Add an option
                  </Button>
                ) : null}
              </fieldset>
            ) : null}
            <FormField label={q.kind === "choice" ? "Why it is right (shown after answering)" : "What a good answer says (shown after answering)"}>
              <Input value={q.explanation} maxLength={1000} onChange={(e) => setQuestion(i, { ...q, explanation: e.target.value })} />
            </FormField>
          </li>
        ))}
      </ol>
      <Button type="button" variant="outline" size="sm" className="w-fit" onClick={() => onChange({ ...block, questions: [...block.questions, newQuestion(block.questions.length + 1)] })}>
        <Plus aria-hidden /> Add a question
      </Button>
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
