import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { zodResolver } from "@hookform/resolvers/zod";
import { useNavigate } from "react-router";
import { z } from "zod";
import { ArrowRight } from "lucide-react";
import { storyCreateSchema } from "@contracts/stories";
import { paths } from "@/config/paths";
import { errorMessage } from "@/lib/api-client";
import { applyFieldErrors, oneOf } from "@/lib/form-data";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { FormSection } from "@/components/ui/form-section";
import { Input } from "@/components/ui/input";
import { useCreateStory } from "../api/create-story";
import { VisibilityChoice } from "./visibility-choice";
import { StoryLanguageField } from "./story-language-field";
import { currentLocale } from "@/lib/i18n";

/** The contract's title and visibility, the visibility chosen up front. */
const startSchema = z.object({ title: storyCreateSchema.shape.title, visibility: storyCreateSchema.shape.visibility.unwrap(), language: storyCreateSchema.shape.language });
type StartInput = z.input<typeof startSchema>;
type StartOutput = z.output<typeof startSchema>;

/** /upload-blog: name the story and choose who can read it; it is saved as a draft and the writer opens. */
export function StoryStartForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateStory();
  const { register, control, handleSubmit, setError, formState } = useForm<StartInput, unknown, StartOutput>({
    resolver: zodResolver(startSchema),
    // A new story starts in the author's interface language; they change it if they write in another.
    defaultValues: { title: "", visibility: "private", language: currentLocale() },
  });
  const { errors } = formState;
  const titleField = register("title");

  const submit = handleSubmit(async (values) => {
    try {
      const story = await create.mutateAsync({ ...values, body_html: "", status: "draft" });
      void navigate(paths.uploadBlogSteps(story.slug));
    } catch (err) {
      applyFieldErrors(err, setError, oneOf(["title", "visibility", "language"]));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-6">
      <FormSection title={t("Your story")} description={t("You can change all of this later, while you write.")}>
        <FormField label={t("Title")} error={errors.title?.message} hint={t("A short title that makes people want to read it.")}>
          <Input dir="auto" {...titleField} autoComplete="off" />
        </FormField>
        <Controller control={control} name="language" render={({ field }) => <StoryLanguageField value={typeof field.value === "string" ? field.value : ""} onChange={field.onChange} error={errors.language?.message} />} />
        <Controller control={control} name="visibility" render={({ field }) => <VisibilityChoice name="visibility" value={field.value} onChange={field.onChange} error={errors.visibility?.message} />} />
      </FormSection>
      {create.isError && Object.keys(errors).length === 0 ? <Alert tone="error">{errorMessage(create.error)}</Alert> : null}
      <div>
        <Button type="submit" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t("Creating…") : t("Start writing")} <ArrowRight aria-hidden />
        </Button>
      </div>
    </form>
  );
}
