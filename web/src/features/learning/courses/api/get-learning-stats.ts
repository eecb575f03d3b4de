import { queryOptions, useQuery } from "@tanstack/react-query";
import type { LearningStatsOut } from "@contracts/learning";
import { api } from "@/lib/api-client";
import { learningKeys } from "./keys";

/** GET /learning/stats: enrolments, completions and drop-off (staff and school admins). */
export const getLearningStats = (signal?: AbortSignal) => api.get<LearningStatsOut>("/learning/stats", undefined, signal);

export const learningStatsQuery = () => queryOptions({ queryKey: learningKeys.stats(), queryFn: ({ signal }) => getLearningStats(signal) });

export const useLearningStats = () => useQuery(learningStatsQuery());
