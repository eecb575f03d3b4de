import type { TFunction } from "i18next";
import type { CourseSummaryOut } from "@contracts/learning";
import { formatNumber } from "@/lib/format";

/** "45 min", "1 h 30 min", "2 h", in the reader's language. */
export function minutesLabel(t: TFunction, minutes: number): string {
  if (minutes < 60) return t("{{minutes}} min", { minutes: formatNumber(minutes) });
  const hours = formatNumber(Math.floor(minutes / 60));
  return minutes % 60 ? t("{{hours}} h {{minutes}} min", { hours, minutes: formatNumber(minutes % 60) }) : t("{{hours}} h", { hours });
}

export function agesLabel(t: TFunction, c: Pick<CourseSummaryOut, "age_min" | "age_max" | "kind">): string | null {
  if (c.kind === "teacher_training") return t("For teachers");
  if (c.age_min !== null && c.age_max !== null) return t("Ages {{min}}–{{max}}", { min: formatNumber(c.age_min), max: formatNumber(c.age_max) });
  if (c.age_min !== null) return t("Ages {{min}}+", { min: formatNumber(c.age_min) });
  if (c.age_max !== null) return t("Up to age {{max}}", { max: formatNumber(c.age_max) });
  return null;
}

export const lessonsLabel = (t: TFunction, n: number) => t("{{count}} lessons", { count: n });

export const formatSize = (t: TFunction, bytes: number) =>
  bytes < 1024 * 1024 ? t("{{size}} KB", { size: formatNumber(Math.max(1, Math.round(bytes / 1024))) }) : t("{{size}} MB", { size: formatNumber(bytes / 1024 / 1024, { minimumFractionDigits: 1, maximumFractionDigits: 1 }) });
