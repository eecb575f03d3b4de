import { afterEach, describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen } from "@testing-library/react";
import { RichTextEditor } from "@/components/editor/rich-text-editor";
import { cleanPastedHtml, textAsHtml } from "@/components/editor/editor-html";

describe("pasting into the story editor", () => {
  afterEach(() => vi.restoreAllMocks());

  it("keeps what the story keeps: the allowed tags, no styles, scripts, other sites' pictures or unsafe links", () => {
    const pasted = [
      '<meta charset="utf-8"><style>p { color: red }</style>',
      '<p class="MsoNormal" style="color:red"><span style="font-weight:700">Bold</span> <b>words</b> and <i>slant</i></p>',
      '<script>alert(1)</script><img src="http://example.com/x.png" onerror="alert(2)"><img src="/api/files/stories/ok.jpg" alt="ours" width="10">',
      '<a href="javascript:alert(3)">bad link</a> <a href="https://example.org/read" target="_blank">good link</a>',
      "<div>A line</div><h1>Big title</h1><table><tr><td>cell</td></tr></table>",
    ].join("");
    expect(cleanPastedHtml(pasted)).toBe(
      '<p>Bold <strong>words</strong> and <em>slant</em></p><img src="/api/files/stories/ok.jpg" alt="ours">bad link <a href="https://example.org/read">good link</a><p>A line</p><h2>Big title</h2>cell',
    );
  });

  it("turns plain text into paragraphs, escaped", () => {
    expect(textAsHtml("First <line>\nstill first\n\nSecond & last\r\n")).toBe("<p>First &lt;line&gt;<br>still first</p><p>Second &amp; last</p>");
  });

  it("inserts the cleaned markup instead of the clipboard's own", () => {
    const exec = vi.fn(() => true);
    Object.defineProperty(document, "execCommand", { value: exec, configurable: true });
    const onChange = vi.fn();
    render(
      <>
        <span id="label">Your story</span>
        <RichTextEditor labelledBy="label" value="" onChange={onChange} />
      </>,
    );
    const box = screen.getByRole("textbox", { name: "Your story" });
    const data: Record<string, string> = { "text/html": '<p style="color:red">Hello <script>x()</script>there</p>', "text/plain": "Hello there" };
    const event = fireEvent.paste(box, { clipboardData: { getData: (type: string) => data[type] ?? "" } });
    expect(event).toBe(false); // default prevented: the browser pastes nothing of its own
    expect(exec).toHaveBeenCalledWith("insertHTML", false, "<p>Hello there</p>");
    expect(onChange).toHaveBeenCalled();
  });
});
