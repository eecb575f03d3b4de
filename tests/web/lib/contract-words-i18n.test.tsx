import { afterEach, describe, expect, it } from "vitest";
import { act, fireEvent, screen, within } from "@testing-library/react";
import ExperimentPage from "@/app/routes/operations/experiment";
import PaymentHistoryPage from "@/app/routes/admin-panel/payment-history";
import { MediaUpload } from "@/features/learning/courses/components/authoring/media-upload";
import { ApiError, errorMessage } from "@/lib/api-client";
import { setInterfaceLocale } from "@/lib/i18n";
import { clearSession } from "@/lib/session";
import { renderPage, stubFetch } from "../render";
import { event, page } from "../giving-admin/fixtures";

/*
 * Words the interface shows straight from worker/contracts (providers' names, the feature
 * catalogue, upload limits) and the API's own error messages, in Hindi and Arabic.
 */
describe("the contracts' words and the API's messages in another language", () => {
  afterEach(async () => {
    clearSession();
    await act(() => setInterfaceLocale("en"));
  });

  it("Hindi: the payment providers' names in the payment history's filter", async () => {
    await act(() => setInterfaceLocale("hi"));
    stubFetch({ "GET /api/payments/events/": () => ({ body: page([event(1)]) }) });
    renderPage(<PaymentHistoryPage />, { path: "/admin-panel/payment-history" });
    await screen.findByRole("table");
    const providers = within(screen.getByRole("combobox", { name: "प्रदाता" }))
      .getAllByRole("option")
      .map((o) => o.textContent);
    expect(providers).toContain("कार्ड (Stripe)");
    expect(providers).toContain("डेमो भुगतान (असली पैसा नहीं)");
    expect(providers).not.toContain("Card (Stripe)");
  });

  it("Arabic: the feature catalogue's names and descriptions on /experiment", async () => {
    await act(() => setInterfaceLocale("ar"));
    stubFetch({ "GET /api/current-tenant": () => ({ status: 204 }) });
    renderPage(<ExperimentPage />, { path: "/experiment" });
    expect(await screen.findByRole("heading", { level: 2, name: "رسائل Dear World" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "ركن الفهم" })).toBeInTheDocument();
    expect(screen.getByText("يكتب الطلاب رسائل إلى العالم؛ ويجمع معلّم الصف أفضلها في كتاب Dear World الخاص بالصف.")).toBeInTheDocument();
    expect(screen.queryByText("Comprehension corner")).not.toBeInTheDocument();
  });

  it("Arabic: an upload limit stated and enforced in the reader's language", async () => {
    await act(() => setInterfaceLocale("ar"));
    const { container } = renderPage(<MediaUpload courseId="crs_1" kind="captions" label="الترجمة" onUploaded={() => undefined} />);
    expect(screen.getByText("ترجمة مصاحبة WebVTT (.vtt) حتى 512 KB")).toBeInTheDocument();
    const big = new File(["x"], "big.vtt", { type: "text/vtt" });
    Object.defineProperty(big, "size", { value: 600 * 1024 });
    fireEvent.change(container.querySelector("input[type=file]")!, { target: { files: [big] } });
    expect(await screen.findByText("هذا الملف كبير جدًا: ترجمة مصاحبة WebVTT (.vtt) حتى 512 KB.")).toBeInTheDocument();
  });

  it("the API's messages are shown translated, a message the catalogue lacks as the server wrote it", async () => {
    await act(() => setInterfaceLocale("hi"));
    expect(errorMessage(new ApiError(403, "FORBIDDEN", "You do not have permission to do this."))).toBe("आपको ऐसा करने की अनुमति नहीं है।");
    expect(errorMessage(new ApiError(404, "NOT_FOUND", "Lesson not found"))).toBe("पाठ नहीं मिला");
    expect(errorMessage(new ApiError(409, "CONFLICT", "Card (Stripe) refused the refund."))).toBe("Card (Stripe) refused the refund.");
    await act(() => setInterfaceLocale("ar"));
    expect(errorMessage(new ApiError(401, "UNAUTHORIZED", "Your session has expired. Please sign in again."))).toBe("انتهت صلاحية جلستك. يُرجى تسجيل الدخول مرة أخرى.");
  });
});
