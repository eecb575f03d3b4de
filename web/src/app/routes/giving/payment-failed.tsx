import { Link, useSearchParams } from "react-router";
import { Trans, useTranslation } from "react-i18next";
import { XCircle } from "lucide-react";
import { paths } from "@/config/paths";
import { Button } from "@/components/ui/button";

/** /{provider}-payment/failed and /{provider}-payment/cancel: nothing was charged; the cart is as it was. */
export default function PaymentFailedPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const order = params.get("order");
  return (
    <div className="mx-auto grid w-full max-w-2xl gap-5">
      <h1 className="flex items-center gap-2 text-2xl font-bold text-ink">
        <XCircle className="size-7 text-danger" aria-hidden /> {t("Payment not completed")}
      </h1>
      <div role="status" className="grid gap-2 rounded-lg border border-line-muted bg-surface p-5 text-ink">
        <p>{order ? t("The payment was cancelled or did not go through for this order.") : t("The payment was cancelled or did not go through.")}</p>
        <p>
          <Trans i18nKey="<0>Nothing was charged</0>, and everything is still in your cart." components={[<strong key="nothing" />]} />
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="outline">
          <Link to={paths.giving.cart}>{t("Back to cart")}</Link>
        </Button>
        <Button asChild>
          <Link to={paths.giving.checkout}>{t("Try again")}</Link>
        </Button>
      </div>
    </div>
  );
}
