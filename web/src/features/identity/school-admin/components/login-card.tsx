import { Trans, useTranslation } from "react-i18next";
import type { LoginCards } from "@contracts/school-admin";
import { Spinner } from "@/components/ui/spinner";
import { fullName } from "../lib/labels";
import type { QrState } from "../lib/use-qr-data-url";

/**
 * One student's sign-in card: who they are, and a QR code that opens the class's sign-in page. A
 * password is printed only on the cards of a bulk enrolment, the one time it is known.
 */
export function LoginCard({ cards, student, qr }: { cards: LoginCards; student: LoginCards["students"][number] & { password?: string | null }; qr: QrState }) {
  const { t } = useTranslation();
  const name = fullName(student);
  return (
    <article
      aria-label={t("Login card for {{name}}", { name })}
      className="flex min-w-0 items-center gap-4 rounded-lg border border-dashed border-gray-400 bg-white p-4 text-gray-950 print:h-full print:rounded-none print:p-[6mm]"
    >
      {/* One column that may shrink below its longest word (minmax(0, 1fr), min-w-0), and names that break anywhere: a long surname wraps inside the card instead of running under the QR code and past the cut line. */}
      <div className="grid min-w-0 flex-1 grid-cols-1 content-center gap-1" data-testid="login-card-text">
        <p className="truncate text-xs font-medium text-gray-600">{cards.school_name}</p>
        <p className="truncate text-sm font-semibold text-gray-700">{cards.class_name}</p>
        <p className="mt-1 text-xl leading-tight font-bold wrap-anywhere">{name}</p>
        <p className="grid text-sm">
          <span className="text-xs text-gray-600">{t("Username")}</span>
          <span className="font-mono font-semibold break-all wrap-anywhere">{student.username}</span>
        </p>
        {student.password ? (
          <p className="grid text-sm">
            <span className="text-xs text-gray-600">{t("Password")}</span>
            <span className="font-mono font-semibold break-all wrap-anywhere">{student.password}</span>
          </p>
        ) : null}
        <p className="mt-1 text-xs text-gray-600">
          <Trans i18nKey="Scan to sign in, or enter the class code <0>{{code}}</0>." values={{ code: cards.code }} components={[<span key="code" className="font-mono font-semibold text-gray-950" />]} />
        </p>
      </div>
      <div className="flex size-28 shrink-0 items-center justify-center print:size-[34mm]">
        {qr.status === "ready" ? (
          <img src={qr.src} alt={t("QR code to sign in to {{class}}", { class: cards.class_name })} className="size-full" />
        ) : qr.status === "loading" ? (
          <Spinner label={t("Drawing QR code")} />
        ) : (
          <p className="text-center text-xs text-gray-600">{t("QR code unavailable: use the class code.")}</p>
        )}
      </div>
    </article>
  );
}
