import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Honeypot } from "@/features/operations/components/form-receipt";

// jsdom lays nothing out, so the test reads the box's classes: a box pushed 10,000 px to the left
// (`-left-[10000px]`) made every public form's page 10,000 px wide and scrollable in Arabic (RTL).
describe("the public forms' honeypot", () => {
  it("is clipped inside its form, not pushed off the page to one side", () => {
    const { container } = render(
      <form className="relative">
        <Honeypot register={() => ({ name: "website" })} />
      </form>,
    );
    const box = container.querySelector("form > div")!;
    const classes = box.className.split(/\s+/);
    expect(classes.filter((c) => /^-?(left|right|inset-x|translate-x)-/.test(c))).toEqual([]);
    expect(classes).toEqual(expect.arrayContaining(["absolute", "start-0", "size-px", "overflow-hidden", "opacity-0"]));
    expect(box.getAttribute("aria-hidden")).toBe("true");
    expect(box.querySelector("input")!.tabIndex).toBe(-1);
  });
});
