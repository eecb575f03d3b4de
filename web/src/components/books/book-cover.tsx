import { useState } from "react";
import { BookOpen } from "lucide-react";
import type { BookOut } from "@contracts/books";
import { cn } from "@/lib/cn";
import { contentLang } from "@/lib/content-lang";

/**
 * A book's cover at a fixed 3:4 ratio, so the grid never jumps as images arrive. Without a cover
 * (or when it cannot be loaded, e.g. a private book's cover in a plain <img> request) a drawn
 * cover shows the title instead, marked with the book's own language (contentLang) whatever the
 * page's language, like the title wherever else it is shown.
 */
/** `priority`: the page's first cover (its largest paint) — fetched eagerly and before other images. */
export function BookCover({ book, alt = "", eager = false, priority = false, className }: { book: Pick<BookOut, "title" | "author_name" | "cover" | "language">; alt?: string; eager?: boolean; priority?: boolean; className?: string }) {
  const [failed, setFailed] = useState(false);
  const showImage = book.cover && !failed;
  return (
    <div className={cn("relative aspect-[3/4] w-full overflow-hidden rounded-md bg-primary-light shadow-sm", className)}>
      {showImage ? (
        <img
          src={book.cover!}
          alt={alt}
          loading={eager || priority ? "eager" : "lazy"}
          fetchPriority={priority ? "high" : undefined}
          decoding="async"
          width={300}
          height={400}
          onError={() => setFailed(true)}
          className="absolute inset-0 size-full object-cover"
        />
      ) : (
        <div
          role={alt ? "img" : undefined}
          aria-label={alt || undefined}
          aria-hidden={alt ? undefined : true}
          data-testid="fallback-cover"
          className="absolute inset-0 flex flex-col justify-between bg-gradient-to-br from-primary to-primary-dark p-3 text-white"
        >
          <BookOpen className="size-5 opacity-80" aria-hidden />
          <div className="grid gap-1">
            <p className="line-clamp-4 text-sm leading-snug font-bold wrap-anywhere" {...contentLang(book.language)}>
              {book.title}
            </p>
            <p className="line-clamp-1 text-xs opacity-85">{book.author_name}</p>
          </div>
        </div>
      )}
    </div>
  );
}
