import { beforeAll, beforeEach, describe, expect, it } from "vitest";

import { newsletterSeed } from "~/content/seed/newsletter";
import { db } from "~/db.server";
import { consentVersionOf } from "~/lib/consent-version.server";
import { signToken } from "~/lib/signed-token.server";

import { createBlog, updateBlog } from "./blog.server";
import { listNewsletterSends, runNewsletterSends } from "./newsletter.server";
import {
  confirmLinkState,
  confirmSubscription,
  recordBounce,
  subscribe,
  SubscribeSchema,
  subscriberOfReaderToken,
  unsubscribe,
} from "./subscriber.server";
import {
  confirmationToken,
  emptyTables,
  NEWSLETTER_TABLES,
  startTestDatabase,
  taggedPostInput,
  TEST_MAIL,
} from "./testing.server";

beforeAll(startTestDatabase);
beforeEach(() => emptyTables(...NEWSLETTER_TABLES));

const mail = () => Promise.resolve(TEST_MAIL);
const HOUR = 60 * 60_000;

const confirmationLinks = async () =>
  (
    await db.selectFrom("emails").select("text").where("kind", "=", "newsletter-confirmation").orderBy("id").execute()
  ).map((email) => confirmationToken(email.text));

/** Subscribes and confirms `email` (topics: tag slugs, none for every post), at `now`. */
async function confirmedReader(email: string, topics: string[] = [], now = new Date(Date.now() - HOUR)) {
  const input = SubscribeSchema.parse({ email, scope: topics.length ? "topics" : "all", topics });
  await subscribe(input, { mail: TEST_MAIL, now });
  const links = await confirmationLinks();
  expect((await confirmSubscription(TEST_MAIL.secret, links.at(-1)!, now)).state).toBe("confirmed");
}

const postEmails = () =>
  db
    .selectFrom("emails")
    .select(["recipient", "subject", "headers", "html", "text"])
    .where("kind", "=", "newsletter-post")
    .orderBy("recipient")
    .execute();

