/** Query keys of stories; "mine" lists are invalidated by their prefix after a change. */
export const storyKeys = {
  all: ["stories"] as const,
  story: (idOrSlug: string) => [...storyKeys.all, "story", idOrSlug] as const,
  mines: () => [...storyKeys.all, "mine"] as const,
  mine: (authorId: string) => [...storyKeys.all, "mine", authorId] as const,
  /** The stories waiting for the caller's review (a teacher: their pupils'; a school admin: the school's). */
  reviews: () => [...storyKeys.all, "review"] as const,
};
