import { useTranslation } from "react-i18next";
import { Download, NotebookPen } from "lucide-react";
import type { LessonOut } from "@contracts/learning";
import { PROSE } from "@/lib/prose";
import { contentLang } from "@/lib/content-lang";
import { formatSize } from "../lib/format";
import { QuizBlock } from "./quiz-block";
import { VideoBlock } from "./video-block";

/**
 * A lesson's blocks in order. Rich text arrives sanitised by the server (lib/sanitize-html.ts). The
 * lesson's words are in its course's language, so each piece of them is marked with it; the
 * interface's own words around them (the teacher's note label, sizes) stay in the page's language.
 */
export function LessonBlocks({ lesson }: { lesson: LessonOut }) {
  const { t } = useTranslation();
  const lang = contentLang(lesson.course.language);
  return (
    <div className="grid gap-6">
      {lesson.blocks.map((block, i) => {
        switch (block.type) {
          case "text":
            return <div key={i} className={`break-words ${PROSE}`} {...lang} dangerouslySetInnerHTML={{ __html: block.html }} />;
          case "teacher_note":
            return (
              <aside key={i} aria-label={t("Teacher's note")} className="grid gap-1 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
                <p className="flex items-center gap-2 text-sm font-bold">
                  <NotebookPen className="size-4" aria-hidden /> {t("Teacher's note (only teachers see this)")}
                </p>
                <div className={`break-words ${PROSE} text-amber-950`} {...lang} dangerouslySetInnerHTML={{ __html: block.html }} />
              </aside>
            );
          case "video":
            return (
              <VideoBlock
                key={i}
                lessonId={lesson.id}
                src={block.src}
                type={block.content_type}
                poster={block.poster}
                captions={block.captions}
                title={block.title}
                transcript={block.transcript}
                startAt={lesson.video_position}
                save={!lesson.preview}
              />
            );
          case "image":
            return (
              <figure key={i} className="grid gap-1">
                <img src={block.src} alt={block.alt} className="max-h-[28rem] w-full rounded-lg object-contain" loading="lazy" />
                {block.caption ? (
                  <figcaption className="text-sm text-ink-muted" {...lang}>
                    {block.caption}
                  </figcaption>
                ) : null}
              </figure>
            );
          case "resource":
            return (
              <a key={i} href={block.src} download={block.name} className="flex min-h-12 items-center gap-3 rounded-lg border border-line-muted bg-surface px-4 py-2 text-sm font-semibold text-ink hover:bg-surface-alt">
                <Download className="size-5 shrink-0 text-primary" aria-hidden />
                <span className="min-w-0 flex-1" {...lang}>
                  {block.title}
                </span>
                <span className="text-xs font-normal text-ink-muted">{formatSize(t, block.size)}</span>
              </a>
            );
          case "quiz":
            return <QuizBlock key={i} quiz={block} lessonId={lesson.id} courseSlug={lesson.course.slug} language={lesson.course.language} lastAttempt={lesson.last_attempt} canSubmit={!lesson.preview} />;
        }
      })}
    </div>
  );
}
