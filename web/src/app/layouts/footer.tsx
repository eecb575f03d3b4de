import { Link } from "react-router";
import { paths } from "@/config/paths";

const LINKS = [
  { label: "Disclaimer", to: paths.disclaimer },
  { label: "Terms of Use", to: paths.termsOfUse },
  { label: "Refund Policy", to: paths.refundPolicy },
  { label: "Privacy Policy", to: paths.privacyPolicy },
  { label: "Contact Us", to: paths.contact },
];

export function Footer({ name }: { name: string }) {
  return (
    <footer className="mt-auto border-t border-line-muted bg-surface">
      <div className="mx-auto flex max-w-[1280px] flex-col gap-3 px-4 py-6 text-sm text-ink-muted md:flex-row md:items-center md:justify-between lg:px-6">
        <p>
          © {new Date().getFullYear()} {name}
        </p>
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            {LINKS.map((l) => (
              <li key={l.label}>
                <Link to={l.to} className="hover:text-ink hover:underline">
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
