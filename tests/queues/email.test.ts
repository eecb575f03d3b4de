import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { count, eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import worker from "../../worker/index";
import { MAX_EMAIL_ATTEMPTS, deliverOutboxEmail, sweepOutbox } from "../../worker/platform/email/delivery";
import { backoffSeconds } from "../../worker/lib/queue";
import { devMailbox, emailOutbox } from "../../worker/db/schema";
import { dispatchEmails, prepareEmail } from "../../worker/platform/email/outbox";
import { QUEUE_BATCH_MESSAGES } from "../../worker/lib/queue";
import { renderTemplate } from "../../worker/platform/email/templates";
import { RESEND_ENDPOINT, mailboxTransport, resendTransport } from "../../worker/platform/email/transports";
import { db, unique } from "../helpers/factories";

const EMAIL_QUEUE = "schools-email";
const DEAD_LETTER_QUEUE = "schools-email-dlq";

afterEach(() => {
  vi.restoreAllMocks();
});

/** A queued password-reset email, written the way services write it (prepareEmail + its insert). */
async function queuedEmail(data: { first_name?: string } = {}) {
  const to = `${unique("rcpt")}@example.com`;
  const link = `https://greenfield.localhost/reset-password/${unique("pr_")}/`;
  const email = prepareEmail(db(), { template: "password_reset", to, tenantId: null, data: { school_name: "Greenfield", first_name: "Ada", link, ...data } });
  await email.insert;
  return { id: email.outboxId, to, link };
}

const outboxRow = (id: string) => db().select().from(emailOutbox).where(eq(emailOutbox.id, id)).get();
const mailboxRows = (outboxId: string) => db().select().from(devMailbox).where(eq(devMailbox.outboxId, outboxId)).all();

/**
 * Runs the Worker's queue handler on one batch, as the Queues runtime would, and returns the
 * acks/retries. getQueueResult does not report a retry's delay, so retry() calls are recorded too.
 */
async function deliver(queue: string, bodies: unknown[], opts: { attempts?: number; env?: Env } = {}) {
  const messages = bodies.map((body) => ({ id: unique("msg-"), timestamp: new Date(), attempts: opts.attempts ?? 1, body }));
  const batch = createMessageBatch(queue, messages);
  const retrySpies = batch.messages.map((m) => vi.spyOn(m, "retry"));
  const ctx = createExecutionContext();
  await worker.queue(batch, opts.env ?? env);
  const delays = batch.messages.flatMap((m, i) => retrySpies[i].mock.calls.map(([options]) => ({ msgId: m.id, delaySeconds: options?.delaySeconds })));
  return { ids: messages.map((m) => m.id), result: await getQueueResult(batch, ctx), delays };
}

const resendEnv = () => ({ ...env, EMAIL_TRANSPORT: "resend" }) as Env;

/** Answers Resend's API at the fetch boundary and records what was sent. */
function stubResend(...answers: Array<{ status: number; body: unknown }>) {
  const requests: Request[] = [];
  const spy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    requests.push(request);
    const answer = answers[Math.min(requests.length - 1, answers.length - 1)];
    return Response.json(answer.body, { status: answer.status });
  });
  return { requests, spy };
}

