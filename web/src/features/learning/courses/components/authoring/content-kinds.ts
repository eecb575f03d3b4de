import { msg } from "@/lib/i18n";

/** The authored kinds that share the list and header screens. */
export type ContentKind = "hub" | "film" | "challenge" | "quiz";

/**
 * Each kind's sentences, whole (a noun slotted into one English sentence would not translate:
 * word order and gender differ), marked here and translated where shown with t().
 */
export const KIND_TEXT: Record<
  ContentKind,
  { create: string; loading: string; loadFailed: string; draftAgain: string; published: string; statusFailed: string; deleteTitle: string; deleteConfirm: string; deleted: string; deleteFailed: string }
> = {
  hub: {
    create: msg("New hub"),
    loading: msg("Loading hubs"),
    loadFailed: msg("Could not load the hubs"),
    draftAgain: msg("The hub is a draft again"),
    published: msg("The hub is published"),
    statusFailed: msg("Could not change the hub's status."),
    deleteTitle: msg("Delete this hub?"),
    deleteConfirm: msg("Delete the hub"),
    deleted: msg("The hub is deleted"),
    deleteFailed: msg("Could not delete the hub."),
  },
  film: {
    create: msg("New film"),
    loading: msg("Loading impact films"),
    loadFailed: msg("Could not load the impact films"),
    draftAgain: msg("The film is a draft again"),
    published: msg("The film is published"),
    statusFailed: msg("Could not change the film's status."),
    deleteTitle: msg("Delete this film?"),
    deleteConfirm: msg("Delete the film"),
    deleted: msg("The film is deleted"),
    deleteFailed: msg("Could not delete the film."),
  },
  challenge: {
    create: msg("New challenge"),
    loading: msg("Loading challenges"),
    loadFailed: msg("Could not load the challenges"),
    draftAgain: msg("The challenge is a draft again"),
    published: msg("The challenge is published"),
    statusFailed: msg("Could not change the challenge's status."),
    deleteTitle: msg("Delete this challenge?"),
    deleteConfirm: msg("Delete the challenge"),
    deleted: msg("The challenge is deleted"),
    deleteFailed: msg("Could not delete the challenge."),
  },
  quiz: {
    create: msg("New quiz"),
    loading: msg("Loading comprehension quizzes"),
    loadFailed: msg("Could not load the comprehension quizzes"),
    draftAgain: msg("The quiz is a draft again"),
    published: msg("The quiz is published"),
    statusFailed: msg("Could not change the quiz's status."),
    deleteTitle: msg("Delete this quiz?"),
    deleteConfirm: msg("Delete the quiz"),
    deleted: msg("The quiz is deleted"),
    deleteFailed: msg("Could not delete the quiz."),
  },
};
