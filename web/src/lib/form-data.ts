import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiError } from "@/lib/api-client";

type FormValue = string | number | boolean | File | null | undefined;

/** null, undefined and "" all mean "no value", so an untouched blank field never counts as a change. */
const comparable = (v: unknown) => (v === null || v === undefined ? "" : v);

/** The keys of `next` whose value differs from `initial` (edit forms send only these). */
export function changedKeys<T extends Record<string, unknown>>(next: T, initial: Partial<Record<keyof T, unknown>>): (keyof T)[] {
  return (Object.keys(next) as (keyof T)[]).filter((k) => comparable(next[k]) !== comparable(initial[k]));
}

/** Multipart body: booleans as "true"/"false", null as "" (clears), undefined left out. */
export function toFormData(fields: Record<string, FormValue>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (value instanceof File) form.append(key, value);
    else form.append(key, value === null ? "" : String(value));
  }
  return form;
}

/**
 * Puts the server's VALIDATION_FAILED (or 413/415 upload) field messages onto the form's fields.
 * `known` lists the form's field names; a nested key such as `students.1.password` matches when
 * the form has that path. Returns whether any message found a field.
 */
export function applyFieldErrors<T extends FieldValues>(err: unknown, setError: UseFormSetError<T>, known: (field: string) => boolean): boolean {
  if (!(err instanceof ApiError)) return false;
  let applied = false;
  for (const [field, messages] of Object.entries(err.fields)) {
    if (!known(field) || !messages[0]) continue;
    setError(field as Path<T>, { type: "server", message: messages[0] }, { shouldFocus: !applied });
    applied = true;
  }
  return applied;
}

/** `known` for a form with a fixed list of top-level fields. */
export const oneOf = (fields: readonly string[]) => (field: string) => fields.includes(field);
