import { useTranslation } from "react-i18next";
import { CopyButton } from "@/components/ui/copy-button";
import { cn } from "@/lib/cn";

/** A class code in monospace with a copy button; `size="lg"` for the code shown after creating a class. */
export function ClassCode({ code, size = "sm", className }: { code: string; size?: "sm" | "lg"; className?: string }) {
  const { t } = useTranslation();
  return (
    <span className={cn("inline-flex items-center gap-2", className)}>
      <code
        className={cn(
          "rounded-md bg-surface-alt font-mono font-semibold tracking-widest text-ink",
          size === "lg" ? "px-4 py-2 text-3xl xs:text-4xl" : "px-2 py-0.5 text-sm",
        )}
        data-testid="class-code"
      >
        {code}
      </code>
      <CopyButton value={code} label={t("Copy class code {{code}}", { code })} size={size === "lg" ? "icon" : "sm"} variant={size === "lg" ? "outline" : "ghost"} className={size === "sm" ? "size-8 px-0" : undefined} />
    </span>
  );
}
