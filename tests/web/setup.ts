import "@testing-library/jest-dom/vitest";
import { afterEach } from "vitest";
import { cleanup } from "@testing-library/react";
import { toast } from "sonner";

afterEach(() => {
  // sonner keeps toasts in a module-level queue: start every test without leftovers.
  toast.dismiss();
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
