import { useTranslation } from "react-i18next";
import { FULFILMENT_STATUSES, ORDER_STATUSES } from "@contracts/commerce";
import { useListParams } from "@/lib/use-list-params";
import { FormField } from "@/components/ui/form-field";
import { PageHeader } from "@/components/ui/page-header";
import { Select } from "@/components/ui/select";
import { ListFilters, SearchField } from "@/components/lists/list-filters";
import { PagedResults } from "@/components/lists/paged-results";
import { ORDERS_PAGE_SIZE, useOrders } from "@/features/giving/admin/api/get-orders";
import { OrderDrawer } from "@/features/giving/admin/components/order-drawer";
import { OrdersTable } from "@/features/giving/admin/components/orders-table";
import { FULFILMENT_BADGES, ORDER_STATUS_BADGES, isOneOf } from "@/features/giving/admin/lib/labels";
import { SchoolFilter } from "@/features/identity/admin-panel/components/school-filter";

/** /admin-panel/orders: every order; ?order={id} opens one with its fulfilment, refund and hold actions. */
export default function OrdersPage() {
  const { t } = useTranslation();
  const { get, offset, update } = useListParams();
  const status = get("status");
  const fulfilment = get("fulfilment_status");
  const filters = {
    search: get("search"),
    status: isOneOf(ORDER_STATUSES, status) ? status : ("" as const),
    fulfilment_status: isOneOf(FULFILMENT_STATUSES, fulfilment) ? fulfilment : ("" as const),
    tenant: get("tenant"),
    offset,
  };
  const orders = useOrders(filters);
  const openId = get("order") || null;
  const filtered = Boolean(filters.search || filters.status || filters.fulfilment_status || filters.tenant);

  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader title={t("Orders")} description={t("Every order on the platform, newest first. Open one to fulfil, refund or resolve a hold.")} />
      <ListFilters label={t("Filter orders")} className="sm:grid-cols-2 lg:grid-cols-4">
        <SearchField label={t("Search orders")} placeholder={t("Number, buyer name or email")} value={filters.search} onCommit={(value) => update({ search: value })} />
        <FormField label={t("Status")}>
          <Select value={filters.status} onChange={(e) => update({ status: e.target.value })}>
            <option value="">{t("Any status")}</option>
            {ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(ORDER_STATUS_BADGES[s].label)}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label={t("Fulfilment")}>
          <Select value={filters.fulfilment_status} onChange={(e) => update({ fulfilment_status: e.target.value })}>
            <option value="">{t("Any fulfilment")}</option>
            {FULFILMENT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(FULFILMENT_BADGES[s].label)}
              </option>
            ))}
          </Select>
        </FormField>
        <SchoolFilter value={filters.tenant} onChange={(tenant) => update({ tenant })} />
      </ListFilters>
      <PagedResults
        query={orders}
        loadingLabel={t("Loading orders")}
        errorTitle={t("Could not load the orders")}
        empty={filtered ? t("No orders match these filters.") : t("No orders yet.")}
        pagesLabel={t("Order pages")}
        limit={ORDERS_PAGE_SIZE}
        offset={offset}
        onOffsetChange={(o) => update({ offset: o })}
      >
        {(results) => <OrdersTable orders={results} onOpen={(id) => update({ order: id, offset })} />}
      </PagedResults>
      <OrderDrawer orderId={openId} onClose={() => update({ order: undefined, offset })} />
    </div>
  );
}
