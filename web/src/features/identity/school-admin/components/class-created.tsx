import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { CircleCheck, Plus, UserPlus } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { AdminClass } from "@contracts/school-admin";
import { paths } from "@/config/paths";
import { Button } from "@/components/ui/button";
import { ClassCode } from "./class-code";

/** Shown once a class is created: its new code, big, and where to go next. */
export function ClassCreated({ cls, onAddAnother }: { cls: AdminClass; onAddAnother: () => void }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby="class-created-title" className="grid gap-4 rounded-xl border border-green-300 bg-surface p-4 shadow-sm sm:p-6">
      <div className="flex items-start gap-3">
        <CircleCheck className="mt-0.5 size-6 shrink-0 text-success" aria-hidden />
        <div className="grid gap-1">
          <h2 id="class-created-title" ref={heading} tabIndex={-1} className="text-lg font-semibold text-ink">
            {t("{{class}} is ready", { class: cls.name })}
          </h2>
          <p className="text-sm text-ink-muted">{t("Students sign in with this class code. Share it with the class, or print QR login cards once students are added.")}</p>
        </div>
      </div>
      <div className="grid gap-1">
        <p className="text-sm font-medium text-ink">{t("Class code")}</p>
        <ClassCode code={cls.code} size="lg" />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button asChild>
          <Link to={paths.schoolAdmin.classStudents(cls.id)}>
            <UserPlus aria-hidden /> {t("Add students")}
          </Link>
        </Button>
        <Button variant="outline" asChild>
          <Link to={paths.schoolAdmin.addClass(cls.id)}>{t("Edit class")}</Link>
        </Button>
        <Button variant="ghost" onClick={onAddAnother}>
          <Plus aria-hidden /> {t("Add another class")}
        </Button>
      </div>
    </section>
  );
}
