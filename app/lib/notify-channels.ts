// PostgreSQL NOTIFY channels the app listens on. Migration 0010 writes the same name into its
// trigger as a literal of its own (a shipped migration never changes with the app).

/** Where each committed change to the content version is announced (see app/models/content-version.server.ts). */
export const CONTENT_VERSION_CHANNEL = "content_version";
