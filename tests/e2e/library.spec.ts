import { expect, test } from "@playwright/test";
import { api, expectAccessible, origin, screenshots, signInAs } from "./helpers";

/** A small valid PDF with `pages` pages, each with its page number drawn on it. */
function pdf(pages: number, title: string): Buffer {
  const pageIds = Array.from({ length: pages }, (_, i) => 4 + i * 2);
  const objects: string[] = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(" ")}] /Count ${pages} >>`,
    `<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>`,
  ];
  for (let i = 0; i < pages; i++) {
    const text = `BT /F1 28 Tf 40 120 Td (${title} - page ${i + 1}) Tj ET`;
    objects.push(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 420 240] /Resources << /Font << /F1 3 0 R >> >> /Contents ${pageIds[i] + 1} 0 R >>`);
    objects.push(`<< /Length ${text.length} >>\nstream\n${text}\nendstream`);
  }
  let out = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("")}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, "latin1");
}

test("the library home renders on a school's host, passes axe and is screenshotted", async ({ page }, info) => {
  await page.goto(`${origin("greenfield")}/`);
  await expect(page.getByRole("search", { name: "Search the library" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  await expectAccessible(page);
  await screenshots(page, info, "library-home", async () => {
    await expect(page.getByRole("search", { name: "Search the library" })).toBeVisible();
  });
});

test("the library home does not scroll sideways on a 375 px phone", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 780 });
  for (const path of ["/", "/library"]) {
    await page.goto(`${origin("greenfield")}${path}`);
    // The section links carry their counts once the stats arrive: measure the widest state.
    const sections = page.getByRole("navigation", { name: "Library sections" });
    await expect(sections.getByRole("link", { name: /Featured Books\s*\d+/ })).toBeVisible();
    await expect(page.getByRole("group", { name: "Categories" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
    expect(scrollWidth, `${path} is ${scrollWidth} px wide in a ${innerWidth} px window`).toBeLessThanOrEqual(innerWidth);
  }
});

test("in Arabic on a 412 px phone, the library's Previous and Next point the reading direction: Next is at the left and points left", async ({ browser }) => {
  const context = await browser.newContext({ locale: "ar", viewport: { width: 412, height: 900 } });
  const page = await context.newPage();
  // The second page of all books (the demo school has more than one), so both buttons are live.
  await page.goto(`${origin("greenfield")}/library?section=all&offset=24`);
  await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe("rtl");
  const pages = page.getByRole("navigation", { name: "صفحات الكتب" });
  const previous = pages.getByRole("button", { name: "السابق" });
  const next = pages.getByRole("button", { name: "التالي" });
  await expect(next).toBeEnabled();
  await expect(previous).toBeEnabled();
  // Where each button's chevron sits beside its word, and which way it points once drawn.
  const arrow = (button: typeof next) =>
    button.evaluate((b) => {
      const svg = b.querySelector("svg")!;
      const word = [...b.childNodes].find((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim())!;
      const range = document.createRange();
      range.selectNodeContents(word);
      const icon = svg.getBoundingClientRect();
      // lucide's chevron-left is drawn pointing left; a transform with a negative x scale mirrors it.
      const drawnLeft = svg.classList.contains("lucide-chevron-left");
      const mirrored = new DOMMatrix(getComputedStyle(svg).transform).a < 0;
      return { iconLeftOfWord: icon.right <= range.getBoundingClientRect().left, points: drawnLeft !== mirrored ? "left" : "right", x: b.getBoundingClientRect().x };
    });
  const [p, n] = [await arrow(previous), await arrow(next)];
  expect(n.x, "Next comes first in reading order: at the left").toBeLessThan(p.x);
  expect(n).toMatchObject({ iconLeftOfWord: true, points: "left" });
  expect(p).toMatchObject({ iconLeftOfWord: false, points: "right" });
  await next.click();
  await expect(page).toHaveURL(/offset=48/);
  await context.close();
});

test("a teacher uploads a PDF with a progress bar, the school admin approves it, a student finds it by search and reads page 2", async ({ page, browser }, info) => {
  // Three people, an upload, a review and two screenshots: longer than the default on a busy machine.
  test.setTimeout(120_000);
  const title = `Lantern ${Date.now().toString(36)}`;
  const green = api("greenfield");
  // Greenfield's demo reviews its teachers' uploads; make sure of it even on an older local database.
  const admin = await (await page.request.post(green.url("/api/auth/token/"), { headers: green.headers, data: { username: "admin@greenfield.example.org", password: "admin-demo-2026" } })).json();
  const setting = await page.request.patch(green.url("/api/school-admin/settings/"), { headers: { ...green.headers, Authorization: `Bearer ${admin.access}` }, data: { review_teacher_uploads: true } });
  expect(setting.status()).toBe(200);
  await signInAs(page, "greenfield", "teacher@greenfield.example.org", "teacher-demo-2026");
  await page.goto(`${origin("greenfield")}/uploadbook`);
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("Author name").fill("Year 4 Blue");
  await page.getByLabel("Class").selectOption({ label: "Year 4 Blue" });
  await page.getByLabel("Book file").setInputFiles({ name: "lantern.pdf", mimeType: "application/pdf", buffer: pdf(3, title) });
  await expectAccessible(page);
  // Hold the file PUT for a moment so the progress bar can be seen before it completes.
  await page.route(/\/api\/books\/[^/]+\/upload\/(?!complete)[^/]+$/, async (route) => {
    await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });
  await page.getByRole("button", { name: "Upload book" }).click();
  await expect(page.getByRole("progressbar", { name: "Book file" })).toBeAttached();
  await expect(page.getByRole("link", { name: "View the book" })).toBeVisible();
  const bookUrl = await page.getByRole("link", { name: "View the book" }).getAttribute("href");
  const bookId = bookUrl!.split("/").pop()!;

  // Greenfield reviews its teachers' uploads: once processed, the book waits for the school admin.
  const access = await page.evaluate(() => localStorage.getItem("access"));
  const statusOf = async () => {
    const res = await page.request.get(green.url(`/api/books/${bookId}/`), { headers: { ...green.headers, Authorization: `Bearer ${access}` } });
    return (await res.json()).status;
  };
  await expect.poll(statusOf, { timeout: 20_000 }).toBe("pending_review");

  // On a phone: the book's Approve and Reject are on the screen, finger-sized, not past the edge of
  // a row wider than it (the table scrolled sideways at 412 px and hid them).
  const adminContext = await browser.newContext({ viewport: { width: 412, height: 915 }, hasTouch: true });
  const adminPage = await adminContext.newPage();
  await signInAs(adminPage, "greenfield", "admin@greenfield.example.org", "admin-demo-2026");
  await adminPage.goto(`${origin("greenfield")}/admin/books`);
  await expect(adminPage.getByRole("checkbox", { name: /Review teachers' uploads/ })).toBeChecked();
  const approveButton = adminPage.getByRole("button", { name: `Approve ${title}` });
  await approveButton.scrollIntoViewIfNeeded();
  await expect(approveButton).toBeInViewport({ ratio: 1 });
  await expect(adminPage.getByRole("button", { name: `Reject ${title}` })).toBeInViewport({ ratio: 1 });
  expect((await approveButton.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  expect(await adminPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(412);
  await approveButton.click();
  await expect(adminPage.getByText(`“${title}” was approved and published.`)).toBeVisible();
  await expectAccessible(adminPage);
  await screenshots(adminPage, info, "school-admin-books", async () => {
    await expect(adminPage.getByRole("heading", { level: 1, name: "Books" })).toBeVisible();
  });
  await adminContext.close();
  expect(await statusOf()).toBe("published");

  const kidContext = await browser.newContext();
  const kid = await kidContext.newPage();
  await signInAs(kid, "greenfield", "greenfield.student05", "reading-rocks-2026");
  await kid.goto(`${origin("greenfield")}/`);
  await kid.getByLabel("Search books").fill(title.split(" ")[1]);
  await kid.getByRole("link", { name: new RegExp(title) }).first().click();
  await expect(kid.getByRole("heading", { level: 1, name: title })).toBeVisible();
  // The file and the reader load when the reader comes on screen.
  await kid.getByRole("heading", { name: "Read the book" }).scrollIntoViewIfNeeded();
  await expect(kid.getByText("Page 1 of 3")).toBeVisible();
  await kid.getByRole("button", { name: "Next page" }).click();
  await expect(kid.getByText("Page 2 of 3")).toBeVisible();
  await expectAccessible(kid);
  await screenshots(kid, info, "library-book", async () => {
    await expect(kid.getByRole("heading", { level: 1, name: title })).toBeVisible();
  });
  await kidContext.close();

  // Public books are for everyone, on every host; made private, it disappears for other schools and visitors.
  const river = api("riverside");
  const search = `/api/books/?search=${encodeURIComponent(title.split(" ")[1])}`;
  expect((await (await page.request.get(river.url(search), { headers: river.headers })).json()).count).toBe(1);
  // Once published only the school admin (or staff) may change it.
  const made = await page.request.patch(green.url(`/api/books/${bookId}/`), {
    headers: { ...green.headers, Authorization: `Bearer ${admin.access}` },
    data: { visibility: "private" },
  });
  expect(made.status()).toBe(200);
  expect((await (await page.request.get(river.url(search), { headers: river.headers })).json()).count).toBe(0);
  expect((await page.request.get(river.url(`/api/books/${bookId}/`), { headers: river.headers })).status()).toBe(404);
  expect((await (await page.request.get(green.url(search), { headers: green.headers })).json()).count).toBe(0);
});
