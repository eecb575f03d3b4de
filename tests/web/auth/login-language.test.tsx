import { afterEach, describe, expect, it } from "vitest";
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import LoginPage from "@/app/routes/auth/login";
import RegisterPage from "@/app/routes/auth/register";
import { setInterfaceLocale } from "@/lib/i18n";
import { LocaleGate } from "@/app/locale-gate";
import { renderPage, stubFetch } from "../render";

/*
 * The sign-in and registration pages have no header or footer (they sit outside the root layout),
 * so they carry the language menu themselves: a child who arrives at sign-in in a language they do
 * not read can change it before choosing who they are.
 */
describe("the language menu on the pages outside the root layout", () => {
  afterEach(async () => {
    localStorage.clear();
    await act(() => setInterfaceLocale("en"));
  });

  it("sign-in: choosing Hindi turns the page to Hindi", async () => {
    stubFetch({ "GET /api/current-tenant": () => ({ body: null }) });
    const user = userEvent.setup();
    // The app's LocaleGate (around every route, bare ones included) applies the choice.
    renderPage(
      <LocaleGate tenant={null}>
        <LoginPage />
      </LocaleGate>,
      { path: "/login" },
    );
    expect(await screen.findByRole("heading", { level: 1, name: "Please Select Who You Are!" })).toBeInTheDocument();
    const menu = screen.getByRole("combobox", { name: "Language" });
    expect([...(menu as HTMLSelectElement).options].map((o) => o.value)).toEqual(["en", "hi", "ar"]);
    await user.selectOptions(menu, "hi");
    // The gate re-mounts the page in the new language: wait for the heading to be the Hindi one.
    await waitFor(() => expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("कृपया चुनें कि आप कौन हैं!"));
    expect(screen.getByRole("combobox", { name: "भाषा" })).toHaveValue("hi");
    // The school's name keeps its own direction (an English name on an Arabic page is cut at its end, not its start).
    expect(screen.getByText("Schools Platform", { selector: "span" })).toHaveAttribute("dir", "auto");
  });

  it("registration has it too", async () => {
    stubFetch({ "GET /api/current-tenant": () => ({ body: null }), "GET /api/countries": () => ({ body: { results: [] } }) });
    renderPage(<RegisterPage />, { path: "/register" });
    expect(await screen.findByRole("combobox", { name: "Language" })).toBeInTheDocument();
  });
});
