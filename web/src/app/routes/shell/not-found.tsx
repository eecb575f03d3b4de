import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useAtomValue } from "jotai";
import { SearchX } from "lucide-react";
import { paths } from "@/config/paths";
import { userAtom } from "@/lib/session";
import { Button } from "@/components/ui/button";

export default function NotFoundPage() {
  const { t } = useTranslation();
  const user = useAtomValue(userAtom);
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center gap-4 py-16 text-center" aria-labelledby="not-found-title">
      <SearchX className="size-12 text-ink-muted" aria-hidden />
      <h1 id="not-found-title" className="text-2xl font-bold">
        {t("Page not found")}
      </h1>
      <p className="text-ink-muted">{t("We could not find the page you were looking for. Check the address, or go back to a page you know.")}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to={user ? paths.dashboard : paths.login}>{user ? t("Go to your dashboard") : t("Sign in")}</Link>
        </Button>
        <Button variant="outline" onClick={() => window.history.back()}>
          {t("Go back")}
        </Button>
      </div>
    </section>
  );
}
