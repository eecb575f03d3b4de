import { useState } from "react";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { COURSE_KINDS, type CourseKind } from "@contracts/learning";
import { ApiError, errorMessage } from "@/lib/api-client";
import { Alert } from "@/components/ui/alert";
import { BackLink } from "@/components/ui/back-link";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { PageHeader } from "@/components/ui/page-header";
import { Select } from "@/components/ui/select";
import { ContentLanguageOptions } from "@/components/forms/content-language-options";
import { currentLocale } from "@/lib/i18n";
import { createCourse, useAuthoring } from "../../api/course-editor";

/** A new course starts as a draft with a title; the editor adds the rest. */
export function CourseCreateForm({ listPath, editPath, scopeNote }: { listPath: string; editPath: (id: string) => string; scopeNote: string }) {
  const { t } = useTranslation();
  const [title, setTitle] = useState("");
  const [intro, setIntro] = useState("");
  const [kind, setKind] = useState<CourseKind>("course");
  // A new course starts in its author's interface language; they change it if they write in another.
  const [language, setLanguage] = useState<string>(currentLocale());
  const navigate = useNavigate();
  const create = useAuthoring("new", () => createCourse({ title, intro, kind, language: language || null }));
  const fields = create.error instanceof ApiError ? (create.error.fields ?? {}) : {};
  return (
    <div className="grid max-w-2xl gap-6">
      <BackLink to={listPath}>{t("All courses")}</BackLink>
      <PageHeader title={t("New course")} description={scopeNote} />
      <form
        className="grid gap-4 rounded-xl border border-line-muted bg-surface p-4"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          create.mutate(undefined, { onSuccess: (c) => navigate(editPath(c.id)) });
        }}
      >
        {create.isError && !Object.keys(fields).length ? <Alert tone="error">{errorMessage(create.error, t("Could not create the course."))}</Alert> : null}
        <FormField label={t("Title")} error={fields.title?.[0]}>
          <Input value={title} maxLength={255} onChange={(e) => setTitle(e.target.value)} required />
        </FormField>
        <FormField label={t("Introduction")} hint={t("One sentence for the course card.")} error={fields.intro?.[0]}>
          <Input value={intro} maxLength={300} onChange={(e) => setIntro(e.target.value)} />
        </FormField>
        <FormField label={t("Language")} hint={t("The language the course and its lessons are written in.")} error={fields.language?.[0]}>
          <Select value={language} onChange={(e) => setLanguage(e.target.value)}>
            <ContentLanguageOptions current={language} blank={t("Not given")} />
          </Select>
        </FormField>
        <FormField label={t("Kind")}>
          <Select value={kind} onChange={(e) => setKind(e.target.value as CourseKind)}>
            {COURSE_KINDS.map((k) => (
              <option key={k} value={k}>
                {k === "course" ? t("Course for learners") : t("Teacher training")}
              </option>
            ))}
          </Select>
        </FormField>
        <div className="flex justify-end">
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? t("Creating…") : t("Create draft")}
          </Button>
        </div>
      </form>
    </div>
  );
}
