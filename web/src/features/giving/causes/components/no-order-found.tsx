import { Link, useLocation } from "react-router";
import { useAtomValue } from "jotai";
import { useTranslation } from "react-i18next";
import { SearchX } from "lucide-react";
import { paths } from "@/config/paths";
import { ApiError, errorMessage } from "@/lib/api-client";
import { userAtom } from "@/lib/session";
import { Button } from "@/components/ui/button";
import { RecentOrders } from "./recent-orders";

const RECENT_ORDERS = 5;

/**
 * The payment result page reached without an order it can show (no ?order=, or one that cannot be
 * found): what the page is for, and the ways on — the buyer's orders, the cart and contact.
 */
export function NoOrderFound({ error }: { error?: unknown }) {
  const { t } = useTranslation();
  const user = useAtomValue(userAtom);
  const location = useLocation();
  const missing = error instanceof ApiError && error.status === 404;
  const title = error === undefined ? t("No order to confirm here") : missing ? t("We could not find this order") : t("We could not load this order");
  return (
    <div className="grid gap-5">
      <div className="grid gap-2">
        <h1 className="flex items-center gap-2 text-2xl font-bold text-ink">
          <SearchX className="size-7 shrink-0" aria-hidden /> {title}
        </h1>
        {error !== undefined ? <p className="text-ink">{errorMessage(error)}</p> : null}
        <p className="text-ink-muted">
          {error === undefined
            ? t(
                "This page confirms a payment when the payment provider sends you back after paying, and this link has no order in it. If you have just paid, nothing is lost: your receipt email has a link to your order, and the payment is recorded even when this page is not shown.",
              )
            : t(
                "This page confirms a payment when the payment provider sends you back after paying. If you have just paid, nothing is lost: your receipt email has a link to your order, and the payment is recorded even when this page is not shown.",
              )}
        </p>
      </div>

      {user ? (
        <section aria-labelledby="recent-orders-heading" className="grid gap-3">
          <h2 id="recent-orders-heading" className="text-lg font-bold text-ink">
            {t("Your recent orders")}
          </h2>
          <RecentOrders limit={RECENT_ORDERS} />
        </section>
      ) : null}

      <div className="flex flex-wrap gap-2">
        {user ? (
          <Button asChild>
            <Link to={paths.dashboard}>{t("Go to your dashboard")}</Link>
          </Button>
        ) : (
          <Button asChild>
            {/* Back here after signing in, where the recent orders are listed. */}
            <Link to={paths.login} state={{ from: location.pathname + location.search }}>
              {t("Sign in to see your orders")}
            </Link>
          </Button>
        )}
        <Button asChild variant="outline">
          <Link to={paths.giving.cart}>{t("Back to your cart")}</Link>
        </Button>
        <Button asChild variant="ghost">
          <Link to={paths.contact}>{t("Contact us")}</Link>
        </Button>
      </div>
    </div>
  );
}
