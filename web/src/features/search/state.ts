import { atom } from "jotai";

export interface SearchState {
  query: string;
}

export const emptySearch: SearchState = { query: "" };
export const searchAtom = atom<SearchState>(emptySearch);
