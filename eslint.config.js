import js from "@eslint/js";
import tseslint from "typescript-eslint";
import globals from "globals";

export default tseslint.config(
  { ignores: ["dist/**", ".wrangler/**", "node_modules/**", "worker/worker-configuration.d.ts", "migrations/**", "test-results/**", "playwright-report/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { files: ["**/*.{js,mjs,cjs}"], languageOptions: { globals: { ...globals.node } } },
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
