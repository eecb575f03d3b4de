import { Link } from "react-router";
import { useAtomValue } from "jotai";
import { paths } from "@/config/paths";
import { cartAtom } from "@/features/cart/state";
import { useQuote } from "@/features/giving/api/quote-order";
import { CheckoutForm } from "@/features/giving/components/checkout-form";
import { PageHeader } from "@/components/ui/page-header";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/query-states";

/** /checkout: contact, shipping when needed, summary and the payment provider. */
export default function CheckoutPage() {
  const { items } = useAtomValue(cartAtom);
  const quote = useQuote(items);
  return (
    <div className="grid gap-6">
      <PageHeader title="Checkout" description="Amounts are checked and priced by our server before you pay." />
      {items.length === 0 ? (
        <EmptyState>
          <p>Your cart is empty.</p>
          <Link to={paths.giving.projects} className="font-semibold text-primary hover:underline">
            Find a project to support
          </Link>
        </EmptyState>
      ) : quote.isPending ? (
        <LoadingState label="Pricing your order" />
      ) : quote.isError ? (
        <ErrorState error={quote.error} title="Could not price your order" />
      ) : quote.data.lines.length === 0 ? (
        <EmptyState>
          <p>Nothing in your cart can be bought right now.</p>
          <Link to={paths.giving.cart} className="font-semibold text-primary hover:underline">
            Back to cart
          </Link>
        </EmptyState>
      ) : (
        <CheckoutForm quote={quote.data} />
      )}
    </div>
  );
}