describe("email queue consumer: mailbox transport", () => {
  it("sends a queued email once and acks the message", async () => {
    const email = await queuedEmail();
    const { ids, result } = await deliver(EMAIL_QUEUE, [{ outboxId: email.id }]);
    expect(result.explicitAcks).toEqual(ids);
    expect(result.retryMessages).toEqual([]);

    const row = await outboxRow(email.id);
    expect(row).toMatchObject({ status: "sent", attempts: 1, lastError: null, claimedUntil: null });
    expect(row!.sentAt).toEqual(expect.any(Number));
    expect(row!.providerMessageId).toMatch(/^mbx_/);

    const mail = await mailboxRows(email.id);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ toAddress: email.to, fromAddress: env.EMAIL_FROM, subject: "Reset your Greenfield password" });
    expect(mail[0].text).toContain(email.link);
    expect(mail[0].html).toContain(`href="${email.link}"`);
  });

  it("a redelivered message does not send twice", async () => {
    const email = await queuedEmail();
    await deliver(EMAIL_QUEUE, [{ outboxId: email.id }]);
    const sentAt = (await outboxRow(email.id))!.sentAt;

    const { ids, result } = await deliver(EMAIL_QUEUE, [{ outboxId: email.id }], { attempts: 2 });
    expect(result.explicitAcks).toEqual(ids);
    expect(await mailboxRows(email.id)).toHaveLength(1);
    expect(await outboxRow(email.id)).toMatchObject({ status: "sent", attempts: 1, sentAt });
  });

  it("two deliveries at the same moment send once", async () => {
    const email = await queuedEmail();
    const outcomes = await Promise.all([1, 2].map(() => deliverOutboxEmail(db(), mailboxTransport(db()), env.EMAIL_FROM, email.id)));
    expect(outcomes.filter((o) => o.kind === "sent")).toHaveLength(1);
    expect(await mailboxRows(email.id)).toHaveLength(1);
    expect(await outboxRow(email.id)).toMatchObject({ status: "sent", attempts: 1 });
  });

  it("a row another consumer is sending is retried later, untouched", async () => {
    const email = await queuedEmail();
    await db().update(emailOutbox).set({ claimedUntil: Date.now() + 60_000 }).where(eq(emailOutbox.id, email.id));
    const { ids, result, delays } = await deliver(EMAIL_QUEUE, [{ outboxId: email.id }]);
    expect(result.retryMessages).toEqual([{ msgId: ids[0] }]);
    expect(delays).toEqual([{ msgId: ids[0], delaySeconds: 60 }]);
    expect(await outboxRow(email.id)).toMatchObject({ status: "queued", attempts: 0 });
    expect(await mailboxRows(email.id)).toEqual([]);
  });

  it("acks malformed bodies and unknown ids without changing anything", async () => {
    const [outboxBefore, mailboxBefore] = await Promise.all([db().select({ n: count() }).from(emailOutbox), db().select({ n: count() }).from(devMailbox)]);
    const bodies = [{ nope: 1 }, "eml_abc", null, { outboxId: "usr_abc" }, { outboxId: "eml_doesnotexist" }];
    const { ids, result } = await deliver(EMAIL_QUEUE, bodies);
    expect(result.explicitAcks.sort()).toEqual([...ids].sort());
    expect(result.retryMessages).toEqual([]);
    expect(await db().select({ n: count() }).from(emailOutbox)).toEqual(outboxBefore);
    expect(await db().select({ n: count() }).from(devMailbox)).toEqual(mailboxBefore);
  });

  it.each([
    ["a payload the template rejects", { payload: JSON.stringify({ school_name: "Greenfield", first_name: "Ada", link: "not a url" }) }],
    ["a payload that is not JSON", { payload: "{oops" }],
    ["an unknown template", { template: "newsletter" }],
  ])("%s fails at once, without retrying", async (_label, change) => {
    const email = await queuedEmail();
    await db().update(emailOutbox).set(change).where(eq(emailOutbox.id, email.id));
    const { ids, result } = await deliver(EMAIL_QUEUE, [{ outboxId: email.id }]);
    expect(result.explicitAcks).toEqual(ids);
    expect(result.retryMessages).toEqual([]);
    const row = await outboxRow(email.id);
    expect(row).toMatchObject({ status: "failed", attempts: 1 });
    expect(row!.lastError).toMatch(/^Cannot render template/);
    expect(await mailboxRows(email.id)).toEqual([]);
  });

  it("escapes HTML from the payload in the delivered message", async () => {
    const email = await queuedEmail({ first_name: '<script>alert("x")</script>' });
    await deliver(EMAIL_QUEUE, [{ outboxId: email.id }]);
    const [mail] = await mailboxRows(email.id);
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
  });
});

