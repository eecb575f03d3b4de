/* The information pages by slug, without zod (the web router imports it; operations.ts re-exports it). */

export const CONTENT_PAGE_SLUGS = [
  "about",
  "our-framework",
  "navigating-the-platform",
  "our-team",
  "testimonials",
  "acknowledgement",
  "global-reach",
  "faq",
  "contact",
  "privacy-policy",
  "terms-of-use",
  "refund-policy",
] as const;
