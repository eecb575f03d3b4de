import type { ColorField } from "@contracts/tenants";

export const STAFF_LABEL = "Platform staff";

export const COLOR_LABELS: Record<ColorField, string> = {
  primary_color: "Primary colour",
  primary_color_light: "Primary colour (light)",
  primary_color_dark: "Primary colour (dark)",
  bg_primary_color: "Page background",
  bg_secondary_color: "Secondary background",
  announcement_color: "Announcement bar",
  button_color: "Buttons",
  book_button_color: "Book buttons",
  text_primary_color: "Primary text",
  text_secondary_color: "Secondary text",
  text_muted_color: "Muted text",
  border_primary_color: "Primary border",
  border_muted_color: "Muted border",
};

/** The platform's own palette (web/src/styles.css), shown where a school leaves a colour empty. */
export const DEFAULT_COLORS: Record<ColorField, string> = {
  primary_color: "#1d4ed8",
  primary_color_light: "#bfdbfe",
  primary_color_dark: "#1e3a8a",
  bg_primary_color: "#ffffff",
  bg_secondary_color: "#f4f6fb",
  announcement_color: "#f59e0b",
  button_color: "#1d4ed8",
  book_button_color: "#c2410c",
  text_primary_color: "#111827",
  text_secondary_color: "#1e3a8a",
  text_muted_color: "#4b5563",
  border_primary_color: "#93c5fd",
  border_muted_color: "#e5e7eb",
};

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });
export const formatDate = (iso: string | null) => (iso ? dateFormat.format(new Date(iso)) : "—");
