import { describe, expect, it } from "vitest";
import { AUDIT_ACTION_LABELS } from "@contracts/audit";
import { CONTACT_TOPIC_LABELS, INBOX_STATUS_LABELS, PROBLEM_CATEGORY_LABELS, TOUR_ROLE_LABELS } from "@contracts/operations";
import { AUDIT_ACTION_TEXT, CONTACT_TOPIC_TEXT, INBOX_STATUS_TEXT, PROBLEM_CATEGORY_TEXT, TOUR_ROLE_TEXT, countryName } from "@/features/operations/lib/labels";
import { setInterfaceLocale } from "@/lib/i18n";

describe("the operations screens' labels", () => {
  it("are the contracts' English labels, word for word (they are the catalogue keys)", () => {
    expect(CONTACT_TOPIC_TEXT).toEqual(CONTACT_TOPIC_LABELS);
    expect(PROBLEM_CATEGORY_TEXT).toEqual(PROBLEM_CATEGORY_LABELS);
    expect(TOUR_ROLE_TEXT).toEqual(TOUR_ROLE_LABELS);
    expect(INBOX_STATUS_TEXT).toEqual(INBOX_STATUS_LABELS);
    expect(AUDIT_ACTION_TEXT).toEqual(AUDIT_ACTION_LABELS);
  });

  it("name countries in the reader's language", async () => {
    expect(countryName("KE")).toBe("Kenya");
    await setInterfaceLocale("ar");
    try {
      expect(countryName("KE")).toBe(new Intl.DisplayNames(["ar"], { type: "region" }).of("KE"));
      expect(countryName("KE")).not.toBe("Kenya");
    } finally {
      await setInterfaceLocale("en");
    }
  });
});
