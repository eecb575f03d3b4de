import { useTranslation } from "react-i18next";
import { useEffect, useMemo, useRef, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { EpubLimitError, openEpub, type EpubBook } from "./epub";
import { loadPosition, savePosition } from "./reading-position";
import { ReaderToolbar, arrowKeys } from "./reader-toolbar";
import { useFullscreen } from "./use-fullscreen";

/**
 * An EPUB chapter by chapter. Each chapter is shown in a sandboxed iframe without scripts
 * (sandbox="" and srcdoc), so a book's own markup can never run code in the app; its document is
 * marked with the chapter's language, else the book's (`language`).
 */
export function EpubReader({ bookId, title, language, bytes }: { bookId: string; title: string; language?: string | null; bytes: ArrayBuffer }) {
  const { t } = useTranslation();
  const frame = useRef<HTMLDivElement>(null);
  const fullscreen = useFullscreen(frame);
  const opened = useMemo<{ epub: EpubBook | null; problem: string | null }>(() => {
    try {
      return { epub: openEpub(bytes), problem: null };
    } catch (err) {
      return { epub: null, problem: err instanceof EpubLimitError ? err.message : null };
    }
  }, [bytes]);
  const { epub } = opened;
  const [chapter, setChapter] = useState(() => loadPosition(bookId));
  const count = epub?.chapterCount ?? 0;
  const current = Math.min(Math.max(1, chapter), Math.max(count, 1));
  const html = useMemo(() => {
    try {
      return epub ? epub.chapterHtml(current - 1, language) : null;
    } catch {
      return null;
    }
  }, [epub, current, language]);

  useEffect(() => {
    if (epub) savePosition(bookId, current);
  }, [epub, bookId, current]);

  if (!epub) return <Alert tone="error">{opened.problem ?? t("This EPUB could not be opened. The file may be damaged.")}</Alert>;

  const previous = () => setChapter(Math.max(1, current - 1));
  const next = () => setChapter(Math.min(count, current + 1));

  return (
    <div ref={frame} className="flex flex-col overflow-hidden rounded-lg border border-line-muted bg-surface-alt" onKeyDown={arrowKeys(previous, next)}>
      <ReaderToolbar
        label={t("Reader controls")}
        position={t("Chapter {{current}} of {{total}}", { current, total: count })}
        onPrevious={previous}
        onNext={next}
        canPrevious={current > 1}
        canNext={current < count}
        previousLabel={t("Previous chapter")}
        nextLabel={t("Next chapter")}
        fullscreen={fullscreen}
      />
      {html === null ? (
        <Alert tone="error" className="m-2">{t("This chapter could not be shown.")}</Alert>
      ) : (
        <iframe
          key={current}
          title={t("{{title}}, chapter {{current}} of {{total}}", { title, current, total: count })}
          sandbox=""
          srcDoc={html}
          className={fullscreen.active ? "w-full flex-1 bg-white" : "h-[75vh] min-h-80 w-full bg-white"}
        />
      )}
    </div>
  );
}
