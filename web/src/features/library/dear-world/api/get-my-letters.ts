import { queryOptions, useQuery } from "@tanstack/react-query";
import type { LetterListOut } from "@contracts/dear-world";
import { api } from "@/lib/api-client";
import { dearWorldKeys } from "./keys";

export const getMyLetters = (signal?: AbortSignal) => api.get<LetterListOut>("/dear-world/letters/mine/", undefined, signal);

export const myLettersQuery = () => queryOptions({ queryKey: dearWorldKeys.mine(), queryFn: ({ signal }) => getMyLetters(signal) });

export const useMyLetters = (enabled = true) => useQuery({ ...myLettersQuery(), enabled });
