import type { CatalogItemOut } from "../../contracts/commerce";
import type { Currency } from "../../contracts/money";
import type { CatalogItem } from "../../db/schema";

export function toCatalogItemOut(i: CatalogItem): CatalogItemOut {
  return {
    id: i.id,
    cart_item: `item:${i.id}`,
    kind: i.kind,
    title: i.title,
    description: i.description,
    price: i.price,
    currency: i.currency as Currency,
    requires_shipping: i.requiresShipping,
    ref_id: i.refId,
    active: i.active,
    tenant_id: i.tenantId,
  };
}
