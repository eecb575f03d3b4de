import { useCallback, useEffect, useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { BookVisibility } from "@contracts/books";
import { storyUpdateSchema, type StoryOut, type StoryUpdateInput } from "@contracts/stories";
import { ApiError } from "@/lib/api-client";
import { storeStory, updateStory } from "../api/update-story";

export interface StoryDraft {
  title: string;
  body_html: string;
  visibility: BookVisibility;
  class_id: string;
  /** The story's own language; "" while unknown. */
  language: string;
}

export type SaveState =
  | { status: "idle" | "pending" | "saving" | "saved" }
  | { status: "invalid"; fields: Partial<Record<keyof StoryDraft, string>> }
  | { status: "error"; error: unknown };

export const AUTOSAVE_DELAY_MS = 800;

export const draftOf = (story: StoryOut): StoryDraft => ({ title: story.title, body_html: story.body_html, visibility: story.visibility, class_id: story.class_id ?? "", language: story.language ?? "" });

function changesBetween(saved: StoryDraft, next: StoryDraft): Partial<StoryDraft> | null {
  const changes: Partial<StoryDraft> = {};
  for (const key of Object.keys(next) as (keyof StoryDraft)[]) if (next[key] !== saved[key]) Object.assign(changes, { [key]: next[key] });
  return Object.keys(changes).length > 0 ? changes : null;
}

function validate(changes: Partial<StoryDraft>): { ok: true; input: StoryUpdateInput } | { ok: false; fields: Partial<Record<keyof StoryDraft, string>> } {
  const parsed = storyUpdateSchema.safeParse(changes);
  if (parsed.success) return { ok: true, input: parsed.data };
  const fields: Partial<Record<keyof StoryDraft, string>> = {};
  for (const issue of parsed.error.issues) fields[issue.path[0] as keyof StoryDraft] ??= issue.message;
  return { ok: false, fields };
}

/** Thrown by flush() when the draft does not pass the contract; the fields are in the save state. */
export class DraftInvalidError extends Error {}

/**
 * Saves a story's draft a moment after the author stops typing (one PATCH with only what
 * changed, validated by the contract first). Saves run one after another; `flush` saves at once
 * and resolves with the stored story, for Next and Submit.
 */
export function useAutosave(story: StoryOut, draft: StoryDraft, delay = AUTOSAVE_DELAY_MS) {
  const client = useQueryClient();
  const saved = useRef<StoryDraft>(draftOf(story));
  const latest = useRef(draft);
  latest.current = draft;
  const stored = useRef(story);
  const chain = useRef<Promise<unknown>>(Promise.resolve());
  const timer = useRef<number | undefined>(undefined);
  const [state, setState] = useState<SaveState>({ status: "idle" });

  const flush = useCallback((): Promise<StoryOut> => {
    window.clearTimeout(timer.current);
    const run = chain.current
      .catch(() => undefined)
      .then(async () => {
        const changes = changesBetween(saved.current, latest.current);
        if (!changes) return stored.current;
        const checked = validate(changes);
        if (!checked.ok) {
          setState({ status: "invalid", fields: checked.fields });
          throw new DraftInvalidError("The draft has invalid fields");
        }
        setState({ status: "saving" });
        try {
          const out = await updateStory(story.id, checked.input);
          saved.current = { ...saved.current, ...changes };
          stored.current = out;
          storeStory(client, out);
          setState({ status: changesBetween(saved.current, latest.current) ? "pending" : "saved" });
          return out;
        } catch (error) {
          const fields = error instanceof ApiError ? error.fields : {};
          const known = Object.fromEntries(Object.entries(fields).filter(([k, m]) => k in saved.current && m[0]).map(([k, m]) => [k, m[0]]));
          setState(Object.keys(known).length > 0 ? { status: "invalid", fields: known } : { status: "error", error });
          throw error;
        }
      });
    chain.current = run;
    return run;
  }, [client, story.id]);

  const { title, body_html, visibility, class_id, language } = draft;
  useEffect(() => {
    const changes = changesBetween(saved.current, { title, body_html, visibility, class_id, language });
    if (!changes) return;
    const checked = validate(changes);
    if (!checked.ok) {
      setState({ status: "invalid", fields: checked.fields });
      return;
    }
    setState({ status: "pending" });
    timer.current = window.setTimeout(() => void flush().catch(() => undefined), delay);
    return () => window.clearTimeout(timer.current);
  }, [title, body_html, visibility, class_id, language, delay, flush]);

  // Leaving the page (another link, the browser's back) must not drop the last few words typed.
  useEffect(
    () => () => {
      if (changesBetween(saved.current, latest.current)) void flush().catch(() => undefined);
    },
    [flush],
  );

  return { state, flush, stored };
}
