import { parse } from "csv-parse/sync";
import type { Kysely } from "kysely";
import { z } from "zod";

import { db } from "~/db.server";
import type { MailContext } from "~/emails/email";
import { fileTypeOf } from "~/lib/file-type.server";
import { newSecretToken } from "~/lib/secret-token.server";
import { IMPORT_MAX_ROWS } from "~/lib/subscribers";
import { EmailSchema, optionalText } from "~/lib/text-schema";

import { logActivity, type StaffActor } from "./activity.server";
import { queueEmails } from "./outbox.server";
import { confirmationEmail } from "./subscriber.server";
import type { Database } from "../../db/database";

// Staff import a list of readers from a CSV file (columns email, name, topics). A new address
// becomes pending and gets the confirmation email, unless the importer vouches that its owner
// already consented (then it is confirmed, its consent recorded as the importer's import). An
// address already on the list, in any state, is left as it is and not mailed again.

/** New subscribers written (with their emails) per transaction. */
const BATCH = 500;

export const IMPORT_MESSAGES = {
  missing: "Choose a CSV file to import",
  tooLarge: "The file is larger than 1 MB. Split it into smaller files and import each.",
  notCsv: "The file is not a CSV file. Save the spreadsheet as CSV (UTF-8) and try again.",
  noEmailColumn: "The file's first line must name its columns, one of them email.",
  tooManyRows: `The file has more than ${IMPORT_MAX_ROWS.toLocaleString("en-US")} rows. Split it into files of at most ${IMPORT_MAX_ROWS.toLocaleString("en-US")} rows and import each.`,
  unreadable: (line: number) => `The file could not be read as CSV at line ${line}: check its quotes.`,
  unknownTopic: (topic: string) => `Unknown topic “${topic}”`,
  repeated: (line: number) => `The same address as line ${line}`,
};

/** A readable row of the file: its line, the address (lower-cased), the name and the tags chosen (none: every post). */
export type ImportRow = { line: number; email: string; name: string | null; tagIds: number[] };
export type InvalidRow = { line: number; message: string };
export type ImportSummary = { added: number; existing: number; invalid: InvalidRow[] };

const RowSchema = z.object({ email: EmailSchema, name: optionalText("Name", 120) });

/** A cell that the export wrote with a leading quote (formula-safe) reads as it was. */
const unquoted = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

