import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Page } from "@contracts/common";
import type { z } from "zod";
import type {
  ChallengeOut,
  challengeCreateSchema,
  comprehensionCreateSchema,
  filmCreateSchema,
  HubOut,
  HubSummaryOut,
  hubCreateSchema,
  ImpactFilmOut,
  QuizQuestion,
} from "@contracts/learning";
import { api } from "@/lib/api-client";
import { learningKeys } from "./keys";

/* Authoring of hubs, impact films, challenges and comprehension quizzes (staff; school admins all but films). */

type Kind = "hubs" | "films" | "challenges" | "quizzes";
const id = encodeURIComponent;

/** Every change refreshes the lists, the editor and the learners' views (they share learning's prefix). */
export function useContentMutation<TArgs, TResult>(fn: (args: TArgs) => Promise<TResult>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: learningKeys.all }) });
}

const useList = <T>(kind: Kind, fetcher: (signal?: AbortSignal) => Promise<T[]>) => useQuery({ queryKey: learningKeys.authoring(kind), queryFn: ({ signal }) => fetcher(signal) });
const useOne = <T>(kind: Kind, key: string, fetcher: (signal?: AbortSignal) => Promise<T>) => useQuery({ queryKey: learningKeys.authoring(kind, key), queryFn: ({ signal }) => fetcher(signal) });

/* ---------- hubs ---------- */

export type HubInput = z.input<typeof hubCreateSchema>;
export const useAdminHubs = () => useList("hubs", async (signal) => (await api.get<Page<HubSummaryOut[]>>("/hubs/", { all: "true", limit: 100 }, signal)).results);
export const useHubEditor = (hubId: string) => useOne("hubs", hubId, (signal) => api.get<HubOut>(`/hubs/${id(hubId)}`, undefined, signal));
export const createHub = (input: HubInput) => api.post<HubOut>("/hubs/", input);
export const updateHub = (hubId: string, input: Partial<HubInput>) => api.patch<HubOut>(`/hubs/${id(hubId)}`, input);
export const setHubLessons = (hubId: string, lessons: string[]) => api.put<HubOut>(`/hubs/${id(hubId)}/lessons`, { lessons });
export const deleteHub = (hubId: string) => api.delete<void>(`/hubs/${id(hubId)}`);

/* ---------- impact films ---------- */

export type FilmInput = z.input<typeof filmCreateSchema>;
export const useAdminFilms = () => useList("films", async (signal) => (await api.get<{ results: ImpactFilmOut[] }>("/impact-films/", { all: "true" }, signal)).results);
export const createFilm = (input: FilmInput) => api.post<ImpactFilmOut>("/impact-films/", input);
export const updateFilm = (filmId: string, input: Partial<FilmInput>) => api.patch<ImpactFilmOut>(`/impact-films/${id(filmId)}`, input);
export const deleteFilm = (filmId: string) => api.delete<void>(`/impact-films/${id(filmId)}`);

/* ---------- challenges ---------- */

export type ChallengeInput = z.input<typeof challengeCreateSchema>;
export const useAdminChallenges = () => useList("challenges", async (signal) => (await api.get<Page<ChallengeOut[]>>("/challenges/", { all: "true", limit: 100 }, signal)).results);
export const useChallengeEditor = (challengeId: string) => useOne("challenges", challengeId, (signal) => api.get<ChallengeOut>(`/challenges/${id(challengeId)}`, undefined, signal));
export const createChallenge = (input: ChallengeInput) => api.post<ChallengeOut>("/challenges/", input);
export const updateChallenge = (challengeId: string, input: Partial<ChallengeInput>) => api.patch<ChallengeOut>(`/challenges/${id(challengeId)}`, input);
export const deleteChallenge = (challengeId: string) => api.delete<void>(`/challenges/${id(challengeId)}`);

/* ---------- comprehension quizzes ---------- */

export type QuizInput = z.input<typeof comprehensionCreateSchema>;
export interface QuizListItem {
  id: string;
  slug: string;
  title: string;
  summary: string;
  book: { id: string; title: string } | null;
  questions: number;
  status: "draft" | "published";
  platform_wide: boolean;
}
export interface QuizEditOut {
  id: string;
  slug: string;
  title: string;
  summary: string;
  book: { id: string; title: string } | null;
  questions: QuizQuestion[];
  pass_mark: number | null;
  status: "draft" | "published";
  platform_wide: boolean;
}
export const useAdminQuizzes = () => useList("quizzes", async (signal) => (await api.get<{ results: QuizListItem[] }>("/comprehension/", { all: "true" }, signal)).results);
export const useQuizEditor = (quizId: string) => useOne("quizzes", quizId, (signal) => api.get<QuizEditOut>(`/comprehension/${id(quizId)}/edit`, undefined, signal));
export const createQuiz = (input: QuizInput) => api.post<QuizEditOut>("/comprehension/", input);
export const updateQuiz = (quizId: string, input: Partial<QuizInput>) => api.patch<QuizEditOut>(`/comprehension/${id(quizId)}`, input);
export const deleteQuiz = (quizId: string) => api.delete<void>(`/comprehension/${id(quizId)}`);
