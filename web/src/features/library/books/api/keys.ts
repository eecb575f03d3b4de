/** Query keys of the library; lists are invalidated by their prefix after an upload. */
export const libraryKeys = {
  all: ["library"] as const,
  books: () => [...libraryKeys.all, "books"] as const,
  book: (id: string) => [...libraryKeys.all, "book", id] as const,
  stats: () => [...libraryKeys.all, "stats"] as const,
  categories: () => [...libraryKeys.all, "categories"] as const,
};
