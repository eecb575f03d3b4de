import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { R2_KEYS_PER_CALL, deleteObjects, keysUnder } from "../../worker/lib/storage";
import { unique } from "../helpers/factories";

/* A deleted book's pages and an erased pupil's files can be thousands of objects: R2 lists and deletes 1,000 at a time. */
describe("many objects in R2", () => {
  it("keysUnder follows the list's pages; deleteObjects removes them all, 1,000 keys a call", async () => {
    const prefix = `tests/${unique("many")}/`;
    const keys = Array.from({ length: 1100 }, (_, i) => `${prefix}pages/${String(i).padStart(4, "0")}.png`);
    for (let i = 0; i < keys.length; i += 100) await Promise.all(keys.slice(i, i + 100).map((k) => env.FILES.put(k, "x")));
    expect((await keysUnder(env.FILES, prefix)).sort()).toEqual(keys);
    const calls: number[] = [];
    const bucket = {
      delete: async (part: string[]) => {
        calls.push(part.length);
        if (part.length > R2_KEYS_PER_CALL) throw new Error("R2: at most 1000 keys");
        await env.FILES.delete(part);
      },
    } as unknown as R2Bucket;
    const logged = vi.spyOn(console, "error");
    await deleteObjects(bucket, [...keys, null, keys[0]]);
    expect(calls.sort((a, b) => b - a)).toEqual([1000, 100]);
    expect(logged).not.toHaveBeenCalled();
    expect(await keysUnder(env.FILES, prefix)).toEqual([]);
    logged.mockRestore();
  });
});
