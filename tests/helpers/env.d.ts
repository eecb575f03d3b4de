declare namespace Cloudflare {
  interface Env {
    TEST_MIGRATIONS: import("cloudflare:test").D1Migration[];
  }
  interface GlobalProps {
    /** Types `exports.default` from "cloudflare:workers" as the Worker's own default export. */
    mainModule: typeof import("../../worker/index");
  }
}
