import { useQuery } from "@tanstack/react-query";
import { BookOpen, Upload } from "lucide-react";
import type { BookOut } from "@contracts/books";
import type { Page } from "@contracts/common";
import { paths } from "@/config/paths";
import { api } from "@/lib/api-client";
import { libraryKeys } from "../api/keys";
import { DashboardUploadsCard } from "./dashboard-uploads-card";

const MY_BOOKS_LIMIT = 10;

/** GET /books/?uploader=me&status=any: the books I uploaded, in every status. */
const getMyBooks = (uploaderId: string, signal?: AbortSignal) => api.get<Page<BookOut[]>>("/books/", { uploader: uploaderId, status: "any", limit: MY_BOOKS_LIMIT }, signal);

/** Dashboard: "My books" with their review status. */
export function DashboardMyBooks({ userId }: { userId: string }) {
  const books = useQuery({ queryKey: [...libraryKeys.books(), "mine", userId], queryFn: ({ signal }) => getMyBooks(userId, signal) });
  return (
    <DashboardUploadsCard
      noun="books"
      title="My books"
      icon={<BookOpen className="size-5" aria-hidden />}
      description="Books you uploaded and where they are in review."
      empty="You have not uploaded any books yet."
      query={books}
      href={(book) => paths.book(book.id)}
      limit={MY_BOOKS_LIMIT}
      more={(count) => (
        <p className="text-sm text-ink-muted">
          Showing your {MY_BOOKS_LIMIT} newest of {count} books.
        </p>
      )}
      action={{ to: paths.uploadBook, icon: <Upload aria-hidden />, label: "Upload a book" }}
    />
  );
}
