import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { SCREENSHOT_MAX_BYTES } from "@contracts/operations";
import { ReportProblemForm } from "@/features/operations/components/report-problem-form";
import { renderPage, stubFetch } from "../render";

const receipt = { reference: "P-7KQ3MZ", message: "Thank you. We received your report (P-7KQ3MZ) and are looking into it." };

async function fillIn() {
  const user = userEvent.setup();
  await user.selectOptions(screen.getByLabelText("What is the problem about?"), "library");
  await user.type(screen.getByLabelText("What happened?"), "The book would not open on my tablet.");
  return user;
}

// A picture over 5 MB was refused beside the field, but "Send report" still sent the report,
// without it and without a word: the reporter thought we had their screenshot.
describe("a problem report with a screenshot the form refused", () => {
  it("is not sent until the screenshot is replaced or removed", async () => {
    const calls = stubFetch({ "POST /api/problem-reports/": () => ({ status: 201, body: receipt }) });
    renderPage(<ReportProblemForm page="/library" />);
    const user = await fillIn();
    const big = new File([new Uint8Array(SCREENSHOT_MAX_BYTES + 1)], "screen.png", { type: "image/png" });
    fireEvent.change(screen.getByLabelText("A screenshot (optional)"), { target: { files: [big] } });
    expect(await screen.findByText("Use a picture up to 5 MB")).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Send report" }));
    await new Promise((r) => setTimeout(r, 50));
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);
    expect(screen.getByText("Use a picture up to 5 MB")).toBeTruthy();
    expect((screen.getByLabelText("What happened?") as HTMLTextAreaElement).value).toBe("The book would not open on my tablet.");

    await user.click(screen.getByRole("button", { name: "Remove the screenshot" }));
    expect(screen.queryByText("Use a picture up to 5 MB")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Send report" }));
    await waitFor(() => expect(calls.filter((c) => c.method === "POST")).toHaveLength(1));
    expect((calls[0].body as FormData).get("screenshot")).toBeNull();
    expect(await screen.findByText(/P-7KQ3MZ/, { selector: "strong" })).toBeTruthy();
  });
});
