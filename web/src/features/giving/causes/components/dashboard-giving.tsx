import { useEffect, useId, useRef } from "react";
import { Link, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { useAtomValue } from "jotai";
import { HandCoins, ReceiptText } from "lucide-react";
import { paths } from "@/config/paths";
import { userAtom } from "@/lib/session";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { MONEY_RAISED_OPTION, MoneyRaised } from "./money-raised";
import { RecentOrders } from "./recent-orders";
import { useMyOrders } from "../api/get-my-orders";

const DASHBOARD_ORDERS = 5;

/**
 * "Your gifts and orders": the latest orders of a signed-in adult, each to its page and receipt.
 * Not on a pupil's dashboard: paying is for grown-ups (a pupil's part in giving is the money raised
 * for them, above).
 */
function MyOrdersCard({ pupil }: { pupil: boolean }) {
  const { t } = useTranslation();
  const headingId = useId();
  // A pupil may give too (towards their own fundraising, say): their gifts are listed once they have
  // some, but a child is never shown an empty list nudging them to spend (RecentOrders shares this query).
  const mine = useMyOrders(DASHBOARD_ORDERS, pupil);
  if (pupil && !mine.data?.results.length) return null;
  return (
    <Card className="md:col-span-2">
      <CardHeader>
        <CardTitle id={headingId} className="flex items-center gap-2">
          <ReceiptText className="size-5" aria-hidden /> {t("Your gifts and orders")}
        </CardTitle>
        <CardDescription>{t("What you have given and bought on this site, newest first.")}</CardDescription>
      </CardHeader>
      <CardContent>
        <section aria-labelledby={headingId}>
          <RecentOrders
            limit={DASHBOARD_ORDERS}
            empty={
              <div className="grid justify-items-start gap-3">
                <p className="text-sm text-ink-muted">{t("You have not given or bought anything here yet.")}</p>
                <Button asChild variant="outline">
                  <Link to={paths.giving.projects}>{t("Find a project to support")}</Link>
                </Button>
              </div>
            }
          />
        </section>
      </CardContent>
    </Card>
  );
}

/**
 * The dashboard's giving part: a card that opens "Money I Have Raised", and that section itself
 * when the URL says ?option=Money I Have Raised (full width, scrolled into view); beside it, the
 * signed-in user's gifts and orders (a pupil's only once they have some).
 */
export function DashboardGiving() {
  const { t } = useTranslation();
  const user = useAtomValue(userAtom);
  const orders = user ? <MyOrdersCard pupil={user.role === "student"} /> : null;
  const [params] = useSearchParams();
  const open = params.get("option") === MONEY_RAISED_OPTION;
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (open) ref.current?.scrollIntoView?.({ block: "start" });
  }, [open]);
  if (open)
    return (
      <>
        <div ref={ref} className="md:col-span-2 lg:col-span-3">
          <MoneyRaised />
        </div>
        {orders}
      </>
    );
  return (
    <>
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <HandCoins className="size-5" aria-hidden /> {t(MONEY_RAISED_OPTION)}
          </CardTitle>
          <CardDescription>{t("Gifts that count towards your fundraising.")}</CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild variant="outline">
            <Link to={paths.giving.moneyRaised}>{t("See the money you have raised")}</Link>
          </Button>
        </CardContent>
      </Card>
      {orders}
    </>
  );
}
