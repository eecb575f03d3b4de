import { beforeEach, describe, expect, it } from "vitest";
import { act, screen, waitFor, within } from "@testing-library/react";
import { setInterfaceLocale } from "@/lib/i18n";
import userEvent from "@testing-library/user-event";
import type { CertificateOut, CertificatePublicOut } from "@contracts/certificates";
import { CertificatePage } from "@/features/learning/certificates/components/certificate-page";
import { VerificationPage } from "@/features/learning/certificates/components/verification-page";
import CertificateVerificationRoute from "@/app/routes/learning/certificate-verification";
import { renderPage, stubFetch } from "../render";
import { resetState, signIn } from "../learning/fixtures";

const cert = (patch: Partial<CertificateOut> = {}): CertificateOut => ({
  id: "crt_1",
  status: "awaiting_claim",
  display_name: "Maya O.",
  country: null,
  course: { id: "crs_1", slug: "poster-course", title: "Posters for the Goals", kind: "course", final_work: "link", final_work_guidelines: "A poster about one goal, with a title." },
  school: { name: "Greenfield Primary School", primary_color: "#2e7d32", logo_url: null, country: "GB" },
  learner: { id: "usr_1", first_name: "Maya", last_name: "Okafor", username: "greenfield.maya" },
  work: { link: null, file: null },
  review_note: "",
  issued_at: null,
  revoked_at: null,
  revocation_reason: null,
  reason_public: false,
  version: 1,
  completed_at: "2026-11-20T10:00:00Z",
  signer: "Greenfield Primary School",
  verify_url: "http://greenfield.localhost/certificates/crt_1",
  default_page_size: "a4",
  name_choices: ["Maya O."],
  ...patch,
});

