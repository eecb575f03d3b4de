/** One question of the FAQ and its answer (sanitised HTML from the server). */
export interface FaqEntry {
  id: string;
  question: string;
  answerHtml: string;
  /** Question and answer as plain text, lowercased, for the search box. */
  text: string;
}

export interface FaqGroup {
  id: string;
  /** Empty for questions before the first group heading (shown as "Questions"). */
  title: string;
  entries: FaqEntry[];
}

/**
 * Splits the FAQ page's HTML into groups (h2) of questions (h3) with their answers (everything up
 * to the next heading). Content before the first group heading is the page's introduction.
 */
export function parseFaq(html: string): { intro: string; groups: FaqGroup[] } {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, "text/html");
  const groups: FaqGroup[] = [];
  let intro = "";
  let entry: FaqEntry | null = null;
  for (const node of Array.from(doc.body.childNodes)) {
    const el = node instanceof Element ? node : null;
    const tag = el?.tagName.toLowerCase();
    if (tag === "h2") {
      groups.push({ id: el!.id, title: el!.textContent?.trim() ?? "", entries: [] });
      entry = null;
    } else if (tag === "h3") {
      if (groups.length === 0) groups.push({ id: "questions", title: "", entries: [] });
      const question = el!.textContent?.trim() ?? "";
      entry = { id: el!.id, question, answerHtml: "", text: question.toLowerCase() };
      groups[groups.length - 1].entries.push(entry);
    } else {
      const markup = el ? el.outerHTML : (node.textContent ?? "");
      if (entry) {
        entry.answerHtml += markup;
        entry.text += ` ${(node.textContent ?? "").toLowerCase()}`;
      } else if (groups.length === 0) {
        intro += markup;
      }
    }
  }
  return { intro, groups: groups.filter((g) => g.entries.length > 0) };
}

/** The groups with only the entries whose text holds every word of the query. */
export function filterFaq(groups: FaqGroup[], query: string): FaqGroup[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return groups;
  return groups.map((g) => ({ ...g, entries: g.entries.filter((e) => words.every((w) => e.text.includes(w))) })).filter((g) => g.entries.length > 0);
}
