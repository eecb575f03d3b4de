/** Offset of a time zone from UTC at an instant, in ms (positive east of Greenwich). */
function offsetAt(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", { timeZone, hourCycle: "h23", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit" }).formatToParts(new Date(instant));
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(n("year"), n("month") - 1, n("day"), n("hour"), n("minute"), n("second"));
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant of a wall-clock date and time in a time zone ("2026-12-01", "10:00",
 * "Asia/Kolkata" → 04:30 UTC). Checked twice so a slot next to a daylight-saving change lands on
 * the offset in force at that time.
 */
export function slotInstant(slot: { date: string; time: string }, timeZone: string): Date {
  const [y, m, d] = slot.date.split("-").map(Number);
  const [h, mi] = slot.time.split(":").map(Number);
  const wall = Date.UTC(y, m - 1, d, h, mi);
  let instant = wall - offsetAt(wall, timeZone);
  instant = wall - offsetAt(instant, timeZone);
  return new Date(instant);
}
