import { createHmac, timingSafeEqual } from "node:crypto";

// Links in emails that act without signing in (manage a booking, answer it from staff's mailbox,
// withdraw an application) carry a signed token: what the link is for, the record, and until when
// it holds, with an HMAC over them under the server's secret (SESSION_SECRET). Nothing to store,
// nothing to guess.

function mac(secret: string, purpose: string, payload: string) {
  return createHmac("sha256", secret).update(`${purpose}.${payload}`).digest("base64url");
}

/** A token for `purpose` carrying `id`, valid until `expiresAt`. */
export function signToken(secret: string, purpose: string, id: number, expiresAt: Date) {
  const payload = Buffer.from(JSON.stringify({ id, exp: expiresAt.getTime() })).toString("base64url");
  return `${payload}.${mac(secret, purpose, payload)}`;
}

export type TokenCheck = { status: "valid"; id: number } | { status: "expired"; id: number } | { status: "invalid" };

/** What a token says, if it was signed here for `purpose`; expired ones still name their record. */
export function readToken(secret: string, purpose: string, token: string, now = new Date()): TokenCheck {
  const [payload, signature, ...rest] = token.split(".");
  if (!payload || !signature || rest.length > 0 || token.length > 512) return { status: "invalid" };
  const expected = Buffer.from(mac(secret, purpose, payload));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { status: "invalid" };
  try {
    const { id, exp } = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as { id: unknown; exp: unknown };
    if (!Number.isSafeInteger(id) || typeof exp !== "number") return { status: "invalid" };
    return exp > now.getTime() ? { status: "valid", id: id as number } : { status: "expired", id: id as number };
  } catch {
    return { status: "invalid" };
  }
}
