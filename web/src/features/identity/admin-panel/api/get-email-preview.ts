import { queryOptions, useQuery } from "@tanstack/react-query";
import type { EmailPreviewOut } from "@contracts/email";
import { api } from "@/lib/api-client";
import { adminKeys } from "./keys";

/** GET /super-admin/email-templates: every template's name. */
export const useEmailTemplates = () =>
  useQuery(queryOptions({ queryKey: [...adminKeys.all, "email-templates"], queryFn: async ({ signal }) => (await api.get<{ results: string[] }>("/super-admin/email-templates", undefined, signal)).results, staleTime: 5 * 60_000 }));

/**
 * GET /super-admin/email-templates/{name}/preview?tenant=&locale=: sample content in a school's brand
 * ("platform" for the platform's) and a language (left out: the school's).
 */
export const useEmailPreview = (name: string | null, tenant: string, locale: string | null) =>
  useQuery({
    queryKey: [...adminKeys.all, "email-preview", name, tenant, locale],
    queryFn: ({ signal }) => api.get<EmailPreviewOut>(`/super-admin/email-templates/${encodeURIComponent(name!)}/preview`, locale ? { tenant, locale } : { tenant }, signal),
    enabled: name !== null,
  });
