import { Suspense, lazy, type ReactNode } from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { PublicTenant } from "@contracts/tenants";
import { Sheet } from "@/components/ui/sheet";
import { HeaderSearch } from "@/features/search/components/header-search";
import { LanguageMenu } from "./language-menu";
import type { MainMenu } from "./nav-menu";

const ModePicker = lazy(() => import("@/features/identity/modes/mode-picker").then((m) => ({ default: m.ModePicker })));

/**
 * The header's menu on phones (header.tsx loads it when "Open menu" is pressed): the account first
 * (Login, or Dashboard and Logout: on a classroom's shared tablet, signing out should not need a
 * scroll past the whole menu), then search, the main menu, the mode picker and language.
 */
export function MobileMenu({ open, setOpen, name, tenant, menu, account }: { open: boolean; setOpen: (open: boolean) => void; name: string; tenant: PublicTenant | null; menu: MainMenu; account: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Sheet open={open} onOpenChange={setOpen} title={name}>
      <div className="grid gap-2 border-b border-line-muted pb-4 [&>*]:w-full" onClick={() => setOpen(false)}>
        {account}
      </div>
      {tenant ? <HeaderSearch inPanel onNavigate={() => setOpen(false)} /> : null}
      <nav aria-label={t("Mobile")} className="grid gap-1" onClick={() => setOpen(false)}>
        {menu.map((item) =>
          item.children ? (
            <div key={item.label} className="grid gap-1">
              <p className="px-3 pt-2 text-xs font-bold tracking-wide text-ink-muted uppercase">{t(item.label)}</p>
              {item.children.map((child) => (
                <Link key={child.to} to={child.to} className="rounded-md px-3 py-2 font-medium hover:bg-surface-alt">
                  {t(child.label)}
                </Link>
              ))}
            </div>
          ) : (
            <Link key={item.label} to={item.to} className="rounded-md px-3 py-2 font-medium hover:bg-surface-alt">
              {t(item.label)}
            </Link>
          ),
        )}
      </nav>
      {tenant?.switchboard ? (
        <div className="xs:hidden">
          <Suspense fallback={null}>
            <ModePicker />
          </Suspense>
        </div>
      ) : null}
      <LanguageMenu />
    </Sheet>
  );
}
