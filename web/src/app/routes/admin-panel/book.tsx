import { Link, useParams } from "react-router";
import { Trans, useTranslation } from "react-i18next";
import { paths } from "@/config/paths";
import { adminPanelPaths } from "@/config/admin-panel-paths";
import { BackLink } from "@/components/ui/back-link";
import { EmptyState } from "@/components/ui/query-states";
import { LoadedRecord } from "@/components/ui/loaded-record";
import { PageHeader } from "@/components/ui/page-header";
import { useAdminBook } from "@/features/library/admin/api/get-admin-book";
import { BookForm } from "@/features/library/admin/components/book-form";

/** /admin-panel/book/:bookId?: edit a book's details (books are added by uploading them). */
export default function AdminBookPage() {
  const { t } = useTranslation();
  const { bookId } = useParams();
  const book = useAdminBook(bookId);
  const title = t("Edit book");

  return (
    <div className="grid gap-6">
      <BackLink to={adminPanelPaths.allBooks}>{t("All books")}</BackLink>
      {!bookId ? (
        <>
          <PageHeader title={title} />
          <EmptyState>
            <Trans
              i18nKey="Books are added by uploading them. <0>Choose a book to edit</0> or <1>upload a new one</1>."
              components={[<Link key="choose" className="underline" to={adminPanelPaths.allBooks} />, <Link key="upload" className="underline" to={paths.uploadBook} />]}
            />
          </EmptyState>
        </>
      ) : (
        <LoadedRecord query={book} title={title} loadingLabel={t("Loading book")} errorTitle={t("Could not load this book")}>
          {(loaded) => (
            <>
              <PageHeader title={title} description={loaded.title} />
              <BookForm key={loaded.id} book={loaded} />
            </>
          )}
        </LoadedRecord>
      )}
    </div>
  );
}
