import { afterEach, describe, expect, it, vi } from "vitest";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { FileInput } from "@/components/ui/file-input";
import { FormField } from "@/components/ui/form-field";
import { setInterfaceLocale } from "@/lib/i18n";

describe("FileInput", () => {
  afterEach(async () => {
    await act(() => setInterfaceLocale("en"));
  });

  it("is the labelled file input itself, says what was chosen, and speaks the interface's language", async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    const { unmount } = render(
      <FormField label="Your picture" hint="PNG or JPEG.">
        <FileInput accept="image/png" onChange={onChange} />
      </FormField>,
    );
    const input = screen.getByLabelText("Your picture");
    expect(input).toHaveAttribute("type", "file");
    expect(input).toHaveAttribute("accept", "image/png");
    expect(input).toHaveAccessibleDescription("PNG or JPEG.");
    expect(screen.getByText("No file chosen")).toBeInTheDocument();
    await user.upload(input, new File(["x"], "my-drawing.png", { type: "image/png" }));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(screen.getByText("my-drawing.png")).toBeInTheDocument();
    // The button only opens the input's own picker.
    const click = vi.spyOn(input, "click");
    await user.click(screen.getByText("Choose a file"));
    expect(click).toHaveBeenCalled();
    unmount();

    await act(() => setInterfaceLocale("ar"));
    render(<FileInput aria-label="file" />);
    expect(screen.queryByText("Choose a file")).not.toBeInTheDocument();
    expect(screen.queryByText("No file chosen")).not.toBeInTheDocument();
  });
});
