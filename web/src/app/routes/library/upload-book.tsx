import { Link } from "react-router";
import { Trans, useTranslation } from "react-i18next";
import { useAtomValue } from "jotai";
import { paths } from "@/config/paths";
import { userAtom } from "@/lib/session";
import { Alert } from "@/components/ui/alert";
import { PageHeader } from "@/components/ui/page-header";
import { UploadBookForm } from "@/features/library/books/components/upload-book-form";
import { canUploadBooks } from "@/features/library/books/lib/can-upload";

/** /uploadbook: students, teachers (for a class) and school admins add a book to the library. */
export default function UploadBookPage() {
  const { t } = useTranslation();
  const user = useAtomValue(userAtom);
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6">
      <PageHeader title={t("Upload a book")} description={t("Share a book with your school: add its details, then upload the PDF or EPUB.")} />
      {canUploadBooks(user) ? (
        <UploadBookForm user={user} />
      ) : (
        <Alert>
          <Trans
            i18nKey="Only students, teachers and school admins can upload books. <0>Back to the library</0>"
            components={[<Link key="library" to={paths.library} className="font-semibold underline" />]}
          />
        </Alert>
      )}
    </div>
  );
}
