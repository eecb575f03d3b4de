// The Worker's "zod" (wrangler.toml [alias], the bundle only; types still come from zod itself):
// zod's classic API as `import { z } from "zod"` gives it, without the parts the Worker never
// uses and that a namespace import cannot shake — `z.locales` and `z.core` (~364 KiB: 40 languages; English
// stays, zod registers it on the first schema) and the JSON Schema converters (issue #15: the
// Worker bundle's size). A file that needs one of them should import it from its own zod
// sub-path explicitly. The paths are relative because the alias would also catch "zod/…".
import * as z from "./zod-worker-api";
export * from "./zod-worker-api";
export { z, z as default };
