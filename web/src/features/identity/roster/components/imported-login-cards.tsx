import { useTranslation } from "react-i18next";
import type { ImportedStudent } from "@contracts/roster";
import { formatNumber } from "@/lib/format";
import type { LoginCards } from "@contracts/school-admin";
import { LoginCard } from "@/features/identity/school-admin/components/login-card";
import { useQrDataUrl } from "@/features/identity/school-admin/lib/use-qr-data-url";

const CARDS_PER_PAGE = 8;

/** The printable cards of one class of a bulk enrolment: like the class's QR sheet, with each new password. */
export function ImportedClassCards({ schoolName, className, code, students }: { schoolName: string; className: string; code: string; students: ImportedStudent[] }) {
  const { t } = useTranslation();
  const loginUrl = `${window.location.origin}/login?class=${encodeURIComponent(code)}`;
  const qr = useQrDataUrl(loginUrl);
  const cards: LoginCards = { school_name: schoolName, class_name: className, code, login_url: loginUrl, students };
  const pages = Array.from({ length: Math.ceil(students.length / CARDS_PER_PAGE) }, (_, i) => students.slice(i * CARDS_PER_PAGE, (i + 1) * CARDS_PER_PAGE));
  return (
    <>
      {pages.map((page, p) => (
        <section
          key={p}
          aria-label={t("{{class}}, page {{page}}", { class: className, page: formatNumber(p + 1) })}
          className="grid grid-cols-1 gap-3 md:grid-cols-2 print:grid print:h-[275mm] print:w-[190mm] print:grid-cols-2 print:grid-rows-4 print:gap-0 print:break-after-page"
        >
          {page.map((s) => (
            <LoginCard key={s.id} cards={cards} student={s} qr={qr} />
          ))}
        </section>
      ))}
    </>
  );
}
