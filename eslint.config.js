import js from "@eslint/js";
import tseslint from "typescript-eslint";
import globals from "globals";
import i18next from "eslint-plugin-i18next";

export default tseslint.config(
  { ignores: ["dist/**", "**/.wrangler/**", "node_modules/**", "worker/worker-configuration.d.ts", "migrations/**", "test-results/**", "playwright-report/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { files: ["**/*.{js,mjs,cjs}"], languageOptions: { globals: { ...globals.node } } },
  // Plain scripts the browser runs as they are (web/boot/boot.js, emitted content-hashed by web/build/page-hints.ts).
  { files: ["web/boot/**/*.js"], languageOptions: { sourceType: "script", globals: { ...globals.browser } } },
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports", disallowTypeAnnotations: false }],
      "no-console": "off",
    },
  },
  {
    // Tenancy: tenant filters are built only by lib/db.ts#tenantScope, never by hand in a service,
    // and the staff cross-tenant view only by lib/tenancy.ts#staffView.
    files: ["worker/**/*.ts", "queues/**/*.ts"],
    ignores: ["worker/lib/db.ts", "worker/lib/tenancy.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.name=/^(eq|ne|isNull|inArray)$/][arguments.0.property.name='tenantId']",
          message: "Scope tenant-owned rows with ctx.scope.where(table, …) / tenantScope(), not a hand-made tenantId filter.",
        },
        {
          selector: ":matches(IfStatement, LogicalExpression, ConditionalExpression):has(MemberExpression[property.name='isStaff']):has(BinaryExpression[operator='==='][left.property.name='tenantId'][right.raw='null'])",
          message: "Widen to every school only through staffView(ctx) / isPlatformStaff(ctx) from lib/tenancy.ts.",
        },
        {
          selector: "TaggedTemplateExpression[tag.name='sql'] > TemplateLiteral > TemplateElement[value.raw=/^\\s*1\\s*=\\s*1\\s*$/]",
          message: "An always-true filter is a hand-made cross-tenant view: use staffView(ctx) from lib/tenancy.ts.",
        },
        {
          selector: "CallExpression[callee.name='tenantScope'] > ConditionalExpression",
          message: "A staff ?tenant= filter is built by staffView(ctx, q.tenant) from lib/tenancy.ts.",
        },
      ],
    },
  },
  {
    // Issue #16: no user-visible text is left untranslated. Text in JSX, and strings in JSX
    // attributes people read or hear (labels, placeholders, titles, alt text), go through t("…")
    // (scripts/i18n.mjs then checks every key has its translations). Attributes that are code,
    // not words, are listed here.
    files: ["web/src/**/*.tsx"],
    plugins: { i18next },
    rules: {
      "i18next/no-literal-string": [
        "error",
        {
          mode: "jsx-only",
          "jsx-attributes": {
            exclude: [
              "className", "class", "style", "type", "key", "id", "width", "height", "to", "href", "src", "rel", "target", "name", "htmlFor",
              "role", "variant", "size", "side", "align", "autoComplete", "inputMode", "method", "accept", "lang", "dir", "pattern", "value",
              "defaultValue", "as", "tone", "kind", "status", "icon", "data-.*", "aria-(controls|describedby|labelledby|live|current|haspopup|owns|hidden|expanded|selected|checked|pressed|invalid|required|busy|atomic|relevant|sort|orientation|level)",
              "on[A-Z].*", "form", "mode", "sizes", "loading", "decoding", "fetchPriority", "crossOrigin", "referrerPolicy", "download", "scope", "headers", "encType",
              "i18nKey", "path", "element", "queryKey", "field", "column", "sort", "order", "spellCheck", "autoCapitalize", "enterKeyHint", "wrap", "step",
              "min", "max", "fill", "stroke", "viewBox", "d", "xmlns", "preserveAspectRatio", "textAnchor", "dominantBaseline", "transform", "points", "strokeWidth", "strokeLinecap", "strokeLinejoin", "fillRule", "clipRule", "x", "y", "cx", "cy", "r", "dx", "dy", "x1", "x2", "y1", "y2",
              "area", "idPrefix", "targetType", "itemType", "position", "orientation", "gap", "columns", "format", "layout", "placement", "colour", "color", "tab", "defaultTab",
            ],
          },
          callees: { exclude: ["t", "register", "watch", "setValue", "getValues", "trigger", "setError", "clearErrors", "resetField", "setFocus", "useWatch", "searchParams\\..*", "params\\..*", "i18n(ext)?", "msg", "cn", "cva", "clsx", "twMerge", "require", "addEventListener", "removeEventListener", "getElementById", "querySelector", "includes", "indexOf", "startsWith", "endsWith", "split", "join", "replace", "get", "set", "has", "append", "navigate", "format.*", "paths\\..*", "useSearchParams", "new URL", "URLSearchParams", "encodeURIComponent", "toLowerCase", "toUpperCase", "slice", "padStart", "padEnd"] },
          // Besides punctuation, constants and emoji: the code pieces of a template literal, which are
          // not words — a query parameter ("?goal="), an id's prefix or suffix ("history-", "-label"),
          // a form field's path ("suggested_amounts.", ".value").
          words: { exclude: ["[0-9!-/:-@[-`{-~\\s·×—–…•→←↑↓▲▼%]+", "[A-Z_-]+", "^\\p{Emoji}+$", "[?&][a-z_]+=", "[a-z][a-z0-9]*(-[a-z0-9]+)*-", "[-.][a-z][a-z0-9_]*", "[a-z][a-z0-9]*(_[a-z0-9]+)+\\."] },
        },
      ],
    },
  },
  {
    // API bodies in tests are checked field by field; typing every fixture would add nothing.
    files: ["tests/**/*.ts"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  {
    // The web app talks to the worker only through the shared contracts, and toasts through
    // lib/toast.ts, which shows each message once.
    files: ["web/**/*.{ts,tsx}"],
    ignores: ["web/src/lib/toast.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [{ name: "sonner", importNames: ["toast"], message: "Use toast from @/lib/toast: it shows each message once." }],
          patterns: [{ group: ["**/worker/*", "!**/worker/contracts/*"], message: "Import shared schemas from @contracts only." }],
        },
      ],
    },
  },
  {
    files: ["web/src/lib/toast.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ group: ["**/worker/*", "!**/worker/contracts/*"], message: "Import shared schemas from @contracts only." }] }],
    },
  },
);
