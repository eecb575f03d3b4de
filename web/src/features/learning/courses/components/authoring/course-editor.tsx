import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { toast } from "@/lib/toast";
import { Eye } from "lucide-react";
import { paths } from "@/config/paths";
import { errorMessage } from "@/lib/api-client";
import { Badge } from "@/components/ui/badge";
import { BackLink } from "@/components/ui/back-link";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { PageHeader } from "@/components/ui/page-header";
import { ErrorState, LoadingState } from "@/components/ui/query-states";
import { deleteCourse, updateCourse, useAuthoring, useCourseEditor } from "../../api/course-editor";
import { CourseDetailsForm } from "./course-details-form";
import { CourseOutlineEditor } from "./course-outline-editor";
import { MediaUpload } from "./media-upload";

/**
 * The course editor: publish or unpublish, preview as a learner, details, the teaching program and
 * the chapters and lessons. Drafts are invisible to learners.
 */
export function CourseEditor({ courseId, listPath, lessonPath }: { courseId: string; listPath: string; lessonPath: (lessonId: string) => string }) {
  const { t } = useTranslation();
  const query = useCourseEditor(courseId);
  const navigate = useNavigate();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const status = useAuthoring(courseId, (next: "draft" | "published") => updateCourse(courseId, { status: next }));
  const program = useAuthoring(courseId, (mediaId: string) => updateCourse(courseId, { program_media_id: mediaId }));
  const remove = useAuthoring(courseId, () => deleteCourse(courseId));
  if (query.isPending) return <LoadingState label={t("Loading the course")} />;
  if (query.isError) return <ErrorState error={query.error} title={t("Could not load this course")} />;
  const course = query.data;
  const published = course.status === "published";
  const lessons = course.chapters.reduce((n, c) => n + c.lessons.length, 0);
  const toggleStatus = () =>
    status.mutate(published ? "draft" : "published", {
      onSuccess: () => toast.success(published ? t("The course is a draft again") : t("The course is published")),
      onError: (err) => toast.error(errorMessage(err, t("Could not change the course's status."))),
    });

  return (
    <div className="grid gap-6">
      <BackLink to={listPath}>{t("All courses")}</BackLink>
      <PageHeader
        title={course.title}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <Badge variant={published ? "success" : "warning"}>{published ? t("Published") : t("Draft: learners cannot see it")}</Badge>
            <span>
              {t("{{count}} chapters", { count: course.chapters.length })} · {t("{{count}} lessons", { count: lessons })}
            </span>
          </span>
        }
        actions={
          <>
            <Button asChild variant="outline">
              <Link to={paths.learning.course(course.slug, course.kind)}>
                <Eye aria-hidden /> {t("Preview as a learner")}
              </Link>
            </Button>
            <Button
              variant={published ? "outline" : "default"}
              disabled={status.isPending || (!published && lessons === 0)}
              title={!published && lessons === 0 ? t("Add a lesson before publishing") : undefined}
              onClick={toggleStatus}
            >
              {published ? t("Unpublish") : t("Publish")}
            </Button>
            <Button variant="danger" onClick={() => setConfirmDelete(true)}>
              {t("Delete")}
            </Button>
          </>
        }
      />
      <CourseDetailsForm key={course.id} course={course} />
      <section aria-labelledby="program-heading" className="grid gap-2 rounded-xl border border-line-muted bg-surface p-4">
        <h2 id="program-heading" className="text-lg font-bold text-ink">
          {t("Teaching program")}
        </h2>
        <p className="text-sm text-ink-muted">{t("A free download on the course page: the plan for teaching it in class.")}</p>
        <MediaUpload
          courseId={course.id}
          kind="program"
          label={t("Teaching program file")}
          current={course.media.find((m) => m.id === course.program_media_id) ?? null}
          onUploaded={(m) => program.mutate(m.id, { onSuccess: () => toast.success(t("Teaching program saved")), onError: (err) => toast.error(errorMessage(err, t("Could not save it."))) })}
        />
      </section>
      <CourseOutlineEditor course={course} lessonPath={lessonPath} />
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={t("Delete this course?")}
        description={t("Its chapters, lessons and files are deleted. A course with enrolled learners cannot be deleted: unpublish it instead.")}
        confirmLabel={t("Delete the course")}
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              toast.success(t("Course deleted"));
              navigate(listPath);
            },
            onError: (err) => {
              setConfirmDelete(false);
              toast.error(errorMessage(err, t("Could not delete the course.")));
            },
          })
        }
      />
    </div>
  );
}
