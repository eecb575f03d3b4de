import { useTranslation } from "react-i18next";
import { BookUp, PenLine } from "lucide-react";
import { paths } from "@/config/paths";
import { PageHeader } from "@/components/ui/page-header";
import { ContentChoice } from "@/features/library/stories/components/content-choice";

/** /uploadcontent: choose between uploading a book and writing a story. */
export default function UploadContentPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6">
      <PageHeader title={t("What would you like to share?")} description={t("Add a book you made, or write a story for your school's library.")} />
      <div className="grid gap-4 sm:grid-cols-2">
        <ContentChoice to={paths.uploadBook} icon={<BookUp />} title={t("Upload a book")} description={t("A PDF or EPUB book, with its cover and details.")} />
        <ContentChoice to={paths.uploadBlog} icon={<PenLine />} title={t("Write a story")} description={t("Write it here step by step; it is saved as you go.")} />
      </div>
    </div>
  );
}
