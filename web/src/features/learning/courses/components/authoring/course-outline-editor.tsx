import { useState, type DragEvent } from "react";
import { Link } from "react-router";
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
  const [renaming, setRenaming] = useState<{ id: string; title: string } | null>(null);
  const [removing, setRemoving] = useState<{ kind: "chapter" | "lesson"; id: string; title: string } | null>(null);
  const [dragging, setDragging] = useState<string | null>(null);
  const [draggingLesson, setDraggingLesson] = useState<{ chapter: string; id: string } | null>(null);
  const fail = (what: string) => (err: unknown) => toast.error(errorMessage(err, `Could not ${what}.`));
  const chapterOps = useAuthoring<ChapterOp, unknown>(course.id, (args: ChapterOp): Promise<unknown> =>
    args.op === "add" ? addChapter(course.id, args.title) : args.op === "rename" ? updateChapter(args.id, args.title) : args.op === "delete" ? deleteChapter(args.id) : reorderChapters(course.id, args.ids),
  );
  const lessonOps = useAuthoring<LessonOp, unknown>(course.id, (args: LessonOp): Promise<unknown> =>
    args.op === "add" ? addLesson(args.chapter, args.title) : args.op === "delete" ? deleteLesson(args.id) : reorderLessons(args.chapter, args.ids),
  );
  const chapterIds = course.chapters.map((c) => c.id);

  const dropOn = (targetId: string) => (e: DragEvent) => {
    e.preventDefault();
    if (!dragging || dragging === targetId) return;
    chapterOps.mutate({ op: "order", ids: moved(chapterIds, chapterIds.indexOf(dragging), chapterIds.indexOf(targetId)) }, { onError: fail("reorder the chapters") });
    setDragging(null);
  };

  return (
    <section aria-labelledby="outline-heading" className="grid gap-4 rounded-xl border border-line-muted bg-surface p-4">
      <h2 id="outline-heading" className="text-lg font-bold text-ink">
        Chapters and lessons
      </h2>
      {course.chapters.length === 0 ? <p className="text-sm text-ink-muted">No chapters yet: add the first one below.</p> : null}
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
                      chapterOps.mutate({ op: "rename", id: chapter.id, title: renaming.title }, { onSuccess: () => setRenaming(null), onError: fail("rename the chapter") });
                    }}
                  >
                    <Input aria-label="Chapter title" value={renaming.title} maxLength={255} onChange={(e) => setRenaming({ id: chapter.id, title: e.target.value })} className="min-w-0 flex-1" autoFocus />
                    <Button type="submit" size="sm">
                      Save
                    </Button>
                    <Button type="button" size="sm" variant="ghost" onClick={() => setRenaming(null)}>
                      Cancel
                    </Button>
                  </form>
                ) : (
                  <h3 className="me-auto min-w-0 font-bold text-ink">
                    Chapter {c + 1}: {chapter.title}
                  </h3>
                )}
                <Button variant="ghost" size="icon" aria-label={`Rename chapter ${chapter.title}`} onClick={() => setRenaming({ id: chapter.id, title: chapter.title })}>
                  <Pencil aria-hidden />
                </Button>
                <Button variant="ghost" size="icon" aria-label={`Move chapter ${chapter.title} up`} disabled={c === 0 || chapterOps.isPending} onClick={() => chapterOps.mutate({ op: "order", ids: moved(chapterIds, c, c - 1) }, { onError: fail("reorder the chapters") })}>
                  <ArrowUp aria-hidden />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Move chapter ${chapter.title} down`}
                  disabled={c === course.chapters.length - 1 || chapterOps.isPending}
                  onClick={() => chapterOps.mutate({ op: "order", ids: moved(chapterIds, c, c + 1) }, { onError: fail("reorder the chapters") })}
                >
                  <ArrowDown aria-hidden />
                </Button>
                <Button variant="ghost" size="icon" aria-label={`Delete chapter ${chapter.title}`} onClick={() => setRemoving({ kind: "chapter", id: chapter.id, title: chapter.title })}>
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
                      lessonOps.mutate({ op: "order", chapter: chapter.id, ids: moved(lessonIds, lessonIds.indexOf(from.id), l) }, { onError: fail("reorder the lessons") });
                    }}
                    className={`flex flex-wrap items-center gap-1 rounded-md px-2 py-1 hover:bg-surface-alt ${draggingLesson?.id === lesson.id ? "opacity-60" : ""}`}
                  >
                    <GripVertical className="size-4 cursor-grab text-ink-muted" aria-hidden />
                    <Link to={lessonPath(lesson.id)} className="me-auto min-w-0 text-sm font-medium text-primary-dark underline-offset-2 hover:underline">
                      {l + 1}. {lesson.title}
                    </Link>
                    <span className="text-xs text-ink-muted">{lesson.blocks.length} blocks</span>
                    <Button variant="ghost" size="icon" aria-label={`Move lesson ${lesson.title} up`} disabled={l === 0 || lessonOps.isPending} onClick={() => lessonOps.mutate({ op: "order", chapter: chapter.id, ids: moved(lessonIds, l, l - 1) }, { onError: fail("reorder the lessons") })}>
                      <ArrowUp aria-hidden />
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Move lesson ${lesson.title} down`}
                      disabled={l === chapter.lessons.length - 1 || lessonOps.isPending}
                      onClick={() => lessonOps.mutate({ op: "order", chapter: chapter.id, ids: moved(lessonIds, l, l + 1) }, { onError: fail("reorder the lessons") })}
                    >
                      <ArrowDown aria-hidden />
                    </Button>
                    <Button variant="ghost" size="icon" aria-label={`Delete lesson ${lesson.title}`} onClick={() => setRemoving({ kind: "lesson", id: lesson.id, title: lesson.title })}>
                      <Trash2 aria-hidden />
                    </Button>
                  </li>
                ))}
              </ol>
              <div className="ps-5">
                <AddForm label="Add lesson" placeholder="New lesson title" pending={lessonOps.isPending} onAdd={(title) => lessonOps.mutateAsync({ op: "add", chapter: chapter.id, title }).catch(fail("add the lesson"))} />
              </div>
            </li>
          );
        })}
      </ol>
      <AddForm label="Add chapter" placeholder="New chapter title" pending={chapterOps.isPending} onAdd={(title) => chapterOps.mutateAsync({ op: "add", title }).catch(fail("add the chapter"))} />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={removing?.kind === "chapter" ? "Delete this chapter?" : "Delete this lesson?"}
        description={removing ? `"${removing.title}"${removing.kind === "chapter" ? " and all its lessons" : ""} will be deleted with learners' progress in it. This cannot be undone.` : undefined}
        confirmLabel="Delete"
        pending={chapterOps.isPending || lessonOps.isPending}
        onConfirm={() => {
          if (!removing) return;
          const done = { onSuccess: () => setRemoving(null), onError: fail("delete it") };
          if (removing.kind === "chapter") chapterOps.mutate({ op: "delete", id: removing.id }, done);
          else lessonOps.mutate({ op: "delete", id: removing.id }, done);
        }}
      />
    </section>
  );
}
