import { beforeEach, describe, expect, it } from "vitest";
import { act, screen, within } from "@testing-library/react";
import { setInterfaceLocale } from "@/lib/i18n";
import userEvent from "@testing-library/user-event";
import type { CertificateOut } from "@contracts/certificates";
import { CertificatesAdmin } from "@/features/learning/certificates/components/certificates-admin";
import { renderPage, stubFetch } from "../render";
import { page, resetState, signIn } from "../learning/fixtures";

const cert = (patch: Partial<CertificateOut> = {}): CertificateOut => ({
  id: "crt_1",
  status: "issued",
  display_name: "Maya O.",
  country: "GB",
  course: { id: "crs_1", slug: "posters", title: "Posters for the Goals", kind: "course", final_work: "none", final_work_guidelines: "" },
  school: { name: "Greenfield Primary School", primary_color: "#2e7d32", logo_url: null, country: "GB" },
  learner: { id: "usr_1", first_name: "Maya", last_name: "Okafor", username: "greenfield.maya" },
  work: { link: null, file: null },
  review_note: "",
  issued_at: "2026-11-21T09:00:00Z",
  revoked_at: null,
  revocation_reason: null,
  reason_public: false,
  version: 1,
  completed_at: "2026-11-21T09:00:00Z",
  signer: "Greenfield Primary School",
  verify_url: "http://greenfield.localhost/certificates/crt_1",
  default_page_size: "a4",
  name_choices: [],
  ...patch,
});

describe("certificates admin", () => {
  beforeEach(resetState);

  it("lists certificates, filters them and revokes one with a reason", async () => {
    signIn({ role: "school_admin" });
    let current = cert();
    const calls = stubFetch({
      "GET /api/certificates/manage": () => ({ body: page([current]) }),
      "POST /api/certificates/crt_1/revoke": () => {
        current = cert({ status: "revoked", revocation_reason: "Issued by mistake" });
        return { body: current };
      },
    });
    renderPage(<CertificatesAdmin canAdminister />);
    const row = (await screen.findByText("Posters for the Goals")).closest("tr")!;
    expect(within(row).getByText("Issued")).toBeInTheDocument();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText("State"), "revoked");
    expect(calls.some((c) => c.url.includes("status=revoked"))).toBe(true);
    await user.click(within(row).getByRole("button", { name: "Revoke Maya O.'s certificate" }));
    // A child's certificate: the reason is for the school's records, the public page says only "revoked".
    expect(await screen.findByText("Seen by the learner, their parents and their school. The public page says only that it was revoked.")).toBeInTheDocument();
    await user.type(await screen.findByLabelText("Reason"), "Issued by mistake");
    await user.click(screen.getByRole("button", { name: "Revoke the certificate" }));
    expect(await screen.findByText("Issued by mistake")).toBeInTheDocument();
    expect(calls.find((c) => c.method === "POST")!.body).toEqual({ reason: "Issued by mistake" });
  });

  it("warns that an adult's revocation reason is public", async () => {
    signIn({ role: "school_admin" });
    stubFetch({ "GET /api/certificates/manage": () => ({ body: page([cert({ reason_public: true, display_name: "Ana Silva", course: { ...cert().course, kind: "teacher_training" } })]) }) });
    renderPage(<CertificatesAdmin canAdminister />);
    const row = (await screen.findByText("Posters for the Goals")).closest("tr")!;
    await userEvent.setup().click(within(row).getByRole("button", { name: "Revoke Ana Silva's certificate" }));
    expect(await screen.findByText("Shown on the public verification page.")).toBeInTheDocument();
  });

  it("names revoking a certificate in Arabic as revoking, not as cancelling an invitation", async () => {
    signIn({ role: "school_admin" });
    stubFetch({ "GET /api/certificates/manage": () => ({ body: page([cert()]) }) });
    await act(() => setInterfaceLocale("ar"));
    try {
      renderPage(<CertificatesAdmin canAdminister />);
      const revoke = await screen.findByRole("button", { name: "إلغاء شهادة Maya O." });
      expect(revoke).toHaveTextContent(/^إلغاء$/);
      expect(screen.queryByText("إلغاء الدعوة")).toBeNull();
    } finally {
      await act(() => setInterfaceLocale("en"));
    }
  });

  it("shows a teacher the claims to review with their final work, without revoke or reissue", async () => {
    signIn({ role: "teacher" });
    const calls = stubFetch({
      "GET /api/certificates/manage": ({ url }) => ({ body: page(url.includes("review=true") ? [cert({ status: "pending_review", issued_at: null, work: { link: "https://www.canva.com/design/x/view", file: null } })] : [cert()]) }),
      "POST /api/certificates/crt_1/review": () => ({ body: cert() }),
    });
    renderPage(<CertificatesAdmin canAdminister={false} />);
    // Their queue opens first, and the page does not offer them what only admins do.
    expect(await screen.findByRole("link", { name: "https://www.canva.com/design/x/view" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Claims to review" })).toHaveAttribute("aria-selected", "true");
    expect(screen.queryByText(/Revoke one with a reason/)).toBeNull();
    expect(screen.getByText(/wait here for your approval/)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Approve the claim of Maya O." }));
    expect(calls.find((c) => c.method === "POST")!.body).toEqual({ decision: "approve", note: "" });
    await user.click(screen.getByRole("tab", { name: "Issued and revoked" }));
    expect(await screen.findByRole("link", { name: "Verify Maya O.'s certificate" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Revoke/ })).toBeNull();
  });
});
