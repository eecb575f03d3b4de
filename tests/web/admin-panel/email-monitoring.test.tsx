import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import EmailMonitoringPage from "@/app/routes/admin-panel/email-monitoring";
import { renderPage, stubFetch } from "../render";
import { greenfield, page } from "./fixtures";

const longError = "Resend answered 422: The from address is not verified. Verify the domain at https://resend.com/domains before sending (request id abc123).";
const sent = { id: "eml_1", tenant: "ten_green", template: "invitation", to: "new@greenfield.example.org", subject: "You are invited", status: "sent", attempts: 1, last_error: null, created_at: "2026-03-01T10:00:00.000Z", updated_at: "2026-03-01T10:00:05.000Z", sent_at: "2026-03-01T10:00:05.000Z" };
const failed = { ...sent, id: "eml_2", tenant: null, template: "verification", to: "someone@example.org", subject: "Verify your email", status: "failed", attempts: 5, last_error: longError, sent_at: null };

function setup(extra: Parameters<typeof stubFetch>[0] = {}) {
  const calls = stubFetch({
    ...extra,
    "GET /api/super-admin/email-outbox/": ({ url }) => {
      const status = new URL(url, "http://localhost").searchParams.get("status");
      return { body: page([sent, failed].filter((e) => !status || e.status === status)) };
    },
    "GET /api/admin/tenants/": () => ({ body: page([greenfield]) }),
    "GET /api/super-admin/email-templates": () => ({ body: { results: ["password_reset", "verification"] } }),
    "GET /api/super-admin/email-templates/password_reset/preview": ({ url }) => {
      const params = new URL(url, "http://localhost").searchParams;
      const tenant = params.get("tenant");
      const school = tenant === "platform" ? "Schools Platform" : "Greenfield Primary School";
      if (params.get("locale") === "ar") {
        return { body: { template: "password_reset", school, locale: "ar", reply_to: null, subject: `أعد تعيين كلمة مرورك في ${school}`, html: `<html lang="ar" dir="rtl"><p>${school}</p></html>`, text: `مرحبًا Zoë،\n— ${school}` } };
      }
      return { body: { template: "password_reset", school, locale: "en", reply_to: tenant === "platform" ? null : "office@greenfield.example.org", subject: `Reset your ${school} password`, html: `<p>${school}</p>`, text: `Hello Zoë,\n— ${school}` } };
    },
  });
  const outboxCalls = () => calls.filter((c) => c.url.startsWith("/api/super-admin/email-outbox/")).map((c) => new URL(c.url, "http://localhost").searchParams);
  const previewCalls = () => calls.filter((c) => c.url.includes("/preview")).map((c) => new URL(c.url, "http://localhost").searchParams);
  return { calls, outboxCalls, previewCalls };
}

