import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";

export const aliases = {
  "@": fileURLToPath(new URL("./web/src", import.meta.url)),
  "@contracts": fileURLToPath(new URL("./worker/contracts", import.meta.url)),
};

export default defineConfig({
  root: "web",
  plugins: [react(), tailwindcss()],
  resolve: { alias: aliases },
  build: {
    outDir: "../dist/client",
    emptyOutDir: true,
    sourcemap: false,
    // Every page is its own chunk (React.lazy); the entry keeps only the shell.
    chunkSizeWarningLimit: 250,
  },
});
