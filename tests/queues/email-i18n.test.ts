import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { LOCALES } from "../../worker/contracts/locales";
import { emailOutbox, users } from "../../worker/db/schema";
import { deliverOutboxEmail, emailBrands } from "../../worker/platform/email/delivery";
import { prepareEmail } from "../../worker/platform/email/outbox";
import { TEMPLATE_SAMPLES } from "../../worker/platform/email/samples";
import { renderTemplate, TEMPLATES, type TemplateName } from "../../worker/platform/email/templates";
import { mailboxTransport } from "../../worker/platform/email/transports";
import { newAddress, post, call } from "../helpers/api";
import { createStaff, createTenant, createUser, db, signIn, unique } from "../helpers/factories";
import { waitForMail } from "../helpers/mail";

/* Every email in the recipient's language (issue #16), decided when it is delivered. */

const HINDI = /[\u0900-\u097F]/;
const ARABIC = /[\u0600-\u06FF]/;

/** Delivers one outbox row through the dev mailbox transport and returns what was stored. */
async function deliverRow(outboxId: string) {
  const outcome = await deliverOutboxEmail(db(), mailboxTransport(db()), env.EMAIL_FROM, outboxId, Date.now(), emailBrands(db(), env));
  expect(outcome).toEqual({ kind: "sent" });
  const [message] = await waitForMail((await db().select().from(emailOutbox).where(eq(emailOutbox.id, outboxId)).get())!.toAddress);
  return message;
}

describe("the recipient's language", () => {
  it("a user who chose Hindi gets Hindi, and the next email follows a change of choice", async () => {
    const school = await createTenant({ locale: "en" });
    const user = await createUser({ tenantId: school.id, locale: "hi", email: `${unique("hindi")}@example.com` });
    // Through the API and the queue, as in production: the reset link is delivered to the mailbox.
    expect((await post(school.host, "/api/password-reset/", { email: user.email }, { address: newAddress() })).status).toBe(200);
    const [message] = await waitForMail(user.email!);
    expect(message.subject).toBe(`अपना ${school.schoolName} पासवर्ड रीसेट करें`);
    expect(message.text).toContain("हमें आपका पासवर्ड रीसेट करने का अनुरोध मिला है।");
    expect(message.text).toContain("नया पासवर्ड चुनें: ");
    expect(message.html).toContain('<html lang="hi" dir="ltr">');
    expect(message.html).toContain("या यह लिंक खोलें:");
    expect(message.text).not.toMatch(/We received a request/);

    await db().update(users).set({ locale: "ar" }).where(eq(users.id, user.id));
    expect((await post(school.host, "/api/password-reset/", { email: user.email }, { address: newAddress() })).status).toBe(200);
    const [newest] = await waitForMail(user.email!, { count: 2 });
    expect(newest.subject).toMatch(ARABIC);
    expect(newest.html).toContain('<html lang="ar" dir="rtl">');
  });

  it("a visitor writing to a school whose language is Arabic gets Arabic, laid out right to left", async () => {
    const school = await createTenant({ locale: "ar", schoolName: "مدرسة النور" });
    const to = `${unique("visitor")}@example.org`;
    const email = prepareEmail(db(), {
      template: "inbox_acknowledgement",
      to,
      tenantId: school.id,
      data: { school_name: school.schoolName, name: "Layla", reference: "C-ABC234", what: "message", next: "We reply within two working days. If something is not working, the problem report form reaches the right people fastest.", link: `https://${school.subdomain}.localhost/` },
    });
    await email.insert;
    const message = await deliverRow(email.outboxId);
    expect(message.subject).toBe("تلقّينا رسالة منك (C-ABC234) — مدرسة النور");
    expect(message.html).toContain('<html lang="ar" dir="rtl">');
    expect(message.html).toMatch(/<table role="presentation" width="100%" dir="rtl" style="[^"]*direction:rtl;text-align:right/);
    expect(message.html).toContain("شكرًا لك يا Layla");
    expect(message.text).toContain("نردّ خلال يومَي عمل.");
    expect(message.text).toContain("زيارة الموقع: https://");
    expect(message.text).not.toMatch(/We reply|Thank you|Visit the site/);
  });

  it("the language a visitor's request asked for is kept on the row and wins over the school's", async () => {
    const school = await createTenant({ locale: "ar" });
    const to = `${unique("ama")}@example.org`;
    const res = await post(school.host, "/api/contact/", { name: "Ama", email: to, topic: "general", message: "Hello from a Hindi reader." }, { address: newAddress(), headers: { "Accept-Language": "hi" } });
    expect(res.status).toBe(201);
    const row = await db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, to)).get();
    expect(row).toBeDefined();
    expect(row!.locale).toBe("hi");
    const [message] = await waitForMail(to);
    expect(message.html).toContain('<html lang="hi" dir="ltr">');
    expect(message.subject).toMatch(HINDI);

    // A language the app does not speak is not recorded: delivery decides (here, the school's Arabic).
    const other = `${unique("fr")}@example.org`;
    const fr = await post(school.host, "/api/contact/", { name: "Zoé", email: other, topic: "general", message: "Bonjour, je voudrais visiter." }, { address: newAddress(), headers: { "Accept-Language": "fr-FR, fr;q=0.9" } });
    expect(fr.status, JSON.stringify(fr.body)).toBe(201);
    expect((await db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, other)).get())!.locale).toBeNull();
    expect((await waitForMail(other))[0].html).toContain('<html lang="ar" dir="rtl">');
  });

  it("someone signing up in Arabic gets the verification email in Arabic", async () => {
    const email = `${unique("signup")}@example.org`;
    const res = await post("localhost", "/api/signup/", { first_name: "Omar", last_name: "Haddad", email, password: "Tr1cky-Passphrase-42", password2: "Tr1cky-Passphrase-42", country: "EG", role: "teacher", agreeToTerms: true }, { address: newAddress(), headers: { "Accept-Language": "ar" } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const [message] = await waitForMail(email);
    expect(message.subject).toBe("أكّد بريدك الإلكتروني في Schools Platform");
    expect(message.html).toContain('<html lang="ar" dir="rtl">');
  });

  it("an unknown or garbage language on the row or the account falls back to English", async () => {
    const to = `${unique("garbage")}@example.com`;
    await createUser({ tenantId: null, email: to, locale: "klingon" });
    const email = prepareEmail(db(), { template: "verification", to, tenantId: null, data: { school_name: "Schools Platform", first_name: "Ada", link: "https://localhost/verification/?token=x" } });
    await email.insert;
    await db().update(emailOutbox).set({ locale: "<script>" }).where(eq(emailOutbox.id, email.outboxId));
    const message = await deliverRow(email.outboxId);
    expect(message.subject).toBe("Confirm your email for Schools Platform");
    expect(message.html).toContain('<html lang="en" dir="ltr">');
    expect(message.text).toContain("Confirm my email: https://localhost/verification/?token=x");
    expect(message.html).toContain("Or open this link:");
  });
});

