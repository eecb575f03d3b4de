import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Page } from "@contracts/common";
import type { LiveSessionCreateInput, LiveSessionOut, LiveSessionUpdateInput, RegistrantOut } from "@contracts/live-sessions";
import { api, request } from "@/lib/api-client";
import { requestBytes } from "@/lib/api-transfer";
import { liveKeys, type LiveSessionFilters } from "./keys";

export type { LiveSessionFilters };


const base = (slug: string) => `/live-sessions/${encodeURIComponent(slug)}`;

/** GET /live-sessions/: the sessions the viewer may see, with filters. */
export const getLiveSessions = (f: LiveSessionFilters, signal?: AbortSignal) =>
  api.get<Page<LiveSessionOut[]>>("/live-sessions/", { when: f.when, audience: f.audience, sdg: f.sdg, mine: f.mine ? "true" : undefined, manage: f.manage ? "true" : undefined, q: f.q, limit: 24, offset: f.offset || undefined }, signal);
export const useLiveSessions = (f: LiveSessionFilters) => useQuery(queryOptions({ queryKey: liveKeys.list(f), queryFn: ({ signal }) => getLiveSessions(f, signal), placeholderData: keepPreviousData }));

/** GET /live-sessions/{slug}: one session with the viewer's registration (a visitor's by ?key=). */
export const getLiveSession = (slug: string, key?: string, signal?: AbortSignal) => api.get<LiveSessionOut>(base(slug), { key }, signal);
export const useLiveSession = (slug: string, key?: string) => useQuery({ queryKey: liveKeys.session(slug, key), queryFn: ({ signal }) => getLiveSession(slug, key, signal) });

function useRefreshAll() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: liveKeys.all });
}

/** POST /live-sessions/{slug}/registration: signed in, or a visitor's name and email for a public webinar. */
export const useRegister = (slug: string) => {
  const refresh = useRefreshAll();
  return useMutation({
    mutationFn: (visitor?: { name: string; email: string }) => api.post<LiveSessionOut | { pending: true; message: string }>(`${base(slug)}/registration`, visitor ?? {}),
    onSuccess: refresh,
  });
};

/** DELETE /live-sessions/{slug}/registration */
export const useCancelRegistration = (slug: string, key?: string) => {
  const refresh = useRefreshAll();
  return useMutation({ mutationFn: () => request<void>("DELETE", `${base(slug)}/registration`, { query: { key } }), onSuccess: refresh });
};

/** GET /live-sessions/{slug}/calendar.ics as a Blob (the registrant's file carries the meeting link). */
export async function downloadCalendar(slug: string, key?: string): Promise<Blob> {
  const bytes = await requestBytes(`/api/live-sessions/${encodeURIComponent(slug)}/calendar.ics${key ? `?key=${encodeURIComponent(key)}` : ""}`);
  return new Blob([bytes], { type: "text/calendar;charset=utf-8" });
}

/** GET /live-sessions/{slug}/join (JSON): the meeting link, recorded as attendance. */
export const joinSession = (slug: string, key?: string) => api.get<{ url: string }>(`${base(slug)}/join`, { key });

export const useSchedulableClasses = (enabled: boolean) =>
  useQuery({ queryKey: liveKeys.classes(), queryFn: ({ signal }) => api.get<{ results: { id: string; name: string }[] }>("/live-sessions/schedulable-classes", undefined, signal), enabled });

export const useCreateSession = () => {
  const refresh = useRefreshAll();
  return useMutation({ mutationFn: (input: LiveSessionCreateInput) => api.post<LiveSessionOut>("/live-sessions/", input), onSuccess: refresh });
};

export const useUpdateSession = (id: string) => {
  const refresh = useRefreshAll();
  return useMutation({ mutationFn: (input: LiveSessionUpdateInput) => api.patch<LiveSessionOut>(base(id), input), onSuccess: refresh });
};

export const useCancelSession = (id: string) => {
  const refresh = useRefreshAll();
  return useMutation({ mutationFn: (reason: string) => api.post<LiveSessionOut>(`${base(id)}/cancel`, { reason: reason || undefined }), onSuccess: refresh });
};

/** PUT /live-sessions/{id}/poster (multipart, field "poster"). */
export const uploadPoster = (id: string, file: File) => {
  const form = new FormData();
  form.append("poster", file);
  return request<LiveSessionOut>("PUT", `${base(id)}/poster`, { form });
};

export const useRegistrants = (id: string | null) =>
  useQuery({ queryKey: liveKeys.registrants(id ?? ""), queryFn: ({ signal }) => api.get<{ results: RegistrantOut[] }>(`${base(id!)}/registrants`, undefined, signal), enabled: !!id });

export async function exportRegistrants(id: string): Promise<Blob> {
  const bytes = await requestBytes(`/api/live-sessions/${encodeURIComponent(id)}/registrants.csv`);
  return new Blob([bytes], { type: "text/csv;charset=utf-8" });
}
