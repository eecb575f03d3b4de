/**
 * Text from people (a title, a name, a reason) isolated (U+2068 … U+2069) for a translated sentence
 * that is a plain string (a toast, a dialog's description): in a right-to-left sentence "Grace R."
 * keeps its dot at its end. In JSX, wrap such text in <bdi> instead.
 */
export const isolate = (text: string) => `\u2068${text}\u2069`;

/** A story's author as the API presents them (a pupil outside their school is a first name and an initial), isolated for a translated sentence. */
export const authorName = (story: { author: { first_name: string; last_name: string } }) => isolate(`${story.author.first_name} ${story.author.last_name}`.trim());
