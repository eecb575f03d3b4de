import { describe, expect, it } from "vitest";
import { filterFaq, parseFaq } from "@/features/operations/lib/faq";
import { reportedPage } from "@/features/operations/components/report-problem-form";

const HTML = '<p>Intro <a href="/contact">here</a>.</p><h2 id="signing-in">Signing in</h2><h3 id="class-code">How does the class code work?</h3><p>Type the <strong>code</strong>.</p><ul><li>Then your tile</li></ul><h3 id="qr">And the QR code?</h3><p>Scan it.</p><h2 id="money">Money</h2><h3 id="refund">Can I get a refund?</h3><p>Within 14 days.</p>';

describe("the FAQ", () => {
  it("groups questions under their headings with their whole answers", () => {
    const { intro, groups } = parseFaq(HTML);
    expect(intro).toBe('<p>Intro <a href="/contact">here</a>.</p>');
    expect(groups.map((g) => [g.id, g.title, g.entries.map((e) => e.id)])).toEqual([
      ["signing-in", "Signing in", ["class-code", "qr"]],
      ["money", "Money", ["refund"]],
    ]);
    expect(groups[0].entries[0].answerHtml).toBe("<p>Type the <strong>code</strong>.</p><ul><li>Then your tile</li></ul>");
  });

  it("finds questions by every word typed, in the question or the answer", () => {
    const { groups } = parseFaq(HTML);
    expect(filterFaq(groups, "code tile").flatMap((g) => g.entries.map((e) => e.id))).toEqual(["class-code"]);
    expect(filterFaq(groups, "CODE").flatMap((g) => g.entries.map((e) => e.id))).toEqual(["class-code", "qr"]);
    expect(filterFaq(groups, "14 days").map((g) => g.id)).toEqual(["money"]);
    expect(filterFaq(groups, "nothing-like-this")).toEqual([]);
    expect(filterFaq(groups, "  ")).toBe(groups);
  });
});

describe("the reported page", () => {
  it("comes from ?from= or this site's referrer, never another site", () => {
    expect(reportedPage("?from=/library/bk_1", "", "https://a.example")).toBe("/library/bk_1");
    expect(reportedPage("?from=//evil.example", "", "https://a.example")).toBe("");
    expect(reportedPage("", "https://a.example/courses?x=1", "https://a.example")).toBe("/courses?x=1");
    expect(reportedPage("", "https://evil.example/x", "https://a.example")).toBe("");
  });
});
