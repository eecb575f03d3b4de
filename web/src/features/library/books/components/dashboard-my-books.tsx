import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { BookOpen, Upload } from "lucide-react";
import type { BookOut } from "@contracts/books";
import type { Page } from "@contracts/common";
import { paths } from "@/config/paths";
import { api } from "@/lib/api-client";
import { formatNumber } from "@/lib/format";
import { libraryKeys } from "../api/keys";
import { DashboardUploadsCard } from "./dashboard-uploads-card";

const MY_BOOKS_LIMIT = 10;

/** GET /books/?uploader=me&status=any: the books I uploaded, in every status. */
const getMyBooks = (uploaderId: string, signal?: AbortSignal) => api.get<Page<BookOut[]>>("/books/", { uploader: uploaderId, status: "any", limit: MY_BOOKS_LIMIT }, signal);

/** Dashboard: "My books" with their review status. */
export function DashboardMyBooks({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const books = useQuery({ queryKey: [...libraryKeys.books(), "mine", userId], queryFn: ({ signal }) => getMyBooks(userId, signal) });
  return (
    <DashboardUploadsCard
      title={t("My books")}
      loadingLabel={t("Loading your books…")}
      errorTitle={t("Your books could not be loaded")}
      icon={<BookOpen className="size-5" aria-hidden />}
      description={t("Books you uploaded and where they are in review.")}
      empty={t("You have not uploaded any books yet.")}
      query={books}
      href={(book) => paths.book(book.id)}
      limit={MY_BOOKS_LIMIT}
      more={(count) => (
        <p className="text-sm text-ink-muted">{t("Showing your {{limit}} newest of {{count, number}} books.", { limit: formatNumber(MY_BOOKS_LIMIT), count })}</p>
      )}
      action={{ to: paths.uploadBook, icon: <Upload aria-hidden />, label: t("Upload a book") }}
      // The API takes a new file for a book sent back (it goes to review again); its page has the form.
      sentBackStep={t("Open it to send a corrected file.")}
    />
  );
}
