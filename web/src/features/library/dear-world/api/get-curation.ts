import { queryOptions, useQuery } from "@tanstack/react-query";
import type { LetterListOut } from "@contracts/dear-world";
import { api } from "@/lib/api-client";
import { dearWorldKeys } from "./keys";

/** Every letter the caller curates (pending first); the panel groups them by status. */
export const getCuration = (signal?: AbortSignal) => api.get<LetterListOut>("/dear-world/curation/", undefined, signal);

export const curationQuery = () => queryOptions({ queryKey: dearWorldKeys.curation(), queryFn: ({ signal }) => getCuration(signal) });

export const useCuration = (enabled = true) => useQuery({ ...curationQuery(), enabled });
