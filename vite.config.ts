import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";

export default defineConfig({
  root: "web",
  plugins: [react()],
  resolve: {
    alias: { "@contracts": fileURLToPath(new URL("./worker/contracts", import.meta.url)) },
  },
  build: {
    outDir: "../dist/client",
    emptyOutDir: true,
    sourcemap: false,
  },
});
