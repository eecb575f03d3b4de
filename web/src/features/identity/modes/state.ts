import { atom } from "jotai";
import type { Mode } from "./api";

/** The chosen mode is kept for the browser session (sessionStorage), as the original does. */
export const MODE_KEY = "selected_mode";

export const selectedModeIdAtom = atom<string | null>(sessionStorage.getItem(MODE_KEY));

export function rememberMode(id: string) {
  sessionStorage.setItem(MODE_KEY, id);
}

/** The stored choice when it is still selectable, else the first active, unlocked mode. */
export function effectiveMode(modes: Mode[], chosen: string | null): Mode | null {
  const selectable = modes.filter((m) => m.active && !m.locked);
  return selectable.find((m) => m.id === chosen) ?? selectable[0] ?? null;
}
