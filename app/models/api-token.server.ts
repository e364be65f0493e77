import type { Transaction } from "kysely";
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes, randomUUID } from "node:crypto";
import { z } from "zod";

import { db } from "~/db.server";
import { hashSecretToken, newSecretToken } from "~/lib/secret-token.server";
import { tooLongMessage } from "~/lib/text-schema";

import { toSessionUser, type SessionUser } from "./user.server";
import type { Database } from "../../db/database";

export const ACCESS_TOKEN_TTL_MS = 15 * 60 * 1000;
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/**
 * How long a just-rotated refresh token still answers with the pair that replaced it, so two
 * tabs (or a retry) refreshing at once both carry on; after it, a reuse revokes the family.
 */
const REFRESH_GRACE_MS = 10_000;

const MAX_TOKEN_LENGTH = 256;

export const RefreshTokenSchema = z.object({
  refreshToken: z
    .string({ required_error: "refreshToken is required", invalid_type_error: "refreshToken must be a string" })
    .min(1, "refreshToken is required")
    // Ours are 43 characters; anything much longer is not worth hashing.
    .max(MAX_TOKEN_LENGTH, tooLongMessage("refreshToken", MAX_TOKEN_LENGTH)),
});

export type ApiTokens = { token: string; refreshToken: string };

function newTokenPair(): ApiTokens {
  return { token: newSecretToken(), refreshToken: newSecretToken() };
}

async function insertTokenPair(trx: Transaction<Database>, familyId: string, pair: ApiTokens, now: number) {
  const createdAt = new Date(now).toISOString();
  await trx
    .insertInto("api_tokens")
    .values([
      {
        family_id: familyId,
        kind: "access",
        token_hash: hashSecretToken(pair.token),
        expires_at: new Date(now + ACCESS_TOKEN_TTL_MS).toISOString(),
        created_at: createdAt,
      },
      {
        family_id: familyId,
        kind: "refresh",
        token_hash: hashSecretToken(pair.refreshToken),
        expires_at: new Date(now + REFRESH_TOKEN_TTL_MS).toISOString(),
        created_at: createdAt,
      },
    ])
    .execute();
  return pair;
}

/**
 * The pair that replaced a refresh token is kept on the old token's row during the grace window,
 * sealed (AES-256-GCM) with a key derived from the old token: the database alone cannot open it,
 * only a client that still holds the old token. The row's hash is bound in as associated data.
 */
function successorKey(refreshToken: string) {
  return Buffer.from(hkdfSync("sha256", refreshToken, "", "lumora api refresh-token successor v1", 32));
}

function sealSuccessor(refreshToken: string, tokenHash: string, pair: ApiTokens) {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", successorKey(refreshToken), iv);
  cipher.setAAD(Buffer.from(tokenHash));
  const sealed = Buffer.concat([cipher.update(JSON.stringify(pair), "utf8"), cipher.final()]);
  return ["v1", ...[iv, cipher.getAuthTag(), sealed].map((part) => part.toString("base64url"))].join(".");
}

function openSuccessor(refreshToken: string, tokenHash: string, box: string): ApiTokens | null {
  const [version, iv, tag, sealed] = box.split(".");
  if (version !== "v1" || !iv || !tag || !sealed) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", successorKey(refreshToken), Buffer.from(iv, "base64url"));
    decipher.setAAD(Buffer.from(tokenHash));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    const json = Buffer.concat([decipher.update(Buffer.from(sealed, "base64url")), decipher.final()]).toString("utf8");
    const pair = JSON.parse(json) as ApiTokens;
    return typeof pair.token === "string" && typeof pair.refreshToken === "string" ? pair : null;
  } catch {
    return null;
  }
}

/** Sealed pairs are kept for the grace window only; every rotation erases those past it. */
async function eraseExpiredSuccessors(trx: Transaction<Database>, now: number) {
  await trx
    .updateTable("api_tokens")
    .set({ successor_box: null })
    .where("successor_box", "is not", null)
    .where("used_at", "<=", new Date(now - REFRESH_GRACE_MS).toISOString())
    .execute();
}

/** A new family of tokens for a user who just signed in through the API. */
export async function createApiTokens(userId: number, now = Date.now()) {
  return db.transaction().execute(async (trx) => {
    // Housekeeping on sign-in: tokens past their expiry can never be used again.
    await trx.deleteFrom("api_tokens").where("expires_at", "<=", new Date(now).toISOString()).execute();
    const familyId = randomUUID();
    await trx
      .insertInto("api_token_families")
      .values({ id: familyId, user_id: userId, created_at: new Date(now).toISOString() })
      .execute();
    await eraseExpiredSuccessors(trx, now);
    return insertTokenPair(trx, familyId, newTokenPair(), now);
  });
}

