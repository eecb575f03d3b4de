import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ImportedStudent } from "@contracts/roster";
import { ImportResult } from "@/features/identity/roster/components/import-result";
import { renderPage, stubFetch } from "../render";

const student = (row: number, classId: string, password: string | null): ImportedStudent => ({
  row,
  status: password ? "created" : "existing",
  id: `usr_${row}`,
  username: `greenfield.kid${row}`,
  first_name: "Kid",
  last_name: String(row),
  class_name: classId === "cls_a" ? "Year 4" : "Year 5",
  class_code: classId === "cls_a" ? "Y4CODE" : "Y5CODE",
  class_id: classId,
  password,
});

afterEach(() => vi.restoreAllMocks());

describe("the import result's login cards PDF", () => {
  it("posts each class's new students with their one-time passwords and saves the PDF; teachers are not offered it", async () => {
    const calls = stubFetch({ "POST /api/classes/cls_a/login-cards.pdf": () => ({ body: {} }), "POST /api/classes/cls_b/login-cards.pdf": () => ({ body: {} }) });
    URL.createObjectURL = vi.fn(() => "blob:cards");
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    const result = { results: [student(1, "cls_a", "apple-bee-11"), student(2, "cls_a", null), student(3, "cls_b", "cat-dog-13")], created_classes: [] };
    const user = userEvent.setup();
    const view = renderPage(<ImportResult result={result} schoolName="Greenfield" parents={[]} canInvite onAgain={() => {}} />);
    await user.click(screen.getByRole("button", { name: "Download PDF: Year 4" }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const post = calls.find((c) => c.url.endsWith("/api/classes/cls_a/login-cards.pdf"))!;
    expect(post.method).toBe("POST");
    expect(post.body).toEqual({ students: [{ id: "usr_1", password: "apple-bee-11" }] }); // the already enrolled child has no password to print
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe("login-cards-Y4CODE.pdf");
    expect(screen.getByRole("button", { name: "Download PDF: Year 5" })).toBeInTheDocument();
    view.unmount();

    renderPage(<ImportResult result={result} schoolName="Greenfield" parents={[]} canInvite={false} onAgain={() => {}} />);
    expect(screen.queryByRole("button", { name: /Download PDF/ })).not.toBeInTheDocument();
  });
});
