import { isolate } from "@/lib/bidi";

export { isolate };

/** A story's author as the API presents them (a pupil outside their school is a first name and an initial), isolated for a translated sentence. */
export const authorName = (story: { author: { first_name: string; last_name: string } }) => isolate(`${story.author.first_name} ${story.author.last_name}`.trim());
