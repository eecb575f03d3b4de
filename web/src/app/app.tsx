import { lazy, Suspense, useEffect, useMemo } from "react";
import { releaseSnapshot } from "@/lib/page-snapshot";
import { RouterProvider } from "react-router";
import { useCurrentTenant } from "@/features/identity/tenant/api";
import { ApiError } from "@/lib/api-client";
import { applyBranding } from "@/lib/branding";
import { followPageTitles } from "@/lib/page-title";
import { PageLoader } from "@/components/ui/page-loader";
import { createAppRouter } from "./router";
import { LocaleGate } from "./locale-gate";

// Its own chunk: only an unknown subdomain shows it (and it carries react-i18next's <Trans>).
const SchoolNotFound = lazy(() => import("./routes/shell/school-not-found").then((m) => ({ default: m.SchoolNotFound })));

/** Loads this host's branding first; an unknown school subdomain gets a clear page of its own. */
export function App() {
  const tenant = useCurrentTenant();
  const router = useMemo(createAppRouter, []);
  useEffect(() => {
    if (tenant.isSuccess) applyBranding(tenant.data);
  }, [tenant.isSuccess, tenant.data]);
  useEffect(() => followPageTitles(), []);
  // The server's first paint is of the page it was asked for: any other page replaces it at once.
  useEffect(() => {
    const first = router.state.location.key;
    return router.subscribe((state) => {
      if (state.location.key !== first) releaseSnapshot();
    });
  }, [router]);

  if (tenant.isPending) return <PageLoader />;
  if (tenant.error instanceof ApiError && tenant.error.code === "TENANT_NOT_FOUND") {
    releaseSnapshot();
    return (
      <Suspense fallback={<PageLoader />}>
        <SchoolNotFound />
      </Suspense>
    );
  }
  return (
    <LocaleGate tenant={tenant.data ?? null}>
      <RouterProvider router={router} />
    </LocaleGate>
  );
}
