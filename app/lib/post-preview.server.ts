import { signToken } from "./signed-token.server";

// A post's preview link: anyone who has it sees the post as it will look, whatever its state, for
// 7 days; signed with the server's secret (nothing stored, nothing to guess), never indexed or cached.

export const PREVIEW_PURPOSE = "post-preview";
export const PREVIEW_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** The path of a new preview link to post `id`, signed with `secret`, valid for PREVIEW_TTL_MS. */
export function previewPath(secret: string, id: number, now = new Date()) {
  const expiresAt = new Date(now.getTime() + PREVIEW_TTL_MS);
  return `/blog/preview/${signToken(secret, PREVIEW_PURPOSE, id, expiresAt)}`;
}
