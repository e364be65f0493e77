import { beforeAll, beforeEach, describe, expect, it } from "vitest";

import { db } from "~/db.server";
import { IMPORT_MAX_ROWS } from "~/lib/subscribers";

import { createBlog } from "./blog.server";
import { IMPORT_MESSAGES, importSubscribers, readSubscriberCsv } from "./subscriber-import.server";
import { confirmSubscription, subscribe, SubscribeSchema } from "./subscriber.server";
import {
  confirmationToken,
  emptyTables,
  insertStaff,
  startTestDatabase,
  taggedPostInput,
  TEST_MAIL,
} from "./testing.server";

beforeAll(startTestDatabase);
beforeEach(async () => {
  await emptyTables("subscriber_topics", "subscribers", "emails", "blogs", "tags", "activity_log");
  await createBlog(taggedPostInput(["Funding", "Design Thinking"]));
});

let staffCount = 0;
const importer = () => insertStaff(`importer-${++staffCount}`);

const csv = (...lines: string[]) => Buffer.from(lines.join("\r\n"));

async function readRows(bytes: Buffer) {
  const read = await readSubscriberCsv(bytes);
  if ("error" in read) throw new Error(read.error);
  return read;
}

const confirmations = () =>
  db
    .selectFrom("emails")
    .select("recipient")
    .where("kind", "=", "newsletter-confirmation")
    .orderBy("recipient")
    .execute();

describe("reading an import file", () => {
  it("reads email, name and topics (slugs or names), reporting each unreadable row with its line", async () => {
    const { rows, invalid } = await readRows(
      csv(
        "\uFEFFEmail,Name,Topics",
        "Asha@Example.com,Asha Rao,",
        "ravi@example.com,,funding; design thinking",
        "not-an-address,Someone,",
        "",
        "asha@example.com,Asha again,",
        "meera@example.com,Meera,Gardening",
        `"'=x@example.com",,`,
      ),
    );
    const [design, funding] = (await db.selectFrom("tags").select("id").orderBy("slug").execute()).map((tag) => tag.id);
    expect(rows).toEqual([
      { line: 2, email: "asha@example.com", name: "Asha Rao", tagIds: [] },
      { line: 3, email: "ravi@example.com", name: null, tagIds: [funding, design] },
    ]);
    expect(invalid).toEqual([
      { line: 4, message: "Email must be a valid email address" },
      { line: 6, message: IMPORT_MESSAGES.repeated(2) },
      { line: 7, message: IMPORT_MESSAGES.unknownTopic("Gardening") },
      { line: 8, message: "Email must be a valid email address" },
    ]);
  });

  it("takes a file of addresses alone, in any column order", async () => {
    expect((await readRows(csv("name,email", "Kavya,kavya@example.com"))).rows).toEqual([
      { line: 2, email: "kavya@example.com", name: "Kavya", tagIds: [] },
    ]);
  });

  it("refuses a whole file that is not CSV text, has no email column, breaks its quotes or has too many rows", async () => {
    const zip = Buffer.from([0x50, 0x4b, 0x03, 0x04, ...Buffer.from("spreadsheet bytes".repeat(20))]);
    expect(await readSubscriberCsv(zip)).toEqual({ error: IMPORT_MESSAGES.notCsv });
    expect(await readSubscriberCsv(Buffer.from([0x65, 0x6d, 0xff, 0xfe, 0x00]))).toEqual({
      error: IMPORT_MESSAGES.notCsv,
    });
    expect(await readSubscriberCsv(csv("address,name", "a@example.com,A"))).toEqual({
      error: IMPORT_MESSAGES.noEmailColumn,
    });
    expect(await readSubscriberCsv(Buffer.alloc(0))).toEqual({ error: IMPORT_MESSAGES.noEmailColumn });
    expect(await readSubscriberCsv(csv("email", "a@example.com", '"b@example.com'))).toEqual({
      error: IMPORT_MESSAGES.unreadable(3),
    });
    const rows = Array.from({ length: IMPORT_MAX_ROWS + 1 }, (_, index) => `r${index}@example.com`);
    expect(await readSubscriberCsv(csv("email", ...rows))).toEqual({ error: IMPORT_MESSAGES.tooManyRows });
    expect((await readRows(csv("email", ...rows.slice(1)))).rows).toHaveLength(IMPORT_MAX_ROWS);
  });
});

