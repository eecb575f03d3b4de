// Seeds the local D1 database with the demo data and the demo library (README: Demo accounts), and
// writes the library's generated PDFs and PNG covers to local R2. Idempotent.
// Usage: node scripts/seed.ts            (local only; --remote is refused)
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { crc32, deflateSync } from "node:zlib";
import { buildDemoSeed } from "../worker/db/seed/demo-data.ts";
import { buildDemoLibrarySeed, demoLibraryFiles } from "../worker/db/seed/demo-library.ts";
import { buildDemoGivingSeed } from "../worker/db/seed/demo-giving.ts";
import { hashPassword } from "../worker/lib/passwords.ts";
import { persistArgs, wranglerEnv } from "./local-state.mjs";

const args = process.argv.slice(2);
if (args.some((a) => a === "--remote" || a.startsWith("--env")) || process.env.CLOUDFLARE_ENV) {
  console.error("Refusing to seed a remote database: the demo accounts have published passwords and are for local development only.");
  process.exit(1);
}

const wrangler = (wranglerArgs: string[]) =>
  execFileSync("npx", ["wrangler", ...wranglerArgs, ...persistArgs()], { stdio: ["ignore", "ignore", "inherit"], env: wranglerEnv() });

const statements = [...(await buildDemoSeed(hashPassword)), ...buildDemoLibrarySeed(), ...buildDemoGivingSeed()];
mkdirSync(".wrangler", { recursive: true });
const file = ".wrangler/seed.sql";
writeFileSync(file, statements.join("\n") + "\n");
wrangler(["d1", "execute", "DB", "--local", "--file", file]);
console.log(`Seeded the local database (${statements.length} statements, existing rows left unchanged).`);

/** A minimal PNG (8-bit RGB, no interlace): a coloured cover with a darker spine and a pale title band. */
function coverPng(hex: string, width = 240, height = 320): Buffer {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  const row = Buffer.alloc(1 + width * 3);
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    row[0] = 0; // filter: none
    for (let x = 0; x < width; x++) {
      const spine = x < 18;
      const band = y > 60 && y < 130 && x > 36 && x < width - 18;
      const [pr, pg, pb] = band ? [250, 250, 245] : spine ? [r * 0.6, g * 0.6, b * 0.6] : [r, g, b];
      row.set([pr, pg, pb].map(Math.round), 1 + x * 3);
    }
    rows.push(Buffer.from(row));
  }
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // bit depth 8, colour type RGB
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk("IHDR", ihdr), chunk("IDAT", deflateSync(Buffer.concat(rows))), chunk("IEND", Buffer.alloc(0))]);
}

// Book files and covers into local R2: one bulk put per content type (bulk put sets one type for all).
const dir = ".wrangler/seed-files";
mkdirSync(dir, { recursive: true });
const pdfs: { key: string; file: string }[] = [];
const covers: { key: string; file: string }[] = [];
for (const f of demoLibraryFiles()) {
  const name = f.key.split("/").at(-2)!;
  writeFileSync(`${dir}/${name}.pdf`, Buffer.from(f.pdf, "latin1"));
  writeFileSync(`${dir}/${name}.png`, coverPng(f.colour));
  pdfs.push({ key: f.key, file: `${dir}/${name}.pdf` });
  covers.push({ key: f.cover_key, file: `${dir}/${name}.png` });
}
for (const [list, type] of [
  [pdfs, "application/pdf"],
  [covers, "image/png"],
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
console.log(`Wrote ${pdfs.length} demo book files and ${covers.length} covers to local R2.`);
