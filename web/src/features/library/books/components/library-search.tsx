import { useTranslation } from "react-i18next";
import { Search } from "lucide-react";
import { useSearchInput } from "@/lib/use-search-input";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

/** The library's search box: `onCommit` receives the trimmed text once typing pauses. */
export function LibrarySearch({ value, onCommit }: { value: string; onCommit: (search: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useSearchInput(value, onCommit);
  return (
    <div role="search" aria-label={t("Search the library")} className="relative">
      <Label htmlFor="library-search" className="sr-only">
        {t("Search books")}
      </Label>
      <Search className="pointer-events-none absolute top-1/2 start-3 size-4 -translate-y-1/2 text-ink-muted" aria-hidden />
      <Input dir="auto" id="library-search" type="search" placeholder={t("Search by title, author or description")} value={text} onChange={(e) => setText(e.target.value)} className="h-11 ps-9" />
    </div>
  );
}
