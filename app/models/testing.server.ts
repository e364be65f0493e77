import type { z } from "zod";

import { settingsSeed } from "~/content/seed/settings";
import { db, startDatabase } from "~/db.server";
import type { MailContext } from "~/emails/email";
import { DEFAULT_AVAILABILITY, type AvailabilityRules } from "~/lib/availability";

import { getAvailability, saveAvailability } from "./availability.server";
import { BlogInputSchema } from "./blog.server";
import type { Database } from "../../db/database";
import { migrateToLatest } from "../../db/migrate";

// Helpers for the models' tests (never imported by the app).

/**
 * Migrates the test file's own database (in memory, or a PostgreSQL one of its own) before its
 * tests, as the server does at start: `beforeAll(startTestDatabase)` in every file that queries.
 */
export function startTestDatabase() {
  return startDatabase(migrateToLatest);
}

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

/** A job `createJob` accepts, open to applications, for the tests that need one (spread it to vary a field). */
export const JOB_INPUT = {
  title: "Product Analyst",
  company: "Lumora Ventures",
  location: "Bengaluru, India",
  workplace: "On-site" as const,
  country: "IN",
  type: "Full-time" as const,
  salary: 1800000,
  department: "Operations",
  description: "Decisions from data.",
  requirements: "SQL",
};

/** The token of the newsletter confirmation link in an email's text. */
export function confirmationToken(emailText: string) {
  return /\/newsletter\/confirm\/(\S+)/.exec(emailText)![1]!;
}

/** The tables the newsletter writes or reads (its sends, readers, emails, posts and tags), each before those it refers to. */
export const NEWSLETTER_TABLES = [
  "newsletter_deliveries",
  "newsletter_sends",
  "subscriber_topics",
  "subscribers",
  "emails",
  "blogs",
  "tags",
] as const satisfies ReadonlyArray<keyof Database>;

/** Puts the booking calendar back to the seeded rules with `changes` made, saved as staff would. */
export async function setAvailability(changes: Partial<AvailabilityRules> = {}) {
  const { version } = await getAvailability();
  await saveAvailability({ ...DEFAULT_AVAILABILITY, ...changes }, { expectedVersion: version });
}

/** A staff account (an editor) and the actor its changes are logged with. */
export async function insertStaff(username: string, name: string | null = null) {
  const now = new Date().toISOString();
  const user = await db
    .insertInto("users")
    .values({ username, name, role: "editor", password_hash: "x", created_at: now, updated_at: now })
    .returning(["id", "username"])
    .executeTakeFirstOrThrow();
  return { id: user.id, username: user.username };
}

/** The mail settings the models' tests queue emails with. */
export const TEST_MAIL: MailContext = {
  siteUrl: "https://site.test",
  company: settingsSeed.company,
  from: "Lumora Ventures <hello@lumoraventures.com>",
  staff: ["staff@site.test"],
  secret: "test-secret-for-signed-links",
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** Writes an activity log entry made `days` before `now` (for the retention's tests). */
export async function insertActivityEntryAged(days: number, summary: string, now: Date) {
  await db
    .insertInto("activity_log")
    .values({
      created_at: new Date(now.getTime() - days * DAY_MS).toISOString(),
      actor_id: null,
      actor_name: "Command line",
      kind: "post",
      action: "updated",
      summary,
    })
    .execute();
}

/** A post's form input with these tags (a title of its own each time), for the tags' tests. */
export function taggedPostInput(tags: string[], overrides: Record<string, unknown> = {}) {
  return BlogInputSchema.parse({
    title: `Post ${Math.random()}`,
    author: "Author",
    description: "Description",
    content: "<p>Body</p>",
    tags: tags.join(", "),
    ...overrides,
  });
}
