import { queryOptions, useQuery } from "@tanstack/react-query";
import { type CharityOut, type ProjectOut } from "@contracts/giving";
import type { ChallengeOut, CourseSummaryOut, HubSummaryOut } from "@contracts/learning";
import type { SdgSummaryOut } from "@contracts/sdgs";
import type { BookOut } from "@contracts/books";
import { api } from "@/lib/api-client";

export const sdgKeys = { all: ["sdgs"] as const, goal: (n: number) => [...sdgKeys.all, n] as const };

export interface GoalOut {
  goal: number;
  name: string;
  colour: string;
  courses: { count: number; results: CourseSummaryOut[] };
  hubs: { count: number; results: HubSummaryOut[] };
  challenges: { count: number; results: ChallengeOut[] };
  books: { count: number; results: BookOut[] };
  projects: { count: number; results: ProjectOut[] };
  charities: { count: number; results: CharityOut[] };
}

/** GET /sdgs: the 17 goals with what this site offers for each. */
export const getSdgs = async (signal?: AbortSignal) => (await api.get<{ results: SdgSummaryOut[] }>("/sdgs", undefined, signal)).results;
export const useSdgs = () => useQuery(queryOptions({ queryKey: sdgKeys.all, queryFn: ({ signal }) => getSdgs(signal), staleTime: 60_000 }));

/** GET /sdgs/{n}: one goal's courses, lesson hubs, challenges, projects and charities. */
export const getGoal = (n: number, signal?: AbortSignal) => api.get<GoalOut>(`/sdgs/${n}`, undefined, signal);
export const useGoal = (n: number | null) => useQuery({ queryKey: sdgKeys.goal(n ?? 0), queryFn: ({ signal }) => getGoal(n!, signal), enabled: n !== null, staleTime: 60_000 });
