import { useState } from "react";
import { Link, useParams } from "react-router";
import { Users } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { AdminClass } from "@contracts/school-admin";
import { paths } from "@/config/paths";
import { BackLink } from "@/components/ui/back-link";
import { Button } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page-header";
import { LoadedRecord } from "@/components/ui/loaded-record";
import { useClass } from "@/features/identity/school-admin/api/get-class";
import { ClassCodePanel } from "@/features/identity/school-admin/components/class-code-panel";
import { ClassCreated } from "@/features/identity/school-admin/components/class-created";
import { ClassForm } from "@/features/identity/school-admin/components/class-form";

/** /admin/addclass and /admin/addclass/:classId: add a class (then show its code), or edit one. */
export default function AddClassPage() {
  const { t } = useTranslation();
  const { classId } = useParams();
  return (
    <div className="grid gap-6">
      <BackLink to={paths.schoolAdmin.classes}>{t("All classes")}</BackLink>
      {classId ? <EditClass key={classId} classId={classId} /> : <NewClass />}
    </div>
  );
}

function NewClass() {
  const { t } = useTranslation();
  const [created, setCreated] = useState<AdminClass | null>(null);
  return (
    <>
      <PageHeader title={t("Add class")} description={t("A class code is generated for the new class; students use it to sign in.")} />
      {created ? <ClassCreated cls={created} onAddAnother={() => setCreated(null)} /> : <ClassForm onCreated={setCreated} />}
    </>
  );
}

function EditClass({ classId }: { classId: string }) {
  const { t } = useTranslation();
  const cls = useClass(classId);
  return (
    <LoadedRecord query={cls} title={t("Edit class")} loadingLabel={t("Loading class")} errorTitle={t("Could not load this class")}>
      {(loaded) => (
        <>
          <PageHeader
            title={t("Edit class")}
            description={t("{{class}} · {{count}} students", { class: loaded.name, count: loaded.student_count })}
            actions={
              <Button variant="outline" asChild>
                <Link to={paths.schoolAdmin.classStudents(loaded.id)}>
                  <Users aria-hidden /> {t("Students")}
                </Link>
              </Button>
            }
          />
          <ClassCodePanel cls={loaded} />
          <ClassForm key={loaded.id} cls={loaded} />
        </>
      )}
    </LoadedRecord>
  );
}
