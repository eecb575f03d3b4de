import type { TFunction } from "i18next";
import { formatNumber, formatWith } from "@/lib/format";
import { currentLocale } from "@/lib/i18n";

/** Times of a session for the viewer: their own zone first, the session's (the school's) alongside. */

export const viewerTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";

/**
 * A time zone as the reader's language names it ("United Kingdom Time", "توقيت المملكة المتحدة",
 * "भारतीय मानक समय"), not its IANA id ("Europe/London"); the id when Intl has no name for it.
 */
export function zoneName(timeZone: string, at: string | number | Date = Date.now()): string {
  // UTC has no generic name (longGeneric gives "GMT+00:00"); its long one is "Coordinated Universal Time".
  const styles = timeZone === "UTC" || timeZone === "Etc/UTC" ? (["long"] as const) : (["longGeneric", "long"] as const);
  for (const style of styles) {
    try {
      const part = new Intl.DateTimeFormat(currentLocale(), { timeZone, timeZoneName: style }).formatToParts(new Date(at)).find((p) => p.type === "timeZoneName");
      if (part?.value) return part.value;
    } catch {
      // An unknown zone or an engine without this style: try the next, then the id.
    }
  }
  return timeZone;
}

export function formatInZone(iso: string, timeZone: string, opts: Intl.DateTimeFormatOptions = { dateStyle: "full", timeStyle: "short" }): string {
  return formatWith(iso, opts, timeZone);
}

/** "Starts in 2 days", "Starts in 3 h 20 min", "Starts in 4 min", "Live now", "Ended", in the reader's language. */
export function countdown(t: TFunction, startIso: string, endIso: string, now: number): string {
  const start = Date.parse(startIso);
  const end = Date.parse(endIso);
  if (now >= end) return t("Ended");
  if (now >= start) return t("Live now");
  const minutes = Math.ceil((start - now) / 60_000);
  if (minutes < 60) return t("Starts in {{minutes}} min", { minutes: formatNumber(minutes) });
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return minutes % 60 ? t("Starts in {{hours}} h {{minutes}} min", { hours: formatNumber(hours), minutes: formatNumber(minutes % 60) }) : t("Starts in {{hours}} h", { hours: formatNumber(hours) });
  return t("Starts in {{count}} days", { count: Math.floor(hours / 24) });
}

/** Every IANA zone the browser knows (Intl), for the schedule form. */
export function timeZones(): string[] {
  const supported = (Intl as unknown as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf;
  const list = supported ? supported("timeZone") : [];
  return list.includes("UTC") ? list : ["UTC", ...list];
}

/**
 * The UTC instant of a wall-clock time ("2026-11-26T17:30") in a zone: the offset is found by
 * formatting a first guess in that zone and correcting (twice, for the edges of a DST change).
 */
export function zonedToUtc(local: string, timeZone: string): Date {
  const [date, time] = local.split("T");
  const [y, m, d] = date.split("-").map(Number);
  const [hh, mm] = time.split(":").map(Number);
  const wanted = Date.UTC(y, m - 1, d, hh, mm);
  let guess = wanted;
  for (let i = 0; i < 2; i++) {
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat("en-US", { timeZone, hourCycle: "h23", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit" })
        .formatToParts(new Date(guess))
        .map((p) => [p.type, p.value]),
    );
    const shown = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute));
    guess += wanted - shown;
  }
  return new Date(guess);
}

/** The wall-clock value ("2026-11-26T17:30") of an instant in a zone, for a datetime-local input. */
export function utcToZonedInput(iso: string, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", { timeZone, hourCycle: "h23", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit" })
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}
