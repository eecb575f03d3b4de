import type { ReactNode } from "react";
import { Link } from "react-router";
import { paths } from "@/config/paths";
import { PLATFORM_NAME } from "@/lib/branding";
import { cn } from "@/lib/cn";
import { useCurrentTenant } from "@/features/identity/tenant/api";
import { initialOf } from "@contracts/initials";

/**
 * The frame of the pages outside the root layout (login, register): the school's name, `corner`
 * beside it (the app passes its language menu: a child arriving at sign-in in a language they do
 * not read can change it there), and one card.
 */
export function AuthShell({ children, wide = false, corner }: { children: ReactNode; wide?: boolean; corner?: ReactNode }) {
  const { data: tenant = null } = useCurrentTenant();
  const name = tenant?.school_name ?? PLATFORM_NAME;
  return (
    <div className="flex min-h-dvh flex-col bg-surface-alt">
      <header className="mx-auto flex w-full max-w-[1280px] items-center justify-between gap-3 px-3 py-4 xs:px-4 lg:px-6">
        <Link to={paths.home} className="flex min-w-0 items-center gap-2 rounded-md">
          {tenant?.logo ? (
            <img src={tenant.logo} alt="" className="size-9 shrink-0 rounded object-contain" />
          ) : (
            <span aria-hidden className="flex size-9 shrink-0 items-center justify-center rounded bg-primary text-sm font-bold text-white">
              {initialOf(name)}
            </span>
          )}
          {/* The school's name keeps its own direction: an English name on an Arabic page lost its start to the ellipsis. */}
          <span dir="auto" className="truncate text-base font-bold text-ink lg:text-lg">{name}</span>
        </Link>
        {corner ? <div className="shrink-0">{corner}</div> : null}
      </header>
      <main id="main" className="flex flex-1 justify-center px-3 pb-10 xs:px-4">
        <div className={cn("h-fit w-full rounded-xl border border-line-muted bg-surface p-4 shadow-sm xs:p-6 sm:p-8", wide ? "max-w-3xl" : "max-w-lg")}>{children}</div>
      </main>
    </div>
  );
}

/** A centred card for the account pages inside the root layout (verification, password reset). */
export function AccountCard({ children }: { children: ReactNode }) {
  return <div className="mx-auto w-full max-w-lg rounded-xl border border-line-muted bg-surface p-4 shadow-sm xs:p-6 sm:p-8">{children}</div>;
}
