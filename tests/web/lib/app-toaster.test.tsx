import { Suspense } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { AppToaster } from "@/app/providers";
import { setInterfaceLocale } from "@/lib/i18n";
import { toast } from "@/lib/toast";

describe("the app's toasts", () => {
  afterEach(async () => {
    toast.dismiss();
    await setInterfaceLocale("en");
  });

  it("are named in the reader's language (sonner said 'Notifications alt+T' and 'Close toast' on an Arabic page) with a 24 px close button", async () => {
    await setInterfaceLocale("ar");
    render(
      <Suspense fallback={null}>
        <AppToaster />
      </Suspense>,
    );
    toast.error("كلمة المرور هذه غير صحيحة.");
    const close = await screen.findByRole("button", { name: "إغلاق" });
    expect(close).toHaveClass("size-6!");
    expect(screen.getByRole("region").getAttribute("aria-label")).toMatch(/^الإشعارات /);
    expect(screen.queryByRole("button", { name: "Close toast" })).not.toBeInTheDocument();
  });
});
