import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { securityHeadersFile } from "./web/build/security-headers";
import { pageHintsPlugin } from "./web/build/page-hints";

export const aliases = {
  "@": fileURLToPath(new URL("./web/src", import.meta.url)),
  "@contracts": fileURLToPath(new URL("./worker/contracts", import.meta.url)),
};

export default defineConfig({
  root: "web",
  plugins: [
    react(),
    tailwindcss(),
    {
      // dist/client/_headers, with this deployment's R2 endpoint in connect-src (web/build/security-headers.ts).
      name: "security-headers",
      apply: "build",
      generateBundle() {
        this.emitFile({ type: "asset", fileName: "_headers", source: securityHeadersFile(process.env.R2_ACCOUNT_ID) });
      },
    },
    // dist/client/page-hints.json: each hinted page's chunks, for the Worker's <link rel="modulepreload">.
    pageHintsPlugin(),
  ],
  resolve: { alias: aliases },
  // `npm run dev`: the page with hot reload on DEV_PORT (5173); /api goes to the Worker that
  // scripts/dev.mjs runs beside it, keeping the Host so each school's subdomain still resolves.
  server: {
    host: "127.0.0.1",
    port: Number(process.env.DEV_PORT ?? 5173),
    strictPort: true,
    allowedHosts: [".localhost"],
    proxy: { "/api": { target: `http://127.0.0.1:${process.env.PORT ?? 8787}`, changeOrigin: false, xfwd: true } },
  },
  build: {
    outDir: "../dist/client",
    emptyOutDir: true,
    sourcemap: false,
    // Every page is its own chunk (React.lazy); the entry keeps only the shell.
    chunkSizeWarningLimit: 250,
    // No modulepreload polyfill (0.5 kB of the entry): every browser the app supports has
    // <link rel="modulepreload">, and without it a preload is only a missed hint.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Lazy chunks are named by their hash alone, in lower-case letters and digits: the entry
        // names every one of them (its import and its preload list, ~300 files), and those names
        // were 1.9 kB of the entry's 150 kB budget (issue #15) — the entry had 17 bytes left, and a
        // changed page moved it by tens of bytes through the hashes alone. base36 compresses better
        // than base64 and never starts a file name with "-". Chunk names are in the build's
        // manifest and source maps, not in the URLs.
        hashCharacters: "base36",
        entryFileNames: "assets/[name]-[hash:8].js",
        chunkFileNames: "assets/[hash:8].js",
        codeSplitting: {
          // Everything the entry imports statically is one file rather than eighteen (issue #15:
          // each module is a request and a task of its own before the first paint).
          // Likewise a language's catalogues (one file per namespace) are one chunk per language.
          groups: [
            { name: "app", tags: ["$initial"], priority: 10 },
            { name: (id) => /[\\/]web[\\/]src[\\/]locales[\\/]([a-z]{2})[\\/]/.exec(id)?.[1] ?? null, test: /[\\/]web[\\/]src[\\/]locales[\\/]/, priority: 5 },
          ],
        },
      },
    },
  },
});
