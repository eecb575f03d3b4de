import { describe, expect, it } from "vitest";
import { browserCheck, clockCheck, detectBrowser, reportText } from "@/features/operations/lib/system-check";
import { i18n } from "@/lib/i18n";

const t = i18n.t.bind(i18n);

const UA = {
  chrome: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  edge: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.0.0",
  safari: "Mozilla/5.0 (iPad; CPU OS 16_3 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.3 Mobile/15E148 Safari/604.1",
  firefox: "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0",
};

describe("the system check", () => {
  it("tells browsers apart and holds them to their minimum versions", () => {
    expect(detectBrowser(UA.edge)).toEqual({ name: "Edge", version: 120 });
    expect(detectBrowser(UA.chrome)).toEqual({ name: "Chrome", version: 131 });
    expect(detectBrowser(UA.firefox)).toEqual({ name: "Firefox", version: 128 });
    expect(browserCheck(UA.safari, t)).toMatchObject({ status: "fail", detail: "Safari 16.3 is too old: update to 16.4 or later." });
    expect(browserCheck(UA.chrome, t).status).toBe("pass");
    expect(browserCheck("curl/8", t).status).toBe("warn");
  });

  it("measures the clock against the middle of the round trip", () => {
    const server = "2026-11-25T10:00:00.000Z";
    const at = Date.parse(server);
    expect(clockCheck(server, at - 100, at + 100, t).status).toBe("pass");
    expect(clockCheck(server, at + 120_000, at + 120_200, t)).toMatchObject({ status: "warn", detail: expect.stringContaining("120 s ahead of") });
    expect(clockCheck(server, at - 3_600_000, at - 3_599_800, t)).toMatchObject({ status: "fail", detail: expect.stringContaining("3600 s behind") });
  });

  it("writes a report to paste", () => {
    const text = reportText([{ id: "clock", label: "Clock", status: "warn", detail: "Off by 2 min." }], { Address: "greenfield.localhost" }, t);
    expect(text).toBe("System check\nAddress: greenfield.localhost\n\n[WARN] Clock: Off by 2 min.");
  });
});
