/** Longer usernames are refused before anything is looked up or recorded. */
export const MAX_USERNAME_LENGTH = 100;

/** Usernames are case-insensitive: stored and compared trimmed and lower-cased. */
export function normalizeUsername(username: string) {
  return username.trim().toLowerCase();
}
