import { Link, useParams } from "react-router";
import { ExternalLink, Pencil } from "lucide-react";
import { useTranslation } from "react-i18next";
import { paths } from "@/config/paths";
import { adminPanelPaths } from "@/config/admin-panel-paths";
import { BookCover } from "@/components/books/book-cover";
import { BookReader } from "@/components/books/book-reader";
import { BackLink } from "@/components/ui/back-link";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/query-states";
import { LoadedRecord } from "@/components/ui/loaded-record";
import { PageHeader } from "@/components/ui/page-header";
import { useAdminBook } from "@/features/library/admin/api/get-admin-book";
import { useTenantOptions } from "@/features/identity/admin-panel/api/get-tenants";
import { BookDetails } from "@/features/library/admin/components/book-details";

/** /admin-panel/view-book/:bookId?: a book's details and the reader, whatever its status. */
export default function ViewBookPage() {
  const { t } = useTranslation();
  const { bookId } = useParams();
  const book = useAdminBook(bookId);
  const schools = useTenantOptions();
  const title = t("Book");

  return (
    <div className="grid gap-6">
      <BackLink to={adminPanelPaths.allBooks}>{t("All books")}</BackLink>
      {!bookId ? (
        <>
          <PageHeader title={title} />
          <EmptyState>
            <Link className="underline" to={adminPanelPaths.allBooks}>{t("Choose a book to view")}</Link>
          </EmptyState>
        </>
      ) : (
        <LoadedRecord query={book} title={title} loadingLabel={t("Loading book")} errorTitle={t("Could not load this book")}>
          {(loaded) => (
            <>
              <PageHeader
                title={loaded.title}
                description={t("by {{author}}", { author: loaded.author_name })}
                actions={
                  <>
                    <Button asChild>
                      <Link to={adminPanelPaths.book(loaded.id)}>
                        <Pencil aria-hidden /> {t("Edit")}
                      </Link>
                    </Button>
                    <Button variant="outline" asChild>
                      <Link to={paths.book(loaded.id)}>
                        <ExternalLink aria-hidden /> {t("Open in the library")}
                      </Link>
                    </Button>
                  </>
                }
              />
              <div className="grid gap-6 md:grid-cols-[12rem_1fr]">
                <BookCover book={loaded} alt={t("Cover of {{title}}", { title: loaded.title })} className="w-40 md:w-full" />
                <BookDetails book={loaded} schoolName={loaded.tenant_id === null ? t("Platform") : (schools.data?.find((t) => t.id === loaded.tenant_id)?.school_name ?? loaded.tenant_id)} />
              </div>
              <section aria-labelledby="reader-heading" className="grid gap-3">
                <h2 id="reader-heading" className="text-lg font-semibold">
                  {t("Read")}
                </h2>
                <BookReader book={loaded} />
              </section>
            </>
          )}
        </LoadedRecord>
      )}
    </div>
  );
}
