import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";
import type { Role } from "../contracts/users";
import { AppError } from "../lib/errors";
import { requireAuth } from "./auth";

/** 401 when anonymous, 403 when signed in without platform staff rights. */
export const requireStaff = createMiddleware<AppEnv>(async (c, next) => {
  const user = requireAuth(c);
  if (!user.isStaff) throw new AppError("FORBIDDEN", "You do not have permission to do this.");
  await next();
});

/** 401 when anonymous, 403 unless the user has one of the roles (staff always pass). */
export const requireRole = (...roles: Role[]) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const user = requireAuth(c);
    if (!user.isStaff && !(user.role && roles.includes(user.role))) {
      throw new AppError("FORBIDDEN", "You do not have permission to do this.");
    }
    await next();
  });

export const requireSignedIn = createMiddleware<AppEnv>(async (c, next) => {
  requireAuth(c);
  await next();
});
