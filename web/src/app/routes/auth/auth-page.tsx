import type { ComponentProps } from "react";
import { AuthShell } from "@/features/identity/auth/components/auth-shell";
import { LanguageMenu } from "@/app/layouts/language-menu";

/** The auth pages' frame with the interface's language menu in its corner (the pages have no header or footer of their own). */
export function AuthPage(props: Omit<ComponentProps<typeof AuthShell>, "corner">) {
  return <AuthShell {...props} corner={<LanguageMenu />} />;
}
