import { useQuery } from "@tanstack/react-query";
import { requestBytes } from "@/lib/api-transfer";

/**
 * The book's file (PDF or EPUB) as bytes, fetched with the session so private and community books
 * open too. Kept only briefly once the reader closes: a book can be large.
 */
export const useBookFile = (id: string, file: string | null) =>
  useQuery({
    queryKey: ["book-file", id, file ?? ""],
    queryFn: ({ signal }) => requestBytes(file!, signal),
    enabled: file !== null,
    staleTime: Infinity,
    gcTime: 30_000,
    retry: false,
  });
