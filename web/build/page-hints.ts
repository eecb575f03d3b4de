import { readFileSync } from "node:fs";
import type { Plugin } from "vite";

/*
 * dist/client/page-hints.json (issue #15): the JavaScript a first visit to a page needs beyond the
 * entry, so the Worker can name it in the HTML it serves for that page (worker/lib/page-hints.ts)
 * and the browser fetches it in parallel with the entry instead of after it has run:
 * - `catalogues`: the English catalogue chunks, which every page loads before it renders
 *   (lib/i18n.ts: English holds the singular forms of plurals);
 * - `routes`: for each page module the Worker hints, its chunk and every chunk it imports
 *   statically that the entry does not already load.
 * - `boot`: web/boot/boot.js, which starts the app after a page's first paint, emitted under
 *   assets/ with its content hash (so it is cached as immutable like every other asset, and a
 *   deploy that changes it is never mixed with an old copy).
 * Page modules are named by their path under web/src/app/routes without the extension.
 */
export const HINTED_PAGES = ["library/home", "library/book", "giving/projects", "learning/course"] as const;

export interface PageHintsFile {
  catalogues: string[];
  routes: Record<string, string[]>;
  boot: string;
}

const BOOT_SCRIPT = new URL("../boot/boot.js", import.meta.url);

interface OutputChunkLike {
  type: "chunk";
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  moduleIds: string[];
  imports: string[];
}

export function pageHintsPlugin(): Plugin {
  return {
    name: "page-hints",
    apply: "build",
    generateBundle(_options, bundle) {
      const chunks = new Map<string, OutputChunkLike>();
      for (const item of Object.values(bundle)) if (item.type === "chunk") chunks.set(item.fileName, item);
      const closure = (start: string[], into = new Set<string>()) => {
        for (const name of start) {
          if (into.has(name) || !chunks.has(name)) continue;
          into.add(name);
          closure(chunks.get(name)!.imports, into);
        }
        return into;
      };
      const entry = closure([...chunks.values()].filter((c) => c.isEntry).map((c) => c.fileName));
      const moduleId = (c: OutputChunkLike) => (c.facadeModuleId ?? "").replace(/\\/g, "/");
      const url = (fileName: string) => `/${fileName}`;

      const routes: Record<string, string[]> = {};
      for (const page of HINTED_PAGES) {
        const chunk = [...chunks.values()].find((c) => moduleId(c).endsWith(`/web/src/app/routes/${page}.tsx`));
        if (!chunk) this.error(`page-hints: no chunk for web/src/app/routes/${page}.tsx (is it still a lazy page?)`);
        routes[page] = [...closure([chunk.fileName])].filter((f) => !entry.has(f)).map(url);
      }
      const catalogues = [...chunks.values()]
        .filter((c) => c.moduleIds.some((id) => /\/web\/src\/locales\/en\/[^/]+\.json$/.test(id.replace(/\\/g, "/"))) && !entry.has(c.fileName))
        .flatMap((c) => [...closure([c.fileName])].filter((f) => !entry.has(f)))
        .map(url);
      const bootRef = this.emitFile({ type: "asset", name: "boot.js", source: readFileSync(BOOT_SCRIPT, "utf8") });
      const file: PageHintsFile = { catalogues: [...new Set(catalogues)], routes, boot: url(this.getFileName(bootRef)) };
      this.emitFile({ type: "asset", fileName: "page-hints.json", source: JSON.stringify(file) });
    },
  };
}
