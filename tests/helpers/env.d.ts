declare namespace Cloudflare {
  interface Env {
    TEST_MIGRATIONS: import("cloudflare:test").D1Migration[];
    /** JSON { R2 key: base64 } of the PDF fonts (worker/documents/pdf/font-catalogue.ts). */
    TEST_FONTS: string;
    TEST_CJK_FONTS: string;
  }
  interface GlobalProps {
    /** Types `exports.default` from "cloudflare:workers" as the Worker's own default export. */
    mainModule: typeof import("../../worker/index");
  }
}
