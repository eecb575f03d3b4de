import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { DocumentRequest } from "../../worker/contracts/document-render";
import { app } from "../../worker/app";
import { post } from "../helpers/api";
import { putTestFonts } from "../helpers/certificates";
import { createTenant, createUser, signIn, unique } from "../helpers/factories";
import { createCatalogItem } from "../helpers/giving";
import { pdfPages } from "../helpers/pdf-text";

/*
 * The document renderer is its own Worker behind the DOCUMENTS service binding (here an auxiliary
 * worker of the test runtime, on the same R2 bucket). It parses what it is sent, answers failures
 * as values, and the main Worker turns a renderer that does not answer into a 503.
 */

beforeAll(() => putTestFonts());

const certificate: DocumentRequest = {
  kind: "certificate",
  size: "a4",
  primary_color: "#0f766e",
  issuer_name: "Escola Zoë",
  display_name: "प्रिया S.",
  course_title: "Fractions",
  teacher_training: false,
  platform_course: false,
  issued_at: Date.UTC(2026, 10, 1),
  verify_url: "https://zoe.localhost/certificates/cert_123",
  certificate_id: "cert_123",
  version: 2,
};

describe("the renderer over RPC", () => {
  it("answers its ping and draws a document from plain data, reading fonts from the shared bucket", async () => {
    expect(await env.DOCUMENTS.ping()).toBe("pong");
    const result = await env.DOCUMENTS.render(certificate);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const [page] = await pdfPages(result.bytes);
    for (const text of ["Escola Zoë", "प्रिया S.", "Fractions", "Certificate cert_123 · version 2", "1 November 2026"]) expect(page.text, text).toContain(text);
  });

  it("draws a certificate in the language asked (English when none is sent, as by a main Worker from before the field), the name as written", async () => {
    for (const [locale, heading, date] of [
      ["ar", "شهادة إتمام", "نوفمبر"],
      ["hi", "पूर्णता प्रमाणपत्र", "नवंबर"],
    ] as const) {
      const result = await env.DOCUMENTS.render({ ...certificate, locale });
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      const [page] = await pdfPages(result.bytes);
      for (const text of [heading, date, "प्रिया S.", "Fractions", "Escola Zoë"]) expect(page.text, `${locale}: ${text}`).toContain(text);
      expect(page.text).not.toContain("Certificate of completion");
    }
  });

  it("writes an English date the school's country's way (November 1, 2026 in the US), the day first without a country", async () => {
    for (const [country, date] of [["US", "November 1, 2026"], ["IN", "1 November 2026"], ["KE", "1 November 2026"], [null, "1 November 2026"]] as const) {
      const result = await env.DOCUMENTS.render({ ...certificate, locale: "en", country });
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      const [page] = await pdfPages(result.bytes);
      expect(page.text, String(country)).toContain(`on ${date}`);
    }
  });

  it("refuses what the contract does not allow, as a value naming the fields", async () => {
    const bad = await env.DOCUMENTS.render({ ...certificate, verify_url: "not a url", version: 0 } as DocumentRequest);
    expect(bad).toMatchObject({ ok: false, code: "INVALID" });
    if (bad.ok) return;
    expect(bad.message).toContain("verify_url");
    expect(bad.message).toContain("version");
    const unknownKind = await env.DOCUMENTS.render({ kind: "poster" } as unknown as DocumentRequest);
    expect(unknownKind).toMatchObject({ ok: false, code: "INVALID" });
    const tooMany = await env.DOCUMENTS.render({
      kind: "login-cards",
      locale: "en",
      letterhead: null,
      class_name: "4B",
      class_code: "ABC",
      login_url: "https://zoe.localhost/login?class=ABC",
      students: Array.from({ length: 5001 }, (_, i) => ({ name: `Pupil ${i}`, username: `p${i}` })),
    });
    expect(tooMany).toMatchObject({ ok: false, code: "INVALID" });
  });

  it("renders an information page's markdown with anchored headings, leaving sanitising to the main Worker; refuses what is not markdown text", async () => {
    const ok = await env.DOCUMENTS.renderMarkdown("# Title\n\n## Refunds\n\nText\n\n## Refunds\n\n### Çafé *days*");
    expect(ok).toMatchObject({ ok: true, headings: [{ id: "title", level: 2, text: "Title" }, { id: "refunds", level: 2, text: "Refunds" }, { id: "refunds-2", level: 2, text: "Refunds" }, { id: "cafe-days", level: 3, text: "Çafé days" }] });
    if (ok.ok) expect(ok.html).toContain('<h2 id="title">Title</h2>');
    expect(await env.DOCUMENTS.renderMarkdown(42 as unknown as string)).toMatchObject({ ok: false, code: "INVALID" });
    expect(await env.DOCUMENTS.renderMarkdown("a".repeat(1_000_001))).toMatchObject({ ok: false, code: "INVALID" });
  });

  it("answers a missing font as UNAVAILABLE with the font's name", async () => {
    const key = "fonts/noto-sans-devanagari-400-normal.woff";
    const saved = new Uint8Array(await (await env.FILES.get(key))!.arrayBuffer());
    await env.FILES.delete(key);
    try {
      const result = await env.DOCUMENTS.render(certificate);
      expect(result).toMatchObject({ ok: false, code: "UNAVAILABLE" });
      if (!result.ok) expect(result.message).toContain(key);
    } finally {
      await env.FILES.put(key, saved);
    }
  });
});

