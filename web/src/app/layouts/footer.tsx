import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { paths } from "@/config/paths";
import { msg } from "@/lib/i18n";
import { LanguageMenu } from "./language-menu";

const LINKS = [
  { label: msg("Disclaimer"), to: paths.disclaimer },
  { label: msg("Terms of Use"), to: paths.termsOfUse },
  { label: msg("Refund Policy"), to: paths.refundPolicy },
  { label: msg("Privacy Policy"), to: paths.privacyPolicy },
  { label: msg("Contact Us"), to: paths.contact },
];

export function Footer({ name }: { name: string }) {
  const { t } = useTranslation();
  return (
    <footer className="mt-auto border-t border-line-muted bg-surface">
      <div className="mx-auto flex max-w-[1280px] flex-col gap-3 px-4 py-6 text-sm text-ink-muted md:flex-row md:items-center md:justify-between lg:px-6">
        <p>
          {t("© {{year}} {{name}}", { year: new Date().getFullYear(), name })}
        </p>
        <LanguageMenu />
        <nav aria-label={t("Footer")}>
          {/* Each link at least 24 px tall (WCAG 2.2, 2.5.8), 44 px on a touch screen, where the rows then need no gap. */}
          <ul className="flex flex-wrap gap-x-5 gap-y-1 pointer-coarse:gap-y-0">
            {LINKS.map((l) => (
              <li key={l.label}>
                <Link to={l.to} className="flex min-h-6 items-center hover:text-ink hover:underline pointer-coarse:min-h-11">
                  {t(l.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
