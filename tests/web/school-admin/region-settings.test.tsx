import { afterEach, describe, expect, it } from "vitest";
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SchoolRegionSettings } from "@/features/identity/school-admin/components/school-region-settings";
import { setInterfaceLocale } from "@/lib/i18n";
import { renderPage, stubFetch } from "../render";

const settings = { review_teacher_uploads: false, country: "IN", locale: "en", time_zone: "UTC", currency: "USD" };

const countries = [
  { code: "IN", name: "India" },
  { code: "KE", name: "Kenya" },
];

describe("the school's region", () => {
  afterEach(async () => {
    await act(() => setInterfaceLocale("en"));
  });

  it("shows the language, time zone and currency and saves each as it changes", async () => {
    let saved = { ...settings };
    const calls = stubFetch({
      "GET /api/school-admin/settings/": () => ({ body: saved }),
      "PATCH /api/school-admin/settings/": ({ body }) => {
        saved = { ...saved, ...JSON.parse(String(body)) };
        return { body: saved };
      },
      "GET /api/current-tenant": () => ({ body: {} }),
      "GET /api/countries/": () => ({ body: countries }),
    });
    const user = userEvent.setup();
    renderPage(<SchoolRegionSettings />);
    const language = await screen.findByLabelText("Language");
    expect(language).toHaveValue("en");
    expect(screen.getByRole("option", { name: "العربية (Arabic)" })).toBeInTheDocument();
    await user.selectOptions(language, "hi");
    await waitFor(() => expect(calls.filter((c) => c.method === "PATCH").map((c) => c.body)).toEqual([{ locale: "hi" }]));
    expect(await screen.findByText("The school's language is saved.")).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText("Time zone"), "Asia/Kolkata");
    await user.selectOptions(screen.getByLabelText("Currency"), "INR");
    await waitFor(() => expect(calls.filter((c) => c.method === "PATCH").map((c) => c.body)).toEqual([{ locale: "hi" }, { time_zone: "Asia/Kolkata" }, { currency: "INR" }]));
    expect(screen.getByLabelText("Currency")).toHaveValue("INR");
    expect(screen.getByLabelText("Time zone")).toHaveAccessibleDescription("Dates and live sessions are shown in it.");
  });

  it("sets and clears the school's country, naming countries in the reader's language", async () => {
    await act(() => setInterfaceLocale("ar"));
    let saved = { ...settings };
    const calls = stubFetch({
      "GET /api/school-admin/settings/": () => ({ body: saved }),
      "PATCH /api/school-admin/settings/": ({ body }) => {
        saved = { ...saved, ...JSON.parse(String(body)) };
        return { body: saved };
      },
      "GET /api/current-tenant": () => ({ body: {} }),
      "GET /api/countries/": () => ({ body: countries }),
    });
    const user = userEvent.setup();
    renderPage(<SchoolRegionSettings />);
    const country = await screen.findByLabelText("البلد");
    const kenya = new Intl.DisplayNames(["ar"], { type: "region" }).of("KE")!;
    expect(await screen.findByRole("option", { name: kenya })).toBeInTheDocument();
    expect(country).toHaveValue("IN");
    await user.selectOptions(country, "KE");
    await waitFor(() => expect(country).toHaveValue("KE"));
    await user.selectOptions(country, "");
    await waitFor(() => expect(calls.filter((c) => c.method === "PATCH").map((c) => c.body)).toEqual([{ country: "KE" }, { country: null }]));
    expect(await screen.findByText("تم مسح بلد المدرسة.")).toBeInTheDocument();
  });
});
