import { createHmac, timingSafeEqual } from "node:crypto";

// Links in emails that act without signing in (manage a booking, answer it from staff's mailbox,
// withdraw an application) carry a signed token: what the link is for, the record, and until when
// it holds, with an HMAC over them under the server's secret (SESSION_SECRET). Nothing to store,
// nothing to guess.

function mac(secret: string, purpose: string, payload: string) {
  return createHmac("sha256", secret).update(`${purpose}.${payload}`).digest("base64url");
}

/** A token for `purpose` carrying `id` (a record's number, or a key such as a page's), valid until `expiresAt`. */
export function signToken(secret: string, purpose: string, id: number | string, expiresAt: Date) {
  const payload = Buffer.from(JSON.stringify({ id, exp: expiresAt.getTime() })).toString("base64url");
  return `${payload}.${mac(secret, purpose, payload)}`;
}

export type TokenCheck<Id = number> =
  { status: "valid"; id: Id } | { status: "expired"; id: Id } | { status: "invalid" };

const isRecordId = (id: unknown): id is number => Number.isSafeInteger(id);
const isKey = (id: unknown): id is string => typeof id === "string" && id !== "";

/** What a token says, if it was signed here for `purpose`; expired ones still name their record. */
export function readToken(secret: string, purpose: string, token: string, now = new Date()): TokenCheck {
  return readSigned(secret, purpose, token, now, isRecordId);
}

/** readToken for a token carrying a key (a string) instead of a number. */
export function readKeyToken(secret: string, purpose: string, token: string, now = new Date()): TokenCheck<string> {
  return readSigned(secret, purpose, token, now, isKey);
}

function readSigned<Id>(
  secret: string,
  purpose: string,
  token: string,
  now: Date,
  isId: (id: unknown) => id is Id,
): TokenCheck<Id> {
  const [payload, signature, ...rest] = token.split(".");
  if (!payload || !signature || rest.length > 0 || token.length > 512) return { status: "invalid" };
  const expected = Buffer.from(mac(secret, purpose, payload));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { status: "invalid" };
  try {
    const { id, exp } = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as { id: unknown; exp: unknown };
    if (!isId(id) || typeof exp !== "number") return { status: "invalid" };
    return exp > now.getTime() ? { status: "valid", id } : { status: "expired", id };
  } catch {
    return { status: "invalid" };
  }
}
