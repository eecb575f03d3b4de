declare namespace Cloudflare {
  interface Env {
    TEST_MIGRATIONS: import("cloudflare:test").D1Migration[];
    /** JSON { R2 key: base64 } of the PDF fonts (worker/documents/pdf/font-catalogue.ts). */
    TEST_FONTS: string;
    TEST_CJK_FONTS: string;
    /** Base64 of the common-password set (security/common-passwords-v1.bin), uploaded by setup-worker.ts. */
    TEST_COMMON_PASSWORDS: string;
  }
  interface GlobalProps {
    /** Types `exports.default` from "cloudflare:workers" as the Worker's own default export. */
    mainModule: typeof import("../../worker/index");
  }
}
