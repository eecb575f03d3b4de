import { afterEach, describe, expect, it } from "vitest";
import { loadPosition, savePosition } from "@/components/books/reader/reading-position";
import type { UserProfile } from "@contracts/users";
import { userAtom } from "@/lib/session";
import { store } from "@/lib/store";

const pupil = (id: string) => ({ id }) as UserProfile;

/*
 * The reader remembers each reader's own page: on a classroom's shared computer the next pupil
 * opened a book at the previous pupil's page, and so learned what they had been reading.
 */
describe("the reading position", () => {
  afterEach(() => {
    store.set(userAtom, null);
    localStorage.clear();
  });

  it("is each reader's own on a shared computer, and a visitor's is theirs", () => {
    store.set(userAtom, pupil("usr_amara"));
    savePosition("bok_1", 7);
    expect(loadPosition("bok_1")).toBe(7);

    store.set(userAtom, pupil("usr_ben"));
    expect(loadPosition("bok_1")).toBe(1);
    savePosition("bok_1", 3);

    store.set(userAtom, null);
    expect(loadPosition("bok_1")).toBe(1);

    store.set(userAtom, pupil("usr_amara"));
    expect(loadPosition("bok_1")).toBe(7);
  });
});
