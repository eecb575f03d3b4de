import { queryOptions, useQuery } from "@tanstack/react-query";
import { type CatalogItemOut, type CatalogKind } from "@contracts/commerce";
import { api } from "@/lib/api-client";
import { givingKeys } from "./keys";

/** GET /catalog/?kind&ref_id → the paid items (printed books, courses) this site offers. */
export const getCatalog = (filters: { kind?: CatalogKind; ref_id?: string }, signal?: AbortSignal) =>
  api.get<{ results: CatalogItemOut[] }>("/catalog/", filters, signal);

export const catalogQuery = (filters: { kind?: CatalogKind; ref_id?: string }) =>
  queryOptions({ queryKey: givingKeys.catalog(filters), queryFn: ({ signal }) => getCatalog(filters, signal) });

export const useCatalog = (filters: { kind?: CatalogKind; ref_id?: string }) => useQuery(catalogQuery(filters));
