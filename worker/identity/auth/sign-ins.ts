import { signIns } from "../../db/schema";
import type { ServiceContext } from "../../lib/context";
import { newId, sha256Hex } from "../../lib/ids";

/**
 * One row of sign-in history (the staff user dashboard). The address is kept only as a keyed hash
 * (the same address gives the same value, so staff can see "a new place" without seeing where).
 */
async function signInRow(ctx: ServiceContext, userId: string, success: boolean): Promise<typeof signIns.$inferInsert> {
  const ipHash = ctx.clientAddress ? (await sha256Hex(`sign-in:${ctx.env.JWT_SECRET}:${ctx.clientAddress}`)).slice(0, 16) : null;
  return { id: newId("sgn"), userId, tenantId: ctx.scope.tenantId, host: ctx.host ?? null, ipHash, success, createdAt: Date.now() };
}

/** History is never worth failing a sign-in for. */
export async function recordSignIn(ctx: ServiceContext, userId: string, success: boolean): Promise<void> {
  try {
    await ctx.db.insert(signIns).values(await signInRow(ctx, userId, success)).run();
  } catch (err) {
    console.error(JSON.stringify({ msg: "sign-in history write failed", error: String(err) }));
  }
}
