// zod/v4/classic/external.js (zod 4.6) without `locales`, `core` (a namespace that holds the locales
// too), `toJSONSchema` and `fromJSONSchema`, and without the ahead-of-time compiler (`compile`,
// `withParser`, `INVALID` and its two errors: core/compile.js, ~31 KiB minified, ~8 KiB gzipped; no
// schema here is compiled, and the classic schemas parse without it): see zod-worker.ts.
export * from "../../node_modules/zod/v4/classic/schemas.js";
export * from "../../node_modules/zod/v4/classic/checks.js";
export * from "../../node_modules/zod/v4/classic/errors.js";
export * from "../../node_modules/zod/v4/classic/parse.js";
export * from "../../node_modules/zod/v4/classic/compat.js";
export {
  globalRegistry,
  registry,
  config,
  memoizer,
  $output,
  $input,
  $brand,
  clone,
  regexes,
  treeifyError,
  prettifyError,
  formatError,
  flattenError,
  TimePrecision,
  util,
  NEVER,
  toZod,
  getDiscriminatedOption,
} from "../../node_modules/zod/v4/core/index.js";
export { deepPartial } from "../../node_modules/zod/v4/classic/deep-partial.js";
export { input, output } from "../../node_modules/zod/v4/classic/in-out.js";
export { ZodISODateTime, ZodISODate, ZodISOTime, ZodISODuration } from "../../node_modules/zod/v4/classic/iso.js";
export * as iso from "../../node_modules/zod/v4/classic/iso.js";
export * as coerce from "../../node_modules/zod/v4/classic/coerce.js";
