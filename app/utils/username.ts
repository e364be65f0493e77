/** Usernames are case-insensitive: stored and compared trimmed and lower-cased. */
export function normalizeUsername(username: string) {
  return username.trim().toLowerCase();
}
