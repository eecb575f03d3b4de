/** A story's first words as plain text, for a card: the sanitised body's text, cut at a word near `max` characters. */
export function storyExcerpt(bodyHtml: string, max = 160): string {
  // A block's end is a space: "<li>first</li><li>second</li>" reads "first second", not "firstsecond".
  const spaced = bodyHtml.replace(/<\/(p|li|h[1-6]|blockquote|ul|ol)>|<br\s*\/?>/gi, "$& ");
  const text = (new DOMParser().parseFromString(spaced, "text/html").body.textContent ?? "").replace(/\s+/g, " ").trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
