/** Typography for sanitised rich text (stories, lesson text, teacher's notes), limited to the tags the server keeps. */
export const PROSE =
  "text-base leading-relaxed text-ink [&_p]:my-2 [&_h2]:mt-4 [&_h2]:mb-2 [&_h2]:text-xl [&_h2]:font-bold [&_h3]:mt-3 [&_h3]:mb-1 [&_h3]:text-lg [&_h3]:font-semibold [&_ul]:my-2 [&_ul]:list-disc [&_ul]:ps-6 [&_ol]:my-2 [&_ol]:list-decimal [&_ol]:ps-6 [&_blockquote]:my-2 [&_blockquote]:border-s-4 [&_blockquote]:border-line [&_blockquote]:ps-3 [&_a]:font-medium [&_a]:text-primary-dark [&_a]:underline [&_img]:my-2 [&_img]:max-w-full [&_img]:rounded-md";
