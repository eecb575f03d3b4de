import { afterEach, describe, expect, it, vi } from "vitest";
import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MediaUpload } from "@/features/learning/courses/components/authoring/media-upload";
import { setInterfaceLocale } from "@/lib/i18n";
import { renderPage } from "../render";

/* A course's file picker (video, poster, captions…) is the shared FileInput: the app's words, one keyboard stop. */
describe("MediaUpload's file picker", () => {
  afterEach(async () => {
    await act(() => setInterfaceLocale("en"));
  });

  it("speaks the interface's language, and the labelled input is the one keyboard stop (its button is for the pointer)", async () => {
    await act(() => setInterfaceLocale("ar"));
    const user = userEvent.setup();
    renderPage(<MediaUpload courseId="crs_1" kind="captions" label="الترجمة" onUploaded={() => undefined} />);
    const input = screen.getByLabelText("الترجمة");
    expect(input).toHaveAttribute("type", "file");
    expect(input).toHaveAccessibleDescription("ترجمة مصاحبة WebVTT (.vtt) حتى 512 KB");
    expect(screen.getByText("اختر ملفًا")).toBeInTheDocument();
    expect(screen.getByText("لا ملف بعد")).toBeInTheDocument();
    // Before, an invisible input took focus first and then a second, separate button.
    expect(screen.queryAllByRole("button")).toHaveLength(0);
    await user.tab();
    expect(input).toHaveFocus();
    await user.tab();
    expect(document.body).toHaveFocus();
    const click = vi.spyOn(input, "click");
    await user.click(screen.getByText("اختر ملفًا"));
    expect(click).toHaveBeenCalled();
  });

  it("with a file already stored, links to it and offers to replace it", async () => {
    await act(() => setInterfaceLocale("ar"));
    renderPage(<MediaUpload courseId="crs_1" kind="video" label="الفيديو" current={{ url: "/media/lesson-1.mp4", name: "lesson-1.mp4" }} onUploaded={() => undefined} />);
    expect(screen.getByRole("link", { name: "lesson-1.mp4" })).toHaveAttribute("href", "/media/lesson-1.mp4");
    expect(screen.getByText("استبدال الملف")).toBeInTheDocument();
    expect(screen.queryByText("اختر ملفًا")).not.toBeInTheDocument();
    expect(screen.getByLabelText("الفيديو")).toHaveAttribute("type", "file");
  });
});