/** The file's text when its bytes are UTF-8 text (not a spreadsheet or any other binary file), else null. */
async function csvText(bytes: Buffer) {
  if (bytes.includes(0) || (await fileTypeOf(bytes))) return null;
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** Each tag's id by its slug and by its name, lower-cased: topics may be written either way. */
async function tagsByName() {
  const tags = await db.selectFrom("tags").select(["id", "slug", "name"]).execute();
  const byName = new Map<string, number>();
  for (const tag of tags) {
    byName.set(tag.slug.toLowerCase(), tag.id);
    byName.set(tag.name.toLowerCase(), tag.id);
  }
  return byName;
}

type Records = Array<{ record: Record<string, string>; info: { lines: number } }>;

/** The file's records and its first line's column names (lower-cased), or why it cannot be read. */
function parseRecords(text: string): { records: Records; columns: string[] } | { error: string } {
  let columns: string[] = [];
  try {
    const records = parse(text, {
      bom: true,
      columns: (header: string[]) => (columns = header.map((name) => name.trim().toLowerCase())),
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      trim: true,
    }) as Records;
    return { records, columns };
  } catch (error) {
    return { error: IMPORT_MESSAGES.unreadable((error as { lines?: number }).lines ?? 1) };
  }
}

/**
 * The rows of an uploaded file, each readable one with its topics' tags, the others with their line
 * and what is wrong; or why the whole file is refused (not text, no email column, too many rows).
 */
export async function readSubscriberCsv(
  bytes: Buffer,
): Promise<{ rows: ImportRow[]; invalid: InvalidRow[] } | { error: string }> {
  const text = await csvText(bytes);
  if (text === null) return { error: IMPORT_MESSAGES.notCsv };
  const parsed = parseRecords(text);
  if ("error" in parsed) return parsed;
  const { records, columns } = parsed;
  if (!columns.includes("email")) return { error: IMPORT_MESSAGES.noEmailColumn };
  if (records.length > IMPORT_MAX_ROWS) return { error: IMPORT_MESSAGES.tooManyRows };

  const tags = await tagsByName();
  const rows: ImportRow[] = [];
  const invalid: InvalidRow[] = [];
  const firstLine = new Map<string, number>();
  for (const { record, info } of records) {
    const line = info.lines;
    const cells = RowSchema.safeParse({ email: unquoted(record.email ?? ""), name: unquoted(record.name ?? "") });
    if (!cells.success) {
      invalid.push({ line, message: cells.error.issues[0]!.message });
      continue;
    }
    const email = cells.data.email.toLowerCase();
    const earlier = firstLine.get(email);
    if (earlier !== undefined) {
      invalid.push({ line, message: IMPORT_MESSAGES.repeated(earlier) });
      continue;
    }
    const topics = (record.topics ?? "")
      .split(/[;|]/)
      .map((topic) => topic.trim())
      .filter(Boolean);
    const unknown = topics.find((topic) => !tags.has(topic.toLowerCase()));
    if (unknown !== undefined) {
      invalid.push({ line, message: IMPORT_MESSAGES.unknownTopic(unknown) });
      continue;
    }
    firstLine.set(email, line);
    const tagIds = [...new Set(topics.map((topic) => tags.get(topic.toLowerCase())!))];
    rows.push({ line, email, name: cells.data.name, tagIds });
  }
  return { rows, invalid };
}

/** Writes one batch of new subscribers in `trx` (an address already there is skipped); resolves to how many were new. */
async function addBatch(
  trx: Kysely<Database>,
  batch: ImportRow[],
  { consented, actor, mail, now }: ImportOptions & { now: Date },
) {
  const timestamp = now.toISOString();
  const nonces = new Map(batch.map((row) => [row.email, consented ? null : newSecretToken()]));
  const inserted = await trx
    .insertInto("subscribers")
    .values(
      batch.map((row) => ({
        email: row.email,
        name: row.name,
        status: consented ? ("confirmed" as const) : ("pending" as const),
        all_topics: row.tagIds.length === 0 ? 1 : 0,
        confirm_nonce: nonces.get(row.email)!,
        confirmation_sent_at: consented ? null : timestamp,
        confirmed_at: consented ? timestamp : null,
        consent_email: consented ? row.email : null,
        consent_source: consented ? ("import" as const) : null,
        consent_recorded_by: consented ? actor.username : null,
        created_at: timestamp,
        updated_at: timestamp,
      })),
    )
    .onConflict((oc) => oc.column("email").doNothing())
    .returning(["id", "email"])
    .execute();
  const byEmail = new Map(batch.map((row) => [row.email, row]));
  const topics = inserted.flatMap((subscriber) =>
    byEmail.get(subscriber.email)!.tagIds.map((tagId) => ({ subscriber_id: subscriber.id, tag_id: tagId })),
  );
  if (topics.length > 0) await trx.insertInto("subscriber_topics").values(topics).execute();
  if (!consented) {
    const emails = inserted.map((subscriber) =>
      confirmationEmail({ ...subscriber, nonce: nonces.get(subscriber.email)! }, mail, now),
    );
    await queueEmails(trx, emails, { from: mail.from, now });
  }
  return inserted.length;
}

type ImportOptions = { consented: boolean; actor: StaffActor; mail: MailContext };

/**
 * Adds the rows' new addresses, a batch per transaction (SQLite's one connection is never held
 * long): pending with a confirmation email each, or (`consented`) confirmed, the consent recorded
 * as this import by `actor`. An address already on the list is counted and left alone. Each batch
 * is logged with its counts, never an address.
 */
export async function importSubscribers(
  rows: ImportRow[],
  { now = new Date(), batch = BATCH, ...options }: ImportOptions & { now?: Date; batch?: number },
) {
  const parts = Math.ceil(rows.length / batch);
  let added = 0;
  for (let part = 1; part <= Math.max(parts, 1); part++) {
    const rowsOfPart = rows.slice((part - 1) * batch, part * batch);
    added += await db.transaction().execute(async (trx) => {
      const count = await addBatch(trx, rowsOfPart, { ...options, now });
      const vouched = options.consented ? " with their consent" : "";
      const ofParts = parts > 1 ? `, part ${part} of ${parts}` : "";
      const summary = `Imported ${count} ${count === 1 ? "subscriber" : "subscribers"}${vouched} (${rowsOfPart.length - count} already on the list${ofParts})`;
      await logActivity(trx, options.actor, { kind: "subscriber", action: "imported", summary }, now);
      return count;
    });
  }
  return { added, existing: rows.length - added };
}
