import { queryOptions, useQuery } from "@tanstack/react-query";
import type { LoginCards } from "@contracts/school-admin";
import { api } from "@/lib/api-client";
import { schoolAdminKeys } from "./keys";

export const getLoginCards = (classId: string, signal?: AbortSignal) =>
  api.get<LoginCards>(`/school-admin/classes/${encodeURIComponent(classId)}/login-cards/`, undefined, signal);

export const loginCardsQuery = (classId: string) =>
  queryOptions({
    queryKey: schoolAdminKeys.loginCards(classId),
    queryFn: ({ signal }) => getLoginCards(classId, signal),
    staleTime: 0,
  });

export const useLoginCards = (classId: string) => useQuery(loginCardsQuery(classId));
