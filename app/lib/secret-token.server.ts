import { createHash, randomBytes } from "node:crypto";

/**
 * A random, unguessable token for a link or an API client (32 bytes, URL-safe). Only its hash
 * (hashSecretToken) is stored, so a database leak reveals no usable token.
 */
export function newSecretToken() {
  return randomBytes(32).toString("base64url");
}

export function hashSecretToken(token: string) {
  return createHash("sha256").update(token).digest("hex");
}

/** What a token from a URL must look like before it is worth hashing and looking up. */
export function isTokenShaped(token: string) {
  return /^[\w-]{10,64}$/.test(token);
}
