import type { Kysely } from "kysely";
import { createHash } from "node:crypto";

import { camelCaseRow, type CamelCased } from "./camel-case.server";
import type { Database, FilesTable } from "../../db/database";

// The one place uploaded files are kept. The bytes live in the database beside their type, size
// and SHA-256, so every instance on a shared PostgreSQL sees the same files and a backup of the
// database holds them. Writes take the caller's transaction, so a file and the record that owns
// it are stored together or not at all. An object store can replace this module behind the same
// functions (keeping the metadata row, the bytes elsewhere). Every function takes the database (or
// a transaction of it), so the command-line tools use it too.

/** A kept file without its bytes. */
export type StoredFile = CamelCased<Omit<FilesTable, "bytes" | "id" | "size">> & { id: number; size: number };

/** A file to keep: its bytes, the type found in them (never the browser's claim) and the name it came with. */
export type NewFile = { name: string; contentType: string; bytes: Uint8Array };

/** The database or an open transaction of it. */
type Executor = Kysely<Database>;

const METADATA = ["id", "name", "content_type", "size", "sha256", "created_at"] as const;

export function sha256Hex(bytes: Uint8Array) {
  return createHash("sha256").update(bytes).digest("hex");
}

/** Keeps a file (inside the caller's transaction when `executor` is one) and returns its record. */
export async function storeFile(executor: Executor, file: NewFile, now = new Date()): Promise<StoredFile> {
  const row = await executor
    .insertInto("files")
    .values({
      name: file.name,
      content_type: file.contentType,
      size: file.bytes.byteLength,
      sha256: sha256Hex(file.bytes),
      bytes: Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength),
      created_at: now.toISOString(),
    })
    .returning(METADATA)
    .executeTakeFirstOrThrow();
  return camelCaseRow(row);
}

/** A kept file with its bytes, or null. */
export async function readFile(executor: Executor, id: number) {
  const row = await executor.selectFrom("files").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return null;
  const { bytes, ...metadata } = camelCaseRow(row);
  return { ...metadata, bytes: Buffer.from(bytes) };
}

/** Removes files for good (inside the caller's transaction when `executor` is one). */
export async function removeFiles(executor: Executor, ids: number[]) {
  if (ids.length === 0) return;
  await executor.deleteFrom("files").where("id", "in", ids).execute();
}
