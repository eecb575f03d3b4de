import { request } from "@/lib/api-client";

/** POST /checkout/demo/sessions/{ref}/pay/ or /cancel/?key=: the demo provider's answer, then back to the shop. */
export const decideDemoSession = (ref: string, action: "pay" | "cancel", key: string | null) =>
  request<{ redirect_url: string }>("POST", `/checkout/demo/sessions/${encodeURIComponent(ref)}/${action}/`, { json: {}, query: { key } });
