// Seeds the local D1 database with the demo data and the demo library (README: Demo accounts), and
// writes the library's generated PDFs and PNG covers, and the giving pictures (charity logos,
// project and library covers), the PDF fonts and the common-password set, to local R2. Idempotent.
// Run by scripts/prepare-dev.mjs (`npm start`, `npm run db:seed`) on the local bindings it opens
// (scripts/lib/local-platform.mjs): local only, there is no way to point it at a remote database.
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { buildDemoSeed } from "../worker/db/seed/demo-data.ts";
import { buildDemoLibrarySeed, demoLibraryBooks, demoLibraryFiles, demoPdf } from "../worker/db/seed/demo-library.ts";
import { buildDemoGivingSeed, demoGivingPictures } from "../worker/db/seed/demo-giving.ts";
import { buildDemoPagesSeed } from "../worker/db/seed/content-pages.ts";
import { DEMO_ENTRY_PICTURES, DEMO_POSTER_KEY, DEMO_VIDEO_KEY, buildDemoLearningSeed, captionsFor, demoFilms, demoLearningFiles, filmCaptions, filmCaptionsKey } from "../worker/db/seed/demo-learning.ts";
import { buildDemoLiveSeed } from "../worker/db/seed/demo-live.ts";
import { hashPassword } from "../worker/lib/passwords.ts";
import { CJK_FONT, PDF_FONTS, parseSubsetManifest } from "../worker/documents/pdf/font-catalogue.ts";
import { COMMON_PASSWORDS_KEY, encodeCommonPasswordSet } from "../worker/lib/common-passwords-format.ts";
import { dictionary } from "@zxcvbn-ts/language-common";
import { bookCover, causeCover, charityLogo } from "./lib/demo-pictures.ts";
import { encodePng } from "./lib/png.ts";

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.error("The seed runs inside `npm run db:seed` (scripts/prepare-dev.mjs), which opens the local state and applies the migrations first.");
  process.exit(1);
}

/** The bindings the seed writes to: the local D1 and R2 of `wrangler dev`. */
export interface SeedBindings {
  DB: D1Database;
  FILES: R2Bucket;
}

/** Writes the demo data and files; returns what it wrote, for one line of output. */
export async function seedDemo(env: SeedBindings): Promise<string> {
  const statements = [...(await buildDemoSeed(hashPassword)), ...buildDemoLibrarySeed(), ...buildDemoGivingSeed(), ...buildDemoLearningSeed(), ...buildDemoLiveSeed(), ...buildDemoPagesSeed()];
  // One batch: one transaction, so a statement that fails leaves the database as it was.
  await env.DB.batch(statements.map((sql) => env.DB.prepare(sql)));

  // Book files, covers, pictures, course files, fonts and the common-password set into local R2.
  type Body = Uint8Array | string;
  const files: { key: string; body: Body; type: string }[] = [];
  const add = (key: string, body: Body, type: string) => files.push({ key, body, type });
  const specs = new Map(demoLibraryBooks().map((b) => [b.cover_key, b.spec]));
  for (const f of demoLibraryFiles()) {
    const spec = specs.get(f.cover_key)!;
    add(f.key, Buffer.from(f.pdf, "latin1"), "application/pdf");
    add(f.cover_key, encodePng(bookCover({ title: spec.title, author: spec.author, colour: f.colour })), "image/png");
  }
  // Charity logos and project/library covers.
  for (const p of demoGivingPictures()) {
    add(p.key, encodePng(p.kind === "charity_logo" ? charityLogo(p) : causeCover({ ...p, kind: p.kind })), "image/png");
  }
  // Course files: the demo clip and its poster (kept in scripts/seed-media), captions and teaching programs.
  add(DEMO_VIDEO_KEY, readFileSync("scripts/seed-media/globe.webm"), "video/webm");
  add(DEMO_POSTER_KEY, readFileSync("scripts/seed-media/globe-poster.png"), "image/png");
  for (const p of DEMO_ENTRY_PICTURES) {
    add(p.key, encodePng(causeCover({ name: p.name, colour: p.colour, kind: "project_cover" }, 480, 360)), "image/png");
  }
  for (const f of demoLearningFiles()) {
    if (f.kind === "captions") add(f.key, captionsFor(f.course), "text/vtt");
    else add(f.key, Buffer.from(demoPdf(`${f.course.title}: teaching program`, 2, "Schools Platform Team"), "latin1"), "application/pdf");
  }
  for (const film of demoFilms()) add(filmCaptionsKey(film), filmCaptions(film), "text/vtt");
  // The fonts PDF documents draw with (never bundled into the Worker): Noto Sans, and every Chinese subset with its manifest.
  const cjkSubsets = parseSubsetManifest(JSON.parse(readFileSync(CJK_FONT.manifest.source, "utf8")));
  for (const f of PDF_FONTS) add(f.key, readFileSync(f.source), "font/woff");
  for (const s of cjkSubsets) add(CJK_FONT.subsetKey(s.name), readFileSync(CJK_FONT.subsetSource(s.name)), "font/woff");
  add(CJK_FONT.manifest.key, readFileSync(CJK_FONT.manifest.source), "application/json");
  // The common-password set sign-up and every password form check against (never bundled: issue #15).
  add(COMMON_PASSWORDS_KEY, encodeCommonPasswordSet(dictionary["passwords-common"]), "application/octet-stream");
  // A few at a time: each put is one request to the local runtime.
  for (let i = 0; i < files.length; i += 8) {
    await Promise.all(files.slice(i, i + 8).map((f) => env.FILES.put(f.key, f.body, { httpMetadata: { contentType: f.type } })));
  }
  const count = (type: string) => files.filter((f) => f.type === type).length;
  return (
    `Seeded the local database (${statements.length} statements, existing rows left unchanged) and wrote ${files.length} files to local R2: ` +
    `${count("font/woff")} PDF fonts, ${count("application/pdf")} demo book files and teaching programs, ${count("image/png")} pictures, ` +
    `${count("video/webm")} video, ${count("text/vtt")} caption files and the common-password set.`
  );
}
