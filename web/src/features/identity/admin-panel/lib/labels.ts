import type { ColorField } from "@contracts/tenants";
import { formatDateTime } from "@/lib/format";
import { msg } from "@/lib/i18n";

/** Shown with t(). */
export const STAFF_LABEL = msg("Platform staff");

export const COLOR_LABELS: Record<ColorField, string> = {
  primary_color: msg("Primary colour"),
  primary_color_light: msg("Primary colour (light)"),
  primary_color_dark: msg("Primary colour (dark)"),
  bg_primary_color: msg("Page background"),
  bg_secondary_color: msg("Secondary background"),
  announcement_color: msg("Announcement bar"),
  button_color: msg("Buttons"),
  book_button_color: msg("Book buttons"),
  text_primary_color: msg("Primary text"),
  text_secondary_color: msg("Secondary text"),
  text_muted_color: msg("Muted text"),
  border_primary_color: msg("Primary border"),
  border_muted_color: msg("Muted border"),
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

/** Kept for app/routes/admin-panel (another area), which imports it from here; it is lib/format's formatDateTime. */
export const formatDate = (iso: string | null) => formatDateTime(iso);
