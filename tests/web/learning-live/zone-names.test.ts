import { afterEach, describe, expect, it } from "vitest";
import { setInterfaceLocale } from "@/lib/i18n";
import { zoneName } from "@/features/learning/live/lib/time";

describe("time zone names", () => {
  afterEach(() => setInterfaceLocale("en"));

  it("names UTC in words, as other zones are, not as an offset ('GMT+00:00')", async () => {
    expect(zoneName("UTC", "2026-12-01T15:00:00Z")).toBe("Coordinated Universal Time");
    expect(zoneName("Europe/London", "2026-12-01T15:00:00Z")).toBe("United Kingdom Time");
    await setInterfaceLocale("ar");
    expect(zoneName("UTC", "2026-12-01T15:00:00Z")).toBe("التوقيت العالمي المنسق");
  });
});
