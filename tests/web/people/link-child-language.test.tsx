import { afterEach, describe, expect, it } from "vitest";
import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { LinkChildForm } from "@/features/operations/components/link-child-form";
import { setInterfaceLocale } from "@/lib/i18n";
import { renderPage, stubFetch } from "../render";

/** worker/identity/parents' CODE_INVALID_MESSAGE, as the API sends it (an English catalogue key). */
const CODE_INVALID = "That code is not valid. Check the card, or ask your child's teacher for a new one.";

/*
 * A parent who types a wrong home-learning code reads why in their own language: the message was
 * not in the server catalogue (its constant was not named …_MESSAGE, so the extractor passed it
 * by) and stayed English on Hindi and Arabic dashboards.
 */
describe("linking a child with a wrong home-learning code", () => {
  afterEach(async () => {
    await act(() => setInterfaceLocale("en"));
  });

  it.each([
    ["ar", "رمز التعلّم المنزلي", "اربط طفلي", "هذا الرمز غير صالح. تحقّق من البطاقة، أو اطلب رمزًا جديدًا من معلّم طفلك."],
    ["hi", "होम-लर्निंग कोड", "मेरे बच्चे को जोड़ें", "यह कोड मान्य नहीं है। कार्ड जाँचें, या अपने बच्चे के शिक्षक से नया कोड माँगें।"],
  ] as const)("says it in %s, by the field", async (locale, label, button, message) => {
    await act(() => setInterfaceLocale(locale));
    stubFetch({
      "POST /api/parent/links/": () => ({ status: 400, body: { error: { code: "VALIDATION_FAILED", message: "Please check the highlighted fields", fields: { code: [CODE_INVALID] }, requestId: "req_test" } } }),
    });
    const user = userEvent.setup();
    renderPage(<LinkChildForm />);
    const field = screen.getByLabelText(label);
    await user.type(field, "ABCDEFGH");
    await user.click(screen.getByRole("button", { name: button }));
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
    expect(field).toHaveAccessibleDescription(message);
  });
});
