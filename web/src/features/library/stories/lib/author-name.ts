/**
 * A story's author as the API presents them to this viewer: the full name to their school's
 * adults, a first name and an initial to anyone outside their school (the API decides). Plain text:
 * inside a translated string isolate it (`isolate` from @/lib/bidi); in JSX wrap it in <bdi>.
 */
export const authorName = (story: { author: { first_name: string; last_name: string } }) => `${story.author.first_name} ${story.author.last_name}`.trim();
