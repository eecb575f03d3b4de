import { cn } from "@/lib/cn";
import { SPINNER_ICON, SpinnerMark } from "./page-loader";

export { PageLoader } from "./page-loader";

export function Spinner({ className, label }: { className?: string; label?: string }) {
  return <SpinnerMark iconClassName={cn(SPINNER_ICON, className)} label={label} />;
}
