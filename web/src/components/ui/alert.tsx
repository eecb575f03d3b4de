import type { HTMLAttributes } from "react";
import { cn } from "@/lib/cn";

export function Alert({ className, tone = "info", ...props }: HTMLAttributes<HTMLDivElement> & { tone?: "info" | "error" | "success" }) {
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={cn(
        "rounded-md border px-4 py-3 text-sm",
        tone === "error" && "border-red-300 bg-red-50 text-red-900",
        tone === "success" && "border-green-300 bg-green-50 text-green-900",
        tone === "info" && "border-line bg-surface text-ink",
        className,
      )}
      {...props}
    />
  );
}
