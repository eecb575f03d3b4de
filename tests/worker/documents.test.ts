import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { CJK_FONT, parseSubsetManifest, subsetsFor } from "../../worker/documents/pdf/font-catalogue";
import { post } from "../helpers/api";
import { putTestFontsFor } from "../helpers/certificates";
import { drainOrder, payWithDemo, pledge } from "../helpers/checkout";
import { addStudents, createClass, createStaff, createTenant, createUser, signIn, unique } from "../helpers/factories";
import { createCatalogItem, createProject } from "../helpers/giving";
import { fetchPdf, outsideMargins, pdfPages } from "../helpers/pdf-text";
import { concatBytes } from "../../worker/lib/bytes";

/*
 * Invoices and donation receipts drawn with the Unicode document layer: names in any script and
 * amounts as entered come back out of pdf.js, tables flow over pages, long tokens wrap inside the
 * margins, the reader's language and direction, and a missing font is a 503 naming it.
 */

const CHINESE = "王小明";
const HINDI = "प्रिया शर्मा";
const ARABIC = "مريم أحمد";
const ACCENTED = "Zoë Ðorđević";

beforeAll(() => putTestFontsFor(`${CHINESE} 图书馆`));

/** A 4×2 RGBA PNG (half transparent), built by hand: the writer must split its alpha into an SMask. */
async function tinyPng(): Promise<Uint8Array> {
  const width = 4;
  const height = 2;
  const rows = new Uint8Array(height * (1 + width * 4));
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) rows.set([200, 30, 60, x < 2 ? 255 : 0], y * (1 + width * 4) + 1 + x * 4);
  const deflated = new Uint8Array(await new Response(new Blob([rows]).stream().pipeThrough(new CompressionStream("deflate"))).arrayBuffer());
  const chunk = (type: string, data: Uint8Array) => {
    const out = new Uint8Array(12 + data.length);
    new DataView(out.buffer).setUint32(0, data.length);
    out.set([...type].map((c) => c.charCodeAt(0)), 4);
    out.set(data, 8);
    return out; // CRC left zero: PDF readers do not check it
  };
  const ihdr = new Uint8Array(13);
  new DataView(ihdr.buffer).setUint32(0, width);
  new DataView(ihdr.buffer).setUint32(4, height);
  ihdr.set([8, 6, 0, 0, 0], 8);
  return concatBytes(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk("IHDR", ihdr), chunk("IDAT", deflated), chunk("IEND", new Uint8Array()));
}

async function school(overrides: Parameters<typeof createTenant>[0] = {}) {
  const logoKey = `logos/${unique("logo")}.png`;
  await env.FILES.put(logoKey, await tinyPng());
  return createTenant({ schoolName: "Escola Zoë Ðorđević", address: "12 Long Road\nSpringfield 40512\nKenya", taxId: "P051234567X", currency: "INR", logoKey, ...overrides });
}

