import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { devMailbox, emailOutbox, staffActions } from "../../worker/db/schema";
import { newId } from "../../worker/lib/ids";
import { call } from "../helpers/api";
import { createStaff, createTenant, createUser, db, signIn } from "../helpers/factories";

const PLATFORM = "localhost";
let staffToken: string;

beforeAll(async () => {
  staffToken = (await signIn(PLATFORM, (await createStaff()).username)).access;
});

/** An email that exhausted its attempts, as delivery leaves it (a real template and payload). */
async function failedEmail(status: "failed" | "sent" | "queued" = "failed") {
  const id = newId("eml");
  const to = `parent-${id}@example.org`;
  await db()
    .insert(emailOutbox)
    .values({
      id, tenantId: null, template: "verification", toAddress: to, subject: "Confirm your email", status, attempts: 5,
      lastError: status === "failed" ? "Provider answered 503: try later" : null,
      payload: JSON.stringify({ school_name: "Schools Platform", first_name: "Aanya", link: "https://example.org/verify-email/t/" }),
    });
  return { id, to };
}

describe("POST /api/super-admin/email-outbox/{id}/retry/", () => {
  it("sends a failed email again: back in the queue with fresh attempts, then delivered", async () => {
    const { id, to } = await failedEmail();
    const res = await call(PLATFORM, `/api/super-admin/email-outbox/${id}/retry/`, { method: "POST", token: staffToken });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, status: "queued", attempts: 0, last_error: null });
    await vi.waitFor(
      async () => {
        const row = await db().select().from(emailOutbox).where(eq(emailOutbox.id, id)).get();
        expect(row).toMatchObject({ status: "sent", attempts: 1, lastError: null });
      },
      { timeout: 5000, interval: 100 },
    );
    expect(await db().select().from(devMailbox).where(eq(devMailbox.toAddress, to)).all()).toHaveLength(1);
    // The staff action log says who sent it again (once; never the address).
    const log = await db().select().from(staffActions).where(eq(staffActions.targetId, id)).all();
    expect(log).toMatchObject([{ action: "email.retry", targetType: "email", targetLabel: null }]);
  });

  it("refuses an email that has not failed (409) and one that does not exist (404)", async () => {
    const { id } = await failedEmail("sent");
    const sent = await call(PLATFORM, `/api/super-admin/email-outbox/${id}/retry/`, { method: "POST", token: staffToken });
    expect(sent.status).toBe(409);
    expect(sent.body.error.code).toBe("CONFLICT");
    expect(await db().select().from(emailOutbox).where(eq(emailOutbox.id, id)).get()).toMatchObject({ status: "sent", attempts: 5 });
    const missing = await call(PLATFORM, "/api/super-admin/email-outbox/eml_nothere/retry/", { method: "POST", token: staffToken });
    expect(missing.status).toBe(404);
    expect(await db().select().from(staffActions).where(eq(staffActions.targetId, id)).all()).toEqual([]);
  });

  it("is for platform staff only", async () => {
    const { id } = await failedEmail();
    const school = await createTenant();
    const admin = await createUser({ tenantId: school.id, role: "school_admin" });
    const adminToken = (await signIn(school.host, admin.username)).access;
    expect((await call(PLATFORM, `/api/super-admin/email-outbox/${id}/retry/`, { method: "POST" })).status).toBe(401);
    expect((await call(school.host, `/api/super-admin/email-outbox/${id}/retry/`, { method: "POST", token: adminToken })).status).toBe(403);
    expect(await db().select().from(emailOutbox).where(eq(emailOutbox.id, id)).get()).toMatchObject({ status: "failed", attempts: 5 });
  });
});
