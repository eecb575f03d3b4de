import { describe, expect, it } from "vitest";
import { securityHeadersFile } from "../../../web/build/security-headers";

/* Security finding 13: the page CSP names this deployment's R2 endpoint, not any account's. */
describe("the web app's _headers", () => {
  const csp = (file: string) => /Content-Security-Policy: (.*)/.exec(file)![1];

  it("lets pages reach only this account's R2 endpoint", () => {
    const file = securityHeadersFile("0123456789abcdef0123456789abcdef");
    expect(csp(file)).toContain("connect-src 'self' https://0123456789abcdef0123456789abcdef.r2.cloudflarestorage.com;");
    expect(file).not.toContain("*.r2.cloudflarestorage.com");
  });

  it("allows only 'self' when no account is configured (uploads then stream through the Worker)", () => {
    expect(csp(securityHeadersFile())).toContain("connect-src 'self';");
    expect(securityHeadersFile()).not.toContain("r2.cloudflarestorage.com");
  });

  it("refuses a malformed account id instead of writing a policy around it", () => {
    expect(() => securityHeadersFile("evil.com *")).toThrow(/32-character/);
  });

  it("keeps the other headers", () => {
    const file = securityHeadersFile();
    for (const h of ["frame-ancestors 'none'", "X-Frame-Options: DENY", "Strict-Transport-Security", "Cache-Control: public, max-age=31536000, immutable"]) expect(file).toContain(h);
  });
});
