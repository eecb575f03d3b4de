import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Page } from "@contracts/common";
import type { ChallengeOut, SubmissionOut } from "@contracts/learning";
import { api } from "@/lib/api-client";
import { learningKeys } from "./keys";

const keys = {
  list: (when: string) => [...learningKeys.all, "challenges", when] as const,
  one: (slug: string) => [...learningKeys.all, "challenge", slug] as const,
  gallery: (slug: string, offset: number) => [...learningKeys.all, "challenge", slug, "gallery", offset] as const,
  queue: (slug: string) => [...learningKeys.all, "challenge", slug, "queue"] as const,
};

/** GET /challenges/?when=open|past */
export const useChallenges = (when: "open" | "past") =>
  useQuery({ queryKey: keys.list(when), queryFn: ({ signal }) => api.get<Page<ChallengeOut[]>>("/challenges/", { when, limit: 24 }, signal) });

/** GET /challenges/{slug}: the brief, counts and the caller's own entry. */
export const useChallenge = (slug: string) =>
  useQuery({ queryKey: keys.one(slug), queryFn: ({ signal }) => api.get<ChallengeOut & { mine: SubmissionOut | null }>(`/challenges/${encodeURIComponent(slug)}`, undefined, signal) });

/** GET /challenges/{slug}/gallery: approved entries. */
export const useGallery = (slug: string, offset = 0) =>
  useQuery({
    queryKey: keys.gallery(slug, offset),
    queryFn: ({ signal }) => api.get<Page<SubmissionOut[]>>(`/challenges/${encodeURIComponent(slug)}/gallery`, { limit: 24, offset: offset || undefined }, signal),
    placeholderData: keepPreviousData,
  });

/** GET /challenges/{slug}/submissions: the school's entries, for its teachers. */
export const useReviewQueue = (slug: string, enabled: boolean) =>
  useQuery({
    queryKey: keys.queue(slug),
    queryFn: ({ signal }) => api.get<Page<SubmissionOut[]>>(`/challenges/${encodeURIComponent(slug)}/submissions`, { status: "pending", limit: 100 }, signal),
    enabled,
  });

/** POST /challenges/{slug}/submissions (multipart: title, body, file). */
export function useSubmitEntry(slug: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) => api.postForm<SubmissionOut>(`/challenges/${encodeURIComponent(slug)}/submissions`, form),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.one(slug) }),
  });
}

/** PATCH /challenge-submissions/{id}: approve or send back. */
export function useReview(slug: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; status: "approved" | "rejected"; note?: string }) => api.patch<SubmissionOut>(`/challenge-submissions/${encodeURIComponent(input.id)}`, { status: input.status, note: input.note }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.one(slug) }),
  });
}
