import { type CheckoutStartOut, type PaymentProviderName } from "@contracts/commerce";
import { api } from "@/lib/api-client";

/** POST /checkout/{provider}/: starts a payment; the browser is then sent to redirect_url. */
export const startCheckout = (provider: PaymentProviderName, orderId: string, accessKey?: string | null) =>
  api.post<CheckoutStartOut>(`/checkout/${provider}/`, { order_id: orderId, ...(accessKey ? { access_key: accessKey } : {}) });
