/* JSON columns holding lists of integers (sdgs, suggested_amounts) are read and written only through these two. */

export function parseIntList(text: string | null | undefined, fallback: number[] = []): number[] {
  try {
    const value: unknown = JSON.parse(text ?? "");
    return Array.isArray(value) ? value.filter((n): n is number => Number.isInteger(n)) : fallback;
  } catch {
    return fallback;
  }
}

export const serialiseIntList = (list: number[]): string => JSON.stringify(list.filter((n) => Number.isInteger(n)));

/** A JSON column holding a list of strings (prompts, project ids); anything else reads as empty. */
export function parseStringList(text: string | null | undefined): string[] {
  try {
    const value: unknown = JSON.parse(text ?? "");
    return Array.isArray(value) ? value.filter((s): s is string => typeof s === "string") : [];
  } catch {
    return [];
  }
}
