import { PLATFORM_NAME } from "@contracts/brand";
import type { PublicTenant } from "@contracts/tenants";
import { setSiteName } from "./page-title";

/** The platform's name is written once, in the shared contracts; the web re-exports it. */
export { PLATFORM_NAME };

/** Applies every key containing "color" as a CSS variable (primary_color → --primary-color). */
export function applyBranding(tenant: PublicTenant | null, root: HTMLElement = document.documentElement): void {
  const applied = root.dataset.brandVars ? root.dataset.brandVars.split(",") : [];
  for (const name of applied) root.style.removeProperty(name);
  const names: string[] = [];
  if (tenant) {
    for (const [key, value] of Object.entries(tenant)) {
      if (!key.includes("color") || typeof value !== "string" || !value) continue;
      const name = `--${key.replace(/_/g, "-")}`;
      root.style.setProperty(name, value);
      names.push(name);
    }
  }
  root.dataset.brandVars = names.join(",");
  // The tab shows the page's heading beside the site's name (lib/page-title.ts).
  document.title = tenant?.school_name ?? PLATFORM_NAME;
  setSiteName(document.title);
}
