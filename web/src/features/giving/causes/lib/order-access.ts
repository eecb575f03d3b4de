/**
 * A guest's order is proven by the access key the server returns once at creation. It is kept
 * for the tab's session (and travels in the providers' return URLs as ?key=).
 */
const keyName = (orderId: string) => `order.key.${orderId}`;

export function rememberOrderKey(orderId: string, accessKey: string | undefined | null) {
  if (accessKey) sessionStorage.setItem(keyName(orderId), accessKey);
}

/** The key from the URL wins; else the one saved when the order was created; else none (owner). */
export function orderKey(orderId: string, fromUrl: string | null): string | null {
  return fromUrl || sessionStorage.getItem(keyName(orderId)) || null;
}
