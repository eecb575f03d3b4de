// Seeds the local D1 database with the demo data and the demo library (README: Demo accounts), and
// writes the library's generated PDFs and PNG covers, and the giving pictures (charity logos,
// project and library covers), the PDF fonts and the common-password set, to local R2. Idempotent.
// Usage: node scripts/seed.ts            (local only; --remote is refused)
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
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
import { persistArgs, wranglerEnv } from "./local-state.mjs";
import { bookCover, causeCover, charityLogo } from "./lib/demo-pictures.ts";
import { encodePng } from "./lib/png.ts";

const args = process.argv.slice(2);
if (args.some((a) => a === "--remote" || a.startsWith("--env")) || process.env.CLOUDFLARE_ENV) {
  console.error("Refusing to seed a remote database: the demo accounts have published passwords and are for local development only.");
  process.exit(1);
}

const wrangler = (wranglerArgs: string[]) =>
  execFileSync("npx", ["wrangler", ...wranglerArgs, ...persistArgs()], { stdio: ["ignore", "ignore", "inherit"], env: wranglerEnv() });

const statements = [...(await buildDemoSeed(hashPassword)), ...buildDemoLibrarySeed(), ...buildDemoGivingSeed(), ...buildDemoLearningSeed(), ...buildDemoLiveSeed(), ...buildDemoPagesSeed()];
mkdirSync(".wrangler", { recursive: true });
const file = ".wrangler/seed.sql";
writeFileSync(file, statements.join("\n") + "\n");
wrangler(["d1", "execute", "DB", "--local", "--file", file]);
console.log(`Seeded the local database (${statements.length} statements, existing rows left unchanged).`);

// Book files and covers into local R2: one bulk put per content type (bulk put sets one type for all).
const dir = ".wrangler/seed-files";
mkdirSync(dir, { recursive: true });
const pdfs: { key: string; file: string }[] = [];
const covers: { key: string; file: string }[] = [];
const specs = new Map(demoLibraryBooks().map((b) => [b.cover_key, b.spec]));
for (const f of demoLibraryFiles()) {
  const name = f.key.split("/").at(-2)!;
  const spec = specs.get(f.cover_key)!;
  writeFileSync(`${dir}/${name}.pdf`, Buffer.from(f.pdf, "latin1"));
  writeFileSync(`${dir}/${name}.png`, encodePng(bookCover({ title: spec.title, author: spec.author, colour: f.colour })));
  pdfs.push({ key: f.key, file: `${dir}/${name}.pdf` });
  covers.push({ key: f.cover_key, file: `${dir}/${name}.png` });
}
// Charity logos and project/library covers go in the same PNG bulk put as the book covers.
const giving = demoGivingPictures();
for (const p of giving) {
  const file = `${dir}/${p.key.replace(/\//g, "-")}`;
  writeFileSync(file, encodePng(p.kind === "charity_logo" ? charityLogo(p) : causeCover({ ...p, kind: p.kind })));
  covers.push({ key: p.key, file });
}
// Course files: the demo clip and its poster (kept in scripts/seed-media), captions and teaching programs.
const videos = [{ key: DEMO_VIDEO_KEY, file: "scripts/seed-media/globe.webm" }];
covers.push({ key: DEMO_POSTER_KEY, file: "scripts/seed-media/globe-poster.png" });
for (const p of DEMO_ENTRY_PICTURES) {
  const file = `${dir}/${p.key.replace(/\//g, "-")}`;
  writeFileSync(file, encodePng(causeCover({ name: p.name, colour: p.colour, kind: "project_cover" }, 480, 360)));
  covers.push({ key: p.key, file });
}
const captions: { key: string; file: string }[] = [];
for (const f of demoLearningFiles()) {
  const file = `${dir}/${f.key.replace(/\//g, "-")}`;
  if (f.kind === "captions") {
    writeFileSync(file, captionsFor(f.course));
    captions.push({ key: f.key, file });
  } else {
    writeFileSync(file, Buffer.from(demoPdf(`${f.course.title}: teaching program`, 2, "Schools Platform Team"), "latin1"));
    pdfs.push({ key: f.key, file });
  }
}
for (const film of demoFilms()) {
  const file = `${dir}/film-${film.slug}.vtt`;
  writeFileSync(file, filmCaptions(film));
  captions.push({ key: filmCaptionsKey(film), file });
}
// The fonts PDF documents draw with (never bundled into the Worker): Noto Sans, and every Chinese subset with its manifest.
const cjkSubsets = parseSubsetManifest(JSON.parse(readFileSync(CJK_FONT.manifest.source, "utf8")));
const fonts = [...PDF_FONTS.map((f) => ({ key: f.key, file: f.source })), ...cjkSubsets.map((s) => ({ key: CJK_FONT.subsetKey(s.name), file: CJK_FONT.subsetSource(s.name) }))];
// The common-password set sign-up and every password form check against (never bundled: issue #15).
const commonPasswords = { key: COMMON_PASSWORDS_KEY, file: `${dir}/common-passwords.bin` };
writeFileSync(commonPasswords.file, encodeCommonPasswordSet(dictionary["passwords-common"]));
for (const [list, type] of [
  [fonts, "font/woff"],
  [[commonPasswords], "application/octet-stream"],
  [[{ key: CJK_FONT.manifest.key, file: CJK_FONT.manifest.source }], "application/json"],
  [pdfs, "application/pdf"],
  [covers, "image/png"],
  [videos, "video/webm"],
  [captions, "text/vtt"],
] as const) {
  const manifest = `${dir}/${type.split("/")[1]}-pairs.json`;
  writeFileSync(manifest, JSON.stringify(list));
  try {
    // Quiet unless it fails (bulk put prints an "experimental command" warning on every run).
    execFileSync("npx", ["wrangler", "r2", "bulk", "put", "schools-platform-files", "--local", "--filename", manifest, "--ct", type, ...persistArgs()], { stdio: "pipe", env: wranglerEnv() });
  } catch (error) {
    const e = error as { stdout?: Buffer; stderr?: Buffer };
    console.error(`${e.stdout ?? ""}${e.stderr ?? ""}`);
    throw error;
  }
}
console.log(`Wrote the common-password set, ${fonts.length} PDF fonts, ${pdfs.length} demo book files and teaching programs, ${covers.length} pictures, ${videos.length} video and ${captions.length} caption files to local R2.`);
