import type { ButtonHTMLAttributes, ReactNode } from "react";
import { cn } from "@/lib/cn";

interface ChoiceCardProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  icon: ReactNode;
  title: string;
  description?: string;
}

/** A large choice button (who are you?): icon, title and an optional explanation. */
export function ChoiceCard({ icon, title, description, className, ...props }: ChoiceCardProps) {
  return (
    <button
      type="button"
      className={cn(
        "flex w-full items-center gap-4 rounded-xl border-2 border-line-muted bg-surface p-4 text-start transition-colors hover:border-primary hover:bg-surface-alt sm:flex-col sm:p-6 sm:text-center",
        className,
      )}
      {...props}
    >
      <span aria-hidden className="flex size-12 shrink-0 items-center justify-center rounded-full bg-primary-light text-primary-dark sm:size-16 [&_svg]:size-6 sm:[&_svg]:size-8">
        {icon}
      </span>
      <span className="grid gap-1">
        <span className="text-base font-semibold text-ink sm:text-lg">{title}</span>
        {description ? <span className="text-sm text-ink-muted">{description}</span> : null}
      </span>
    </button>
  );
}
