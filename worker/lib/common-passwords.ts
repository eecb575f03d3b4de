import { dictionary } from "@zxcvbn-ts/language-common";

/**
 * The zxcvbn-ts "common passwords" list (~49,000 entries, maintained upstream), compared
 * case-insensitively as Django's CommonPasswordValidator does. Built once per isolate, on first use.
 */
let common: ReadonlySet<string> | undefined;

export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary["passwords-common"].map((p) => p.toLowerCase()));
  return common.has(password.trim().toLowerCase());
}
