import { beforeAll, beforeEach, describe, expect, it } from "vitest";

import { newsletterSeed } from "~/content/seed/newsletter";
import { db } from "~/db.server";
import { consentVersionOf } from "~/lib/consent-version.server";

import { createBlog } from "./blog.server";
import { runNewsletterSends } from "./newsletter.server";
import { allSubscribers, deleteSubscriber, listSubscribers, subscriberFiltersFromUrl } from "./subscriber-list.server";
import { confirmSubscription, subscribe, SubscribeSchema, unsubscribe } from "./subscriber.server";
import {
  confirmationToken,
  emptyTables,
  insertStaff,
  NEWSLETTER_TABLES,
  startTestDatabase,
  taggedPostInput,
  TEST_MAIL,
} from "./testing.server";

beforeAll(startTestDatabase);
beforeEach(() => emptyTables(...NEWSLETTER_TABLES, "activity_log"));

const NO_FILTERS = { state: null, topic: null, q: "" };

/** Subscribes `email` (topics: tag slugs; none for every post); confirmed unless told otherwise. */
async function reader(
  email: string,
  { name, topics = [], confirm = true }: { name?: string; topics?: string[]; confirm?: boolean } = {},
) {
  const scope = topics.length ? "topics" : "all";
  await subscribe(SubscribeSchema.parse({ email, name, scope, topics }), { mail: TEST_MAIL });
  const subscriber = await db
    .selectFrom("subscribers")
    .selectAll()
    .where("email", "=", email)
    .executeTakeFirstOrThrow();
  if (confirm) {
    const email = await db
      .selectFrom("emails")
      .select("text")
      .where("about", "=", `subscriber:${subscriber.id}`)
      .executeTakeFirstOrThrow();
    const token = confirmationToken(email.text);
    expect((await confirmSubscription(TEST_MAIL.secret, token)).state).toBe("confirmed");
  }
  return subscriber.id;
}

const emailsOf = (list: Array<{ email: string }>) => list.map((subscriber) => subscriber.email);

describe("the subscribers list", () => {
  beforeEach(async () => {
    // The blog's tags are the topics readers choose from.
    await createBlog(taggedPostInput(["Funding", "Design"]));
    await reader("asha@example.com", { name: "Asha Rao" });
    await reader("ravi@example.com", { name: "Ravi Menon", topics: ["funding"] });
    await reader("pending@example.com", { topics: ["design", "funding"], confirm: false });
    const leaving = await reader("leaving@example.com");
    await unsubscribe(leaving);
  });

  it("filters by state, topic and a search of the address or name, counting each state over the other filters", async () => {
    const all = await listSubscribers(NO_FILTERS);
    expect(all.total).toBe(4);
    expect(all.stateCounts).toEqual({ pending: 1, confirmed: 2, unsubscribed: 1, bounced: 0 });
    // Newest first.
    expect(emailsOf(all.subscribers)).toEqual([
      "leaving@example.com",
      "pending@example.com",
      "ravi@example.com",
      "asha@example.com",
    ]);

    expect(emailsOf((await listSubscribers({ ...NO_FILTERS, state: "confirmed" })).subscribers)).toEqual([
      "ravi@example.com",
      "asha@example.com",
    ]);
    const funding = await listSubscribers({ ...NO_FILTERS, topic: "funding" });
    expect(emailsOf(funding.subscribers)).toEqual(["pending@example.com", "ravi@example.com"]);
    expect(funding.stateCounts).toEqual({ pending: 1, confirmed: 1, unsubscribed: 0, bounced: 0 });
    expect(emailsOf((await listSubscribers({ ...NO_FILTERS, topic: "all" })).subscribers)).toEqual([
      "leaving@example.com",
      "asha@example.com",
    ]);
    expect(emailsOf((await listSubscribers({ ...NO_FILTERS, q: "MENON" })).subscribers)).toEqual(["ravi@example.com"]);
    expect(emailsOf((await listSubscribers({ ...NO_FILTERS, q: "asha@" })).subscribers)).toEqual(["asha@example.com"]);
    // A search's % and _ are literal characters.
    expect((await listSubscribers({ ...NO_FILTERS, q: "%" })).total).toBe(0);
  });

  it("shows each reader's topics, dates and consent, and pages the list", async () => {
    const { subscribers } = await listSubscribers({ ...NO_FILTERS, q: "pending" });
    expect(subscribers[0]).toMatchObject({
      state: "pending",
      everyPost: false,
      topics: [
        { slug: "design", name: "Design" },
        { slug: "funding", name: "Funding" },
      ],
      confirmedAt: null,
    });
    const [asha] = (await listSubscribers({ ...NO_FILTERS, q: "asha" })).subscribers;
    expect(asha).toMatchObject({
      everyPost: true,
      topics: [],
      consentSource: "confirmation",
      consentVersion: consentVersionOf(newsletterSeed.consent),
    });
    expect(asha!.confirmedAt).toEqual(expect.any(String));

    const second = await listSubscribers(NO_FILTERS, { page: 2, limit: 3 });
    expect(emailsOf(second.subscribers)).toEqual(["asha@example.com"]);
    expect(second).toMatchObject({ total: 4, page: 2, limit: 3 });
  });

  it("gives the export every match in batches", async () => {
    const exported = [];
    for await (const subscriber of allSubscribers({ ...NO_FILTERS, topic: "funding" }, 1)) exported.push(subscriber);
    expect(emailsOf(exported)).toEqual(["pending@example.com", "ravi@example.com"]);
  });

  it("reads filters from a URL, dropping an unknown state", () => {
    expect(subscriberFiltersFromUrl(new URLSearchParams("state=gone&topic=funding&q=%20asha%20"))).toEqual({
      state: null,
      topic: "funding",
      q: "asha",
    });
  });
});

describe("deleting a subscriber", () => {
  it("erases them with their topics, deliveries and emails, logged by number only; others are untouched", async () => {
    await createBlog(taggedPostInput(["Funding"]));
    const gone = await reader("gone@example.com", { topics: ["funding"] });
    const stays = await reader("stays@example.com");
    await createBlog({ ...taggedPostInput(["Funding"]), newsletter: "summary" });
    expect(await runNewsletterSends({ mail: () => Promise.resolve(TEST_MAIL), perMinute: 300 })).toBe(2);

    const staff = await insertStaff("editor-delete");
    expect(await deleteSubscriber(gone, staff)).toBe(true);
    expect(await deleteSubscriber(gone, staff)).toBe(false);

    expect(await db.selectFrom("subscribers").select("email").execute()).toEqual([{ email: "stays@example.com" }]);
    expect(await db.selectFrom("subscriber_topics").selectAll().execute()).toEqual([]);
    expect(await db.selectFrom("newsletter_deliveries").select("subscriber_id").execute()).toEqual([
      { subscriber_id: stays },
    ]);
    const recipients = await db.selectFrom("emails").select("recipient").distinct().execute();
    expect(recipients).toEqual([{ recipient: "stays@example.com" }]);
    const log = await db.selectFrom("activity_log").select(["kind", "action", "summary", "actor_name"]).execute();
    expect(log).toEqual([
      { kind: "subscriber", action: "deleted", summary: `Deleted subscriber #${gone}`, actor_name: "editor-delete" },
    ]);
  });
});