describe("the main Worker without its renderer", () => {
  it("answers an information page 503 in the error envelope when the renderer does not answer, and sanitises whatever HTML a renderer returns", async () => {
    const s = await createTenant();
    const admin = await createUser({ tenantId: s.id, role: "school_admin" });
    const { access } = await signIn(s.host, admin.username);
    // A school admin's preview: the same rendering as the page, without a stored page.
    const ask = (documents: unknown) =>
      app.request(
        `http://${s.host}/api/pages/preview`,
        { method: "POST", body: JSON.stringify({ body: "## Hi" }), headers: { Host: s.host, "CF-Connecting-IP": "203.0.113.9", "Content-Type": "application/json", Authorization: `Bearer ${access}` } },
        { ...env, DOCUMENTS: documents as Env["DOCUMENTS"] },
      );
    const down = await ask({ renderMarkdown: () => Promise.reject(new Error('Worker "schools-platform-documents" not found')) });
    expect(down.status).toBe(503);
    expect(((await down.json()) as { error: { code: string } }).error.code).toBe("UNAVAILABLE");
    const hostile = await ask({ renderMarkdown: async () => ({ ok: true, html: '<h2 id="x">Hi</h2><script>alert(1)</script><a href="javascript:alert(1)">x</a>', headings: [{ id: "x", level: 2, text: "Hi" }] }) });
    expect(hostile.status).toBe(200);
    const page = (await hostile.json()) as { html: string };
    expect(page.html).toContain("Hi");
    expect(page.html).not.toMatch(/<script|javascript:/);
  });


  it("answers a PDF route 503 in the error envelope when the renderer does not answer, and never a half-made file", async () => {
    const s = await createTenant({ currency: "INR" });
    const item = await createCatalogItem({ tenantId: s.id, kind: "printed_book", requiresShipping: false, title: "Atlas", price: 5000, currency: "INR" });
    const o = (await post(s.host, "/api/orders/", { items: [`item:${item.id}`], contact: { name: "Zoë", email: "zoe@example.com" } }, { headers: { "Idempotency-Key": unique("idem-") } })).body;
    const down = { ping: () => Promise.reject(new Error("no such service")), render: () => Promise.reject(new Error('Worker "schools-platform-documents" not found')) };
    const res = await app.request(
      `http://${s.host}/api/orders/${o.id}/invoice.pdf?key=${encodeURIComponent(o.access_key)}`,
      { headers: { Host: s.host, "CF-Connecting-IP": "203.0.113.9" } },
      { ...env, DOCUMENTS: down as unknown as Env["DOCUMENTS"] },
    );
    expect(res.status).toBe(503);
    expect(res.headers.get("Content-Type")).toContain("application/json");
    const body = (await res.json()) as { error: { code: string; message: string; requestId: string } };
    expect(body.error).toMatchObject({ code: "UNAVAILABLE", message: "The document service did not answer. Try again in a moment." });
    expect(body.error.requestId).toMatch(/^req_/);
  });
});
