import { SDGS } from "@contracts/sdg-list";
import { i18n } from "./i18n";

/*
 * The 17 goals' names in the reader's language (their English names in contracts/sdgs.ts are the
 * catalogue keys, namespace "contracts"). Pages re-mount when the language changes, so a plain
 * function is enough.
 */
export const sdgName = (n: number): string => (SDGS[n - 1] ? i18n.t(SDGS[n - 1]) : i18n.t("Goal {{n}}", { n }));
export const sdgNames = (): string[] => SDGS.map((name) => i18n.t(name));
