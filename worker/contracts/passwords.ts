import { z } from "zod";
import { MAX_TEXT } from "./common";

export const PASSWORD_MIN = 8;

export const passwordField = z
  .string({ error: "Please enter a password" })
  .min(1, { error: "Please enter a password" })
  .min(PASSWORD_MIN, { error: "Password must have at least 8 characters" })
  .max(MAX_TEXT, { error: "Characters too long" });

export const passwordConfirmField = z
  .string({ error: "Please re-type your password" })
  .min(1, { error: "Please re-type your password" });

/** Adds the "Passwords does not match" rule to any schema holding password and password2. */
export function withPasswordConfirmation<T extends z.ZodType<{ password: string; password2: string }>>(schema: T) {
  return schema.refine((v) => v.password === v.password2, {
    error: "Passwords does not match",
    path: ["password2"],
  });
}

export const COMMON_PASSWORD_MESSAGE = "This password is too common.";
