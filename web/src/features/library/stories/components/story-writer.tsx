import { useEffect, useRef, useState, type ChangeEvent } from "react";
import { Link } from "react-router";
import { Trans, useTranslation } from "react-i18next";
import { useQueryClient } from "@tanstack/react-query";
import { ArrowLeft, ArrowRight, Send } from "lucide-react";
import { STORY_MESSAGES, storyUpdateSchema, type StoryOut } from "@contracts/stories";
import type { UserProfile } from "@contracts/users";
import { paths } from "@/config/paths";
import { msg } from "@/lib/i18n";
import { ApiError, errorMessage } from "@/lib/api-client";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { approveStory } from "../api/approve-story";
import { storeStory, updateStory } from "../api/update-story";
import { DraftInvalidError, draftOf, useAutosave, type StoryDraft } from "../hooks/use-autosave";
import { htmlHasText } from "@/components/editor/editor-html";
import { VISIBILITY_CHOICES } from "../lib/labels";
import { canChooseClass, canPublishDirectly } from "../lib/story-rules";
import { ClassChoice } from "./class-choice";
import { SaveIndicator } from "./save-indicator";
import { StepProgress } from "./step-progress";
import { StoryBodyField } from "./story-body-field";
import { StoryPreview } from "./story-preview";
import { StoryStatusBadge } from "./story-status-badge";
import { VisibilityChoice } from "./visibility-choice";
import { StoryLanguageField } from "./story-language-field";
import { StoryCoverField } from "./story-cover-field";

export const WRITER_STEPS = [msg("Title"), msg("Write"), msg("Visibility & preview"), msg("Submit")] as const;
const STEP_HEADINGS = [msg("Give your story a title"), msg("Tell your story"), msg("Choose who can read it"), msg("Send your story")] as const;
type FieldErrors = Partial<Record<keyof StoryDraft, string>>;

/** What must be true before leaving a step, checked with the contract's own messages. */
function checkStep(step: number, draft: StoryDraft): FieldErrors {
  if (step === 0) {
    const title = storyUpdateSchema.shape.title.safeParse(draft.title);
    return title.success ? {} : { title: title.error.issues[0].message };
  }
  if (step === 1) {
    if (!htmlHasText(draft.body_html)) return { body_html: STORY_MESSAGES.bodyRequired };
    const body = storyUpdateSchema.shape.body_html.safeParse(draft.body_html);
    return body.success ? {} : { body_html: body.error.issues[0].message };
  }
  return {};
}

/**
 * /uploadblogsteps/{slug}: title → write → visibility & preview → submit, with the draft saved
 * as the author goes. Students and teachers send the story for review; school admins and staff
 * (who review stories) publish it at once.
 */
