import { useState, type DragEvent } from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { toast } from "@/lib/toast";
import { ArrowDown, ArrowUp, GripVertical, Pencil, Plus, Trash2 } from "lucide-react";
import { errorMessage } from "@/lib/api-client";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Input } from "@/components/ui/input";
import { moved } from "../../lib/reorder";
import { addChapter, addLesson, deleteChapter, deleteLesson, reorderChapters, reorderLessons, updateChapter, useAuthoring, type CourseEditorOut } from "../../api/course-editor";


type ChapterOp = { op: "add"; title: string } | { op: "rename"; id: string; title: string } | { op: "delete"; id: string } | { op: "order"; ids: string[] };
type LessonOp = { op: "add"; chapter: string; title: string } | { op: "delete"; id: string } | { op: "order"; chapter: string; ids: string[] };

/** A small "add" form: one text box and a button. */
function AddForm({ label, placeholder, onAdd, pending }: { label: string; placeholder: string; onAdd: (title: string) => Promise<unknown>; pending: boolean }) {
  const [title, setTitle] = useState("");
  return (
    <form
      className="flex flex-wrap gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        if (!title.trim()) return;
        void onAdd(title.trim()).then(() => setTitle(""));
      }}
    >
      <Input aria-label={label} placeholder={placeholder} value={title} maxLength={255} onChange={(e) => setTitle(e.target.value)} className="min-w-0 flex-1" />
      <Button type="submit" variant="outline" disabled={pending || !title.trim()}>
        <Plus aria-hidden /> {label}
      </Button>
    </form>
  );
}

/**
 * Chapters and lessons: add, rename, delete, and reorder by dragging or with the arrow buttons
 * (the keyboard way). Each lesson opens its editor.
 */
