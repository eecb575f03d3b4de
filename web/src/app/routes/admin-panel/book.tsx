import { Link, useParams } from "react-router";
import { paths } from "@/config/paths";
import { BackLink } from "@/components/ui/back-link";
import { EmptyState } from "@/components/ui/query-states";
import { LoadedRecord } from "@/components/ui/loaded-record";
import { PageHeader } from "@/components/ui/page-header";
import { useAdminBook } from "@/features/library/admin/api/get-admin-book";
import { BookForm } from "@/features/library/admin/components/book-form";

/** /admin-panel/book/:bookId?: edit a book's details (books are added by uploading them). */
export default function AdminBookPage() {
  const { bookId } = useParams();
  const book = useAdminBook(bookId);
  const title = "Edit book";

  return (
    <div className="grid gap-6">
      <BackLink to={paths.adminPanel.allBooks}>All books</BackLink>
      {!bookId ? (
        <>
          <PageHeader title={title} />
          <EmptyState>
            Books are added by uploading them. <Link className="underline" to={paths.adminPanel.allBooks}>Choose a book to edit</Link> or{" "}
            <Link className="underline" to={paths.uploadBook}>upload a new one</Link>.
          </EmptyState>
        </>
      ) : (
        <LoadedRecord query={book} title={title} loadingLabel="Loading book" errorTitle="Could not load this book">
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
