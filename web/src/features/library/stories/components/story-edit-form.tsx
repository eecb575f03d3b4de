import { useState, type ChangeEvent } from "react";
import { Trans, useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useQueryClient } from "@tanstack/react-query";
import { toast } from "@/lib/toast";
import { Save, Send, Trash2 } from "lucide-react";
import { storyUpdateSchema, type StoryOut } from "@contracts/stories";
import type { UserProfile } from "@contracts/users";
import { paths } from "@/config/paths";
import { ApiError, errorMessage } from "@/lib/api-client";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { FormField } from "@/components/ui/form-field";
import { FormSection } from "@/components/ui/form-section";
import { Input } from "@/components/ui/input";
import { approveStory } from "../api/approve-story";
import { useDeleteStory } from "../api/delete-story";
import { storeStory, updateStory } from "../api/update-story";
import { draftOf, type StoryDraft } from "../hooks/use-autosave";
import { canChooseClass, canPublishDirectly } from "../lib/story-rules";
import { ClassChoice } from "./class-choice";
import { StoryBodyField } from "./story-body-field";
import { StoryStatusBadge } from "./story-status-badge";
import { VisibilityChoice } from "./visibility-choice";
import { StoryCoverField } from "./story-cover-field";
import { StoryLanguageField } from "./story-language-field";
import { isolate } from "@/lib/bidi";

type FieldErrors = Partial<Record<keyof StoryDraft, string>>;

/** /storyedit?slug=…: change a story, send it for review (or publish it, for reviewers), or delete it. */
export function StoryEditForm({ story, user }: { story: StoryOut; user: UserProfile }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const navigate = useNavigate();
  const [current, setCurrent] = useState(story);
  const [draft, setDraft] = useState<StoryDraft>(() => draftOf(story));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState<"save" | "submit" | null>(null);
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteStory();
  const publishes = canPublishDirectly(user);
  const canSubmit = current.status !== "published" && (publishes || current.status !== "pending_review");

  const edit = <K extends keyof StoryDraft>(key: K, value: StoryDraft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const save = async (action: "save" | "submit") => {
    setFailure(null);
    // Only what changed: an unchanged class is not checked again, an unchanged body not re-sanitised.
    const saved = draftOf(current);
    const changes = Object.fromEntries(Object.entries(draft).filter(([k, v]) => saved[k as keyof StoryDraft] !== v));
    const parsed = storyUpdateSchema.safeParse(action === "submit" ? { ...changes, status: "pending_review" } : changes);
    if (!parsed.success) {
      const fields: FieldErrors = {};
      for (const issue of parsed.error.issues) fields[issue.path[0] as keyof StoryDraft] ??= issue.message;
      setErrors(fields);
      return;
    }
    setBusy(action);
    try {
      let out = await updateStory(story.id, parsed.data);
      if (action === "submit" && publishes && out.status === "pending_review") out = await approveStory(out.id);
      storeStory(client, out);
      setCurrent(out);
      toast.success(action === "save" ? t("Your changes are saved.") : out.status === "published" ? t("The story is published.") : t("Your story was sent for review."));
    } catch (err) {
      const fields = err instanceof ApiError ? err.fields : {};
      const known = Object.fromEntries(Object.entries(fields).filter(([k, m]) => k in draft && m[0]).map(([k, m]) => [k, m[0]]));
      setErrors(known);
      setFailure(errorMessage(err));
    } finally {
      setBusy(null);
    }
  };

  const onTitle = (e: ChangeEvent<HTMLInputElement>) => edit("title", e.target.value);
  const onBody = (html: string) => edit("body_html", html);
  const onVisibility = (v: StoryDraft["visibility"]) => edit("visibility", v);
  const onClass = (v: string) => edit("class_id", v);
  const onLanguage = (v: string) => edit("language", v);
  const submit = () => void save("submit");

  const confirmDelete = async () => {
    try {
      await remove.mutateAsync(story.id);
      setConfirming(false);
      toast.success(t("“{{title}}” was deleted.", { title: isolate(current.title) }));
      void navigate(paths.storyEditList);
    } catch (err) {
      setConfirming(false);
      setFailure(errorMessage(err, t("The story could not be deleted. Please try again.")));
    }
  };

  return (
    <form
      noValidate
      className="grid gap-6"
      onSubmit={(e) => {
        e.preventDefault();
        void save("save");
      }}
    >
      <p className="flex flex-wrap items-center gap-2 text-sm text-ink-muted">
        {t("Status:")} <StoryStatusBadge story={current} />
      </p>
      {current.status === "rejected" && current.rejection_reason ? (
        <Alert tone="error">
          <p className="font-semibold">{t("Your story was sent back to you")}</p>
          <p>
            {/* The reviewer's words in their own direction: in Arabic "السبب:" then the English reason, its full stop at its end. */}
            <Trans i18nKey="Reason: <0>{{reason}}</0>" values={{ reason: current.rejection_reason }} components={[<bdi key="reason" />]} />
          </p>
          <p>{t("Change it, then press Submit for review to send it again.")}</p>
        </Alert>
      ) : null}
      <FormSection title={t("Story")} description={t("Changes are saved when you press Save changes.")}>
        <FormField label={t("Title")} error={errors.title}>
          <Input dir="auto" value={draft.title} onChange={onTitle} autoComplete="off" />
        </FormField>
        <StoryLanguageField value={draft.language} onChange={onLanguage} error={errors.language} />
        <StoryCoverField story={current} />
        <StoryBodyField value={draft.body_html} onChange={onBody} error={errors.body_html} />
        <VisibilityChoice name="story-visibility" value={draft.visibility} onChange={onVisibility} error={errors.visibility} />
        {canChooseClass(user) ? <ClassChoice value={draft.class_id} onChange={onClass} error={errors.class_id} /> : null}
      </FormSection>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={busy !== null}>
          <Save aria-hidden /> {busy === "save" ? t("Saving…") : t("Save changes")}
        </Button>
        {canSubmit ? (
          <Button type="button" variant="secondary" disabled={busy !== null} onClick={submit}>
            <Send aria-hidden /> {busy === "submit" ? t("Sending…") : publishes ? t("Publish story") : t("Submit for review")}
          </Button>
        ) : null}
        <Button type="button" variant="danger" className="sm:ms-auto" onClick={() => setConfirming(true)}>
          <Trash2 aria-hidden /> {t("Delete story")}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t("Delete this story?")}
        description={t("“{{title}}” will be removed for good. This cannot be undone.", { title: isolate(current.title) })}
        confirmLabel={t("Delete story")}
        pendingLabel={t("Deleting…")}
        pending={remove.isPending}
        onConfirm={() => void confirmDelete()}
      />
    </form>
  );
}
