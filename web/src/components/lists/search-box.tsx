import { Search } from "lucide-react";
import { useId } from "react";
import { useSearchInput } from "@/lib/use-search-input";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

/** A list's search box: `onCommit` receives the trimmed text once typing pauses. */
export function SearchBox({ label, placeholder, value, onCommit }: { label: string; placeholder: string; value: string; onCommit: (search: string) => void }) {
  const [text, setText] = useSearchInput(value, onCommit);
  const id = useId();
  return (
    <div role="search" aria-label={label} className="relative">
      <Label htmlFor={id} className="sr-only">
        {label}
      </Label>
      <Search className="pointer-events-none absolute top-1/2 start-3 size-4 -translate-y-1/2 text-ink-muted" aria-hidden />
      <Input id={id} type="search" placeholder={placeholder} value={text} onChange={(e) => setText(e.target.value)} className="h-11 ps-9" />
    </div>
  );
}
