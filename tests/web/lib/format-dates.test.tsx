import { afterEach, describe, expect, it } from "vitest";
import { act, render, screen } from "@testing-library/react";
import type { PublicTenant } from "@contracts/tenants";
import { LocaleGate } from "@/app/locale-gate";
import { formatDate, formatDateTime, setSchoolCountry } from "@/lib/format";
import { setInterfaceLocale } from "@/lib/i18n";

/*
 * English dates follow the school's country (a school in the UK, India or Kenya reads 30/11/2026,
 * one in the US 11/30/2026); the platform's host, with no school, reads them day first (en-GB).
 * Hindi and Arabic are written as before.
 */

const DAY = "2026-11-30";
const EVENING = "2026-11-30T18:00:00Z";

afterEach(async () => {
  setSchoolCountry(null);
  await act(() => setInterfaceLocale("en"));
});

describe("English dates in the school's country's way", () => {
  it("day first on the platform's host (no school), not the US order", () => {
    expect(formatDate(DAY)).toBe("30 Nov 2026");
    expect(formatDate(DAY, "short")).toBe("30/11/2026");
    expect(formatDateTime(EVENING)).toBe("30 Nov 2026, 18:00");
  });

  it("day first in the UK, India, Kenya and Australia; month first in the US", () => {
    setSchoolCountry("GB");
    expect(formatDate(DAY, "long")).toBe("30 November 2026");
    setSchoolCountry("IN");
    expect(formatDate(DAY)).toBe("30 Nov 2026");
    expect(formatDate(DAY, "short")).toBe("30/11/26");
    setSchoolCountry("KE");
    expect(formatDate(DAY, "short")).toBe("30/11/2026");
    setSchoolCountry("AU");
    expect(formatDate(DAY, "long")).toBe("30 November 2026");
    setSchoolCountry("US");
    expect(formatDate(DAY)).toBe("Nov 30, 2026");
    expect(formatDate(DAY, "short")).toBe("11/30/26");
    expect(formatDateTime(EVENING)).toMatch(/^Nov 30, 2026, 6:00\sPM$/);
  });

  it("a country Intl has no English for, or junk, falls back to the day first and never throws", () => {
    for (const country of ["BR", "SA", "ZZ", "1", "not a country"]) {
      setSchoolCountry(country);
      expect(formatDate(DAY, "short"), country).toBe("30/11/2026");
    }
  });

  it("leaves Hindi and Arabic as they were, whatever the country", async () => {
    setSchoolCountry("US");
    for (const language of ["hi", "ar"] as const) {
      await act(() => setInterfaceLocale(language));
      expect(formatDate(DAY, "long"), language).toBe(new Intl.DateTimeFormat(language, { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${DAY}T00:00:00Z`)));
    }
  });

  it("the app takes the country from the school it loads (the locale gate)", async () => {
    const Shown = () => <p>{formatDate(DAY)}</p>;
    const tenant = (country: string | null) => ({ school_name: "Oak", locale: "en", time_zone: "UTC", currency: "USD", country }) as PublicTenant;
    const { rerender } = render(
      <LocaleGate tenant={tenant("US")}>
        <Shown />
      </LocaleGate>,
    );
    expect(await screen.findByText("Nov 30, 2026")).toBeInTheDocument();
    rerender(
      <LocaleGate tenant={tenant("IN")}>
        <Shown key="in" />
      </LocaleGate>,
    );
    expect(await screen.findByText("30 Nov 2026")).toBeInTheDocument();
  });
});
