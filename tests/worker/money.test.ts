import { describe, expect, it } from "vitest";
import { CURRENCIES, CURRENCY_EXPONENTS, currencyField, formatMoney, minorPerMajor, parseMajorToMinor, SHIPPING_FLAT_MINOR } from "../../worker/contracts/money";
import { currencyExponent } from "../../worker/commerce/providers/money";
import { documentMoney } from "../../worker/documents/pdf/document-format";
import { donationCreateSchema } from "../../worker/contracts/giving";

/* Every currency in its own minor units: JPY has none, KWD three. */

describe("currencies", () => {
  it("include the schools' currencies beyond the first four, each with a shipping rate and the provider layer's exponent", () => {
    for (const c of ["USD", "EUR", "GBP", "INR", "KES", "NGN", "ZAR", "BRL", "AUD", "JPY", "KWD"]) expect(CURRENCIES).toContain(c);
    for (const c of CURRENCIES) {
      expect(SHIPPING_FLAT_MINOR[c], c).toBeGreaterThan(0);
      expect(currencyExponent(c), c).toBe(CURRENCY_EXPONENTS[c]);
    }
    expect(minorPerMajor("JPY")).toBe(1);
    expect(minorPerMajor("KWD")).toBe(1000);
    expect(minorPerMajor("KES")).toBe(100);
  });

  it("format and parse amounts with the currency's decimals", () => {
    expect(formatMoney(500, "JPY", "en")).toBe("¥500");
    expect(formatMoney(1234, "KWD", "en")).toMatch(/^KWD\s?1\.234$/);
    expect(formatMoney(150000, "KES", "en")).toMatch(/^Ksh\s?1,500\.00$|^KES\s?1,500\.00$/);
    expect(parseMajorToMinor("500", "JPY")).toBe(500);
    expect(parseMajorToMinor("5.5", "JPY")).toBeNull();
    expect(parseMajorToMinor("1.234", "KWD")).toBe(1234);
    expect(parseMajorToMinor("1.2345", "KWD")).toBeNull();
    expect(parseMajorToMinor("12.5", "ZAR")).toBe(1250);
    expect(documentMoney(500, "JPY", "en")).toBe("¥500");
    expect(documentMoney(1234, "KWD", "en")).toBe("KWD\u00a01.234"); // Intl keeps the code and amount together
    expect(documentMoney(123450, "INR", "hi")).toBe("₹1,234.50");
  });

  it("accept a known code in any case and refuse an unknown one", () => {
    expect(currencyField.parse(" kes ")).toBe("KES");
    const bad = currencyField.safeParse("XYZ");
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0].message).toContain("ISO 4217");
  });

  it("hold a gift to 1–1,000,000 in the currency's major unit", () => {
    const gift = (amount: number, currency: string) => donationCreateSchema.safeParse({ target_type: "project", target_id: "prj_1", amount, currency });
    expect(gift(50, "JPY").success).toBe(true); // ¥50
    expect(gift(50, "USD").success).toBe(false); // $0.50
    expect(gift(100, "USD").success).toBe(true);
    expect(gift(1500, "KWD").success).toBe(true); // 1.500 KWD
    expect(gift(999, "KWD").success).toBe(false);
    expect(gift(1_000_001, "JPY").success).toBe(false);
    expect(gift(1_000_000_000, "KWD").success).toBe(true);
    const refused = gift(50, "USD");
    expect(refused.error?.issues[0]).toMatchObject({ path: ["amount"], message: "Enter an amount between 1 and 1,000,000" });
  });
});
