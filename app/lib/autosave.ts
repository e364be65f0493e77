// Autosave of a draft post (app/routes/admin.blogs.autosave.ts): what the form and the server agree on.

export const AUTOSAVE_PATH = "/admin/blogs/autosave";

/** How long after the last keystroke a draft is saved. */
export const AUTOSAVE_DELAY_MS = 2000;

export const ONLY_DRAFTS_MESSAGE = "Only drafts save by themselves: save a published post with its button";

/** The post an autosave saved (a new draft gets its id). */
export type AutosavedPost = { id: number; savedAt: string };

/** The autosave's answer: the post saved, or why not. */
export type AutosaveReply = AutosavedPost | { message: string };
