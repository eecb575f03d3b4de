#!/usr/bin/env node
/*
 * The interface's messages, extracted from the code (issue #16).
 *
 *   node scripts/i18n.mjs check     (part of `npm run lint`) fails when a key used in the code has no
 *                                   translation in a language, when a catalogue keeps a key no code
 *                                   uses any more, or when a plural lacks one of its language's forms
 *   node scripts/i18n.mjs extract   brings the catalogues in line with the code: adds each new key
 *                                   (empty, for a translator to fill), drops stale ones, sorts
 *
 * Keys are the English text (lib/i18n.ts). They are read from t("…") and i18n.t("…") calls,
 * msg("…") marks, <Trans i18nKey="…">, and validation messages — `error:`/`message:` strings of
 * the web app's and worker/contracts' zod schemas, shown translated by FieldMessage — and, in the
 * worker, the API's messages: new AppError("…", { field: ["…"] }), fieldError(…, "…"), notFound("…")
 * and constants named …_MESSAGE or …_NOT_FOUND (namespace "server"); said("… {{name}} …") marks a
 * message with run-time values, which the Worker says in the reader's language (namespace "api",
 * worker/lib/locales/<lang>.json, lib/said.ts). A call with a `count` option is a plural: English needs its "_one" form,
 * other languages every form Intl.PluralRules lists for them (Arabic: zero, one, two, few, many,
 * other). Each file belongs to one namespace by its path (NAMESPACES), and each namespace is one
 * catalogue file per language, web/src/locales/<lang>/<namespace>.json — except the namespaces of
 * CATALOGUE_DIRS, whose catalogues live beside their code as <dir>/<lang>.json: "email", the
 * worker's email templates (worker/platform/email/), keyed by their t("…") / t(locale, "…") calls
 * and msg("…") marks, bundled into the Worker.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const LOCALES_DIR = path.join(ROOT, "web/src/locales");
const LANGUAGES = ["en", "hi", "ar"];
const SOURCE = "en";

/** First match wins. Paths are relative to the repository root. */
const NAMESPACES = [
  [/^web\/src\/(features\/identity|app\/routes\/(auth|school-admin))\//, "identity"],
  [/^web\/src\/(features\/learning|app\/routes\/learning)\//, "learning"],
  [/^web\/src\/(features\/library|app\/routes\/library)\//, "library"],
  [/^web\/src\/features\/search\//, "search"],
  [/^web\/src\/features\/commerce\//, "commerce"],
  [/^web\/src\/(features\/giving|app\/routes\/giving)\//, "giving"],
  [/^web\/src\/(features\/operations|app\/routes\/operations)\//, "operations"],
  [/^web\/src\/app\/routes\/admin-panel\//, "admin"],
  [/^web\/src\//, "common"],
  [/^worker\/contracts\//, "contracts"],
  [/^worker\/platform\/email\//, "email"],
  [/^worker\//, "server"],
];
/** Namespaces whose catalogues are not under web/src/locales: namespace → directory of <lang>.json. */
const CATALOGUE_DIRS = { email: path.join(ROOT, "worker/platform/email/locales"), api: path.join(ROOT, "worker/lib/locales") };
/** Worker files whose t()/msg() calls are keys of their own namespace (the API's AppError messages there stay "server"). */
const WORKER_T_NAMESPACES = new Set(["email"]);
/**
 * Constants of worker/contracts whose words the interface shows (translated where shown, with t()):
 * a list of names (SDGS), a record of labels (PROVIDER_LABELS), a list or record of objects whose
 * display properties (DISPLAY_PROPERTIES) are words (FEATURE_CATALOGUE, the upload limits).
 * Other strings in them (keys, MIME types, defaults) are code, not words, and are not read.
 */
const SHOWN_CONSTANTS = new Set(["SDGS", "PROVIDER_LABELS", "FEATURE_CATALOGUE", "LEARNING_UPLOAD_LIMITS", "FINAL_WORK_FILE", "SUBMISSION_FILE_LIMITS"]);
/** Of those, the ones whose words the Worker also says inside its messages (lib/said.ts): namespace "api" too. */
const SAID_CONSTANTS = new Set(["LEARNING_UPLOAD_LIMITS", "FINAL_WORK_FILE", "SUBMISSION_FILE_LIMITS"]);
const DISPLAY_PROPERTIES = new Set(["label", "name", "description"]);
export const namespaceOf = (rel) => NAMESPACES.find(([re]) => re.test(rel))?.[1] ?? null;

function walk(dir, out = []) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else if (/\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith(".d.ts")) out.push(full);
  }
  return out;
}

const stringOf = (node) => (node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : null);

/** The literal `context` of a t() call's options ("sender" in t("by {{name}}", { context: "sender" })), else null. */
function contextOf(arg) {
  if (!arg || !ts.isObjectLiteralExpression(arg)) return null;
  for (const p of arg.properties) if (ts.isPropertyAssignment(p) && p.name && ts.isIdentifier(p.name) && p.name.text === "context") return stringOf(p.initializer);
  return null;
}

function hasCount(arg) {
  return !!arg && ts.isObjectLiteralExpression(arg) && arg.properties.some((p) => p.name && ts.isIdentifier(p.name) && p.name.text === "count");
}

/** `x as const`, `x satisfies T`, `(x)` → x. */
function unwrap(node) {
  while (ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isParenthesizedExpression(node)) node = node.expression;
  return node;
}

/**
 * The display strings of a shown constant: at its top, a list's strings and a record's string
 * values when every value is a string (a record of labels); in its objects, only the display
 * properties. Nested lists of strings (MIME types) and other properties (keys, areas) are code.
 */
function shownStrings(node, top, emit) {
  node = unwrap(node);
  if (ts.isArrayLiteralExpression(node)) {
    for (const el of node.elements) {
      const key = stringOf(unwrap(el));
      if (key !== null) {
        if (top) emit(key, el);
      } else shownStrings(el, false, emit);
    }
  } else if (ts.isObjectLiteralExpression(node)) {
    const props = node.properties.filter(ts.isPropertyAssignment);
    const labels = top && props.length === node.properties.length && props.every((p) => stringOf(unwrap(p.initializer)) !== null);
    for (const p of props) {
      const key = stringOf(unwrap(p.initializer));
      const name = p.name && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) ? p.name.text : null;
      if (key !== null) {
        if (labels || (name !== null && DISPLAY_PROPERTIES.has(name))) emit(key, p);
      } else shownStrings(p.initializer, false, emit);
    }
  }
}

/**
 * Keys of one file: Map key → { plural }. Problems (a t() of a template with substitutions) are
 * reported. `text` (tests) stands in for the file's content.
 */
export function keysOf(file, problems, text = fs.readFileSync(file, "utf8")) {
  const rel = path.relative(ROOT, file).split(path.sep).join("/");
  const src = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  /** namespace → Map key → { plural, line } */
  const keys = new Map();
  const fileNs = namespaceOf(rel);
  const add = (key, plural, node, contextual = false, ns = fileNs) => {
    if (!key.trim() || !ns) return;
    if (!keys.has(ns)) keys.set(ns, new Map());
    const m = keys.get(ns);
    const prev = m.get(key);
    m.set(key, { plural: plural || prev?.plural === true, contextual: contextual || prev?.contextual === true, line: src.getLineAndCharacterOfPosition(node.getStart()).line + 1 });
  };
  const contracts = rel.startsWith("worker/contracts/");
  const server = rel.startsWith("worker/") && !contracts;
  const workerT = server && WORKER_T_NAMESPACES.has(fileNs);
  const visit = (node) => {
    // The API's own error messages (new AppError("CODE", "…")): the web app shows them through
    // errorMessage(), translated when the reader's language has them.
    if (server) {
      if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === "AppError") {
        const key = stringOf(node.arguments?.[1]);
        if (key !== null) add(key, false, node, false, "server");
        // Its field messages ({ file: ["Use a PDF"] }), shown by the form beside the field.
        const fields = node.arguments?.[2];
        if (fields && ts.isObjectLiteralExpression(fields))
          for (const p of fields.properties)
            if (ts.isPropertyAssignment(p) && ts.isArrayLiteralExpression(p.initializer)) for (const el of p.initializer.elements) if (stringOf(el) !== null) add(stringOf(el), false, el, false, "server");
      }
      // The API's messages with values, said by the Worker in the reader's language (lib/said.ts): said("…", { … }).
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === "said") {
        const key = stringOf(node.arguments[0]);
        if (key !== null) add(key, false, node, false, "api");
        else if (node.arguments[0] && ts.isTemplateExpression(node.arguments[0])) problems.push(`${rel}:${src.getLineAndCharacterOfPosition(node.getStart()).line + 1}: said() of a template with \${…}: use "{{name}}" and its vars instead`);
      }
      // fieldError("field", "…") and notFound("…"), the two shorthands for an AppError.
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && (node.expression.text === "fieldError" || node.expression.text === "notFound")) {
        const key = stringOf(node.arguments[node.expression.text === "fieldError" ? 1 : 0]);
        if (key !== null) add(key, false, node, false, "server");
      }
      // Messages kept in a constant for the places that throw them (CHARITY_NOT_FOUND, …_MESSAGE).
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && /_(MESSAGE|NOT_FOUND)$/.test(node.name.text)) {
        const key = stringOf(node.initializer);
        if (key !== null) add(key, false, node, false, "server");
      }
      // Worker-side translations (the emails): t("…"), t(locale, "…") and msg("…").
      if (workerT && ts.isCallExpression(node) && ts.isIdentifier(node.expression) && (node.expression.text === "t" || node.expression.text === "msg")) {
        const [first, second] = node.arguments;
        const keyArg = stringOf(first) !== null || node.expression.text === "msg" ? first : second;
        const key = stringOf(keyArg);
        if (key !== null) add(key, false, node);
        else if (keyArg && ts.isTemplateExpression(keyArg)) problems.push(`${rel}:${src.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${node.expression.text}() of a template with \${…}: use "{{name}}" interpolation instead`);
      }
      ts.forEachChild(node, visit);
      return;
    }
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const name = ts.isIdentifier(callee) ? callee.text : ts.isPropertyAccessExpression(callee) ? callee.name.text : null;
      if (name === "t" || name === "msg") {
        const arg = node.arguments[0];
        const key = stringOf(arg);
        // A context ("by {{name}}" said of a sender, not an author) is its own entry, key_context;
        // English falls back to the key itself.
        const context = name === "t" ? contextOf(node.arguments[1]) : null;
        if (key !== null) add(context ? `${key}_${context}` : key, hasCount(node.arguments[1]), node, !!context);
        else if (arg && ts.isTemplateExpression(arg)) problems.push(`${rel}:${src.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${name}() of a template with \${…}: use "{{name}}" interpolation instead`);
      }
    }
    if (ts.isJsxAttribute(node) && node.name.getText() === "i18nKey" && node.initializer && ts.isStringLiteral(node.initializer)) add(node.initializer.text, false, node);
    // Validation messages ({ error: "…" } in zod schemas, { message: "…" }): shown through FieldMessage's t().
    if (ts.isPropertyAssignment(node) && node.name && ts.isIdentifier(node.name) && (node.name.text === "error" || node.name.text === "message")) {
      const key = stringOf(node.initializer);
      if (key !== null) add(key, false, node);
    }
    // Words the interface shows straight from a contract (the 17 goals, providers' names, features, upload limits).
    if (contracts && ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && SHOWN_CONSTANTS.has(node.name.text) && node.initializer) {
      shownStrings(node.initializer, true, (key, at) => add(key, false, at));
      // The upload limits' labels are also words of the API's said messages ("The file is too large: {{limit}}.").
      if (SAID_CONSTANTS.has(node.name.text)) shownStrings(node.initializer, true, (key, at) => add(key, false, at, false, "api"));
    }
    if (contracts && ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && /_MESSAGE$/.test(node.name.text)) {
      const key = stringOf(node.initializer);
      if (key !== null) add(key, false, node);
    }
    ts.forEachChild(node, visit);
  };
  visit(src);
  return { rel, keys };
}

/** namespace → Map key → { plural, where } */
export function extractFromCode() {
  const problems = [];
  const byNs = new Map();
  for (const file of [...walk(path.join(ROOT, "web/src")), ...walk(path.join(ROOT, "worker"))]) {
    const { rel, keys } = keysOf(file, problems);
    for (const [ns, nsKeys] of keys) {
      if (!byNs.has(ns)) byNs.set(ns, new Map());
      const m = byNs.get(ns);
      for (const [key, v] of nsKeys) {
        const prev = m.get(key);
        m.set(key, { plural: v.plural || !!prev?.plural, contextual: v.contextual || !!prev?.contextual, where: prev?.where ?? `${rel}:${v.line}` });
      }
    }
  }
  return { byNs, problems };
}

const pluralForms = (lang) => new Intl.PluralRules(lang).resolvedOptions().pluralCategories;

/** The entries a language's catalogue must hold for a key. English: the key itself is the text, so only a plural's "_one". */
function wantedEntries(lang, key, plural, contextual = false) {
  if (lang === SOURCE) return plural && !contextual ? [`${key}_one`] : [];
  return plural ? pluralForms(lang).map((f) => `${key}_${f}`) : [key];
}

const catalogueFile = (lang, ns) => (CATALOGUE_DIRS[ns] ? path.join(CATALOGUE_DIRS[ns], `${lang}.json`) : path.join(LOCALES_DIR, lang, `${ns}.json`));
function readCatalogue(lang, ns) {
  const f = catalogueFile(lang, ns);
  return fs.existsSync(f) ? JSON.parse(fs.readFileSync(f, "utf8")) : {};
}

function existingNamespaces() {
  const set = new Set(Object.keys(CATALOGUE_DIRS).filter((ns) => LANGUAGES.some((lang) => fs.existsSync(catalogueFile(lang, ns)))));
  for (const lang of LANGUAGES) {
    const dir = path.join(LOCALES_DIR, lang);
    if (fs.existsSync(dir)) for (const f of fs.readdirSync(dir)) if (f.endsWith(".json")) set.add(f.slice(0, -5));
  }
  return set;
}

function check() {
  const { byNs, problems } = extractFromCode();
  const errors = [...problems];
  let total = 0;
  for (const ns of new Set([...byNs.keys(), ...existingNamespaces()])) {
    const keys = byNs.get(ns) ?? new Map();
    total += keys.size;
    for (const lang of LANGUAGES) {
      const cat = readCatalogue(lang, ns);
      const wanted = new Set();
      for (const [key, { plural, contextual, where }] of keys) {
        for (const entry of wantedEntries(lang, key, plural, contextual)) {
          wanted.add(entry);
          if (typeof cat[entry] !== "string" || !cat[entry].trim()) errors.push(`${lang}/${ns}.json: no translation for ${JSON.stringify(entry)} (used at ${where})`);
        }
      }
      for (const entry of Object.keys(cat)) if (!wanted.has(entry)) errors.push(`${lang}/${ns}.json: ${JSON.stringify(entry)} is not used by the code any more (run node scripts/i18n.mjs extract)`);
    }
  }
  // At run time every namespace of a language is merged into one: a key must read the same everywhere.
  for (const lang of LANGUAGES) {
    const seen = new Map();
    for (const ns of existingNamespaces()) {
      if (CATALOGUE_DIRS[ns]) continue; // another runtime's catalogue (the emails), not merged with the web's
      for (const [key, value] of Object.entries(readCatalogue(lang, ns))) {
        if (!value) continue;
        const prev = seen.get(key);
        if (prev && prev.value !== value) errors.push(`${lang}: ${JSON.stringify(key)} reads ${JSON.stringify(prev.value)} in ${prev.ns}.json but ${JSON.stringify(value)} in ${ns}.json — one wording per key`);
        else if (!prev) seen.set(key, { ns, value });
      }
    }
  }
  if (errors.length) {
    const shown = errors.slice(0, 60);
    console.error(`i18n: ${errors.length} problem(s):\n  ${shown.join("\n  ")}${errors.length > shown.length ? `\n  … and ${errors.length - shown.length} more` : ""}`);
    process.exit(1);
  }
  console.log(`i18n: ${total} messages in ${byNs.size} namespaces, complete in ${LANGUAGES.join(", ")}`);
}

function extract() {
  const { byNs, problems } = extractFromCode();
  for (const p of problems) console.warn(p);
  for (const ns of new Set([...byNs.keys(), ...existingNamespaces()])) {
    const keys = byNs.get(ns) ?? new Map();
    for (const lang of LANGUAGES) {
      const cat = readCatalogue(lang, ns);
      const next = {};
      for (const [key, { plural, contextual }] of [...keys].sort(([a], [b]) => a.localeCompare(b))) {
        for (const entry of wantedEntries(lang, key, plural, contextual)) next[entry] = cat[entry] ?? "";
      }
      const f = catalogueFile(lang, ns);
      if (Object.keys(next).length === 0) {
        if (fs.existsSync(f)) fs.rmSync(f);
        continue;
      }
      fs.mkdirSync(path.dirname(f), { recursive: true });
      fs.writeFileSync(f, `${JSON.stringify(next, null, 2)}\n`);
    }
  }
  console.log("i18n: catalogues updated; fill every empty string, then run node scripts/i18n.mjs check");
}

// Run as a command (tests import the module for its functions).
if (process.argv[1] && fs.realpathSync(path.resolve(process.argv[1])) === fs.realpathSync(fileURLToPath(import.meta.url))) {
  const command = process.argv[2] ?? "check";
  if (command === "check") check();
  else if (command === "extract") extract();
  else {
    console.error("usage: node scripts/i18n.mjs check|extract");
    process.exit(2);
  }
}
