import type { CourseSummaryOut } from "@contracts/learning";

export const minutesLabel = (minutes: number) => (minutes < 60 ? `${minutes} min` : `${Math.floor(minutes / 60)} h${minutes % 60 ? ` ${minutes % 60} min` : ""}`);

export function agesLabel(c: Pick<CourseSummaryOut, "age_min" | "age_max" | "kind">): string | null {
  if (c.kind === "teacher_training") return "For teachers";
  if (c.age_min !== null && c.age_max !== null) return `Ages ${c.age_min}–${c.age_max}`;
  if (c.age_min !== null) return `Ages ${c.age_min}+`;
  if (c.age_max !== null) return `Up to age ${c.age_max}`;
  return null;
}

export const lessonsLabel = (n: number) => `${n} ${n === 1 ? "lesson" : "lessons"}`;

export const formatSize = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`);
