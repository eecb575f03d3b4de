import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain JavaScript module (the extractor), without type declarations
import { ROOT, extractFromCode, keysOf } from "../../../scripts/i18n.mjs";

/** keysOf answers namespace → key → details; the tests look at the keys, whatever their namespace. */
type Keys = Map<string, Map<string, { plural: boolean }>>;
const keysOfSource = (rel: string, text: string): string[] => [...new Set([...(keysOf(path.join(ROOT, rel), [], text).keys as Keys).values()].flatMap((m) => [...m.keys()]))];
const keysIn = (ns: string, rel: string, text: string): string[] => [...((keysOf(path.join(ROOT, rel), [], text).keys as Keys).get(ns)?.keys() ?? [])];
// "api" is the Worker's own catalogue of messages with values (worker/lib/said.ts), the rest the web app's.
const catalogue = (lang: string, ns: string): Record<string, string> =>
  JSON.parse(fs.readFileSync(ns === "api" ? path.join(ROOT, "worker/lib/locales", `${lang}.json`) : path.join(ROOT, "web/src/locales", lang, `${ns}.json`), "utf8"));
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe("the extractor (scripts/i18n.mjs)", () => {
  it("reads the words of the contracts' shown constants, and none of their code", () => {
    const keys = keysOfSource(
      "worker/contracts/example.ts",
      `
      export const SDGS = ["No Poverty", "Zero Hunger"] as const;
      export const PROVIDER_LABELS: Record<string, string> = { stripe: "Card (Stripe)", demo: "Demo payment (no real money)" };
      export const FEATURE_CATALOGUE = [
        { key: "dear_world", name: "Dear World letters", description: "Students write letters to the world.", default: true, area: "Library" },
      ] as const satisfies readonly { key: string; name: string; description: string; default: boolean; area: string }[];
      export const LEARNING_UPLOAD_LIMITS = { video: { maxBytes: 5, types: ["video/mp4", "video/webm"], label: "MP4 or WebM video up to 2 GB" } };
      export const FINAL_WORK_FILE = { maxBytes: 10, types: ["application/pdf"], label: "a PDF up to 10 MB" } as const;
      export const SUBMISSION_FILE_LIMITS = { image: { maxBytes: 5, types: ["image/png"], label: "a PNG picture up to 5 MB" } };
      export const NOT_SHOWN = { a: "Not a shown constant" };
      export const BOOK_TOO_LARGE_MESSAGE = "The book file must be {{size}} MB or smaller.";
      `,
    );
    expect(keys.sort()).toEqual(
      [
        "No Poverty",
        "Zero Hunger",
        "Card (Stripe)",
        "Demo payment (no real money)",
        "Dear World letters",
        "Students write letters to the world.",
        "MP4 or WebM video up to 2 GB",
        "a PDF up to 10 MB",
        "a PNG picture up to 5 MB",
        "The book file must be {{size}} MB or smaller.",
      ].sort(),
    );
  });

  it("puts the upload limits' labels in the API's catalogue too: the Worker says them inside its messages", () => {
    const source = `
      export const LEARNING_UPLOAD_LIMITS = { video: { maxBytes: 5, types: ["video/mp4"], label: "MP4 video up to 2 GB" } };
      export const PROVIDER_LABELS = { stripe: "Card (Stripe)" };`;
    expect(keysIn("api", "worker/contracts/example.ts", source)).toEqual(["MP4 video up to 2 GB"]);
    expect(keysIn("contracts", "worker/contracts/example.ts", source).sort()).toEqual(["Card (Stripe)", "MP4 video up to 2 GB"]);
  });

  it("reads the shown constants only in worker/contracts, and the API's AppError messages only in the worker", () => {
    const source = `export const PROVIDER_LABELS = { stripe: "Card (Stripe)" };\nthrow new AppError("NOT_FOUND", "Lesson not found");`;
    expect(keysOfSource("web/src/lib/example.ts", source)).toEqual([]);
    expect(keysOfSource("worker/learning/example.ts", source)).toEqual(["Lesson not found"]);
  });

  it("reads the worker's other ways of saying a message: field messages, fieldError, notFound and message constants", () => {
    const source = `
      export const CHARITY_NOT_FOUND = "Charity not found";
      const PASSWORD_MESSAGE = "Please enter a password";
      const UPLOAD_PREFIX = "internal-token";
      throw new AppError("PAYLOAD_TOO_LARGE", "The file is too large", { file: ["Use a smaller file"], size: [dynamic] });
      throw fieldError("amount", "Enter an amount");
      throw fieldError("status", \`Use one of: \${list}\`);
      throw notFound("Story not found");
    `;
    expect(keysOfSource("worker/giving/example.ts", source).sort()).toEqual(
      ["Charity not found", "Please enter a password", "The file is too large", "Use a smaller file", "Enter an amount", "Story not found"].sort(),
    );
    expect(keysOfSource("web/src/lib/example.ts", source)).toEqual([]);
  });
});

describe("the API's messages and the contracts' words in Hindi and Arabic", () => {
  const { byNs } = extractFromCode() as { byNs: Map<string, Keys> };

  for (const ns of ["server", "contracts", "api"]) {
    it(`${ns}: every key the code uses has a translation in each language, with the same {{placeholders}}`, () => {
      const keys = [...byNs.get(ns)!.keys()];
      expect(keys.length).toBeGreaterThan({ server: 200, contracts: 150, api: 30 }[ns]!);
      for (const [lang, script] of [
        ["hi", /\p{Script=Devanagari}/u],
        ["ar", /\p{Script=Arabic}/u],
      ] as const) {
        const cat = catalogue(lang, ns);
        for (const key of keys) {
          const text = cat[key];
          expect(text?.trim(), `${lang}/${ns}.json: ${key}`).toBeTruthy();
          expect(placeholders(text), `${lang}/${ns}.json: ${key}`).toEqual(placeholders(key));
          // Written in the language's own script, except product names kept as they are (PayPal).
          if (text !== key) expect(text, `${lang}/${ns}.json: ${key}`).toMatch(script);
        }
      }
    });
  }
});
