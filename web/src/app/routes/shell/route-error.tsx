import { useTranslation } from "react-i18next";
import { Link, isRouteErrorResponse, useRouteError } from "react-router";
import { RefreshCw } from "lucide-react";
import { paths } from "@/config/paths";
import { ApiError } from "@/lib/api-client";
import { buttonVariants } from "@/components/ui/button-variants";
import { usePageShown } from "@/lib/page-snapshot";

/** A failed lazy chunk after a deploy: reloading fetches the new build. */
const isStaleChunk = (err: unknown) => err instanceof Error && /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(err.message);

/**
 * The route error boundary: when a page throws while rendering or loading, a friendly page with
 * what to do next (reload, go home) and the request id to quote, instead of a blank screen.
 */
export default function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const requestId = error instanceof ApiError ? error.requestId : undefined;
  const stale = isStaleChunk(error);
  usePageShown(true);
  const status = isRouteErrorResponse(error) ? error.status : null;
  if (!(error instanceof ApiError) && !isRouteErrorResponse(error)) console.error(error);
  return (
    <main id="main" className="mx-auto grid max-w-xl gap-4 px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-ink">{stale ? t("This site has just been updated") : t("Something went wrong on this page")}</h1>
      <p className="text-ink-muted">
        {stale
          ? t("Reload the page to get the new version.")
          : status === 404
            ? t("We could not find this page.")
            : t("Please reload the page. If it keeps happening, tell your teacher or the school office what you were doing.")}
      </p>
      {requestId ? (
        <p className="text-sm text-ink-muted">
          {t("Reference:")} <code className="rounded bg-surface-alt px-1">{requestId}</code>
        </p>
      ) : null}
      <div className="flex flex-wrap justify-center gap-2">
        <button className={buttonVariants()} onClick={() => window.location.reload()}>
          <RefreshCw aria-hidden /> {t("Reload the page")}
        </button>
        <Link to={paths.home} reloadDocument className={buttonVariants({ variant: "outline" })}>
          {t("Go to the home page")}
        </Link>
      </div>
    </main>
  );
}
