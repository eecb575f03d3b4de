import { useState } from "react";
import { Trans, useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { toast } from "@/lib/toast";
import { BookCopy, ShoppingCart } from "lucide-react";
import { formatMoney } from "@/lib/format";
import { paths } from "@/config/paths";
import { errorMessage } from "@/lib/api-client";
import { Button } from "@/components/ui/button";
import { addItem } from "@/features/commerce/actions";
import { useCatalog } from "../api/get-catalog";

/** On a book's page: a printed edition to order, when the school (or the platform) sells one. */
export function PrintedCopyOffer({ bookId }: { bookId: string }) {
  const { t } = useTranslation();
  const catalog = useCatalog({ kind: "printed_book", ref_id: bookId });
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  const item = catalog.data?.results[0];
  if (!item) return null;

  const add = async () => {
    setAdding(true);
    try {
      await addItem(item.cart_item);
      toast.success(t("Added to your cart"), { description: item.title, action: { label: t("Checkout"), onClick: () => navigate(paths.giving.checkout) } });
    } catch (err) {
      toast.error(errorMessage(err, t("Could not add it to your cart. Please try again.")));
    } finally {
      setAdding(false);
    }
  };

  return (
    <section aria-labelledby="printed-copy-heading" className="grid gap-2 rounded-lg border border-line-muted bg-surface p-4">
      <h2 id="printed-copy-heading" className="flex items-center gap-2 text-base font-bold text-ink">
        <BookCopy className="size-5" aria-hidden /> {t("A printed copy")}
      </h2>
      <p className="text-sm text-ink">
        <Trans i18nKey="{{title}}: <0>{{price}}</0> plus delivery." values={{ title: item.title, price: formatMoney(item.price, item.currency) }} components={[<strong key="price" />]} />
      </p>
      {item.description ? <p className="text-sm text-ink-muted">{item.description}</p> : null}
      <div className="flex flex-wrap gap-3">
        <Button type="button" onClick={() => void add()} disabled={adding}>
          <ShoppingCart aria-hidden /> {adding ? t("Adding…") : t("Add to cart")}
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.giving.cart}>{t("View cart")}</Link>
        </Button>
      </div>
    </section>
  );
}
