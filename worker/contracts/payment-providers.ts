/* The payment providers by name, without zod (the web router imports it; commerce.ts re-exports it). */

export const PAYMENT_PROVIDERS = ["stripe", "paypal", "phonepe", "demo"] as const;