describe("subscribing", () => {
  it("stores a pending reader and emails a confirmation link, at most once in 10 minutes however often it is asked", async () => {
    const now = new Date();
    const input = SubscribeSchema.parse({ email: "Reader@Example.com", name: "Rea" });
    await subscribe(input, { mail: TEST_MAIL, now });
    await subscribe(input, { mail: TEST_MAIL, now: new Date(now.getTime() + 60_000) });
    const subscriber = await db.selectFrom("subscribers").selectAll().executeTakeFirstOrThrow();
    expect(subscriber).toMatchObject({ email: "reader@example.com", name: "Rea", status: "pending", all_topics: 1 });
    expect(await confirmationLinks()).toHaveLength(1);
    await subscribe(input, { mail: TEST_MAIL, now: new Date(now.getTime() + 11 * 60_000) });
    expect(await confirmationLinks()).toHaveLength(2);
  });

  it("rejects a malformed or oversized address", () => {
    expect(SubscribeSchema.safeParse({ email: "not an address" }).success).toBe(false);
    expect(SubscribeSchema.safeParse({ email: `${"a".repeat(250)}@example.com` }).success).toBe(false);
  });

  it("confirms once within 48 hours, recording when, the address and the consent's version", async () => {
    const now = new Date();
    await subscribe(SubscribeSchema.parse({ email: "reader@example.com" }), { mail: TEST_MAIL, now });
    const [link] = await confirmationLinks();
    expect(await confirmLinkState(TEST_MAIL.secret, link!, now)).toBe("ready");
    expect((await confirmSubscription(TEST_MAIL.secret, link!, new Date(now.getTime() + 49 * HOUR))).state).toBe(
      "expired",
    );
    expect((await confirmSubscription(TEST_MAIL.secret, `${link}x`, now)).state).toBe("invalid");
    expect((await confirmSubscription(TEST_MAIL.secret, "garbage", now)).state).toBe("invalid");
    expect((await confirmSubscription(TEST_MAIL.secret, link!, now)).state).toBe("confirmed");
    expect((await confirmSubscription(TEST_MAIL.secret, link!, now)).state).toBe("used");
    const subscriber = await db.selectFrom("subscribers").selectAll().executeTakeFirstOrThrow();
    expect(subscriber).toMatchObject({
      status: "confirmed",
      confirmed_at: now.toISOString(),
      consent_email: "reader@example.com",
      consent_version: consentVersionOf(newsletterSeed.consent),
      consent_source: "confirmation",
    });
  });

  it("keeps where the subscribing visit came from until its link is used, then gives it for the goal and forgets it", async () => {
    const now = new Date();
    const input = SubscribeSchema.parse({ email: "reader@example.com" });
    await subscribe(input, { mail: TEST_MAIL, now, visit: { source: "linkedin", page: "/insights/growth" } });
    const visitKept = () =>
      db.selectFrom("subscribers").select(["visit_source", "visit_page"]).executeTakeFirstOrThrow();
    expect(await visitKept()).toEqual({ visit_source: "linkedin", visit_page: "/insights/growth" });
    // Asked again after 10 minutes from another visit: the new link goes with the new visit.
    const later = new Date(now.getTime() + 11 * 60_000);
    await subscribe(input, { mail: TEST_MAIL, now: later, visit: { source: "autumn-mail", page: null } });
    const links = await confirmationLinks();
    expect((await confirmSubscription(TEST_MAIL.secret, links[0]!, later)).state).toBe("used");
    expect(await confirmSubscription(TEST_MAIL.secret, links[1]!, later)).toEqual({
      state: "confirmed",
      visit: { source: "autumn-mail", page: null },
    });
    expect(await visitKept()).toEqual({ visit_source: null, visit_page: null });
    expect(await confirmSubscription(TEST_MAIL.secret, links[1]!, later)).toEqual({
      state: "used",
      visit: { source: null, page: null },
    });
  });

  it("forgets a pending subscription's visit when the reader unsubscribes", async () => {
    await subscribe(SubscribeSchema.parse({ email: "reader@example.com" }), {
      mail: TEST_MAIL,
      visit: { source: "partner", page: "/about" },
    });
    const { id } = await db.selectFrom("subscribers").select("id").executeTakeFirstOrThrow();
    await unsubscribe(id);
    expect(await db.selectFrom("subscribers").select(["visit_source", "visit_page"]).executeTakeFirstOrThrow()).toEqual(
      { visit_source: null, visit_page: null },
    );
  });

  it("leaves a confirmed address as it is and sends it nothing more (the form's answer is the same)", async () => {
    await confirmedReader("reader@example.com");
    await subscribe(SubscribeSchema.parse({ email: "reader@example.com", scope: "topics", topics: ["x"] }), {
      mail: TEST_MAIL,
    });
    expect(await confirmationLinks()).toHaveLength(1);
    expect(await db.selectFrom("subscribers").select("all_topics").executeTakeFirstOrThrow()).toEqual({
      all_topics: 1,
    });
  });

  it("knows no subscriber from a tampered or foreign reader link", async () => {
    expect(await subscriberOfReaderToken(TEST_MAIL.secret, "nonsense")).toBeNull();
    const forged = signToken("another-secret", "newsletter-reader", 1, new Date(Date.now() + HOUR));
    expect(await subscriberOfReaderToken(TEST_MAIL.secret, forged)).toBeNull();
  });
});

