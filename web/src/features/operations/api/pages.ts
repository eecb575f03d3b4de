import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ContentPageOut, ContentPageSlug, ContentPageSourceOut, PageListItemOut, PagePreviewOut, PageSaveInput, PageVersionOut } from "@contracts/operations";
import { api } from "@/lib/api-client";
import { operationsKeys } from "./keys";

/** GET /pages/{slug}: the page this host shows, rendered and sanitised by the server. */
export const usePage = (slug: ContentPageSlug) =>
  useQuery({ queryKey: operationsKeys.page(slug), queryFn: ({ signal }) => api.get<ContentPageOut>(`/pages/${slug}`, undefined, signal), staleTime: 60_000 });

/** GET /pages/: every page this host shows. */
export const usePages = () => useQuery({ queryKey: operationsKeys.pages(), queryFn: ({ signal }) => api.get<{ results: PageListItemOut[] }>("/pages/", undefined, signal) });

/** GET /pages/{slug}/source: the markdown this host's editors edit. */
export const usePageSource = (slug: ContentPageSlug) =>
  useQuery({ queryKey: operationsKeys.source(slug), queryFn: ({ signal }) => api.get<ContentPageSourceOut>(`/pages/${slug}/source`, undefined, signal) });

/** GET /pages/{slug}/versions: newest first. */
export const usePageVersions = (slug: ContentPageSlug) =>
  useQuery({ queryKey: operationsKeys.versions(slug), queryFn: ({ signal }) => api.get<{ results: PageVersionOut[] }>(`/pages/${slug}/versions`, undefined, signal) });

function useRefreshPage(slug: ContentPageSlug) {
  const client = useQueryClient();
  return (source: ContentPageSourceOut) => {
    client.setQueryData(operationsKeys.source(slug), source);
    void client.invalidateQueries({ queryKey: operationsKeys.pages() });
  };
}

/** PUT /pages/{slug}: a new version (the school's override on its host). */
export function useSavePage(slug: ContentPageSlug) {
  const refresh = useRefreshPage(slug);
  return useMutation({ mutationFn: (input: PageSaveInput) => api.put<ContentPageSourceOut>(`/pages/${slug}`, input), onSuccess: refresh });
}

/** POST /pages/{slug}/versions/{n}/restore */
export function useRestoreVersion(slug: ContentPageSlug) {
  const refresh = useRefreshPage(slug);
  return useMutation({ mutationFn: (version: number) => api.post<ContentPageSourceOut>(`/pages/${slug}/versions/${version}/restore`), onSuccess: refresh });
}

/** DELETE /pages/{slug}: the school shows the platform's page again. */
export function useUsePlatformPage(slug: ContentPageSlug) {
  const refresh = useRefreshPage(slug);
  return useMutation({ mutationFn: () => api.delete<ContentPageSourceOut>(`/pages/${slug}`), onSuccess: refresh });
}

/** POST /pages/preview: the markdown rendered by the server's own code. */
export const usePreview = () => useMutation({ mutationFn: (input: { body: string; title: string }) => api.post<PagePreviewOut>("/pages/preview", input) });