describe("email queue consumer: Resend transport", () => {
  it("retries failures with growing delays, then marks the row failed", async () => {
    const { requests } = stubResend({ status: 500, body: { statusCode: 500, name: "internal_server_error", message: "Resend is down" } });
    const email = await queuedEmail();

    const observedDelays: unknown[] = [];
    for (let attempt = 1; attempt < MAX_EMAIL_ATTEMPTS; attempt++) {
      const { ids, result, delays } = await deliver(EMAIL_QUEUE, [{ outboxId: email.id }], { attempts: attempt, env: resendEnv() });
      expect(result.retryMessages).toEqual([{ msgId: ids[0] }]);
      expect(result.explicitAcks).toEqual([]);
      observedDelays.push(...delays.map((d) => d.delaySeconds));
      expect(await outboxRow(email.id)).toMatchObject({ status: "queued", attempts: attempt, lastError: "Resend answered 500: Resend is down", claimedUntil: null });
    }
    expect(observedDelays).toEqual([30, 60, 120, 240]);
    expect(observedDelays).toEqual([1, 2, 3, 4].map(backoffSeconds));

    const { ids, result } = await deliver(EMAIL_QUEUE, [{ outboxId: email.id }], { attempts: MAX_EMAIL_ATTEMPTS, env: resendEnv() });
    expect(result.explicitAcks).toEqual(ids);
    expect(result.retryMessages).toEqual([]);
    expect(await outboxRow(email.id)).toMatchObject({ status: "failed", attempts: MAX_EMAIL_ATTEMPTS, sentAt: null });

    expect(requests).toHaveLength(MAX_EMAIL_ATTEMPTS);
    for (const request of requests) {
      expect(request.url).toBe(RESEND_ENDPOINT);
      expect(request.headers.get("Idempotency-Key")).toBe(email.id);
      expect(request.headers.get("Authorization")).toBe(`Bearer ${env.RESEND_API_KEY}`);
    }
    expect(await requests[0].json()).toMatchObject({ from: env.EMAIL_FROM, to: [email.to], subject: "Reset your Greenfield password" });
  });

  it("a retry after a failure sends with the same idempotency key and records the provider id", async () => {
    const { requests } = stubResend({ status: 500, body: { message: "Temporary failure" } }, { status: 200, body: { id: "49a3999c-0ce1-4ea6-ab68-afcd6dc2e794" } });
    const email = await queuedEmail();
    const transport = resendTransport("re_test");

    const first = await deliverOutboxEmail(db(), transport, env.EMAIL_FROM, email.id);
    expect(first).toEqual({ kind: "retry", delaySeconds: 30, error: "Resend answered 500: Temporary failure" });
    const second = await deliverOutboxEmail(db(), transport, env.EMAIL_FROM, email.id);
    expect(second).toEqual({ kind: "sent" });

    expect(await outboxRow(email.id)).toMatchObject({ status: "sent", attempts: 2, lastError: null, providerMessageId: "49a3999c-0ce1-4ea6-ab68-afcd6dc2e794" });
    expect(requests.map((r) => r.headers.get("Idempotency-Key"))).toEqual([email.id, email.id]);
    expect(requests[0].headers.get("Authorization")).toBe("Bearer re_test");
  });

  it("a template failure is permanent and never reaches the provider", async () => {
    const { spy } = stubResend({ status: 200, body: { id: "never" } });
    const email = await queuedEmail();
    await db().update(emailOutbox).set({ payload: JSON.stringify({ school_name: "" }) }).where(eq(emailOutbox.id, email.id));
    const outcome = await deliverOutboxEmail(db(), resendTransport("re_test"), env.EMAIL_FROM, email.id);
    expect(outcome.kind).toBe("failed");
    expect(spy).not.toHaveBeenCalled();
    expect(await outboxRow(email.id)).toMatchObject({ status: "failed", attempts: 1 });
  });
});

describe("dead-letter queue", () => {
  it("marks a queued row failed and leaves a sent row alone", async () => {
    const lost = await queuedEmail();
    const sent = await queuedEmail();
    await deliver(EMAIL_QUEUE, [{ outboxId: sent.id }]);

    const { ids, result } = await deliver(DEAD_LETTER_QUEUE, [{ outboxId: lost.id }, { outboxId: sent.id }, { junk: true }]);
    expect(result.explicitAcks.sort()).toEqual([...ids].sort());
    expect(await outboxRow(lost.id)).toMatchObject({ status: "failed", lastError: "Moved to the dead-letter queue after repeated delivery failures" });
    expect(await outboxRow(sent.id)).toMatchObject({ status: "sent", lastError: null });
  });

  it("a batch from an unknown queue is retried whole", async () => {
    const { result } = await deliver("some-other-queue", [{ outboxId: "eml_x" }]);
    expect(result.retryBatch.retry).toBe(true);
  });
});

