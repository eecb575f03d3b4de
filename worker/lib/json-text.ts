import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/**
 * JSON already written, as text, for a value of type T: SQLite's json_object writes the library's
 * books (library/books/book-presenter.ts), and an answer carries the text as it is instead of
 * parsing it into objects only to serialise them again.
 */
export type JsonText<T> = string & { readonly __jsonOf?: T };

/** An object's JSON text: `fields` serialised, then `written` (already JSON text) as they are. */
export function jsonObjectText<T>(fields: Record<string, unknown>, written: Record<string, JsonText<unknown>>): JsonText<T> {
  const head = JSON.stringify(fields);
  const tail = Object.entries(written)
    .map(([key, text]) => `${JSON.stringify(key)}:${text}`)
    .join(",");
  if (!tail) return head as JsonText<T>;
  return (head === "{}" ? `{${tail}}` : `${head.slice(0, -1)},${tail}}`) as JsonText<T>;
}

/** The answer c.json would send for the value the text holds. */
export const jsonTextAnswer = (c: Context, text: JsonText<unknown>, status: ContentfulStatusCode = 200) =>
  c.body(text, status, { "Content-Type": "application/json" });

/** The value the text holds, for the few callers that add to it. */
export const parseJsonText = <T>(text: JsonText<T>): T => JSON.parse(text) as T;
