import { describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { call } from "../helpers/api";
import { seedDemo } from "../helpers/factories";
import { buildDemoLibrarySeed, demoLibraryBooks } from "../../worker/db/seed/demo-library";
import { DEMO_CHARITIES, DEMO_LIBRARIES, DEMO_PROJECTS, buildDemoGivingSeed, demoGivingPictures } from "../../worker/db/seed/demo-giving";
import { GLYPH_HEIGHT, SUPPORTED_CHARACTERS, drawText, foldText, layoutText, measure, wrap } from "../../scripts/lib/bitmap-font";
import { bookCover, causeCover, charityLogo, initials } from "../../scripts/lib/demo-pictures";
import { BLACK, INK, WHITE, contrastRatio, createRaster, getPixel, hexToRgb, mostReadable, type Raster, type Rgb } from "../../scripts/lib/raster";

/** The pattern files.routes.ts serves (owner prefix, folder, lowercase alphanumeric name). */
const SERVED = /^(?:tenants\/[a-z0-9_]+|platform)\/(?:logos|avatars|modes|book-categories|covers)\/[a-z0-9]+\.(?:png|jpg|webp)$/;

const hosts: Record<string, string> = { ten_demo_greenfield: "greenfield.localhost", ten_demo_riverside: "riverside.localhost" };

/** Pixels of exactly this colour inside (or outside) a rectangle. */
function count(r: Raster, colour: Rgb, box = { x: 0, y: 0, width: r.width, height: r.height }, inside = true): number {
  let n = 0;
  for (let y = 0; y < r.height; y++)
    for (let x = 0; x < r.width; x++) {
      const within = x >= box.x && x < box.x + box.width && y >= box.y && y < box.y + box.height;
      const [a, b, c] = getPixel(r, x, y);
      if (within === inside && a === colour[0] && b === colour[1] && c === colour[2]) n++;
    }
  return n;
}

describe("bitmap font", () => {
  it("folds text to what it can draw: uppercase ASCII, accents folded, the rest dropped", () => {
    expect(foldText("Café déjà-vu, naïve Straße!")).toBe("CAFE DEJA-VU, NAIVE STRASSE!");
    expect(foldText("Kingfisher’s  “Flash” — 2 €")).toBe("KINGFISHER'S FLASH - 2");
    expect(foldText("Ørsted & Æsop: why?")).toBe("ORSTED & AESOP: WHY?");
    expect(foldText("पुस्तक")).toBe("");
    for (const ch of SUPPORTED_CHARACTERS) expect(foldText(`A${ch}B`).replace(/ /g, "")).toBe(`A${ch}B`.replace(/ /g, ""));
  });

  it("wraps at word boundaries within the width and breaks only words longer than a line", () => {
    const lines = wrap(foldText("The Hedgehog Who Could Not Sleep"), 60);
    expect(lines).toEqual(["THE", "HEDGEHOG", "WHO COULD", "NOT SLEEP"]);
    for (const l of lines) expect(measure(l)).toBeLessThanOrEqual(60);
    expect(wrap("ABCDEFGHIJ", 30)).toEqual(["ABCDE", "FGHIJ"]);
  });

  it("picks the largest scale that fits without breaking words, and truncates at the smallest", () => {
    expect(layoutText("Owl Post", 180, 140, [4, 3, 2], 4)).toMatchObject({ scale: 4, lines: ["OWL POST"] });
    expect(layoutText("Butterflies of Greenfield", 195, 140, [4, 3, 2], 4)).toMatchObject({ scale: 3, lines: ["BUTTERFLIES", "OF", "GREENFIELD"] });
    const long = layoutText("one two three four five six seven eight nine ten", 60, 100, [2], 2);
    expect(long.lines).toHaveLength(2);
    expect(long.lines[1].endsWith("...")).toBe(true);
    expect(long.height).toBe((2 * GLYPH_HEIGHT + 3) * 2);
  });

  it("draws centred text inside its box only", () => {
    const r = createRaster(200, 100, WHITE);
    const box = { x: 20, y: 10, width: 160, height: 80 };
    const layout = drawText(r, "Hello world", box, { colour: INK, scales: [3, 2], maxLines: 2 });
    expect(layout.scale).toBe(3);
    expect(count(r, INK, box)).toBeGreaterThan(100);
    expect(count(r, INK, box, false)).toBe(0);
    // Horizontally centred: as much ink left of the middle as right of it, within a glyph column.
    const left = count(r, INK, { x: 0, y: 0, width: 100, height: 100 });
    expect(Math.abs(left - count(r, INK) / 2)).toBeLessThan(count(r, INK) * 0.1);
  });
});

describe("demo pictures", () => {
  it("writes each book's title on the pale band in a colour with at least 7:1 contrast, and the author legibly", () => {
    for (const b of demoLibraryBooks()) {
      const base = hexToRgb(b.colour);
      const authorInk = mostReadable(base, [WHITE, BLACK]);
      expect(contrastRatio(authorInk, base)).toBeGreaterThanOrEqual(4.5);
      const cover = bookCover({ title: b.spec.title, author: b.spec.author, colour: b.colour });
      expect([cover.width, cover.height]).toEqual([240, 320]);
      expect(count(cover, authorInk, { x: 0, y: 220, width: 240, height: 100 })).toBeGreaterThan(0);
    }
    const cover = bookCover({ title: "Owl Post", author: "Ben Brown", colour: "#f9a825" });
    const paper: Rgb = [250, 250, 245];
    const inks = new Map<string, number>();
    for (let y = 45; y < 205; y++)
      for (let x = 27; x < 230; x++) {
        const p = getPixel(cover, x, y);
        if (p.join() !== paper.join() && contrastRatio(p, paper) >= 7) inks.set(p.join(), (inks.get(p.join()) ?? 0) + 1);
      }
    expect([...inks.values()].reduce((a, b) => a + b, 0)).toBeGreaterThan(200);
  });

  it("draws charity initials and cause names in a readable colour", () => {
    expect(initials("Read the World Foundation")).toBe("RWF");
    expect(initials("Friends of Greenfield")).toBe("FG");
    for (const p of demoGivingPictures()) {
      const base = hexToRgb(p.colour);
      const ink = mostReadable(base);
      expect(contrastRatio(ink, base)).toBeGreaterThanOrEqual(7);
      const picture = p.kind === "charity_logo" ? charityLogo(p) : causeCover({ ...p, kind: p.kind });
      expect([picture.width, picture.height]).toEqual(p.kind === "charity_logo" ? [256, 256] : [640, 360]);
      expect(count(picture, ink)).toBeGreaterThan(500);
    }
  });
});

describe("demo giving pictures", () => {
  it("has a logo and a cover per charity and a cover per project and library, under the row's owner and served by /api/files", () => {
    const pictures = demoGivingPictures();
    expect(pictures).toHaveLength(2 * DEMO_CHARITIES.length + DEMO_PROJECTS.length + DEMO_LIBRARIES.length);
    expect(new Set(pictures.map((p) => p.key)).size).toBe(pictures.length);
    for (const p of pictures) expect(p.key).toMatch(SERVED);
    const rows: { id: string; tenant_id: string | null; kinds: string[] }[] = [
      ...DEMO_CHARITIES.map((c) => ({ ...c, kinds: ["charity_logo", "charity_cover"] })),
      ...DEMO_PROJECTS.map((p) => ({ ...p, kinds: ["project_cover"] })),
      ...DEMO_LIBRARIES.map((l) => ({ ...l, kinds: ["library_cover"] })),
    ];
    for (const row of rows) {
      const owner = row.tenant_id === null ? "platform/" : `tenants/${row.tenant_id}/`;
      const mine = pictures.filter((p) => p.key.includes(`/covers/${row.id.replace(/_/g, "")}`));
      expect(mine.map((p) => p.kind)).toEqual(row.kinds);
      for (const p of mine) expect(p.key.startsWith(`${owner}covers/`)).toBe(true);
    }
    expect(demoGivingPictures()).toEqual(pictures);
  });

  it("sets the keys on the seeded rows, fills rows seeded without them, and keeps an uploaded one", async () => {
    const seedAll = () => env.DB.batch([...buildDemoLibrarySeed(), ...buildDemoGivingSeed()].map((s) => env.DB.prepare(s)));
    await seedDemo();
    await seedAll();
    await env.DB.prepare("UPDATE projects SET cover_key = NULL WHERE id = 'prj_demo_solar_lamps'").run();
    await env.DB.prepare("UPDATE charities SET logo_key = NULL WHERE id = 'chr_demo_green_garden'").run();
    await env.DB.prepare("UPDATE libraries SET cover_key = 'platform/covers/uploadedbyadmin.png' WHERE id = 'lib_demo_kisumu'").run();
    await seedAll();
    const stored = new Map<string, string | null>();
    for (const [table, column, kind] of [
      ["charities", "logo_key", "charity_logo"],
      ["charities", "cover_key", "charity_cover"],
      ["projects", "cover_key", "project_cover"],
      ["libraries", "cover_key", "library_cover"],
    ]) {
      const { results } = await env.DB.prepare(`SELECT id, ${column} AS k FROM ${table} WHERE id LIKE '%_demo_%'`).all<{ id: string; k: string | null }>();
      for (const row of results) stored.set(`${kind}:${row.id.replace(/_/g, "")}`, row.k);
    }
    const expected = new Map(demoGivingPictures().map((p) => [`${p.kind}:${/\/covers\/([a-z]+?)(?:logo|cover)\.png$/.exec(p.key)![1]}`, p.key]));
    expected.set("library_cover:libdemokisumu", "platform/covers/uploadedbyadmin.png");
    expect(stored).toEqual(expected);
  });

  it("serves a school's picture on its own host and a platform picture on every host", async () => {
    await seedDemo();
    await env.DB.batch([...buildDemoLibrarySeed(), ...buildDemoGivingSeed()].map((s) => env.DB.prepare(s)));
    const pictures = demoGivingPictures();
    for (const p of pictures) await env.FILES.put(p.key, new Uint8Array([0x89, 0x50, 0x4e, 0x47]), { httpMetadata: { contentType: "image/png" } });

    const garden = await call(hosts.ten_demo_greenfield, "/api/charities/chr_demo_green_garden");
    expect(garden.status).toBe(200);
    expect(garden.body.logo_url).toBe(`/api/files/${pictures.find((p) => p.name === "Greenfield Garden Trust")!.key}`);
    expect((await call(hosts.ten_demo_greenfield, garden.body.logo_url)).status).toBe(200);
    expect((await call(hosts.ten_demo_riverside, garden.body.logo_url)).status).toBe(404);

    const lamps = await call(hosts.ten_demo_riverside, "/api/projects/prj_demo_solar_lamps");
    expect(lamps.body.cover_url).toMatch(/^\/api\/files\/platform\/covers\/[a-z0-9]+\.png$/);
    const served = await call(hosts.ten_demo_riverside, lamps.body.cover_url);
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe("image/png");
  });
});
