import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CountryOptions } from "@/components/users/country-options";
import { setInterfaceLocale } from "@/lib/i18n";

const optionText = (container: HTMLElement, code: string) => container.querySelector<HTMLOptionElement>(`option[value="${code}"]`)!.textContent;

// The tour request's country list (and the other forms that share it).
describe("the country options", () => {
  it("keep the English names in English", () => {
    const { container } = render(<select><CountryOptions /></select>);
    expect(optionText(container, "KE")).toBe("Kenya");
  });

  it.each(["hi", "ar"] as const)("name each country in %s, in that language's order", async (locale) => {
    await setInterfaceLocale(locale);
    try {
      const { container } = render(<select><CountryOptions /></select>);
      const kenya = new Intl.DisplayNames([locale], { type: "region" }).of("KE");
      expect(optionText(container, "KE")).toBe(kenya);
      const names = [...container.querySelectorAll("option")].map((o) => o.textContent!);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, locale)));
    } finally {
      await setInterfaceLocale("en");
    }
  });
});
