// The shape of the code, checked on every `npm run lint` (ARCHITECTURE.md explains it).
//
// Domains are top-level folders of worker/. Each is entered only through its index.ts, and may
// import only the domains below it in LAYERS, so no two domains can ever import each other.
// Shared layers (lib, middleware, contracts, db, env) import no domain. No file-level cycles
// anywhere, type-only imports included. In the web app, features are grouped by the same domains
// (web/src/features/<domain>/<area>/), shared layers (components, lib, config) import no feature,
// and features never import the app shell (web/src/app: router, layouts, pages).
// worker/documents is another Worker (the document renderer, its own wrangler.toml and bundle):
// nothing of the main Worker imports it — domains reach it through the DOCUMENTS service binding
// (lib/documents.ts) and the contract (contracts/document-render.ts) — and it imports only the
// contracts and a few self-contained lib files, never a domain, the database or middleware.

/** Lowest first: a domain may import only the domains listed before it. */
const LAYERS = ["platform", "identity", "library", "giving", "learning", "commerce", "search", "operations"];
const DOMAIN = `(${LAYERS.join("|")})`;

const layerRules = LAYERS.map((domain, i) => {
  const above = LAYERS.slice(i + 1);
  return above.length === 0
    ? null
    : {
        name: `layer-${domain}`,
        severity: "error",
        comment: `${domain} may import only ${LAYERS.slice(0, i).join(", ") || "shared layers"}: importing ${above.join(", ")} would let two domains depend on each other.`,
        from: { path: `^worker/${domain}/` },
        to: { path: `^worker/(${above.join("|")})/` },
      };
}).filter(Boolean);

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-cycles",
      severity: "error",
      comment: "Import cycles (type-only ones too) make load order and ownership unclear.",
      from: {},
      to: { circular: true },
    },
    {
      name: "domain-door",
      severity: "error",
      comment: "Another domain is entered only through its index.ts (its public door).",
      from: { path: `^worker/${DOMAIN}/` },
      to: { path: `^worker/${DOMAIN}/.+`, pathNot: [`^worker/$1/`, `^worker/${DOMAIN}/index\\.ts$`] },
    },
    {
      name: "adapters-use-doors",
      severity: "error",
      comment: "Queue adapters, the app and the entry point reach a domain through its index.ts.",
      from: { path: "^(queues/|worker/(app|index|cron)\\.ts$)" },
      to: { path: `^worker/${DOMAIN}/.+`, pathNot: `^worker/${DOMAIN}/index\\.ts$` },
    },
    {
      name: "shared-imports-no-domain",
      severity: "error",
      comment: "lib, middleware, contracts, db and env are shared layers: they never import a domain or a queue.",
      from: { path: "^worker/(lib|middleware|contracts|db)/|^worker/env\\.ts$" },
      to: { path: `^(worker/${DOMAIN}/|queues/|worker/(app|index|cron)\\.ts$)` },
    },
    {
      name: "contracts-are-pure",
      severity: "error",
      comment: "Contracts are shared with the web app: zod and each other only.",
      from: { path: "^worker/contracts/" },
      to: { path: "^worker/(?!contracts/)|node_modules/(hono|drizzle-orm)" },
    },
    {
      name: "web-talks-through-contracts",
      severity: "error",
      comment: "The web app imports the worker's contracts only.",
      from: { path: "^web/" },
      to: { path: "^(worker/(?!contracts/)|queues/)" },
    },
    {
      name: "web-shared-imports-no-features",
      severity: "error",
      comment: "The web app's shared layers (components, lib, config) never import a feature or the app shell: features compose them, not the other way round.",
      from: { path: "^web/src/(components|lib|config)/" },
      to: { path: "^web/src/(features|app)/" },
    },
    {
      name: "web-features-import-no-app",
      severity: "error",
      comment: "Features are composed by web/src/app (router, layouts, pages); a feature never imports the app shell.",
      from: { path: "^web/src/features/" },
      to: { path: "^web/src/app/" },
    },
    {
      name: "renderer-is-its-own-worker",
      severity: "error",
      comment: "worker/documents is the document renderer, a separate Worker: reach it through env.DOCUMENTS (lib/documents.ts) and contracts/document-render.ts, never by importing it (it would bundle fontkit and the PDF writer back into the main Worker).",
      from: { path: "^(worker/(?!documents/)|queues/|web/)" },
      to: { path: "^worker/documents/" },
    },
    {
      name: "renderer-imports-contracts-and-self-contained-lib",
      severity: "error",
      comment: "The document renderer draws what it is sent: it imports contracts and self-contained lib files (bytes, zod-worker, brotli-decompress), never a domain, the database, middleware or the main Worker's plumbing.",
      from: { path: "^worker/documents/" },
      to: { path: "^(worker/(?!documents/|contracts/|lib/(bytes|zod-worker|zod-worker-api|brotli-decompress)\\.ts$)|queues/|web/)" },
    },
    ...layerRules,
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "worker/worker-configuration\\.d\\.ts$" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.web.json" },
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default"], extensions: [".ts", ".tsx", ".js", ".mjs"] },
    reporterOptions: {
      dot: { collapsePattern: `^worker/${DOMAIN}/|^worker/(lib|middleware|contracts|db)/|^queues/|^web/src/[^/]+/` },
    },
  },
};
