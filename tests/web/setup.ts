import "@testing-library/jest-dom/vitest";
import { afterEach, beforeAll, vi } from "vitest";
import { cleanup, configure } from "@testing-library/react";

/*
 * The web project runs its files one after another in one jsdom per worker (vitest.config.ts,
 * `isolate: false`): loading jsdom, React, Radix and the icons again for every file cost four
 * times the tests' own time. What a file must not inherit from the one before is the app's own
 * state, so every file starts with the app's modules evaluated afresh: a new jotai store, a new
 * i18n instance, no cached API client, and its own vi.mock()s applied (they are hoisted above the
 * file's imports, which run after this). Libraries in node_modules stay loaded.
 */
vi.resetModules();

// CI machines have two cores shared with workerd and Chromium: give findBy/waitFor room.
configure({ asyncUtilTimeout: 4000 });

// Components render in English (with its plural forms) unless a test switches language. Imported
// here, after the reset, so that it is the same i18n the file's components use.
beforeAll(async () => {
  freshDocument();
  const { setInterfaceLocale } = await import("@/lib/i18n");
  await setInterfaceLocale("en");
});

afterEach(async () => {
  // sonner keeps toasts in a module-level queue (a library, so shared by every file): start every
  // test without leftovers.
  const { toast } = await import("sonner");
  toast.dismiss();
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

/**
 * The document as jsdom makes it, for each file: no cookies (the `signed_in` mark changes what the
 * tab's title says), no attributes on <html> (lang, dir, the school's colours), an empty head
 * (titles, brand styles, preloads) and body.
 */
function freshDocument() {
  for (const cookie of document.cookie.split(";")) {
    const name = cookie.split("=")[0].trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
  const html = document.documentElement;
  for (const attr of [...html.attributes]) html.removeAttribute(attr.name);
  document.head.replaceChildren();
  document.body.replaceChildren();
  for (const attr of [...document.body.attributes]) document.body.removeAttribute(attr.name);
  window.history.replaceState(null, "", "/");
}
