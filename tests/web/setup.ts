import "@testing-library/jest-dom/vitest";
import { afterEach, beforeAll } from "vitest";
import { cleanup, configure } from "@testing-library/react";
import { toast } from "sonner";
import { setInterfaceLocale } from "@/lib/i18n";

// CI machines have two cores shared with workerd and Chromium: give findBy/waitFor room.
configure({ asyncUtilTimeout: 4000 });

// Components render in English (with its plural forms) unless a test switches language.
beforeAll(async () => {
  await setInterfaceLocale("en");
});

afterEach(() => {
  // sonner keeps toasts in a module-level queue: start every test without leftovers.
  toast.dismiss();
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
