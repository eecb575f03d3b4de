import { useTranslation } from "react-i18next";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { Expand, ZoomIn, ZoomOut } from "lucide-react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { contentLang } from "@/lib/content-lang";
import { formatPercent } from "@/lib/format";
import { Spinner } from "@/components/ui/spinner";
import { openPdf, type PdfHandle } from "./pdf-document";
import { loadPosition, savePosition } from "./reading-position";
import { ReaderToolbar, arrowKeys } from "./reader-toolbar";
import { useFullscreen } from "./use-fullscreen";

const ZOOM_STEP = 1.25;
const MIN_SCALE = 0.25;
const MAX_SCALE = 5;

/** One PDF page at a time on a canvas, with page turning, zoom (the whole page fits by default) and full screen. */
export function PdfReader({ bookId, title, language, bytes }: { bookId: string; title: string; language?: string | null; bytes: ArrayBuffer }) {
  const { t } = useTranslation();
  const frame = useRef<HTMLDivElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const [pdf, setPdf] = useState<PdfHandle | null>(null);
  const [failed, setFailed] = useState(false);
  const [page, setPage] = useState(() => loadPosition(bookId));
  /** "fit": the whole page fits the reader; a number: a fixed scale. */
  const [zoom, setZoom] = useState<"fit" | number>("fit");
  const [fitScale, setFitScale] = useState(1);
  const fullscreen = useFullscreen(frame);

  useEffect(() => {
    let handle: PdfHandle | null = null;
    let cancelled = false;
    openPdf(bytes).then(
      (h) => {
        if (cancelled) return h.destroy();
        handle = h;
        setPage((p) => Math.min(Math.max(1, p), h.numPages));
        setPdf(h);
      },
      () => !cancelled && setFailed(true),
    );
    return () => {
      cancelled = true;
      handle?.destroy();
    };
  }, [bytes]);

  // Fit the page into the reader, following resizes and full screen.
  useLayoutEffect(() => {
    const el = stage.current;
    if (!pdf || !el) return;
    let cancelled = false;
    const measure = async () => {
      const size = await pdf.pageSize(page);
      const width = el.clientWidth - 16;
      // The whole page in view: the full-screen stage, else most of the window's height.
      const height = (fullscreen.active ? el.clientHeight : window.innerHeight * 0.8) - 16;
      if (!cancelled && size.width > 0 && width > 0) setFitScale(Math.min(width / size.width, height / size.height));
    };
    void measure();
    const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(() => void measure());
    observer?.observe(el);
    return () => {
      cancelled = true;
      observer?.disconnect();
    };
  }, [pdf, page, fullscreen.active]);

  const scale = zoom === "fit" ? fitScale : zoom;
  useEffect(() => {
    if (!pdf || !canvas.current) return;
    const abort = new AbortController();
    pdf.renderPage(page, canvas.current, scale, abort.signal).catch(() => setFailed(true));
    savePosition(bookId, page);
    return () => abort.abort();
  }, [pdf, page, scale, bookId]);

  if (failed) return <Alert tone="error">{t("This PDF could not be opened. The file may be damaged.")}</Alert>;
  if (!pdf) return <div className="flex min-h-64 items-center justify-center"><Spinner label={t("Opening the book")} /></div>;

  const previous = () => setPage((p) => Math.max(1, p - 1));
  const next = () => setPage((p) => Math.min(pdf.numPages, p + 1));
  const zoomBy = (factor: number) => setZoom(Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale * factor)));

  return (
    <div ref={frame} className="flex flex-col overflow-hidden rounded-lg border border-line-muted bg-surface-alt">
      <ReaderToolbar
        label={t("Reader controls")}
        position={t("Page {{page}} of {{total}}", { page, total: pdf.numPages })}
        onPrevious={previous}
        onNext={next}
        canPrevious={page > 1}
        canNext={page < pdf.numPages}
        previousLabel={t("Previous page")}
        nextLabel={t("Next page")}
        fullscreen={fullscreen}
      >
        <Button variant="outline" size="icon" onClick={() => zoomBy(1 / ZOOM_STEP)} disabled={scale <= MIN_SCALE} aria-label={t("Zoom out")} title={t("Zoom out")}>
          <ZoomOut aria-hidden />
        </Button>
        <span className="w-12 text-center text-sm text-ink-muted tabular-nums">{formatPercent(scale)}</span>
        <Button variant="outline" size="icon" onClick={() => zoomBy(ZOOM_STEP)} disabled={scale >= MAX_SCALE} aria-label={t("Zoom in")} title={t("Zoom in")}>
          <ZoomIn aria-hidden />
        </Button>
        <Button variant="outline" size="icon" onClick={() => setZoom("fit")} aria-pressed={zoom === "fit"} aria-label={t("Fit page")} title={t("Fit page")}>
          <Expand aria-hidden />
        </Button>
      </ReaderToolbar>
      <div
        ref={stage}
        tabIndex={0}
        role="region"
        aria-label={t("{{title}}, page {{page}} of {{total}}. Use the arrow keys to turn pages.", { title, page, total: pdf.numPages })}
        onKeyDown={arrowKeys(previous, next)}
        className={fullscreen.active ? "flex-1 overflow-auto p-2" : "max-h-[85vh] min-h-64 overflow-auto p-2"}
      >
        <canvas ref={canvas} className="mx-auto block bg-white shadow" aria-hidden {...contentLang(language)} />
      </div>
    </div>
  );
}
