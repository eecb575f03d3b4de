import "@testing-library/jest-dom/vitest";
import { afterEach } from "vitest";
import { cleanup, configure } from "@testing-library/react";
import { toast } from "sonner";

// CI machines have two cores shared with workerd and Chromium: give findBy/waitFor room.
configure({ asyncUtilTimeout: 4000 });

afterEach(() => {
  // sonner keeps toasts in a module-level queue: start every test without leftovers.
  toast.dismiss();
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
