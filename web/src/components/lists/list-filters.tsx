import type { ReactNode } from "react";
import { useSearchInput } from "@/lib/use-search-input";
import { cn } from "@/lib/cn";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";

/** The filter box above a list: a search landmark named `label`; `className` sets its columns. */
export function ListFilters({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div role="search" aria-label={label} className={cn("grid gap-4 rounded-lg border border-line-muted bg-surface p-4", className)}>
      {children}
    </div>
  );
}

/**
 * A search box for a list whose search lives elsewhere (the URL's ?search=): `onCommit` receives the
 * trimmed text once typing pauses, and a new `value` from outside (a nav link) replaces the text.
 */
export function SearchField({ label, placeholder, value, onCommit }: { label: string; placeholder: string; value: string; onCommit: (search: string) => void }) {
  const [text, setText] = useSearchInput(value, onCommit);
  return (
    <FormField label={label}>
      <Input type="search" placeholder={placeholder} value={text} onChange={(e) => setText(e.target.value)} />
    </FormField>
  );
}
