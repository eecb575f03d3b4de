import { queryOptions, useQuery } from "@tanstack/react-query";
import type { DearWorldBookOut } from "@contracts/dear-world";
import { api } from "@/lib/api-client";
import { dearWorldKeys } from "./keys";

export const getDearWorldBook = (signal?: AbortSignal) => api.get<DearWorldBookOut>("/dear-world/book/", undefined, signal);

export const dearWorldBookQuery = () => queryOptions({ queryKey: dearWorldKeys.book(), queryFn: ({ signal }) => getDearWorldBook(signal) });

export const useDearWorldBook = (enabled = true) => useQuery({ ...dearWorldBookQuery(), enabled });
