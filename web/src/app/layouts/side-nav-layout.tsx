import { Suspense, useState, type ComponentType } from "react";
import { Link, NavLink, Outlet } from "react-router";
import { ArrowLeft, Menu } from "lucide-react";
import { paths } from "@/config/paths";
import { PageLoader } from "@/components/ui/spinner";
import { Button } from "@/components/ui/button";
import { Sheet } from "@/components/ui/sheet";
import { cn } from "@/lib/cn";
import { formatNumber } from "@/lib/format";
import { useTranslation } from "react-i18next";
import { LanguageMenu } from "./language-menu";

export interface SideNavItem {
  label: string;
  to: string;
  icon: ComponentType<{ className?: string; "aria-hidden"?: boolean }>;
  /** Items waiting there (new messages): shown beside the label, and said to screen readers, when above 0. */
  waiting?: number;
}

/** The shell of the platform admin panel and the school admin area: sidebar + page. On paper only the page prints. */
export function SideNavLayout({ title, items }: { title: string; items: SideNavItem[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const nav = (
    <nav aria-label={title} className="grid gap-1">
      {items.map(({ label, to, icon: Icon, waiting }) => (
        <NavLink
          key={to}
          to={to}
          onClick={() => setOpen(false)}
          className={({ isActive }) =>
            cn("flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-ink hover:bg-surface-alt", isActive && "bg-primary-light text-primary-dark")
          }
        >
          <Icon className="size-4" aria-hidden />
          {t(label)}
          {waiting ? (
            <span className="ms-auto rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-white tabular-nums">
              <span aria-hidden>{formatNumber(waiting)}</span>
              <span className="sr-only">{t("{{count, number}} new", { count: waiting })}</span>
            </span>
          ) : null}
        </NavLink>
      ))}
    </nav>
  );
  return (
    <div className="flex min-h-dvh bg-surface print:block print:min-h-0 print:bg-white">
      <aside className="sticky top-0 hidden h-dvh w-64 shrink-0 flex-col gap-6 overflow-y-auto border-e border-line-muted bg-surface p-4 lg:flex print:hidden">
        <p className="px-3 text-lg font-bold">{title}</p>
        {nav}
        <Link to={paths.dashboard} className="mt-auto flex items-center gap-2 px-3 py-2 text-sm text-ink-muted hover:text-ink">
          <ArrowLeft className="size-4" aria-hidden /> {t("Back to my dashboard")}
        </Link>
        <LanguageMenu className="px-3" />
      </aside>
      <div className="flex min-w-0 flex-1 flex-col print:block">
        <header className="flex h-14 items-center gap-3 border-b border-line-muted bg-surface px-3 lg:hidden print:hidden">
          <Button variant="ghost" size="icon" aria-label={t("Open menu")} onClick={() => setOpen(true)}>
            <Menu className="size-5" aria-hidden />
          </Button>
          <p className="font-bold">{title}</p>
        </header>
        <main id="main" className="mx-auto w-full max-w-[1200px] flex-1 p-3 xs:p-4 lg:p-8 print:max-w-none print:p-0">
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
      <Sheet open={open} onOpenChange={setOpen} title={title}>
        {nav}
        <Link to={paths.dashboard} className="mt-auto flex items-center gap-2 px-3 py-2 text-sm text-ink-muted">
          <ArrowLeft className="size-4" aria-hidden /> {t("Back to my dashboard")}
        </Link>
        <LanguageMenu className="px-3" />
      </Sheet>
    </div>
  );
}
