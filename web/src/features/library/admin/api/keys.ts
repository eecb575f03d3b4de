/** Query keys of the library's admin screens; lists are invalidated by their prefix after a change. */
export const libraryAdminKeys = {
  all: ["library-admin"] as const,
  books: () => [...libraryAdminKeys.all, "books"] as const,
  book: (id: string) => [...libraryAdminKeys.all, "book", id] as const,
  monitoring: () => [...libraryAdminKeys.all, "monitoring"] as const,
  events: (id: string) => [...libraryAdminKeys.all, "events", id] as const,
  categories: () => [...libraryAdminKeys.all, "categories"] as const,
};
