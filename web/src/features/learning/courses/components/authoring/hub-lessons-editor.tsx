import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import type { HubLessonOut } from "@contracts/learning";
import { toast } from "@/lib/toast";
import { errorMessage } from "@/lib/api-client";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Select } from "@/components/ui/select";
import { useCourseData } from "../../api/get-course-data";
import { useCourses } from "../../api/get-courses";
import { moved } from "../../lib/reorder";

export interface PickedLesson {
  id: string;
  title: string;
  course_title: string;
}

/** Lessons of one published course, by chapter, each with "Add" (or "In the hub"). */
function CourseLessonPicker({ slug, picked, onAdd }: { slug: string; picked: Set<string>; onAdd: (l: PickedLesson) => void }) {
  const { t } = useTranslation();
  const course = useCourseData(slug);
  if (course.isPending) return <p className="text-sm text-ink-muted">{t("Loading the lessons…")}</p>;
  if (course.isError) return <p className="text-sm text-danger">{t("Could not load this course's lessons.")}</p>;
  return (
    <div className="grid gap-3">
      {course.data.chapters.map((chapter) => (
        <div key={chapter.id} className="grid gap-1">
          <h4 className="text-sm font-semibold text-ink">{chapter.title}</h4>
          <ul className="grid gap-1">
            {chapter.lessons.map((lesson) => (
              <li key={lesson.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-line-muted px-3 py-1.5">
                <span className="text-sm">{lesson.title}</span>
                <Button type="button" size="sm" variant="outline" disabled={picked.has(lesson.id)} aria-label={t("Add {{title}}", { title: lesson.title })} onClick={() => onAdd({ id: lesson.id, title: lesson.title, course_title: course.data.title })}>
                  {picked.has(lesson.id) ? (
                    t("In the hub")
                  ) : (
                    <>
                      <Plus aria-hidden /> {t("Add")}
                    </>
                  )}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

/**
 * The lessons a hub shows, in order: add them from published courses, move them with the arrow
 * buttons (keyboard and pointer alike), remove them; "Save lessons" replaces the hub's list.
 */
export function HubLessonsEditor({ lessons, onSave }: { lessons: HubLessonOut[]; onSave: (ids: string[]) => Promise<unknown> }) {
  const { t } = useTranslation();
  const [list, setList] = useState<PickedLesson[]>(() => lessons.map((l) => ({ id: l.id, title: l.title, course_title: l.course_title })));
  const [course, setCourse] = useState("");
  const [saving, setSaving] = useState(false);
  const [announce, setAnnounce] = useState("");
  const courses = useCourses({ limit: 100 });
  const dirty = list.map((l) => l.id).join() !== lessons.map((l) => l.id).join();

  const move = (from: number, to: number) => {
    setList((l) => moved(l, from, to));
    setAnnounce(t("{{title}} moved to position {{position}} of {{total}}", { title: list[from].title, position: to + 1, total: list.length }));
  };
  const save = async () => {
    setSaving(true);
    try {
      await onSave(list.map((l) => l.id));
      toast.success(t("The hub's lessons are saved"));
    } catch (err) {
      toast.error(errorMessage(err, t("Could not save the lessons.")));
    } finally {
      setSaving(false);
    }
  };

  return (
    <section aria-labelledby="hub-lessons-heading" className="grid gap-4 rounded-xl border border-line-muted bg-surface p-4">
      <h2 id="hub-lessons-heading" className="text-lg font-bold text-ink">
        {t("Lessons in this hub")}
      </h2>
      <p className="sr-only" aria-live="polite">
        {announce}
      </p>
      {list.length === 0 ? <p className="text-sm text-ink-muted">{t("No lessons yet: add them from a course below.")}</p> : null}
      <ol className="grid gap-2" aria-label={t("Hub lessons in order")}>
        {list.map((lesson, i) => (
          <li key={lesson.id} className="flex flex-wrap items-center gap-2 rounded-md border border-line-muted px-3 py-2">
            <span className="w-6 text-sm font-semibold text-ink-muted">{i + 1}.</span>
            <span className="min-w-0 flex-1">
              <span className="block font-medium text-ink">{lesson.title}</span>
              <span className="block text-xs text-ink-muted">{lesson.course_title}</span>
            </span>
            <Button type="button" size="icon" variant="ghost" aria-label={t("Move {{title}} up", { title: lesson.title })} disabled={i === 0} onClick={() => move(i, i - 1)}>
              <ArrowUp aria-hidden />
            </Button>
            <Button type="button" size="icon" variant="ghost" aria-label={t("Move {{title}} down", { title: lesson.title })} disabled={i === list.length - 1} onClick={() => move(i, i + 1)}>
              <ArrowDown aria-hidden />
            </Button>
            <Button type="button" size="icon" variant="ghost" aria-label={t("Remove {{title}}", { title: lesson.title })} onClick={() => setList((l) => l.filter((x) => x.id !== lesson.id))}>
              <Trash2 aria-hidden />
            </Button>
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap items-center justify-end gap-2">
        {dirty ? <span className="text-sm text-ink-muted">{t("Unsaved changes")}</span> : null}
        <Button type="button" onClick={() => void save()} disabled={saving || !dirty}>
          {saving ? t("Saving…") : t("Save lessons")}
        </Button>
      </div>
      <div className="grid gap-3 border-t border-line-muted pt-4">
        <h3 className="font-semibold text-ink">{t("Add lessons")}</h3>
        <FormField label={t("From the course")} hint={t("Published courses this hub's site shows.")}>
          <Select value={course} onChange={(e) => setCourse(e.target.value)}>
            <option value="">{t("Choose a course")}</option>
            {(courses.data?.results ?? []).map((c) => (
              <option key={c.id} value={c.slug}>
                {c.title}
              </option>
            ))}
          </Select>
        </FormField>
        {course ? <CourseLessonPicker slug={course} picked={new Set(list.map((l) => l.id))} onAdd={(l) => setList((cur) => [...cur, l])} /> : null}
      </div>
    </section>
  );
}
