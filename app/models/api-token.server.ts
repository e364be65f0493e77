import { createHash, randomBytes, randomUUID } from "node:crypto";

import type { Transaction } from "kysely";
import { z } from "zod";

import type { Database } from "../../db/database";
import { db } from "~/db.server";
import { tooLongMessage } from "~/utils/text-schema";

import type { SessionUser } from "./user.server";

export const ACCESS_TOKEN_TTL_MS = 15 * 60 * 1000;
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

const MAX_TOKEN_LENGTH = 256;

export const RefreshTokenSchema = z.object({
  refreshToken: z
    .string({ required_error: "refreshToken is required", invalid_type_error: "refreshToken must be a string" })
    .min(1, "refreshToken is required")
    // Ours are 43 characters; anything much longer is not worth hashing.
    .max(MAX_TOKEN_LENGTH, tooLongMessage("refreshToken", MAX_TOKEN_LENGTH)),
});

export type ApiTokens = { token: string; refreshToken: string };

/** Tokens are random; only their SHA-256 digest is stored, so a database leak reveals no usable token. */
function hashToken(token: string) {
  return createHash("sha256").update(token).digest("hex");
}

async function insertTokenPair(trx: Transaction<Database>, familyId: string, now: number): Promise<ApiTokens> {
  const pair = { token: randomBytes(32).toString("base64url"), refreshToken: randomBytes(32).toString("base64url") };
  const createdAt = new Date(now).toISOString();
  await trx
    .insertInto("api_tokens")
    .values([
      {
        family_id: familyId,
        kind: "access",
        token_hash: hashToken(pair.token),
        expires_at: new Date(now + ACCESS_TOKEN_TTL_MS).toISOString(),
        created_at: createdAt,
      },
      {
        family_id: familyId,
        kind: "refresh",
        token_hash: hashToken(pair.refreshToken),
        expires_at: new Date(now + REFRESH_TOKEN_TTL_MS).toISOString(),
        created_at: createdAt,
      },
    ])
    .execute();
  return pair;
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
    return insertTokenPair(trx, familyId, now);
  });
}

/** The user an unexpired, unrevoked access token belongs to, or null. */
export async function getAccessTokenUser(token: string, now = Date.now()): Promise<SessionUser | null> {
  const row = await db
    .selectFrom("api_tokens")
    .innerJoin("api_token_families", "api_token_families.id", "api_tokens.family_id")
    .innerJoin("users", "users.id", "api_token_families.user_id")
    .select(["users.id", "users.username", "users.is_admin"])
    .where("api_tokens.token_hash", "=", hashToken(token))
    .where("api_tokens.kind", "=", "access")
    .where("api_tokens.expires_at", ">", new Date(now).toISOString())
    .where("api_token_families.revoked_at", "is", null)
    .executeTakeFirst();
  return row ? { id: row.id, username: row.username, isAdmin: row.is_admin === 1 } : null;
}

async function revokeFamily(trx: Transaction<Database>, familyId: string, now: number) {
  await trx
    .updateTable("api_token_families")
    .set({ revoked_at: new Date(now).toISOString() })
    .where("id", "=", familyId)
    .where("revoked_at", "is", null)
    .execute();
}

/**
 * Exchanges a refresh token for a new pair; the old refresh token stops working.
 * Presenting an already rotated token means it leaked: the whole family is revoked.
 * Returns null for unknown, expired, rotated or revoked tokens.
 */
export async function rotateRefreshToken(refreshToken: string, now = Date.now()): Promise<ApiTokens | null> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("api_tokens")
      .innerJoin("api_token_families", "api_token_families.id", "api_tokens.family_id")
      .select(["api_tokens.id", "api_tokens.family_id", "api_tokens.expires_at", "api_tokens.used_at", "api_token_families.revoked_at"])
      .where("api_tokens.token_hash", "=", hashToken(refreshToken))
      .where("api_tokens.kind", "=", "refresh")
      .executeTakeFirst();
    if (!row || row.revoked_at) return null;
    if (row.used_at) {
      await revokeFamily(trx, row.family_id, now);
      return null;
    }
    if (row.expires_at <= new Date(now).toISOString()) return null;
    await trx.updateTable("api_tokens").set({ used_at: new Date(now).toISOString() }).where("id", "=", row.id).execute();
    return insertTokenPair(trx, row.family_id, now);
  });
}

/** Ends an API sign-in: every token of the refresh token's family stops working. False if unknown. */
export async function revokeRefreshTokenFamily(refreshToken: string, now = Date.now()) {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("api_tokens")
      .select("family_id")
      .where("token_hash", "=", hashToken(refreshToken))
      .where("kind", "=", "refresh")
      .executeTakeFirst();
    if (!row) return false;
    await revokeFamily(trx, row.family_id, now);
    return true;
  });
}
