import { Suspense } from "react";
import { Outlet } from "react-router";
import { useTranslation } from "react-i18next";
import { useCurrentTenant } from "@/features/identity/tenant/api";
import { PLATFORM_NAME } from "@/lib/branding";
import { PageLoader } from "@/components/ui/page-loader";
import { Header } from "./header";
import { Footer } from "./footer";
import { CartSync } from "@/features/commerce/cart-sync";

/** Header, page, footer — for the public pages inside the root layout. */
export function RootLayout() {
  const { t } = useTranslation();
  const { data: tenant = null } = useCurrentTenant();
  return (
    <div className="flex min-h-dvh flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:start-2 focus:z-50 focus:rounded focus:bg-surface focus:px-3 focus:py-2">
        {t("Skip to content")}
      </a>
      <CartSync />
      {/* Printed pages (a teacher's login cards) carry no site chrome. */}
      <div className="contents print:hidden">
        <Header tenant={tenant} />
      </div>
      <main id="main" className="mx-auto min-h-dvh w-full max-w-[1280px] flex-1 px-3 py-6 xs:px-4 lg:px-6">
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
      <div className="contents print:hidden">
        <Footer name={tenant?.school_name ?? PLATFORM_NAME} />
      </div>
    </div>
  );
}

/** Pages outside the root layout (login, register…) still get a loading fallback. */
export function BareLayout() {
  return (
    <Suspense fallback={<PageLoader />}>
      <Outlet />
    </Suspense>
  );
}
