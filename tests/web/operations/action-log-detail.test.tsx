import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ActionLogView } from "@/features/operations/components/action-log-view";
import { setInterfaceLocale } from "@/lib/i18n";
import { renderPage, stubFetch } from "../render";

const entry = (id: string, action: string, detail: Record<string, unknown>) => ({
  id,
  created_at: "2026-11-20T10:00:00Z",
  action,
  actor: { id: "u_admin", name: "Asha Admin", email: "admin@example.org", role: "school_admin" },
  school: null,
  target: { type: "user", id: "u_t", label: "Tomás Teacher" },
  detail,
  ip: null,
  user_agent: null,
  host: null,
});

// What changed was shown by its column and role names ("time zone", "school admin"), English in
// Hindi and Arabic; they are fixed names, so they are translated (the people's names stay as written).
describe("the action log's details in Hindi", () => {
  it("name the roles, fields, settings and features in Hindi", async () => {
    stubFetch({
      "GET /api/school-admin/action-log/": () => ({
        body: {
          count: 3,
          results: [
            entry("a1", "user.role_change", { fields: ["role", "first_name"], role: { from: "teacher", to: "school_admin" } }),
            entry("a2", "tenant.update", { fields: ["time_zone", "primary_color", "button_color"], review_teacher_uploads: true }),
            entry("a3", "tenant.features", { dear_world: false }),
          ],
        },
      }),
    });
    await setInterfaceLocale("hi");
    try {
      renderPage(<ActionLogView where="school" />);
      expect(await screen.findByText("बदला गया: भूमिका और पहला नाम · भूमिका: शिक्षक → विद्यालय प्रशासक")).toBeTruthy();
      // Three colour fields are one "Colours".
      expect(screen.getByText("बदला गया: समय क्षेत्र और रंग · शिक्षकों के अपलोड की समीक्षा: चालू")).toBeTruthy();
      expect(screen.getByText("Dear World पत्र: बंद")).toBeTruthy();
      expect(screen.getAllByText("विद्यालय प्रशासक")).toHaveLength(3);
      expect(screen.getAllByText("Tomás Teacher")).toHaveLength(3);
      expect(document.body.textContent).not.toMatch(/school admin|time zone|review teacher uploads|dear world:/i);
    } finally {
      await setInterfaceLocale("en");
    }
  });
});
