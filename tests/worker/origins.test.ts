import { describe, expect, it } from "vitest";
import { siteOrigin } from "../../worker/lib/origins";

const school = { subdomain: "greenfield", domainUrl: "greenfield.example.org" };
const local = { PLATFORM_DOMAIN: "localhost", ENVIRONMENT: "development" };
const deployed = { PLATFORM_DOMAIN: "schools.example.org", ENVIRONMENT: "production" };

describe("siteOrigin: the origin of absolute links", () => {
  it("is https on the canonical host when deployed, whatever the request or LOCAL_PORT says", () => {
    expect(siteOrigin(deployed, school)).toBe("https://greenfield.schools.example.org");
    expect(siteOrigin({ ...deployed, LOCAL_PORT: "8787" }, school)).toBe("https://greenfield.schools.example.org");
    expect(siteOrigin(deployed, school, { host: "greenfield.example.org", url: "http://greenfield.example.org:8080/x" })).toBe("https://greenfield.example.org");
    // A forged Host never becomes a link's host.
    expect(siteOrigin(deployed, school, { host: "evil.example", url: "https://evil.example/" })).toBe("https://greenfield.schools.example.org");
  });

  it("keeps a local request's scheme and port, and uses LOCAL_PORT (npm start) for links made without a request", () => {
    expect(siteOrigin(local, school, { host: "greenfield.localhost:8787", url: "http://greenfield.localhost:8787/api/x" })).toBe("http://greenfield.localhost:8787");
    // An email sent from the queue: no request.
    expect(siteOrigin({ ...local, LOCAL_PORT: "8872" }, school)).toBe("http://greenfield.localhost:8872");
    expect(siteOrigin({ ...local, LOCAL_PORT: "8872" }, null)).toBe("http://localhost:8872");
    // Without it (vitest, or a port that is not one), as before.
    expect(siteOrigin(local, school)).toBe("https://greenfield.localhost");
    expect(siteOrigin({ ...local, LOCAL_PORT: "80/evil" }, school)).toBe("https://greenfield.localhost");
  });
});