/** Every string inside a sample (names, titles, notes the sender wrote), which stay as written in any language. */
function sampleStrings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(sampleStrings);
  if (value && typeof value === "object") return Object.values(value).flatMap(sampleStrings);
  return [];
}

describe("dates in the school's country's English", () => {
  it("an email delivered for a school in the US writes a session's date month first, one in Kenya day first", async () => {
    const dates: Record<string, string> = {};
    for (const country of ["US", "KE"]) {
      const school = await createTenant({ locale: "en", country });
      const data = { ...TEMPLATE_SAMPLES.live_session_reminder("https://greenfield.example.org", school.schoolName) };
      const email = prepareEmail(db(), { template: "live_session_reminder", to: `${unique("dates")}@example.com`, tenantId: school.id, data });
      await email.insert;
      dates[country] = (await deliverRow(email.outboxId)).text;
    }
    expect(dates.US).toContain("Tuesday, March 3, 2026 at 3:00");
    expect(dates.KE).toContain("3 March 2026");
    expect(dates.KE).not.toContain("March 3, 2026");
  });
});

describe("every template in every language", () => {
  const names = Object.keys(TEMPLATES) as TemplateName[];
  const site = "https://greenfield.example.org";
  const brand = { name: "Greenfield", colour: "#0a97d9", logoUrl: `${site}/logo.png`, siteUrl: site, replyTo: null };

  it.each(names)("%s is translated with nothing English left over", (name) => {
    const sample = TEMPLATE_SAMPLES[name](site, "Greenfield");
    const english = renderTemplate(name, sample, brand, "en");
    const own = sampleStrings(sample);
    // Lines the template wrote (not the sample's own words, the brand line or formatted amounts).
    const written = english.text.split("\n").filter((line) => line && !line.startsWith("— Greenfield") && !line.startsWith("• ") && !own.some((s) => s.includes(line)));
    expect(written.length).toBeGreaterThan(2);
    for (const { code, dir } of LOCALES.filter((l) => l.code !== "en")) {
      const rendered = renderTemplate(name, sample, brand, code);
      for (const part of [rendered.subject, rendered.html, rendered.text]) {
        expect(part).not.toContain("{{");
        expect(part).toMatch(code === "hi" ? HINDI : ARABIC);
      }
      expect(rendered.subject, `${name} ${code} subject`).not.toBe(english.subject);
      expect(rendered.text).not.toBe(english.text);
      for (const line of written) expect(rendered.text, `${name} ${code}: "${line}"`).not.toContain(line);
      expect(rendered.html).toContain(`<html lang="${code}" dir="${dir}">`);
      expect(rendered.html).not.toContain("Or open this link:");
      if (dir === "rtl") expect(rendered.html).toContain("margin-left:12px");
      else expect(rendered.html).toContain("margin-right:12px");
    }
  });

  // A contact message on a school's site: its admins' alert and the sender's acknowledgement speak for the school.
  it("the school admins' alert and a school's acknowledgement are translated with nothing English left over", () => {
    const alert = { ...TEMPLATE_SAMPLES.inbox_alert(site, "Greenfield"), what: "message", audience: "school_admin", link: `${site}/admin/messages/msg_1` };
    const ack = { ...TEMPLATE_SAMPLES.inbox_acknowledgement(site, "Greenfield"), what: "message", next: "{{school}} will reply to this address. If something on the site is not working, the problem report form reaches the right people fastest.", next_vars: { school: "Greenfield" } };
    const english = { alert: renderTemplate("inbox_alert", alert, brand, "en"), ack: renderTemplate("inbox_acknowledgement", ack, brand, "en") };
    expect(english.alert.text).toContain("Open it in your school's messages");
    expect(english.alert.text).toContain("You receive these alerts as an admin of Greenfield: messages sent through its contact form come to you.");
    expect(english.alert.text).not.toContain("platform staff");
    expect(english.ack.text).toContain("Greenfield will reply to this address.");
    for (const { code } of LOCALES.filter((l) => l.code !== "en")) {
      const rendered = { alert: renderTemplate("inbox_alert", alert, brand, code), ack: renderTemplate("inbox_acknowledgement", ack, brand, code) };
      expect(rendered.alert.text).not.toContain("Open it in your school's messages");
      expect(rendered.alert.text).not.toContain("You receive these alerts");
      expect(rendered.alert.text).toMatch(/Greenfield/);
      expect(rendered.ack.text).not.toContain("will reply to this address");
      expect(rendered.ack.text).toContain("Greenfield");
      expect(rendered.ack.text).toMatch(code === "hi" ? HINDI : ARABIC);
    }
  });

  it("formats a live session's time and a receipt's amounts for the reader", () => {
    const live = TEMPLATE_SAMPLES.live_session_reminder(site, "Greenfield");
    expect(renderTemplate("live_session_reminder", live, brand, "en").text).toContain("3 March 2026 at 15:00 (Europe/London)");
    const hindi = renderTemplate("live_session_reminder", live, brand, "hi").text;
    expect(hindi).toContain("मंगलवार");
    expect(hindi).toContain("(Europe/London)");
    expect(renderTemplate("live_session_reminder", live, brand, "ar").text).toContain("الثلاثاء");
    // Rows written before the instant was carried keep their English `when`.
    const { starts_at: _s, time_zone: _z, ...old } = live;
    expect(renderTemplate("live_session_reminder", old, brand, "hi").text).toContain("Tuesday 3 March, 15:00 (Europe/London)");

    // English in the school's country's way; the platform's (no country) and a country Intl has no English for keep the day first.
    expect(renderTemplate("live_session_reminder", live, { ...brand, country: "US" }, "en").text).toMatch(/Tuesday, March 3, 2026 at 3:00\sPM \(Europe\/London\)/);
    expect(renderTemplate("live_session_reminder", live, { ...brand, country: "IN" }, "en").text).toMatch(/Tuesday,? 3 March 2026 at 3:00\spm \(Europe\/London\)/);
    expect(renderTemplate("live_session_reminder", live, { ...brand, country: "BR" }, "en").text).toContain("3 March 2026 at 15:00 (Europe/London)");
    expect(renderTemplate("live_session_reminder", live, { ...brand, country: "US" }, "hi").text).toBe(hindi);

    const receipt = TEMPLATE_SAMPLES.payment_receipt(site, "Greenfield");
    expect(renderTemplate("payment_receipt", receipt, brand, "en").text).toContain("We received your payment of $54.99 for order ord_sample.");
    const arabic = renderTemplate("payment_receipt", receipt, brand, "ar").text;
    expect(arabic).toContain(new Intl.NumberFormat("ar", { style: "currency", currency: "USD" }).format(54.99));
    expect(arabic).toContain(`• Gift to Clean water for Kisumu — ${new Intl.NumberFormat("ar", { style: "currency", currency: "USD" }).format(25)}`);
  });
});

describe("staff preview in a language", () => {
  it("renders a template in the chosen language; a language the emails do not speak is a 400", async () => {
    const school = await createTenant({ locale: "hi", schoolName: "Hillside" });
    const staff = await createStaff();
    const token = (await signIn("localhost", staff.username)).access;
    const base = `/api/super-admin/email-templates/verification/preview?tenant=${school.id}`;
    const byDefault = await call("localhost", base, { token });
    expect(byDefault.status).toBe(200);
    expect(byDefault.body).toMatchObject({ locale: "hi", subject: "Hillside के लिए अपने ईमेल की पुष्टि करें" });
    const arabic = await call("localhost", `${base}&locale=ar`, { token });
    expect(arabic.body).toMatchObject({ locale: "ar", subject: "أكّد بريدك الإلكتروني في Hillside" });
    expect(arabic.body.html).toContain('dir="rtl"');
    expect((await call("localhost", `${base}&locale=en`, { token })).body.subject).toBe("Confirm your email for Hillside");
    const bad = await call("localhost", `${base}&locale=fr`, { token });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({ code: "VALIDATION_FAILED", fields: { locale: ["Choose a language from the list"] } });
  });
});