describe("the claim form", () => {
  beforeEach(resetState);

  it("sends the printed name, the country and the link, and shows the field errors the API returns", async () => {
    signIn({ role: "student" });
    let current = cert();
    let attempts = 0;
    const calls = stubFetch({
      "GET /api/certificates/crt_1/details": () => ({ body: current }),
      "POST /api/certificates/crt_1/claim": () => {
        attempts += 1;
        if (attempts === 1) return { status: 400, body: { error: { code: "VALIDATION_FAILED", message: "Please check the highlighted fields", fields: { work_link: ["Paste an https:// link to your work (for example a Canva share link)"] }, requestId: "req_1" } } };
        current = cert({ status: "pending_review", country: "GB", work: { link: "https://www.canva.com/design/x/view", file: null } });
        return { body: current };
      },
    });
    renderPage(<CertificatePage id="crt_1" />);
    expect(await screen.findByRole("heading", { name: "Get your certificate" })).toBeInTheDocument();
    expect(screen.getByText("A poster about one goal, with a title.")).toBeInTheDocument();
    // A child's name is not typed freely: it is the allowed one.
    expect(screen.getByLabelText("Name on the certificate")).toHaveValue("Maya O.");
    expect(screen.getByLabelText("Name on the certificate")).toHaveAttribute("readonly");
    // Its direction is the name's own (a Latin name on an Arabic page keeps "Maya O.", not ".Maya O"), and a link's is left to right.
    expect(screen.getByLabelText("Name on the certificate")).toHaveAttribute("dir", "auto");
    expect(screen.getByLabelText(/Link to your final work/)).toHaveAttribute("dir", "ltr");
    expect(screen.getByLabelText("Country")).toHaveValue("GB");

    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Link to your final work/), "http://canva.com/x");
    await user.click(screen.getByRole("button", { name: "Send for approval" }));
    expect(await screen.findByText("Paste an https:// link to your work (for example a Canva share link)")).toBeInTheDocument();
    expect(screen.getByLabelText(/Link to your final work/)).toHaveAttribute("aria-invalid", "true");

    await user.clear(screen.getByLabelText(/Link to your final work/));
    await user.type(screen.getByLabelText(/Link to your final work/), "https://www.canva.com/design/x/view");
    await user.click(screen.getByRole("button", { name: "Send for approval" }));
    expect(await screen.findByText("Waiting for approval")).toBeInTheDocument();
    const sent = calls.filter((c) => c.method === "POST").at(-1)!.body as FormData;
    expect(sent.get("display_name")).toBe("Maya O.");
    expect(sent.get("country")).toBe("GB");
    expect(sent.get("work_link")).toBe("https://www.canva.com/design/x/view");
    expect(sent.get("file")).toBeNull();
  });

  it("offers the full name when a parent chose it, and a file input when the course asks for a file", async () => {
    signIn({ role: "student" });
    const calls = stubFetch({
      "GET /api/certificates/crt_1/details": () => ({ body: cert({ name_choices: ["Maya Okafor", "Maya O."], course: { ...cert().course, final_work: "file" } }) }),
      "POST /api/certificates/crt_1/claim": () => ({ body: cert({ status: "pending_review" }) }),
    });
    renderPage(<CertificatePage id="crt_1" />);
    const name = await screen.findByLabelText("Name on the certificate");
    expect(screen.getAllByRole("option", { name: /Maya/ }).map((o) => o.textContent)).toEqual(["Maya Okafor", "Maya O."]);
    expect(screen.queryByLabelText(/Link to your final work/)).toBeNull();
    const user = userEvent.setup();
    await user.selectOptions(name, "Maya Okafor");
    const file = new File(["%PDF-1.4"], "poster.pdf", { type: "application/pdf" });
    await user.upload(screen.getByLabelText("Your final work"), file);
    await user.click(screen.getByRole("button", { name: "Send for approval" }));
    await waitFor(() => expect(calls.some((c) => c.method === "POST")).toBe(true));
    const sent = calls.find((c) => c.method === "POST")!.body as FormData;
    expect(sent.get("display_name")).toBe("Maya Okafor");
    expect((sent.get("file") as File).name).toBe("poster.pdf");
  });

  it("shows the teacher's note when the claim was sent back", async () => {
    signIn({ role: "student" });
    stubFetch({ "GET /api/certificates/crt_1/details": () => ({ body: cert({ status: "returned", review_note: "Add a title to the poster." }) }) });
    renderPage(<CertificatePage id="crt_1" />);
    expect(await screen.findByText("Your teacher asked for a change")).toBeInTheDocument();
    expect(screen.getByText("Add a title to the poster.")).toBeInTheDocument();
  });

  it("shows an issued certificate with its downloads and share link", async () => {
    signIn({ role: "student" });
    stubFetch({ "GET /api/certificates/crt_1/details": () => ({ body: cert({ status: "issued", issued_at: "2026-11-21T09:00:00Z", name_choices: [] }) }) });
    renderPage(<CertificatePage id="crt_1" />);
    expect(await screen.findByRole("article", { name: "Certificate" })).toHaveTextContent("Maya O.");
    expect(screen.getByRole("button", { name: "Download PDF" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Download digital credential" })).toBeInTheDocument();
    expect(screen.getByLabelText("Paper size")).toHaveValue("a4");
    expect(screen.getByRole("link", { name: /Open the verification page/ })).toHaveAttribute("href", "/certificates/crt_1");
    expect(screen.queryByRole("heading", { name: "Get your certificate" })).toBeNull();
    // On an Arabic page the course's English title and the address keep their own order, and the link is a full-size target on a phone.
    expect(within(screen.getByRole("article", { name: "Certificate" })).getByText("Posters for the Goals")).toHaveAttribute("dir", "auto");
    expect(screen.getByText(/^Check it at \u2068https?:\/\/\S+\u2069$/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Open the verification page/ })).toHaveClass("min-h-10");
  });
});

