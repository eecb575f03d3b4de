import { and, eq, or } from "drizzle-orm";
import { users, type User } from "../../db/schema";
import type { ServiceContext } from "../../lib/context";
import { AppError } from "../../lib/errors";

/** A user who may act on this host: a member of its tenant, or platform staff. */
export async function findUserOnHost(ctx: Pick<ServiceContext, "db" | "scope">, userId: string): Promise<User | undefined> {
  return ctx.db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), or(ctx.scope.where(users), eq(users.isStaff, true))))
    .get();
}

/** Same host rule, by email or username (lowercased), for sign-in and password reset. */
export async function findUserByLogin(ctx: Pick<ServiceContext, "db" | "scope">, identifier: string): Promise<User | undefined> {
  const login = identifier.trim().toLowerCase();
  return ctx.db
    .select()
    .from(users)
    .where(and(login.includes("@") ? eq(users.email, login) : eq(users.username, login), or(ctx.scope.where(users), eq(users.isStaff, true))))
    .get();
}

export async function getCurrentUser(ctx: ServiceContext, userId: string): Promise<User> {
  const user = await findUserOnHost(ctx, userId);
  if (!user || user.archived) throw new AppError("UNAUTHORIZED", "Your session has expired. Please sign in again.");
  return user;
}