/** The user an unexpired, unrevoked access token belongs to, or null. */
export async function getAccessTokenUser(token: string, now = Date.now()): Promise<SessionUser | null> {
  const row = await db
    .selectFrom("api_tokens")
    .innerJoin("api_token_families", "api_token_families.id", "api_tokens.family_id")
    .innerJoin("users", "users.id", "api_token_families.user_id")
    .select(["users.id", "users.username", "users.role"])
    .where("api_tokens.token_hash", "=", hashSecretToken(token))
    .where("api_tokens.kind", "=", "access")
    .where("api_tokens.expires_at", ">", new Date(now).toISOString())
    .where("api_token_families.revoked_at", "is", null)
    .where("users.deactivated_at", "is", null)
    .executeTakeFirst();
  return row ? toSessionUser(row) : null;
}

async function revokeFamily(trx: Transaction<Database>, familyId: string, now: number) {
  await trx
    .updateTable("api_token_families")
    .set({ revoked_at: new Date(now).toISOString() })
    .where("id", "=", familyId)
    .where("revoked_at", "is", null)
    .execute();
  await trx
    .updateTable("api_tokens")
    .set({ successor_box: null })
    .where("family_id", "=", familyId)
    .where("successor_box", "is not", null)
    .execute();
}

function findRefreshToken(tokenHash: string) {
  return db
    .selectFrom("api_tokens")
    .innerJoin("api_token_families", "api_token_families.id", "api_tokens.family_id")
    .select([
      "api_tokens.id",
      "api_tokens.family_id",
      "api_tokens.expires_at",
      "api_tokens.used_at",
      "api_tokens.successor_box",
      "api_token_families.revoked_at",
    ])
    .where("api_tokens.token_hash", "=", tokenHash)
    .where("api_tokens.kind", "=", "refresh")
    .executeTakeFirst();
}

/**
 * Exchanges a refresh token for a new pair; the old refresh token is spent. Within
 * REFRESH_GRACE_MS of its rotation, the spent token answers with the same new pair (parallel
 * refreshes of two tabs); after that, presenting it means it leaked: the whole family is revoked.
 * Returns null for unknown, expired, revoked or (after the window) spent tokens.
 */
export async function rotateRefreshToken(refreshToken: string, now = Date.now()): Promise<ApiTokens | null> {
  const tokenHash = hashSecretToken(refreshToken);
  let row = await findRefreshToken(tokenHash);
  if (!row || row.revoked_at) return null;
  if (!row.used_at) {
    if (row.expires_at <= new Date(now).toISOString()) return null;
    const { id, family_id: familyId } = row;
    const pair = newTokenPair();
    const claimed = await db.transaction().execute(async (trx) => {
      // Only one request can spend the token, whichever instance it reaches.
      const spent = await trx
        .updateTable("api_tokens")
        .set({ used_at: new Date(now).toISOString(), successor_box: sealSuccessor(refreshToken, tokenHash, pair) })
        .where("id", "=", id)
        .where("used_at", "is", null)
        .executeTakeFirst();
      if (Number(spent.numUpdatedRows) !== 1) return false;
      await insertTokenPair(trx, familyId, pair, now);
      await eraseExpiredSuccessors(trx, now);
      return true;
    });
    if (claimed) return pair;
    // A parallel request spent it first: answer as that request did.
    row = await findRefreshToken(tokenHash);
    if (!row || row.revoked_at) return null;
  }

  const { used_at: usedAt, successor_box: box, family_id: familyId } = row;
  const withinGrace = usedAt !== null && now < Date.parse(usedAt) + REFRESH_GRACE_MS;
  const successor = withinGrace && box ? openSuccessor(refreshToken, tokenHash, box) : null;
  if (successor) return successor;
  // Spent and past the window: the token leaked, so every token of this sign-in stops working.
  await db.transaction().execute((trx) => revokeFamily(trx, familyId, now));
  return null;
}

/** Ends an API sign-in: every token of the refresh token's family stops working. False if unknown. */
export async function revokeRefreshTokenFamily(refreshToken: string, now = Date.now()) {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("api_tokens")
      .select("family_id")
      .where("token_hash", "=", hashSecretToken(refreshToken))
      .where("kind", "=", "refresh")
      .executeTakeFirst();
    if (!row) return false;
    await revokeFamily(trx, row.family_id, now);
    return true;
  });
}