describe("the public verification page", () => {
  beforeEach(resetState);
  const view = (patch: Partial<CertificatePublicOut> = {}): CertificatePublicOut => ({
    id: "crt_1",
    status: "valid",
    display_name: "Maya O.",
    course: { title: "Posters for the Goals", kind: "course" },
    issuer: { name: "Greenfield Primary School", did: "did:web:schools.example.org" },
    issued_on: "2026-11-21",
    revoked_on: null,
    revocation_reason: null,
    version: 1,
    verify_url: "https://greenfield.schools.example.org/certificates/crt_1",
    ...patch,
  });

  it("says valid, and checks a pasted credential", async () => {
    const calls = stubFetch({
      "GET /api/certificates/crt_1/": () => ({ body: view() }),
      "POST /api/certificates/verify": () => ({ body: { valid: false, reason: "bad_signature", message: "The signature does not match: the credential was changed after it was issued.", certificate: null } }),
    });
    renderPage(<VerificationPage id="crt_1" />);
    expect(await screen.findByText("Valid certificate")).toBeInTheDocument();
    // The name is isolated inside a value that keeps the page's alignment (dir="auto" on the value put a Latin name on the left of an Arabic page).
    const name = screen.getByText("Maya O.");
    expect(name.tagName).toBe("BDI");
    expect(name.closest("dd")).not.toHaveAttribute("dir");
    expect(screen.getByText(view().course.title).tagName).toBe("BDI");
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Or paste the credential"), "aaa.bbb.ccc");
    await user.click(screen.getByRole("button", { name: "Check it" }));
    expect(await screen.findByText("Not valid")).toBeInTheDocument();
    expect(screen.getByText(/changed after it was issued/)).toBeInTheDocument();
    expect(calls.find((c) => c.method === "POST")!.body).toEqual({ credential: "aaa.bbb.ccc" });
  });

  it("words the check's verdict in the reader's language, with the date as they write it, not the API's English", async () => {
    let answer: unknown = { valid: true, reason: null, message: "Valid: issued by Greenfield Primary School on 2026-11-21.", certificate: view() };
    stubFetch({ "GET /api/certificates/crt_1/": () => ({ body: view() }), "POST /api/certificates/verify": () => ({ body: answer }) });
    await act(() => setInterfaceLocale("hi"));
    try {
      renderPage(<VerificationPage id="crt_1" />);
      const user = userEvent.setup();
      await user.type(await screen.findByLabelText("या क्रेडेंशियल चिपकाएँ"), "aaa.bbb.ccc");
      await user.click(screen.getByRole("button", { name: "जाँचें" }));
      expect(await screen.findByText(/Greenfield Primary School.*द्वारा 21 नवंबर 2026 को जारी किया गया।/)).toBeInTheDocument();
      expect(screen.queryByText(/Valid: issued by|2026-11-21/)).toBeNull();

      answer = { valid: false, reason: "superseded", message: "This credential was replaced by a newer one (the name on the certificate changed). Ask the holder for the current one.", certificate: view({ version: 2 }) };
      await user.click(screen.getByRole("button", { name: "जाँचें" }));
      expect(await screen.findByText(/धारक से मौजूदा क्रेडेंशियल माँगें/)).toBeInTheDocument();
      expect(screen.queryByText(/Ask the holder/)).toBeNull();
    } finally {
      await act(() => setInterfaceLocale("en"));
    }
  });

  it("says revoked with the reason, and 'no such certificate' for an unknown id", async () => {
    stubFetch({
      "GET /api/certificates/crt_1/": () => ({ body: view({ status: "revoked", revoked_on: "2026-11-25", revocation_reason: "Issued by mistake" }) }),
    });
    renderPage(<VerificationPage id="crt_1" />);
    expect(await screen.findByText("Revoked")).toBeInTheDocument();
    expect(screen.getByText(/Issued by mistake/)).toBeInTheDocument();
  });

  it("has a language menu of its own (the page has no site header): whoever scans the QR code can read it in their language", async () => {
    stubFetch({ "GET /api/certificates/crt_1/": () => ({ body: view() }) });
    renderPage(<CertificateVerificationRoute />, { path: "/certificates/crt_1", route: "/certificates/:id" });
    expect(await screen.findByText("Valid certificate")).toBeInTheDocument();
    const menu = screen.getByRole("combobox", { name: "Language" });
    await userEvent.setup().selectOptions(menu, "ar");
    expect(localStorage.getItem("ui_language")).toBe("ar");
  });

  it("answers an unknown id plainly", async () => {
    stubFetch({});
    renderPage(<VerificationPage id="crt_nope" />);
    expect(await screen.findByText("No such certificate")).toBeInTheDocument();
  });
});
