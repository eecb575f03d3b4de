/** A multi-line text box styled like Input (the app has no textarea primitive). */
export const TEXTAREA_CLASS = "w-full rounded-md border border-line-muted bg-surface px-3 py-2 text-sm text-ink focus-visible:border-primary aria-[invalid=true]:border-danger";
