import { createStore } from "jotai";

/**
 * The app's one jotai store. Modules outside React (the API client, the session) read and write
 * atoms through it, so a forced sign-out in the API client updates the header at once.
 */
export const store = createStore();