export function CourseOutlineEditor({ course, lessonPath }: { course: CourseEditorOut; lessonPath: (lessonId: string) => string }) {
  const { t } = useTranslation();
  const [renaming, setRenaming] = useState<{ id: string; title: string } | null>(null);
  const [removing, setRemoving] = useState<{ kind: "chapter" | "lesson"; id: string; title: string } | null>(null);
  const [dragging, setDragging] = useState<string | null>(null);
  const [draggingLesson, setDraggingLesson] = useState<{ chapter: string; id: string } | null>(null);
  const fail = (message: string) => (err: unknown) => toast.error(errorMessage(err, message));
  const chapterOps = useAuthoring<ChapterOp, unknown>(course.id, (args: ChapterOp): Promise<unknown> =>
    args.op === "add" ? addChapter(course.id, args.title) : args.op === "rename" ? updateChapter(args.id, args.title) : args.op === "delete" ? deleteChapter(args.id) : reorderChapters(course.id, args.ids),
  );
  const lessonOps = useAuthoring<LessonOp, unknown>(course.id, (args: LessonOp): Promise<unknown> =>
    args.op === "add" ? addLesson(args.chapter, args.title) : args.op === "delete" ? deleteLesson(args.id) : reorderLessons(args.chapter, args.ids),
  );
  const chapterIds = course.chapters.map((c) => c.id);

  const orderChapters = (ids: string[]) => chapterOps.mutate({ op: "order", ids }, { onError: fail(t("Could not reorder the chapters.")) });
  const orderLessons = (chapter: string, ids: string[]) => lessonOps.mutate({ op: "order", chapter, ids }, { onError: fail(t("Could not reorder the lessons.")) });
  const renameChapter = (id: string, title: string) => chapterOps.mutate({ op: "rename", id, title }, { onSuccess: () => setRenaming(null), onError: fail(t("Could not rename the chapter.")) });
  const addLessonTo = (chapter: string) => (title: string) => lessonOps.mutateAsync({ op: "add", chapter, title }).catch(fail(t("Could not add the lesson.")));
  const addChapterTitled = (title: string) => chapterOps.mutateAsync({ op: "add", title }).catch(fail(t("Could not add the chapter.")));
  const removeChapter = (chapter: { id: string; title: string }) => setRemoving({ kind: "chapter", id: chapter.id, title: chapter.title });
  const removeLesson = (lesson: { id: string; title: string }) => setRemoving({ kind: "lesson", id: lesson.id, title: lesson.title });
  const confirmRemove = () => {
    if (!removing) return;
    const done = { onSuccess: () => setRemoving(null), onError: fail(t("Could not delete it.")) };
    if (removing.kind === "chapter") chapterOps.mutate({ op: "delete", id: removing.id }, done);
    else lessonOps.mutate({ op: "delete", id: removing.id }, done);
  };

  const dropOn = (targetId: string) => (e: DragEvent) => {
    e.preventDefault();
    if (!dragging || dragging === targetId) return;
    orderChapters(moved(chapterIds, chapterIds.indexOf(dragging), chapterIds.indexOf(targetId)));
    setDragging(null);
  };

  return (
    <section aria-labelledby="outline-heading" className="grid gap-4 rounded-xl border border-line-muted bg-surface p-4">
      <h2 id="outline-heading" className="text-lg font-bold text-ink">
        {t("Chapters and lessons")}
      </h2>
      {course.chapters.length === 0 ? <p className="text-sm text-ink-muted">{t("No chapters yet: add the first one below.")}</p> : null}
      <ol className="grid gap-3">
        {course.chapters.map((chapter, c) => {
          const lessonIds = chapter.lessons.map((l) => l.id);
          return (
            <li
              key={chapter.id}
              draggable
              onDragStart={() => setDragging(chapter.id)}
              onDragOver={(e) => e.preventDefault()}
              onDrop={dropOn(chapter.id)}
              className={`grid gap-2 rounded-lg border p-3 ${dragging === chapter.id ? "border-primary opacity-60" : "border-line-muted"}`}
            >
              <div className="flex flex-wrap items-center gap-1">
                <GripVertical className="size-4 cursor-grab text-ink-muted" aria-hidden />
                {renaming?.id === chapter.id ? (
                  <form
                    className="flex min-w-0 flex-1 gap-2"
                    onSubmit={(e) => {
                      e.preventDefault();
                      renameChapter(chapter.id, renaming.title);
                    }}
                  >
                    <Input aria-label={t("Chapter title")} value={renaming.title} maxLength={255} onChange={(e) => setRenaming({ id: chapter.id, title: e.target.value })} className="min-w-0 flex-1" autoFocus />
                    <Button type="submit" size="sm">
                      {t("Save")}
                    </Button>
                    <Button type="button" size="sm" variant="ghost" onClick={() => setRenaming(null)}>
                      {t("Cancel")}
                    </Button>
                  </form>
                ) : (
                  <h3 className="me-auto min-w-0 font-bold text-ink">{t("Chapter {{n}}: {{title}}", { n: c + 1, title: chapter.title })}</h3>
                )}
                <Button variant="ghost" size="icon" aria-label={t("Rename chapter {{title}}", { title: chapter.title })} onClick={() => setRenaming({ id: chapter.id, title: chapter.title })}>
                  <Pencil aria-hidden />
                </Button>
                <Button variant="ghost" size="icon" aria-label={t("Move chapter {{title}} up", { title: chapter.title })} disabled={c === 0 || chapterOps.isPending} onClick={() => orderChapters(moved(chapterIds, c, c - 1))}>
                  <ArrowUp aria-hidden />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t("Move chapter {{title}} down", { title: chapter.title })}
                  disabled={c === course.chapters.length - 1 || chapterOps.isPending}
                  onClick={() => orderChapters(moved(chapterIds, c, c + 1))}
                >
                  <ArrowDown aria-hidden />
                </Button>
                <Button variant="ghost" size="icon" aria-label={t("Delete chapter {{title}}", { title: chapter.title })} onClick={() => removeChapter(chapter)}>
                  <Trash2 aria-hidden />
                </Button>
              </div>
              <ol className="grid gap-1 ps-5">
                {chapter.lessons.map((lesson, l) => (
                  <li
                    key={lesson.id}
                    draggable
                    onDragStart={(e) => {
                      e.stopPropagation();
                      setDraggingLesson({ chapter: chapter.id, id: lesson.id });
                    }}
                    onDragOver={(e) => e.preventDefault()}
                    onDrop={(e) => {
                      e.preventDefault();
                      e.stopPropagation();
                      const from = draggingLesson;
                      setDraggingLesson(null);
                      if (!from || from.chapter !== chapter.id || from.id === lesson.id) return;
                      orderLessons(chapter.id, moved(lessonIds, lessonIds.indexOf(from.id), l));
                    }}
                    className={`flex flex-wrap items-center gap-1 rounded-md px-2 py-1 hover:bg-surface-alt ${draggingLesson?.id === lesson.id ? "opacity-60" : ""}`}
                  >
                    <GripVertical className="size-4 cursor-grab text-ink-muted" aria-hidden />
                    <Link to={lessonPath(lesson.id)} className="me-auto min-w-0 text-sm font-medium text-primary-dark underline-offset-2 hover:underline">
                      {l + 1}. {lesson.title}
                    </Link>
                    <span className="text-xs text-ink-muted">{t("{{count}} blocks", { count: lesson.blocks.length })}</span>
                    <Button variant="ghost" size="icon" aria-label={t("Move lesson {{title}} up", { title: lesson.title })} disabled={l === 0 || lessonOps.isPending} onClick={() => orderLessons(chapter.id, moved(lessonIds, l, l - 1))}>
                      <ArrowUp aria-hidden />
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={t("Move lesson {{title}} down", { title: lesson.title })}
                      disabled={l === chapter.lessons.length - 1 || lessonOps.isPending}
                      onClick={() => orderLessons(chapter.id, moved(lessonIds, l, l + 1))}
                    >
                      <ArrowDown aria-hidden />
                    </Button>
                    <Button variant="ghost" size="icon" aria-label={t("Delete lesson {{title}}", { title: lesson.title })} onClick={() => removeLesson(lesson)}>
                      <Trash2 aria-hidden />
                    </Button>
                  </li>
                ))}
              </ol>
              <div className="ps-5">
                <AddForm label={t("Add lesson")} placeholder={t("New lesson title")} pending={lessonOps.isPending} onAdd={addLessonTo(chapter.id)} />
              </div>
            </li>
          );
        })}
      </ol>
      <AddForm label={t("Add chapter")} placeholder={t("New chapter title")} pending={chapterOps.isPending} onAdd={addChapterTitled} />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={removing?.kind === "chapter" ? t("Delete this chapter?") : t("Delete this lesson?")}
        description={
          removing
            ? removing.kind === "chapter"
              ? t("\"{{title}}\" and all its lessons will be deleted with learners' progress in it. This cannot be undone.", { title: removing.title })
              : t("\"{{title}}\" will be deleted with learners' progress in it. This cannot be undone.", { title: removing.title })
            : undefined
        }
        confirmLabel={t("Delete")}
        pending={chapterOps.isPending || lessonOps.isPending}
        onConfirm={confirmRemove}
      />
    </section>
  );
}
