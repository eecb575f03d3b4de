import { Link, useSearchParams } from "react-router";
import { XCircle } from "lucide-react";
import { paths } from "@/config/paths";
import { Button } from "@/components/ui/button";

/** /{provider}-payment/failed and /{provider}-payment/cancel: nothing was charged; the cart is as it was. */
export default function PaymentFailedPage() {
  const [params] = useSearchParams();
  const order = params.get("order");
  return (
    <div className="mx-auto grid w-full max-w-2xl gap-5">
      <h1 className="flex items-center gap-2 text-2xl font-bold text-ink">
        <XCircle className="size-7 text-danger" aria-hidden /> Payment not completed
      </h1>
      <div role="status" className="grid gap-2 rounded-lg border border-line-muted bg-surface p-5 text-ink">
        <p>The payment was cancelled or did not go through{order ? " for this order" : ""}.</p>
        <p>
          <strong>Nothing was charged</strong>, and everything is still in your cart.
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="outline">
          <Link to={paths.giving.cart}>Back to cart</Link>
        </Button>
        <Button asChild>
          <Link to={paths.giving.checkout}>Try again</Link>
        </Button>
      </div>
    </div>
  );
}