describe("email monitoring", () => {
  it("filters the outbox by status through the query", async () => {
    const { outboxCalls } = setup();
    const user = userEvent.setup();
    renderPage(<EmailMonitoringPage />, { path: "/admin-panel/email-monitoring", route: "/admin-panel/email-monitoring" });
    expect(await screen.findByText("new@greenfield.example.org")).toBeInTheDocument();
    expect(outboxCalls()[0].has("status")).toBe(false);
    expect(screen.getByRole("button", { name: "All" })).toHaveAttribute("aria-pressed", "true");

    await user.click(screen.getByRole("button", { name: "Failed" }));
    await waitFor(() => expect(outboxCalls().at(-1)!.get("status")).toBe("failed"));
    expect(screen.getByRole("button", { name: "Failed" })).toHaveAttribute("aria-pressed", "true");
    await waitFor(() => expect(screen.queryByText("new@greenfield.example.org")).not.toBeInTheDocument());
    expect(screen.getByText("someone@example.org")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Queued" }));
    await waitFor(() => expect(outboxCalls().at(-1)!.get("status")).toBe("queued"));
    expect(await screen.findByText("No queued emails.")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "All" }));
    await waitFor(() => expect(outboxCalls().at(-1)!.has("status")).toBe(false));
  });

  it("shows each subject in its own direction (an English subject in the Arabic panel keeps its start)", async () => {
    setup();
    renderPage(<EmailMonitoringPage />, { path: "/admin-panel/email-monitoring", route: "/admin-panel/email-monitoring" });
    expect(await screen.findByText("You are invited")).toHaveAttribute("dir", "auto");
  });

  it("makes failures stand out, with the full last error on demand", async () => {
    setup();
    const user = userEvent.setup();
    renderPage(<EmailMonitoringPage />, { path: "/admin-panel/email-monitoring?status=failed", route: "/admin-panel/email-monitoring" });
    const row = (await screen.findByText("someone@example.org")).closest("tr")!;
    expect(within(row).getByText("Failed")).toBeInTheDocument();
    expect(within(row).getByText("5")).toBeInTheDocument();
    expect(within(row).getByText("Platform")).toBeInTheDocument();
    const full = within(row).getByText(longError);
    expect(full).not.toBeVisible();
    await user.click(within(row).getByText(/^Resend answered 422/, { selector: "summary" }));
    expect(full).toBeVisible();
  });

  it("names the school of each email", async () => {
    setup();
    renderPage(<EmailMonitoringPage />, { path: "/admin-panel/email-monitoring?status=sent", route: "/admin-panel/email-monitoring" });
    const row = (await screen.findByText("new@greenfield.example.org")).closest("tr")!;
    expect(await within(row).findByText("Greenfield Primary School")).toBeInTheDocument();
    expect(within(row).getByText("Sent")).toBeInTheDocument();
  });

  it("previews a template in the platform's brand or a chosen school's, HTML in a sandboxed frame beside the plain text", async () => {
    setup();
    const user = userEvent.setup();
    renderPage(<EmailMonitoringPage />, { path: "/admin-panel/email-monitoring", route: "/admin-panel/email-monitoring" });
    const preview = await screen.findByRole("region", { name: "Preview a template" });
    expect(await within(preview).findByText("Reset your Schools Platform password")).toBeInTheDocument();
    expect(within(preview).getByText("none (the platform's sender)")).toBeInTheDocument();
    await user.selectOptions(within(preview).getByLabelText("In the brand of"), greenfield.id);
    expect(await within(preview).findByText("Reset your Greenfield Primary School password")).toBeInTheDocument();
    expect(within(preview).getByText("office@greenfield.example.org")).toBeInTheDocument();
    const frame = within(preview).getByTitle("HTML of Password reset");
    expect(frame).toHaveAttribute("sandbox", "");
    expect(frame.getAttribute("srcdoc")).toContain("Greenfield Primary School");
    expect(within(preview).getByLabelText("Plain text of Password reset")).toHaveTextContent("Hello Zoë,");
  });

  it("previews a template in a chosen language, by default the school's", async () => {
    const { previewCalls } = setup();
    const user = userEvent.setup();
    renderPage(<EmailMonitoringPage />, { path: "/admin-panel/email-monitoring", route: "/admin-panel/email-monitoring" });
    const preview = await screen.findByRole("region", { name: "Preview a template" });
    expect(await within(preview).findByText("Reset your Schools Platform password")).toBeInTheDocument();
    expect(previewCalls().at(-1)!.has("locale")).toBe(false);
    await user.selectOptions(within(preview).getByLabelText("Language"), "ar");
    const subject = await within(preview).findByText("أعد تعيين كلمة مرورك في Schools Platform");
    expect(subject).toHaveAttribute("lang", "ar");
    expect(previewCalls().at(-1)!.get("locale")).toBe("ar");
    const text = within(preview).getByLabelText("Plain text of Password reset");
    expect(text).toHaveAttribute("dir", "rtl");
    expect(text).toHaveTextContent("مرحبًا Zoë،");
    await user.selectOptions(within(preview).getByLabelText("Language"), "");
    expect(await within(preview).findByText("Reset your Schools Platform password")).toBeInTheDocument();
  });

  it("sends a failed email again after asking, and shows it queued; a sent email has no such button", async () => {
    const { calls } = setup({ "POST /api/super-admin/email-outbox/eml_2/retry/": () => ({ body: { ...failed, status: "queued", attempts: 0, last_error: null } }) });
    const user = userEvent.setup();
    renderPage(<EmailMonitoringPage />, { path: "/admin-panel/email-monitoring", route: "/admin-panel/email-monitoring" });
    await screen.findByText("someone@example.org");
    const buttons = screen.getAllByRole("button", { name: /^Send again/ });
    expect(buttons).toHaveLength(1);
    expect(buttons[0]).toHaveAccessibleName("Send again: Verify your email to someone@example.org");

    await user.click(buttons[0]);
    const dialog = await screen.findByRole("dialog", { name: "Send this email again?" });
    expect(dialog).toHaveTextContent("someone@example.org");
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);
    await user.click(within(dialog).getByRole("button", { name: "Send again" }));

    expect(await screen.findByText("The email to someone@example.org is back in the queue.")).toBeInTheDocument();
    expect(calls.filter((c) => c.method === "POST").map((c) => c.url)).toEqual(["/api/super-admin/email-outbox/eml_2/retry/"]);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });
});