async function order(host: string, lines: { title: string; price: number }[], contact: { name: string; email: string }, tenantId: string) {
  const items = [];
  // Printed books sent nowhere (no shipping line): a visitor may buy them, and the invoice holds the lines alone.
  for (const l of lines) items.push(await createCatalogItem({ tenantId, kind: "printed_book", requiresShipping: false, title: l.title, price: l.price, currency: "INR" }));
  const res = await post(host, "/api/orders/", { items: items.map((i) => `item:${i.id}`), contact }, { headers: { "Idempotency-Key": unique("idem-") } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string; number: string; access_key: string };
}

const invoicePath = (o: { id: string; access_key: string }, query = "") => `/api/orders/${o.id}/invoice.pdf?key=${encodeURIComponent(o.access_key)}${query}`;

describe("an order of gifts alone", () => {
  async function giftsAnd(items: { title: string; price: number }[]) {
    const s = await school();
    const project = await createProject({ tenantId: s.id, goalAmount: 100_000, currency: "INR" });
    const gift = await pledge(s.host, project.id, 2500, { currency: "INR" });
    const books = [];
    for (const l of items) books.push(await createCatalogItem({ tenantId: s.id, kind: "printed_book", requiresShipping: false, title: l.title, price: l.price, currency: "INR" }));
    const res = await post(s.host, "/api/orders/", { items: [gift.cart_item, ...books.map((b) => `item:${b.id}`)], contact: { name: "Asha", email: "asha@example.com" } }, { headers: { "Idempotency-Key": unique("idem-") } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return { s, o: res.body as { id: string; number: string; access_key: string } };
  }

  it("is a donation receipt, in the reader's language too; an order with something sold stays an invoice", async () => {
    const { s, o } = await giftsAnd([]);
    const res = await fetchPdf(s.host, invoicePath(o));
    expect(res.headers.get("Content-Disposition")).toContain(`receipt-${o.number}.pdf`);
    const [page] = await pdfPages(res.bytes);
    expect(page.text).toContain("Donation receipt");
    expect(page.text).not.toContain("Invoice");
    const [hi] = await pdfPages((await fetchPdf(s.host, invoicePath(o, "&lang=hi"))).bytes);
    expect(hi.text).toContain("दान की रसीद");

    const mixed = await giftsAnd([{ title: "Atlas", price: 5000 }]);
    const mixedRes = await fetchPdf(mixed.s.host, invoicePath(mixed.o));
    expect(mixedRes.headers.get("Content-Disposition")).toContain(`invoice-${mixed.o.number}.pdf`);
    const [mixedPage] = await pdfPages(mixedRes.bytes);
    expect(mixedPage.text).toContain("Invoice");
    expect(mixedPage.text).not.toContain("Donation receipt");
  });
});

describe("invoices", () => {
  it("print the school's letterhead and names in Chinese, Hindi, Arabic and accented Latin, with the amounts as entered", async () => {
    const s = await school();
    const o = await order(
      s.host,
      [
        { title: `${HINDI} — workbook`, price: 123450 },
        { title: `${ARABIC} guide`, price: 99900 },
        { title: `${ACCENTED} reader`, price: 50 },
      ],
      { name: CHINESE, email: "wang.xiaoming@example.com" },
      s.id,
    );
    const res = await fetchPdf(s.host, invoicePath(o));
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/pdf");
    expect(res.raw).toContain("/MediaBox [0 0 595.28 841.89]"); // portrait A4
    expect(res.raw).toContain("/Subtype /Image");
    expect(res.raw).toContain("/SMask"); // the logo's transparency
    const [page] = await pdfPages(res.bytes);
    for (const text of [CHINESE, HINDI, ARABIC, ACCENTED, "Escola Zoë Ðorđević", "Springfield 40512", "Tax ID: P051234567X", "Invoice", o.number, "₹1,234.50", "₹999.00", "₹0.50"]) {
      expect(page.text, text).toContain(text);
    }
    // Subtotal and total: ₹1,234.50 + ₹999.00 + ₹0.50.
    expect(page.text).toContain("₹2,234.00");
  });

  it("carry the issuing school's letterhead when platform staff download a school's invoice", async () => {
    const s = await school();
    const o = await order(s.host, [{ title: "Atlas", price: 5000 }], { name: ACCENTED, email: "zoe@example.com" }, s.id);
    const staffToken = (await signIn("localhost", (await createStaff()).username)).access;
    const res = await fetchPdf("localhost", `/api/orders/${o.id}/invoice.pdf`, { token: staffToken });
    expect(res.status).toBe(200);
    const [page] = await pdfPages(res.bytes);
    for (const text of ["Escola Zoë Ðorđević", "Tax ID: P051234567X", o.number]) expect(page.text, text).toContain(text);
  });

  it("flow a 50-line cart over pages with the table header repeated and page X of Y", async () => {
    const s = await school();
    const lines = Array.from({ length: 50 }, (_, i) => ({ title: `Line ${i + 1} ${i % 2 ? HINDI : ARABIC}`, price: 1000 + i }));
    const o = await order(s.host, lines, { name: ACCENTED, email: "zoe@example.com" }, s.id);
    const pages = await pdfPages((await fetchPdf(s.host, invoicePath(o))).bytes);
    expect(pages.length).toBeGreaterThanOrEqual(2);
    pages.forEach((p, i) => {
      // Every page the table reaches starts it with the header row (the totals may sit alone on the last).
      if (p.text.includes("Line ")) for (const header of ["Item", "Qty", "Unit price", "Amount"]) expect(p.items.some((item) => item.str === header), `page ${i + 1} ${header}`).toBe(true);
      expect(p.text).toContain(`Page ${i + 1} of ${pages.length}`);
      expect(outsideMargins(p, 48)).toEqual([]);
    });
    expect(pages[1].text).toContain(`Escola Zoë Ðorđević · Invoice ${o.number}`); // the running header
    const all = pages.map((p) => p.text).join("\n");
    for (let i = 1; i <= 50; i++) expect(all).toContain(`Line ${i} `);
  });

  it("wrap a long email and a long school name inside the margins", async () => {
    const s = await school({ schoolName: `The ${"Extraordinarily".repeat(6)} School of Everything` });
    const email = `${"a".repeat(60)}.${"b".repeat(50)}@${"c".repeat(40)}.example.org`;
    const o = await order(s.host, [{ title: `${"Unbreakable".repeat(12)} title`, price: 1000 }], { name: "Long Email", email }, s.id);
    const [page] = await pdfPages((await fetchPdf(s.host, invoicePath(o))).bytes);
    expect(outsideMargins(page, 48)).toEqual([]);
    // The email went onto several lines, which put back together spell it.
    const pieces = page.items.filter((i) => /^[abc.@]+(example\.org)?$/.test(i.str) && i.str.length > 5);
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.map((p) => p.str).join("")).toContain(email);
  });

  it("speak the reader's language: ?lang=hi, Accept-Language ar (right to left), the school's otherwise; an unknown ?lang is 400", async () => {
    const s = await school({ locale: "en" });
    const o = await order(s.host, [{ title: "Atlas", price: 5000 }], { name: ACCENTED, email: "zoe@example.com" }, s.id);
    const [hi] = await pdfPages((await fetchPdf(s.host, invoicePath(o, "&lang=hi"))).bytes);
    for (const word of ["बीजक", "बिल प्राप्तकर्ता", "वस्तु", "कुल", "पृष्ठ 1 / 1"]) expect(hi.text, word).toContain(word);
    expect(hi.text).not.toContain("Invoice");

    const ar = await pdfPages((await fetchPdf(s.host, invoicePath(o), { headers: { "Accept-Language": "fr-FR,ar;q=0.8,en;q=0.5" } })).bytes);
    expect(ar[0].text).toContain("فاتورة");
    // Mirrored: in an Arabic document labels come right of their amounts, and blocks start at the right margin.
    const total = ar[0].items.find((i) => i.str.includes("الإجمالي"))!;
    const amount = ar[0].items.find((i) => Math.abs(i.y - total.y) < 1 && i.str.includes("50.00"))!;
    expect(total.x).toBeGreaterThan(amount.x + amount.width - 1);
    const billed = ar[0].items.find((i) => i.str.includes("فاتورة إلى"))!;
    expect(billed.x + billed.width).toBeGreaterThan(ar[0].width - 48 - 2);

    const [en] = await pdfPages((await fetchPdf(s.host, invoicePath(o), { headers: { "Accept-Language": "fr-FR" } })).bytes);
    expect(en.text).toContain("Invoice");

    const bad = await fetchPdf(s.host, invoicePath(o, "&lang=xx"));
    expect(bad.status).toBe(400);
    expect(bad.error).toMatchObject({ code: "VALIDATION_FAILED" });
    expect(bad.error.fields.lang[0]).toContain("en, hi, ar");
  });

  it("write their English dates the school's country's way: month first in the US, day first in Kenya and for a school with no country", async () => {
    const MONTH = "(?:January|February|March|April|May|June|July|August|September|October|November|December)";
    const monthFirst = new RegExp(`${MONTH} \\d{1,2}, 20\\d\\d`);
    const dayFirst = new RegExp(`\\b\\d{1,2} ${MONTH} 20\\d\\d`);
    for (const [country, first] of [["US", monthFirst], ["KE", dayFirst], [null, dayFirst]] as const) {
      const s = await school({ country, timeZone: "UTC", locale: "en" });
      const o = await order(s.host, [{ title: "Atlas", price: 5000 }], { name: ACCENTED, email: "zoe@example.com" }, s.id);
      const [page] = await pdfPages((await fetchPdf(s.host, invoicePath(o))).bytes);
      expect(page.text, String(country)).toMatch(first);
      expect(page.text, String(country)).not.toMatch(first === dayFirst ? monthFirst : dayFirst);
    }
  });

  it("fetch only the Chinese subsets the text needs, and answer 503 naming a missing one", async () => {
    const s = await school();
    const o = await order(s.host, [{ title: "Atlas", price: 5000 }], { name: CHINESE, email: "wang@example.com" }, s.id);
    const manifest = parseSubsetManifest(JSON.parse((await (await env.FILES.get(CJK_FONT.manifest.key))!.text())));
    const needed = subsetsFor([...CHINESE].map((c) => c.codePointAt(0)!), manifest);
    expect(needed.length).toBeGreaterThan(0);
    expect(needed.length).toBeLessThanOrEqual(3);
    const key = CJK_FONT.subsetKey(needed[0]);
    const saved = new Uint8Array(await (await env.FILES.get(key))!.arrayBuffer());
    await env.FILES.delete(key);
    try {
      const res = await fetchPdf(s.host, invoicePath(o));
      expect(res.status).toBe(503);
      expect(res.error).toMatchObject({ code: "UNAVAILABLE" });
      expect(res.error.message).toContain(key);
      // A document without Chinese does not need the file.
      const latin = await order(s.host, [{ title: "Atlas", price: 5000 }], { name: ACCENTED, email: "zoe@example.com" }, s.id);
      expect((await fetchPdf(s.host, invoicePath(latin))).status).toBe(200);
    } finally {
      await env.FILES.put(key, saved);
    }
  });
});

describe("donation receipts", () => {
  it("print the donor's and the cause's names in any script and the gift's amount, in the reader's language", async () => {
    const s = await school({ currency: "USD" });
    const project = await createProject({ tenantId: s.id, title: `${CHINESE} 图书馆 ${ACCENTED}`, goalAmount: 100_000, currency: "USD" });
    const gift = (await post(s.host, "/api/donations/", { target_type: "project", target_id: project.id, amount: 2550, currency: "USD" })).body;
    const o = (await post(s.host, "/api/orders/", { items: [gift.cart_item], contact: { name: `${ARABIC} ${HINDI}`, email: "donor@example.com" } }, { headers: { "Idempotency-Key": unique("idem-") } })).body;
    await payWithDemo(s.host, o);
    await drainOrder(o.id);
    const path = `/api/donations/${gift.id}/receipt.pdf?key=${encodeURIComponent(o.access_key)}`;
    const res = await fetchPdf(s.host, path);
    expect(res.status).toBe(200);
    const [page] = await pdfPages(res.bytes);
    for (const text of ["Donation receipt", ARABIC, HINDI, CHINESE, ACCENTED, "$25.50", "Thank you for your generosity.", "Tax ID: P051234567X"]) expect(page.text, text).toContain(text);
    const [hi] = await pdfPages((await fetchPdf(s.host, `${path}&lang=hi`)).bytes);
    expect(hi.text).toContain("दान की रसीद");
    expect(hi.text).toContain("आपकी उदारता के लिए धन्यवाद।");
    expect((await fetchPdf(s.host, `${path}&lang=de`)).status).toBe(400);
  });
});

describe("login cards", () => {
  async function classWorld() {
    const s = await school({ locale: "en" });
    const admin = await createUser({ tenantId: s.id, role: "school_admin" });
    const teacher = await createUser({ tenantId: s.id, role: "teacher" });
    const cls = await createClass(s.id, { teacherId: teacher.id, name: "Class 4B" });
    const names: [string, string][] = [["王", "小明"], ["प्रिया", "शर्मा"], ["مريم", "أحمد"], ["Zoë", "Ðorđević"], ["Bartholomew-Alexander", "Featherstonehaugh-Worthington"], ...Array.from({ length: 5 }, (_, i): [string, string] => [`Pupil${i}`, "Test"])];
    const students = await addStudents(s.id, cls.id, names);
    return { s, admin, teacher, cls, students, adminToken: (await signIn(s.host, admin.username)).access };
  }

  it("print every child of the class with name, username, class code and a QR code, eight to a page", async () => {
    const w = await classWorld();
    const res = await fetchPdf(w.s.host, `/api/classes/${w.cls.id}/login-cards.pdf`, { token: w.adminToken });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Disposition")).toContain(`login-cards-${w.cls.code}.pdf`);
    const pages = await pdfPages(res.bytes);
    expect(pages).toHaveLength(2); // 10 children
    const all = pages.map((p) => p.text).join("\n");
    for (const text of ["王 小明", "प्रिया शर्मा", "مريم أحمد", "Zoë Ðorđević", `Class code: ${w.cls.code}`, "Class: Class 4B", "Escola Zoë Ðorđević", "Page 2 of 2"]) expect(all, text).toContain(text);
    for (const st of w.students) expect(all).toContain(`Username\n${st.username}\n`);
    expect(all).not.toContain("Password");
    expect(all.replace(/\s/g, "")).toContain("Bartholomew-AlexanderFeatherstonehaugh-Worthington"); // a long name is set smaller, never cut
    // QR modules are filled squares: far more rectangles than text lines.
    expect((res.raw.match(/ re\n/g) ?? []).length).toBeGreaterThan(200);
    pages.forEach((p) => expect(outsideMargins(p, 30)).toEqual([]));
  });

  it("print the one-time passwords of the listed students only (POST), refusing strangers and oversized lists", async () => {
    const w = await classWorld();
    const [a, b] = w.students;
    const res = await fetchPdf(w.s.host, `/api/classes/${w.cls.id}/login-cards.pdf?lang=hi`, { token: w.adminToken, json: { students: [{ id: a.id, password: "tiger-lamp-42" }, { id: b.id, password: "river-kite-17" }] } });
    expect(res.status).toBe(200);
    const [page, ...rest] = await pdfPages(res.bytes);
    expect(rest).toHaveLength(0);
    for (const text of ["पासवर्ड\ntiger-lamp-42", "पासवर्ड\nriver-kite-17", "王 小明", "प्रिया शर्मा", "कक्षा कोड"]) expect(page.text, text).toContain(text);
    expect(page.text).not.toContain("مريم");

    const other = await classWorld();
    const stranger = await fetchPdf(w.s.host, `/api/classes/${w.cls.id}/login-cards.pdf`, { token: w.adminToken, json: { students: [{ id: other.students[0].id, password: "x" }] } });
    expect(stranger.status).toBe(400);
    expect(stranger.error.fields.students[0]).toContain(other.students[0].id);
    const tooMany = await fetchPdf(w.s.host, `/api/classes/${w.cls.id}/login-cards.pdf`, { token: w.adminToken, json: { students: Array.from({ length: 5001 }, (_, i) => ({ id: `usr_${i}`, password: "p" })) } });
    expect(tooMany.status).toBe(400);
    expect(tooMany.error.fields.students[0]).toContain("5000");
    const longPassword = await fetchPdf(w.s.host, `/api/classes/${w.cls.id}/login-cards.pdf`, { token: w.adminToken, json: { students: [{ id: a.id, password: "p".repeat(129) }] } });
    expect(longPassword.status).toBe(400);
    expect((await fetchPdf(w.s.host, `/api/classes/${w.cls.id}/login-cards.pdf?lang=xx`, { token: w.adminToken })).status).toBe(400);
  });

  it("go only to the school's admins: its teachers, parents and students get 403, another school's admin 404, anonymous 401", async () => {
    const w = await classWorld();
    const path = `/api/classes/${w.cls.id}/login-cards.pdf`;
    const parent = await createUser({ tenantId: w.s.id, role: "parent" });
    for (const user of [w.teacher, parent, w.students[0]]) {
      const res = await fetchPdf(w.s.host, path, { token: (await signIn(w.s.host, user.username)).access });
      expect(res.status, user.role ?? "").toBe(403);
      expect(res.bytes.length).toBeLessThan(1000);
    }
    const other = await school();
    const otherAdmin = await createUser({ tenantId: other.id, role: "school_admin" });
    const otherTeacher = await createUser({ tenantId: other.id, role: "teacher" });
    expect((await fetchPdf(other.host, path, { token: (await signIn(other.host, otherAdmin.username)).access })).status).toBe(404);
    expect((await fetchPdf(other.host, path, { token: (await signIn(other.host, otherTeacher.username)).access })).status).toBe(403);
    expect((await fetchPdf(w.s.host, path)).status).toBe(401);
  });
});
