import { useEffect, useRef } from "react";
import { Trans, useTranslation } from "react-i18next";
import { Link } from "react-router";
import { CheckCircle2 } from "lucide-react";
import type { BookOut } from "@contracts/books";
import { paths } from "@/config/paths";
import { Button } from "@/components/ui/button";
import { contentLang } from "@/lib/content-lang";

/** After the upload: the book is being processed, then reviewed (or published where the school trusts the uploader). */
export function UploadSuccess({ book, onAnother }: { book: BookOut; onAnother: () => void }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const published = book.status === "published";
  return (
    <section aria-labelledby="upload-done" className="grid justify-items-start gap-3 rounded-lg border border-green-300 bg-green-50 p-6 text-green-950">
      <CheckCircle2 className="size-8 text-success" aria-hidden />
      <h2 id="upload-done" ref={heading} tabIndex={-1} className="max-w-full text-xl font-bold wrap-anywhere">
        <Trans i18nKey="“<0>{{title}}</0>” is uploaded" values={{ title: book.title }} components={[<span key="title" {...contentLang(book.language)} />]} />
      </h2>
      <p role="status">
        {published
          ? t("It is published in the library.")
          : t("It is being processed now. Once that is done it will be reviewed before it appears in the library (or published at once where your school trusts your uploads).")}
      </p>
      <div className="flex flex-wrap gap-3">
        <Button asChild>
          <Link to={paths.book(book.id)}>{t("View the book")}</Link>
        </Button>
        <Button variant="outline" onClick={onAnother}>
          {t("Upload another book")}
        </Button>
      </div>
    </section>
  );
}
