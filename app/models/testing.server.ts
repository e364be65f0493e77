import type { z } from "zod";

import { db } from "~/db.server";

import type { Database } from "../../db/database";

// Helpers for the models' tests (never imported by the app).

/** Each field's first message when the schema refuses the input, as the forms show them; {} when it accepts it. */
export function fieldMessages(schema: z.ZodTypeAny, input: unknown) {
  const messages: Record<string, string> = {};
  for (const issue of schema.safeParse(input).error?.issues ?? []) messages[issue.path.join(".")] ??= issue.message;
  return messages;
}

/** Deletes every row of these tables, so that each test starts from none. */
export async function emptyTables(...tables: Array<keyof Database>) {
  for (const table of tables) await db.deleteFrom(table).execute();
}
