import { useState } from "react";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { toast } from "@/lib/toast";
import { SDGS } from "@contracts/sdg-list";
import { formatDate, formatNumber } from "@/lib/format";
import { msg } from "@/lib/i18n";
import { goalName } from "@/features/learning/sdgs/lib/goal-names";
import { SUBMISSION_KINDS, type ChallengeOut, type SubmissionKind } from "@contracts/learning";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { ErrorState, LoadingState } from "@/components/ui/query-states";
import { Select } from "@/components/ui/select";
import { TEXTAREA_CLASS } from "@/components/ui/textarea";
import { createChallenge, deleteChallenge, updateChallenge, useAdminChallenges, useChallengeEditor, useContentMutation, type ChallengeInput } from "../../api/content-authoring";
import { challengePath } from "../challenge-pages";
import { AuthoringHeader } from "./authoring-header";
import { ContentAdminList } from "./content-admin-list";
import { changedDetails, ContentDetailsForm, type FieldErrors } from "./content-details-form";
import type { AreaLinks } from "./hub-authoring";

const KIND_LABELS: Record<SubmissionKind, string> = { text: msg("Writing"), image: msg("A picture"), file: msg("A file (PDF or picture)") };
const day = (iso: string) => iso.slice(0, 10);

/** Challenges with their drafts; each opens its editor (its entries are moderated on the challenge's page). */
export function ChallengesAdminList({ links }: { links: AreaLinks }) {
  const { t } = useTranslation();
  return (
    <ContentAdminList
      title={t("Challenges")}
      kind="challenge"
      description={t("SDG challenges: a brief, a deadline and what learners hand in. Teachers moderate the entries on each challenge's page. {{note}}", { note: links.platformNote })}
      newPath={links.edit()}
      query={useAdminChallenges()}
      detailLabel={t("Goal and deadline")}
      detail={(c) =>
        [t("Goal {{n}}", { n: formatNumber(c.sdg) }), t("until {{date}}", { date: formatDate(day(c.deadline)) }), t("{{n}} taking part", { count: c.participants, n: formatNumber(c.participants) })].join(" · ")
      }
      editPath={(c) => (links.canEdit(c) ? links.edit(c.id) : null)}
    />
  );
}

interface Extra {
  sdg: number;
  submission: SubmissionKind;
  deadline: string;
  prompts: string;
}

function ChallengeFields({ v, set, errors }: { v: Extra; set: (next: Extra) => void; errors: FieldErrors }) {
  const { t } = useTranslation();
  return (
    <>
      <FormField label={t("Goal")} error={errors.sdg?.[0]}>
        <Select value={String(v.sdg)} onChange={(e) => set({ ...v, sdg: Number(e.target.value) })}>
          {SDGS.map((name, i) => (
            <option key={name} value={i + 1}>
              {formatNumber(i + 1)}. {goalName(t, i + 1)}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label={t("Learners hand in")} error={errors.submission?.[0]}>
        <Select value={v.submission} onChange={(e) => set({ ...v, submission: e.target.value as SubmissionKind })}>
          {SUBMISSION_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(KIND_LABELS[k])}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label={t("Deadline")} hint={t("Entries are taken until the end of this day (UTC).")} error={errors.deadline?.[0]}>
        <Input type="date" value={v.deadline} onChange={(e) => set({ ...v, deadline: e.target.value })} />
      </FormField>
      <div className="md:col-span-2">
        <FormField label={t("Prompts")} hint={t("One per line: questions that help a learner start (at most 10).")} error={errors.prompts?.[0]}>
          <textarea className={TEXTAREA_CLASS} rows={3} value={v.prompts} onChange={(e) => set({ ...v, prompts: e.target.value })} />
        </FormField>
      </div>
    </>
  );
}

const promptList = (text: string) =>
  text
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);

/** A new challenge (no id) or a challenge's editor. */
export function ChallengeAuthoring({ challengeId, links }: { challengeId?: string; links: AreaLinks }) {
  const { t } = useTranslation();
  const query = useChallengeEditor(challengeId ?? "");
  if (!challengeId) return <ChallengeForm challenge={null} links={links} />;
  if (query.isPending) return <LoadingState label={t("Loading the challenge")} />;
  if (query.isError) return <ErrorState error={query.error} title={t("Could not load this challenge")} />;
  return <ChallengeForm key={query.data.id} challenge={query.data} links={links} />;
}

function ChallengeForm({ challenge, links }: { challenge: ChallengeOut | null; links: AreaLinks }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const inAMonth = new Date(Date.now() + 30 * 86_400_000).toISOString();
  const initialExtra: Extra = { sdg: challenge?.sdg ?? 13, submission: challenge?.submission ?? "text", deadline: day(challenge?.deadline ?? inAMonth), prompts: (challenge?.prompts ?? []).join("\n") };
  const [extra, setExtra] = useState(initialExtra);
  const create = useContentMutation((input: ChallengeInput) => createChallenge(input));
  const save = useContentMutation((input: Partial<ChallengeInput>) => updateChallenge(challenge!.id, input));
  const remove = useContentMutation(() => deleteChallenge(challenge!.id));
  const details = { title: challenge?.title ?? "", slug: challenge?.slug ?? "", summary: challenge?.brief ?? "", sdgs: [] };

  return (
    <div className="grid gap-6">
      {challenge ? (
        <AuthoringHeader
          kind="challenge"
          title={challenge.title}
          published={challenge.status === "published"}
          listPath={links.list}
          listLabel={t("All challenges")}
          details={<span>{t("{{n}} taking part", { count: challenge.participants, n: formatNumber(challenge.participants) })} · {t("{{n}} in the gallery", { count: challenge.entries, n: formatNumber(challenge.entries) })}</span>}
          previewPath={challengePath(challenge.slug)}
          previewLabel={t("Open (and moderate entries)")}
          onStatus={(status) => save.mutateAsync({ status })}
          onDelete={() => remove.mutateAsync(undefined)}
          deleteDescription={t("Only a challenge without entries can be deleted; one with entries is unpublished instead, so the children's work stays.")}
        />
      ) : (
        <>
          <h1 className="text-2xl font-bold text-ink">{t("New challenge")}</h1>
          <p className="text-sm text-ink-muted">{t("{{note}} It starts as a draft.", { note: links.platformNote })}</p>
        </>
      )}
      <ContentDetailsForm
        initial={details}
        creating={!challenge}
        summaryLabel={t("Brief")}
        summaryMax={10_000}
        withSdgs={false}
        submitLabel={challenge ? t("Save the challenge") : t("Create the challenge")}
        extra={(errors) => <ChallengeFields v={extra} set={setExtra} errors={errors} />}
        onSubmit={async (v) => {
          const fields = { sdg: extra.sdg, submission: extra.submission, deadline: extra.deadline, prompts: promptList(extra.prompts) };
          if (!challenge) {
            const made = await create.mutateAsync({ title: v.title, brief: v.summary, ...fields });
            toast.success(t("Challenge created as a draft"));
            navigate(links.edit(made.id));
            return;
          }
          const { summary, sdgs: _sdgs, ...rest } = changedDetails(details, v);
          await save.mutateAsync({ ...rest, ...(summary !== undefined ? { brief: summary } : {}), ...fields });
          toast.success(t("Challenge saved"));
        }}
      />
    </div>
  );
}
