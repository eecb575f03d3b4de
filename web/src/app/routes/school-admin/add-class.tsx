import { useState } from "react";
import { Link, useParams } from "react-router";
import { ArrowLeft, Users } from "lucide-react";
import type { AdminClass } from "@contracts/school-admin";
import { paths } from "@/config/paths";
import { Button } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page-header";
import { ErrorState, LoadingState } from "@/components/ui/query-states";
import { useClass } from "@/features/school-admin/api/get-class";
import { ClassCodePanel } from "@/features/school-admin/components/class-code-panel";
import { ClassCreated } from "@/features/school-admin/components/class-created";
import { ClassForm } from "@/features/school-admin/components/class-form";

/** /admin/addclass and /admin/addclass/:classId: add a class (then show its code), or edit one. */
export default function AddClassPage() {
  const { classId } = useParams();
  return (
    <div className="grid gap-6">
      <Link to={paths.schoolAdmin.classes} className="flex w-fit items-center gap-2 text-sm text-ink-muted hover:text-ink">
        <ArrowLeft className="size-4" aria-hidden /> All classes
      </Link>
      {classId ? <EditClass key={classId} classId={classId} /> : <NewClass />}
    </div>
  );
}

function NewClass() {
  const [created, setCreated] = useState<AdminClass | null>(null);
  return (
    <>
      <PageHeader title="Add class" description="A class code is generated for the new class; students use it to sign in." />
      {created ? <ClassCreated cls={created} onAddAnother={() => setCreated(null)} /> : <ClassForm onCreated={setCreated} />}
    </>
  );
}

function EditClass({ classId }: { classId: string }) {
  const cls = useClass(classId);
  if (cls.isPending)
    return (
      <>
        <PageHeader title="Edit class" />
        <LoadingState label="Loading class" />
      </>
    );
  if (cls.isError)
    return (
      <>
        <PageHeader title="Edit class" />
        <ErrorState error={cls.error} title="Could not load this class" />
      </>
    );
  return (
    <>
      <PageHeader
        title="Edit class"
        description={`${cls.data.name} · ${cls.data.student_count} ${cls.data.student_count === 1 ? "student" : "students"}`}
        actions={
          <Button variant="outline" asChild>
            <Link to={paths.schoolAdmin.classStudents(cls.data.id)}>
              <Users aria-hidden /> Students
            </Link>
          </Button>
        }
      />
      <ClassCodePanel cls={cls.data} />
      <ClassForm key={cls.data.id} cls={cls.data} />
    </>
  );
}
