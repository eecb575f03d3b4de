import { Printer } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { LoginCards } from "@contracts/school-admin";
import { paths } from "@/config/paths";
import { formatNumber } from "@/lib/format";
import { BackLink } from "@/components/ui/back-link";
import { Button } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page-header";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/query-states";
import { useLoginCards } from "../api/get-login-cards";
import { useQrDataUrl, type QrState } from "../lib/use-qr-data-url";
import { DownloadLoginCardsButton } from "./download-login-cards-button";
import { LoginCard } from "./login-card";

/** Two columns by four rows fill an A4 page with cards of about 95 × 69 mm. */
const CARDS_PER_PAGE = 8;
const PRINT_PAGE_CSS = "@page { size: A4 portrait; margin: 10mm; }";
const chunk = <T,>(items: T[], size: number) => Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, i * size + size));

/**
 * The printable QR login cards of a class. On screen: a preview with Print and Back; on paper
 * (the print: variants, with the app's chrome hidden by the layout) only the A4 sheets.
 */
export function LoginCardsSheet({ classId }: { classId: string }) {
  const { t } = useTranslation();
  const cards = useLoginCards(classId);
  const qr = useQrDataUrl(cards.data?.login_url);
  const title = cards.data ? t("Login cards: {{class}}", { class: cards.data.class_name }) : t("Login cards");
  const ready = !!cards.data && cards.data.students.length > 0;

  return (
    // Single columns of minmax(0, 1fr): a card's long name or class never widens the page past the screen.
    <div className="grid grid-cols-1 gap-6 print:block">
      <div className="grid gap-6 print:hidden">
        <BackLink to={paths.schoolAdmin.classStudents(classId)}>{t("Back to the students")}</BackLink>
        <PageHeader
          title={title}
          description={t("One card per active student, eight to an A4 page. Cut along the dashed lines; the QR code opens the class's sign-in page.")}
          actions={
            <div className="flex flex-wrap gap-2">
              <Button onClick={() => window.print()} disabled={!ready || qr.status === "loading"}>
                <Printer aria-hidden /> {t("Print")}
              </Button>
              {ready ? <DownloadLoginCardsButton classId={classId} classCode={cards.data.code} /> : null}
            </div>
          }
        />
      </div>
      {cards.isPending ? (
        <LoadingState label={t("Loading login cards")} />
      ) : cards.isError ? (
        <ErrorState error={cards.error} title={t("Could not load the login cards")} />
      ) : !ready ? (
        <EmptyState>{t("This class has no active students yet. Add students first.")}</EmptyState>
      ) : (
        <LoginCardPages cards={cards.data} qr={qr} />
      )}
    </div>
  );
}

function LoginCardPages({ cards, qr }: { cards: LoginCards; qr: QrState }) {
  const { t } = useTranslation();
  return (
    <div className="grid grid-cols-1 gap-6 print:block" data-testid="login-card-sheet">
      {/* A4 with 10 mm margins leaves 190 × 277 mm; a page of cards takes 275 mm so rounding never spills onto a blank page. */}
      <style>{PRINT_PAGE_CSS}</style>
      {chunk(cards.students, CARDS_PER_PAGE).map((page, p) => (
        <section
          key={p}
          aria-label={t("Page {{page}}", { page: formatNumber(p + 1) })}
          className="grid grid-cols-1 gap-3 md:grid-cols-2 print:grid print:h-[275mm] print:w-[190mm] print:grid-cols-2 print:grid-rows-4 print:gap-0 print:break-after-page print:last:break-after-auto"
        >
          {page.map((s) => (
            <LoginCard key={s.username} cards={cards} student={s} qr={qr} />
          ))}
        </section>
      ))}
    </div>
  );
}
