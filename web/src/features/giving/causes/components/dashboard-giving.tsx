import { useEffect, useRef } from "react";
import { Link, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { HandCoins } from "lucide-react";
import { paths } from "@/config/paths";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { MONEY_RAISED_OPTION, MoneyRaised } from "./money-raised";

/**
 * The dashboard's giving part: a card that opens "Money I Have Raised", and that section itself
 * when the URL says ?option=Money I Have Raised (full width, scrolled into view).
 */
export function DashboardGiving() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const open = params.get("option") === MONEY_RAISED_OPTION;
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (open) ref.current?.scrollIntoView?.({ block: "start" });
  }, [open]);
  if (open)
    return (
      <div ref={ref} className="md:col-span-2 lg:col-span-3">
        <MoneyRaised />
      </div>
    );
  return (
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
  );
}