export function StoryWriter({ story, user }: { story: StoryOut; user: UserProfile }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [step, setStep] = useState(0);
  const [draft, setDraft] = useState<StoryDraft>(() => draftOf(story));
  const { state, flush, stored } = useAutosave(story, draft);
  const [stepErrors, setStepErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<StoryOut | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const publishes = canPublishDirectly(user);

  useEffect(() => {
    // Move focus to the new step's heading, but not on first render.
    if (moved.current) heading.current?.focus();
    moved.current = true;
  }, [step, done]);

  const saveErrors: FieldErrors = state.status === "invalid" ? state.fields : {};
  const errors: FieldErrors = { ...saveErrors, ...stepErrors };
  const edit = <K extends keyof StoryDraft>(key: K, value: StoryDraft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setStepErrors(({ [key]: _fixed, ...rest }) => rest);
  };
  const onTitle = (e: ChangeEvent<HTMLInputElement>) => edit("title", e.target.value);
  const onBody = (html: string) => edit("body_html", html);
  const onVisibility = (v: StoryDraft["visibility"]) => edit("visibility", v);
  const onClass = (v: string) => edit("class_id", v);
  const onLanguage = (v: string) => edit("language", v);

  const saveThen = async (next: () => Promise<void> | void) => {
    setFailure(null);
    setBusy(true);
    try {
      await flush();
      await next();
    } catch (err) {
      if (err instanceof ApiError && err.fields.body_html?.[0]) setStepErrors({ body_html: err.fields.body_html[0] });
      if (!(err instanceof DraftInvalidError)) setFailure(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  const goNext = () => {
    const problems = checkStep(step, draft);
    setStepErrors(problems);
    if (Object.keys(problems).length > 0) return;
    void saveThen(() => setStep((s) => s + 1));
  };

  const submit = () =>
    saveThen(async () => {
      let out = await updateStory(story.id, { status: "pending_review" });
      if (publishes && out.status === "pending_review") out = await approveStory(out.id);
      storeStory(client, out);
      setDone(out);
    });

  if (done) {
    return (
      <Card>
        <CardContent className="grid gap-4 pt-6">
          <h2 ref={heading} tabIndex={-1} className="text-xl font-bold text-ink outline-none">
            {done.status === "published" ? t("Your story is published!") : t("Your story was sent for review")}
          </h2>
          <p className="flex flex-wrap items-center gap-2 text-sm text-ink-muted">
            <Trans i18nKey="“{{title}}” is now <0></0>" values={{ title: done.title }} components={[<StoryStatusBadge key="status" story={done} />]} />
          </p>
          {done.status !== "published" ? <p className="text-sm text-ink">{t("A teacher or school admin will read it soon. You can still change it until it is published.")}</p> : null}
          <div className="flex flex-wrap gap-3">
            <Button asChild>
              <Link to={paths.dashboard}>{t("Go to your dashboard")}</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to={paths.uploadBlog}>{t("Write another story")}</Link>
            </Button>
          </div>
        </CardContent>
      </Card>
    );
  }

  const visibility = VISIBILITY_CHOICES.find((v) => v.value === draft.visibility);
  return (
    <div className="grid gap-4">
      <StepProgress steps={WRITER_STEPS.map((s) => t(s))} current={step} />
      <Card>
        <CardContent className="grid gap-4 pt-6">
          <h2 ref={heading} tabIndex={-1} className="text-xl font-bold text-ink outline-none">
            {t(STEP_HEADINGS[step])}
          </h2>

          {step === 0 ? (
            <>
              <FormField label={t("Title")} error={errors.title} hint={t("A short title that makes people want to read it.")}>
                <Input dir="auto" value={draft.title} onChange={onTitle} autoComplete="off" />
              </FormField>
              <StoryLanguageField value={draft.language} onChange={onLanguage} error={errors.language} />
              <StoryCoverField story={story} />
            </>
          ) : null}

          {step === 1 ? <StoryBodyField value={draft.body_html} onChange={onBody} error={errors.body_html} /> : null}

          {step === 2 ? (
            <>
              <VisibilityChoice name="story-visibility" value={draft.visibility} onChange={onVisibility} error={errors.visibility} />
              {canChooseClass(user) ? <ClassChoice value={draft.class_id} onChange={onClass} error={errors.class_id} /> : null}
              <h3 className="text-lg font-semibold text-ink">{t("Preview")}</h3>
              <StoryPreview story={{ ...stored.current, title: draft.title, language: draft.language || null }} headingLevel={3} />
            </>
          ) : null}

          {step === 3 ? (
            <div className="grid gap-3 text-sm text-ink">
              {visibility ? (
                <p>
                  <Trans i18nKey={visibility.willBe} values={{ title: draft.title, help: t(visibility.help) }} components={[<strong key="title" />]} />
                </p>
              ) : null}
              <p>{publishes ? t("As a school admin you review stories, so it will be published straight away.") : t("A teacher or school admin reads every story before it appears in the library.")}</p>
              {errors.body_html ? (
                <Alert tone="error">
                  {t(errors.body_html)}{" "}
                  <button type="button" className="font-semibold underline" onClick={() => setStep(1)}>
                    {t("Go back to writing")}
                  </button>
                </Alert>
              ) : null}
            </div>
          ) : null}

          {failure ? <Alert tone="error">{failure}</Alert> : null}

          <div className="flex flex-wrap items-center justify-between gap-3 border-t border-line-muted pt-4">
            <SaveIndicator state={state} />
            <div className="flex flex-wrap gap-2">
              {step > 0 ? (
                <Button type="button" variant="outline" onClick={() => setStep((s) => s - 1)} disabled={busy}>
                  <ArrowLeft aria-hidden /> {t("Back")}
                </Button>
              ) : null}
              {step < WRITER_STEPS.length - 1 ? (
                <Button type="button" onClick={goNext} disabled={busy}>
                  {t("Next")} <ArrowRight aria-hidden />
                </Button>
              ) : (
                <Button type="button" onClick={() => void submit()} disabled={busy}>
                  <Send aria-hidden /> {busy ? t("Sending…") : publishes ? t("Publish story") : t("Submit for review")}
                </Button>
              )}
            </div>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
