import { Link } from "react-router";
import { useQuery } from "@tanstack/react-query";
import { BookOpen, Upload } from "lucide-react";
import type { BookOut } from "@contracts/books";
import type { Page } from "@contracts/common";
import { paths } from "@/config/paths";
import { api } from "@/lib/api-client";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/query-states";
import { libraryKeys } from "../api/keys";
import { DashboardStatus } from "./dashboard-status-badge";

const MY_BOOKS_LIMIT = 10;

/** GET /books/?uploader=me&status=any: the books I uploaded, in every status. */
const getMyBooks = (uploaderId: string, signal?: AbortSignal) => api.get<Page<BookOut[]>>("/books/", { uploader: uploaderId, status: "any", limit: MY_BOOKS_LIMIT }, signal);

/** Dashboard: "My books" with their review status. */
export function DashboardMyBooks({ userId }: { userId: string }) {
  const books = useQuery({ queryKey: [...libraryKeys.books(), "mine", userId], queryFn: ({ signal }) => getMyBooks(userId, signal) });
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <BookOpen className="size-5" aria-hidden /> My books
        </CardTitle>
        <CardDescription>Books you uploaded and where they are in review.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {books.isPending ? (
          <LoadingState label="Loading your books…" />
        ) : books.isError ? (
          <ErrorState error={books.error} title="Your books could not be loaded" />
        ) : books.data.results.length === 0 ? (
          <EmptyState>You have not uploaded any books yet.</EmptyState>
        ) : (
          <ul aria-label="My books" className="grid gap-2">
            {books.data.results.map((book) => (
              <li key={book.id} className="flex flex-wrap items-start justify-between gap-2 rounded-lg border border-line-muted p-3">
                <Link to={paths.book(book.id)} className="min-w-0 font-semibold break-words text-ink underline-offset-4 hover:underline">
                  {book.title}
                </Link>
                <DashboardStatus status={book.status} reason={book.rejection_reason} />
              </li>
            ))}
          </ul>
        )}
        {books.data && books.data.count > MY_BOOKS_LIMIT ? (
          <p className="text-sm text-ink-muted">
            Showing your {MY_BOOKS_LIMIT} newest of {books.data.count} books.
          </p>
        ) : null}
        <Button asChild variant="outline" className="w-fit">
          <Link to={paths.uploadBook}>
            <Upload aria-hidden /> Upload a book
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
