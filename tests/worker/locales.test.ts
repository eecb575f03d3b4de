import { describe, expect, it } from "vitest";
import { LOCALES, negotiateLocale, parseAcceptLanguage, localeDir } from "../../worker/contracts/regions";
import { dateLocale } from "../../worker/contracts/locales";
import { call } from "../helpers/api";
import { createTenant, createUser, signIn } from "../helpers/factories";

/* Issue #16: which language a reader gets, and a user's own choice. */

describe("Accept-Language", () => {
  it("orders the tags by q-value, keeping the header's order on ties, and drops q=0, * and junk", () => {
    expect(parseAcceptLanguage("fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5")).toEqual(["fr-CH", "fr", "en", "de"]);
    expect(parseAcceptLanguage("en;q=0.2, hi-IN, ar;q=0.9")).toEqual(["hi-IN", "ar", "en"]);
    expect(parseAcceptLanguage("hi;q=0, ar")).toEqual(["ar"]);
    expect(parseAcceptLanguage("<script>, en;q=abc, ar")).toEqual(["en", "ar"]);
    expect(parseAcceptLanguage("")).toEqual([]);
    expect(parseAcceptLanguage(null)).toEqual([]);
    expect(parseAcceptLanguage(Array.from({ length: 50 }, (_, i) => `x-${i}`).join(","))).toHaveLength(20);
  });
});

describe("dateLocale: the tag a school's dates are written with", () => {
  const day = Date.UTC(2026, 10, 30, 18);
  const short = (language: string, country: string | null | undefined) => new Intl.DateTimeFormat(dateLocale(language, country), { dateStyle: "short", timeZone: "UTC" }).format(day);

  it("writes English the way of the school's country: the day first in the UK, India, Kenya, Australia and Nigeria, the month first in the US", () => {
    expect(dateLocale("en", "GB")).toBe("en-GB");
    expect(dateLocale("en", "in")).toBe("en-IN"); // any case
    for (const country of ["GB", "IN", "KE", "AU", "NG"]) expect(short("en", country), country).toMatch(/^30\/11\/(2026|26)$/);
    expect(dateLocale("en", "US")).toBe("en-US");
    expect(short("en", "US")).toBe("11/30/26");
    expect(dateLocale("en", "CA")).toBe("en-CA");
  });

  it("falls back to the day-first en-GB with no school, or a country Intl has no English for, and never throws on junk", () => {
    // Intl accepts "en-BR" and "en-SA" but writes them the US way ("11/30/26"): those get en-GB.
    for (const country of [null, undefined, "", "BR", "SA", "ZZ", "X", "12", "en-US", "G\u0000"]) expect(dateLocale("en", country), String(country)).toBe("en-GB");
    expect(short("en", "BR")).toBe("30/11/2026");
  });

  it("leaves Hindi and Arabic as they are, whatever the country", () => {
    for (const country of ["IN", "US", "AE", null]) {
      expect(dateLocale("hi", country)).toBe("hi");
      expect(dateLocale("ar", country)).toBe("ar");
    }
  });
});

describe("negotiateLocale", () => {
  it("gives the first of the reader's languages the app speaks, by base language", () => {
    expect(negotiateLocale(["hi-IN", "en-GB"], "en")).toBe("en"); // the school's language is among theirs
    expect(negotiateLocale(["hi-IN", "en-GB"], "ar")).toBe("hi");
    expect(negotiateLocale(["AR-eg"], "en")).toBe("ar");
  });

  it("prefers the school's own language when the reader accepts it at all", () => {
    expect(negotiateLocale(["en-US", "ar"], "ar")).toBe("ar");
  });

  it("falls back to the school's default when none of the reader's languages is spoken", () => {
    expect(negotiateLocale(["fr-FR", "de"], "ar")).toBe("ar");
    expect(negotiateLocale([], "hi")).toBe("hi");
  });

  it("knows each language's direction", () => {
    expect(LOCALES.map((l) => [l.code, localeDir(l.code)])).toEqual([
      ["en", "ltr"],
      ["hi", "ltr"],
      ["ar", "rtl"],
    ]);
    expect(localeDir("xx")).toBe("ltr");
  });
});

describe("PUT /api/user/locale", () => {
  it("saves a signed-in user's own language on the account and returns it with the profile", async () => {
    const school = await createTenant({ locale: "hi" });
    const teacher = await createUser({ tenantId: school.id, role: "teacher" });
    const { access } = await signIn(school.host, teacher.username, teacher.password);

    const before = await call(school.host, "/api/user/profile/", { token: access });
    expect(before.body.locale).toBeNull();

    const saved = await call(school.host, "/api/user/locale/", { method: "PUT", token: access, json: { locale: "ar" } });
    expect(saved.status).toBe(200);
    expect(saved.body.locale).toBe("ar");
    expect((await call(school.host, "/api/user/profile/", { token: access })).body.locale).toBe("ar");

    const cleared = await call(school.host, "/api/user/locale/", { method: "PUT", token: access, json: { locale: null } });
    expect(cleared.body.locale).toBeNull();
  });

  it("refuses a language the app does not speak, with the envelope and nothing written", async () => {
    const teacher = await createUser({ role: "teacher" });
    const { access } = await signIn("localhost", teacher.username, teacher.password);
    const bad = await call("localhost", "/api/user/locale/", { method: "PUT", token: access, json: { locale: "fr" } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe("VALIDATION_FAILED");
    expect(bad.body.error.fields.locale).toEqual(["Choose a language from the list"]);
    const missing = await call("localhost", "/api/user/locale/", { method: "PUT", token: access, json: {} });
    expect(missing.status).toBe(400);
    expect((await call("localhost", "/api/user/profile/", { token: access })).body.locale).toBeNull();
  });

  it("is only for a signed-in user", async () => {
    const res = await call("localhost", "/api/user/locale/", { method: "PUT", json: { locale: "hi" } });
    expect(res.status).toBe(401);
  });
});