describe("dispatchEmails", () => {
  it("puts any number of emails on the queue in slices of Queues' 100 messages a batch; a failed slice is logged and the others still go", async () => {
    const batches: string[][] = [];
    let failNext = false;
    const queue = {
      sendBatch: async (messages: Iterable<MessageSendRequest<{ outboxId: string }>>) => {
        const ids = [...messages].map((m) => m.body.outboxId);
        if (ids.length > QUEUE_BATCH_MESSAGES) throw new Error("Queues: too many messages in one batch");
        if (failNext) {
          failNext = false;
          throw new Error("Queues: unavailable");
        }
        batches.push(ids);
      },
    } as unknown as Queue;
    const ids = Array.from({ length: 250 }, (_, i) => `eml_${i}`);
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    await dispatchEmails(queue, ids);
    expect(batches.map((b) => b.length)).toEqual([100, 100, 50]);
    expect(batches.flat()).toEqual(ids);
    expect(logged).not.toHaveBeenCalled();
    batches.length = 0;
    failNext = true;
    await dispatchEmails(queue, ids);
    expect(batches.flat()).toHaveLength(150);
    expect(logged).toHaveBeenCalledTimes(1);
    expect(JSON.parse(logged.mock.calls[0][0] as string).outboxIds).toHaveLength(100);
  });
});

describe("sweepOutbox", () => {
  it("re-enqueues more stuck rows than one queue batch takes (150): every one goes on the queue", async () => {
    const rows: { id: string }[] = [];
    for (let i = 0; i < 150; i++) rows.push(await queuedEmail());
    const longAgo = Date.now() - 11 * 60_000;
    for (const r of rows) await db().update(emailOutbox).set({ updatedAt: longAgo }).where(eq(emailOutbox.id, r.id));
    const logged = vi.spyOn(console, "error");
    expect(await sweepOutbox(env)).toBeGreaterThanOrEqual(150);
    expect(logged.mock.calls.filter(([line]) => String(line).includes("email enqueue failed"))).toEqual([]);
    await vi.waitFor(async () => expect(await outboxRow(rows[149].id)).toMatchObject({ status: "sent" }), { timeout: 30_000, interval: 250 });
  });


  it("re-enqueues a row stuck for over 10 minutes, which is then delivered; a fresh row is left alone", async () => {
    const stale = await queuedEmail();
    const fresh = await queuedEmail();
    const longAgo = Date.now() - 11 * 60_000;
    const recently = Date.now() - 60_000;
    await db().update(emailOutbox).set({ updatedAt: longAgo }).where(eq(emailOutbox.id, stale.id));
    await db().update(emailOutbox).set({ updatedAt: recently }).where(eq(emailOutbox.id, fresh.id));

    const sweptAt = Date.now();
    expect(await sweepOutbox(env, sweptAt)).toBeGreaterThanOrEqual(1);
    expect((await outboxRow(stale.id))!.updatedAt).toBeGreaterThanOrEqual(sweptAt);
    expect(await outboxRow(fresh.id)).toMatchObject({ status: "queued", updatedAt: recently });

    // The real queue hands the message to this Worker's consumer (mailbox transport in tests).
    await vi.waitFor(async () => expect(await outboxRow(stale.id)).toMatchObject({ status: "sent" }), { timeout: 15_000, interval: 250 });
    expect(await mailboxRows(stale.id)).toHaveLength(1);
    expect(await outboxRow(fresh.id)).toMatchObject({ status: "queued", attempts: 0 });
  });
});

describe("renderTemplate", () => {
  it("escapes names and links in the HTML, keeps the text version plain", () => {
    const rendered = renderTemplate("verification", {
      school_name: "Smith & Jones <Academy>",
      first_name: "<script>alert(1)</script>",
      link: 'https://school.localhost/verify/abc/?next="><img src=x>',
    });
    expect(rendered.subject).toBe("Confirm your email for Smith & Jones <Academy>");
    expect(rendered.html).not.toContain("<script>");
    expect(rendered.html).not.toContain("<img");
    expect(rendered.html).toContain("Welcome, &lt;script&gt;alert(1)&lt;/script&gt;!");
    expect(rendered.html).toContain("<title>Confirm your email for Smith &amp; Jones &lt;Academy&gt;</title>");
    expect(rendered.html).toContain('href="https://school.localhost/verify/abc/?next=&quot;&gt;&lt;img src=x&gt;"');
    expect(rendered.text).toContain("Welcome, <script>alert(1)</script>!");
  });

  it("rejects an unknown template or data that fails its schema", () => {
    expect(() => renderTemplate("newsletter", {})).toThrow(/Unknown email template/);
    expect(() => renderTemplate("invitation", { school_name: "X", first_name: "Y", link: "https://x.localhost/" })).toThrow();
  });
});
