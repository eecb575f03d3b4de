import { z } from "zod";
import type { FieldError, FieldValues, Resolver } from "react-hook-form";
import { withPasswordConfirmation } from "@contracts/passwords";

const passwordPair = withPasswordConfirmation(z.object({ password: z.string(), password2: z.string() }));

/**
 * zod runs an object's refinements only once every field is valid, so "Passwords does not match"
 * would wait until the whole form is right. This adds it beside the other messages, taking the
 * rule and its message from the contract's own withPasswordConfirmation.
 */
export function confirmPasswordsEarly<T extends FieldValues & { password: string; password2: string }, C, O>(resolver: Resolver<T, C, O>): Resolver<T, C, O> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    const errors = result.errors as Record<string, FieldError | undefined>;
    if (Object.keys(errors).length === 0 || errors.password2 || !values.password2) return result;
    const pair = passwordPair.safeParse({ password: values.password, password2: values.password2 });
    const issue = pair.error?.issues.find((i) => i.path[0] === "password2");
    if (issue) errors.password2 = { type: "custom", message: issue.message };
    return result;
  };
}