describe("importing", () => {
  it("adds new addresses as pending with a confirmation email each, leaving addresses on the list alone", async () => {
    await subscribe(SubscribeSchema.parse({ email: "known@example.com", name: "Known" }), { mail: TEST_MAIL });
    const before = await db.selectFrom("subscribers").selectAll().executeTakeFirstOrThrow();
    const { rows } = await readRows(
      csv("email,name,topics", "known@example.com,New name,", "new@example.com,New,funding"),
    );
    const actor = await importer();

    expect(await importSubscribers(rows, { consented: false, actor, mail: TEST_MAIL })).toEqual({
      added: 1,
      existing: 1,
    });
    expect(
      await db.selectFrom("subscribers").selectAll().where("email", "=", "known@example.com").executeTakeFirst(),
    ).toEqual(before);
    const added = await db
      .selectFrom("subscribers")
      .selectAll()
      .where("email", "=", "new@example.com")
      .executeTakeFirstOrThrow();
    expect(added).toMatchObject({
      name: "New",
      status: "pending",
      all_topics: 0,
      confirmed_at: null,
      consent_source: null,
    });
    expect(await confirmations()).toEqual([{ recipient: "known@example.com" }, { recipient: "new@example.com" }]);

    // The emailed link confirms as any subscriber's does.
    const email = await db
      .selectFrom("emails")
      .select("text")
      .where("recipient", "=", "new@example.com")
      .executeTakeFirstOrThrow();
    expect((await confirmSubscription(TEST_MAIL.secret, confirmationToken(email.text))).state).toBe("confirmed");
    const topics = await db.selectFrom("subscriber_topics").select("subscriber_id").execute();
    expect(topics).toEqual([{ subscriber_id: added.id }]);

    // Imported again: nobody is added or mailed twice.
    expect(await importSubscribers(rows, { consented: false, actor, mail: TEST_MAIL })).toEqual({
      added: 0,
      existing: 2,
    });
    expect(await confirmations()).toHaveLength(2);
    const log = await db.selectFrom("activity_log").select(["action", "summary"]).orderBy("id").execute();
    expect(log).toEqual([
      { action: "imported", summary: "Imported 1 subscriber (1 already on the list)" },
      { action: "imported", summary: "Imported 0 subscribers (2 already on the list)" },
    ]);
  });

  it("confirms the addresses at once when the importer vouches for their consent, recording the import, and mails nobody", async () => {
    const { rows } = await readRows(csv("email", "one@example.com", "two@example.com"));
    const actor = await importer();
    const now = new Date("2026-11-28T01:00:00.000Z");
    expect(await importSubscribers(rows, { consented: true, actor, mail: TEST_MAIL, now })).toEqual({
      added: 2,
      existing: 0,
    });
    const stored = await db.selectFrom("subscribers").selectAll().orderBy("email").execute();
    expect(stored[0]).toMatchObject({
      email: "one@example.com",
      status: "confirmed",
      all_topics: 1,
      confirmed_at: now.toISOString(),
      consent_email: "one@example.com",
      consent_source: "import",
      consent_recorded_by: actor.username,
      consent_version: null,
      confirm_nonce: null,
    });
    expect(await confirmations()).toEqual([]);
    expect(await db.selectFrom("activity_log").select("summary").execute()).toEqual([
      { summary: "Imported 2 subscribers with their consent (0 already on the list)" },
    ]);
  });

  it("writes a long file a batch per transaction, each logged with its part", async () => {
    const { rows } = await readRows(csv("email", "a@example.com", "b@example.com", "c@example.com"));
    const actor = await importer();
    expect(await importSubscribers(rows, { consented: true, actor, mail: TEST_MAIL, batch: 2 })).toEqual({
      added: 3,
      existing: 0,
    });
    expect(await db.selectFrom("activity_log").select("summary").orderBy("id").execute()).toEqual([
      { summary: "Imported 2 subscribers with their consent (0 already on the list, part 1 of 2)" },
      { summary: "Imported 1 subscriber with their consent (0 already on the list, part 2 of 2)" },
    ]);
  });
});
