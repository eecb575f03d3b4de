import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { contactSchema, problemReportSchema, tourRequestSchema } from "@contracts/operations";
import { i18n, setInterfaceLocale } from "@/lib/i18n";

/** Every message an empty or overlong form gets from a schema (what FieldMessage shows, through t()). */
function messagesOf(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

const long = "x".repeat(6000);
const emptyForms: [string, z.ZodType, unknown][] = [
  ["contact (empty)", contactSchema, { name: "", email: "", topic: "general", message: "" }],
  ["contact (too long)", contactSchema, { name: long, email: "a@example.org", topic: "general", message: long }],
  ["problem report", problemReportSchema, { category: "", description: "", page: "no" }],
  ["tour request (empty)", tourRequestSchema, { school_name: "", contact_name: "", email: "", role: "", country: "", time_zone: "UTC", slots: [] }],
  ["contact (bad email)", contactSchema, { name: "Pat", email: "pat@", topic: "general", message: "A sentence long enough." }],
  ["tour request (too long)", tourRequestSchema, { school_name: long, contact_name: long, email: `${long}@example.org`, phone: "1".repeat(50), role: "teacher", country: "GB", time_zone: "UTC", slots: [] }],
  ["problem report (too long)", problemReportSchema, { category: "other", description: "Something went wrong here.", page: `/${long}`, email: "pat@" }],
];

/** What a message that says nothing about the field looks like. */
const GENERIC = ["Required", "Invalid email", "Characters too long"];

describe("the public forms' validation messages", () => {
  it.each(emptyForms)("of the %s form say what to do, in each language's catalogue", async (_name, schema, input) => {
    const messages = messagesOf(schema, input);
    expect(messages.length).toBeGreaterThan(0);
    expect(messages.filter((m) => GENERIC.includes(m))).toEqual([]);
    for (const locale of ["hi", "ar"] as const) {
      await setInterfaceLocale(locale);
      try {
        const untranslated = messages.filter((m) => i18n.t(m) === m);
        expect({ locale, untranslated }).toEqual({ locale, untranslated: [] });
      } finally {
        await setInterfaceLocale("en");
      }
    }
  });
});
