import { readToken } from "~/lib/signed-token.server";

import { env } from "./env.server";

/** What a signed link from an email leads to: its record, or why it leads nowhere. */
export type LinkedRecord<T> =
  { state: "valid"; record: T } | { state: "gone" } | { state: "expired" } | { state: "invalid" };

/**
 * The record a signed link (`purpose`) names, loaded with `load`: invalid when the link was not
 * signed here, expired past its time, gone when its record no longer exists. Never throws for a
 * client's bad token.
 */
export async function recordFromLink<T>(
  purpose: string,
  token: string | undefined,
  load: (id: number) => Promise<T | null>,
  now = new Date(),
): Promise<LinkedRecord<T>> {
  const check = readToken(env.sessionSecret, purpose, token ?? "", now);
  if (check.status !== "valid") return { state: check.status };
  const record = await load(check.id);
  return record ? { state: "valid", record } : { state: "gone" };
}