describe("a new post goes out once", () => {
  it("emails each confirmed reader whose topics match once, however often the sends run", async () => {
    await createBlog(taggedPostInput(["Funding", "Design"], { title: "The topics exist" }));
    await confirmedReader("all@example.com");
    await confirmedReader("funding@example.com", ["funding"]);
    await confirmedReader("design@example.com", ["design"]);
    await subscribe(SubscribeSchema.parse({ email: "pending@example.com" }), { mail: TEST_MAIL });

    const post = await createBlog(taggedPostInput(["Funding"], { title: "Raising a seed round", newsletter: "full" }));
    expect(await runNewsletterSends({ mail, perMinute: 300 })).toBe(2);
    expect(await runNewsletterSends({ mail, perMinute: 300 })).toBe(0);

    const emails = await postEmails();
    expect(emails.map((email) => email.recipient)).toEqual(["all@example.com", "funding@example.com"]);
    const headers = JSON.parse(emails[0]!.headers) as Record<string, string>;
    expect(headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(headers["List-Unsubscribe"]).toMatch(
      /^<https:\/\/site\.test\/newsletter\/unsubscribe\/\S+>, <mailto:hello@lumoraventures\.com\?subject=unsubscribe>$/,
    );
    expect(headers["List-Id"]).toBe("Insights <insights.site.test>");
    expect(emails[0]!.subject).toBe("Raising a seed round");
    expect(emails[0]!.html).toContain("<p>Body</p>");

    // Unpublished and published again, with the form's default for a post already sent: nothing more.
    await updateBlog(post.id, { ...taggedPostInput(["Funding"]), status: "unpublished", newsletter: "none" });
    await updateBlog(post.id, { ...taggedPostInput(["Funding"]), status: "published", newsletter: "none" });
    await runNewsletterSends({ mail, perMinute: 300 });
    expect(await postEmails()).toHaveLength(2);
    const [send] = await listNewsletterSends();
    expect(send).toMatchObject({ status: "done", progress: { queued: 2, sent: 0, failed: 0, unsubscribedSince: 0 } });
  });

  it("waits for a scheduled post's time, and sends only the title and summary when asked", async () => {
    await confirmedReader("all@example.com");
    const now = new Date();
    const at = new Date(now.getTime() + HOUR);
    await createBlog({ ...taggedPostInput([]), status: "scheduled", publishDate: at, newsletter: "summary" });
    expect(await runNewsletterSends({ mail, perMinute: 300, now })).toBe(0);
    expect(await runNewsletterSends({ mail, perMinute: 300, now: new Date(at.getTime() + 1000) })).toBe(1);
    const [email] = await postEmails();
    expect(email!.html).not.toContain("<p>Body</p>");
    expect(email!.text).toContain("Description");
  });

  it("keeps to the minute's allowance and goes on in the next minute", async () => {
    for (const name of ["a", "b", "c"]) await confirmedReader(`${name}@example.com`);
    await createBlog({ ...taggedPostInput([]), newsletter: "summary" });
    const now = new Date();
    expect(await runNewsletterSends({ mail, perMinute: 2, now })).toBe(2);
    expect(await runNewsletterSends({ mail, perMinute: 2, now: new Date(now.getTime() + 30_000) })).toBe(0);
    expect(await runNewsletterSends({ mail, perMinute: 2, now: new Date(now.getTime() + 61_000) })).toBe(1);
  });
});

describe("leaving", () => {
  it("unsubscribing stops the reader's queued emails, and the send counts them as unsubscribed since", async () => {
    await confirmedReader("reader@example.com");
    await createBlog({ ...taggedPostInput([]), newsletter: "summary" });
    await runNewsletterSends({ mail, perMinute: 300 });
    const subscriber = await db.selectFrom("subscribers").select("id").executeTakeFirstOrThrow();
    await unsubscribe(subscriber.id);
    expect(await db.selectFrom("emails").select("status").where("kind", "=", "newsletter-post").execute()).toEqual([
      { status: "failed" },
    ]);
    const [send] = await listNewsletterSends();
    expect(send!.progress).toEqual({ queued: 0, sent: 0, failed: 0, unsubscribedSince: 1 });
  });

  it("marks an address bounced after 3 refusals for good", async () => {
    await confirmedReader("reader@example.com");
    const { id } = await db.selectFrom("subscribers").select("id").executeTakeFirstOrThrow();
    for (let refusal = 1; refusal <= 3; refusal++) {
      expect(await db.selectFrom("subscribers").select("status").executeTakeFirstOrThrow()).toEqual({
        status: "confirmed",
      });
      await recordBounce(`subscriber:${id}`);
    }
    expect(await db.selectFrom("subscribers").select(["status", "bounces"]).executeTakeFirstOrThrow()).toEqual({
      status: "bounced",
      bounces: 3,
    });
    await createBlog({ ...taggedPostInput([]), newsletter: "summary" });
    expect(await runNewsletterSends({ mail, perMinute: 300 })).toBe(0);
  });
});
