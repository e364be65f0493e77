// A newsletter send survives a crash (issue 40): 500 confirmed readers, a post asked to go out, the
// server's process group killed with SIGKILL once a hundred emails arrived, and a new server on the
// same database. Every reader ends with exactly one email of the post: one delivery row and one
// outbox email each, all sent, and one Message-ID per reader at the SMTP server (an email in flight
// at the kill may arrive twice under its one Message-ID, which receiving servers recognise).
import { afterAll, expect, it } from "vitest";

import { serverDatabase, type ServerDatabase } from "../databases";
import { startServer, type ServerProcess } from "../server-process";
import { startSmtpServer, waitUntil, type TestSmtpServer } from "../smtp-server";

const READERS = 500;
const KILL_AFTER = 100;

let database: ServerDatabase;
let smtp: TestSmtpServer;
const servers: ServerProcess[] = [];
afterAll(async () => {
  for (const server of servers) await server.stop().catch(() => {});
  await smtp?.close();
  await database?.remove();
});

it("delivers a 500-reader send exactly once per reader across a SIGKILL and a restart", async () => {
  database = await serverDatabase();
  smtp = await startSmtpServer();
  // A little slow, as real servers are: the kill lands mid-send.
  smtp.answerAfter(5);
  const env = {
    ...database.env,
    SEED_DEMO: "0",
    SMTP_URL: smtp.url,
    EMAIL_POLL_MS: "50",
    NEWSLETTER_PER_MINUTE: "100000",
  };
  const server = await startServer(env, { detached: true });
  servers.push(server);
  // Migrated (PostgreSQL's start-up runs on while the server already listens).
  await waitUntil(async () => (await fetch(`${server.origin}/readyz`)).ok, 60_000);

  const db = database.open();
  const now = Date.now();
  const at = (msAgo: number) => new Date(now - msAgo).toISOString();
  await db
    .insertInto("subscribers")
    .values(
      Array.from({ length: READERS }, (_, index) => ({
        email: `reader-${index}@example.com`,
        status: "confirmed" as const,
        confirmed_at: at(60 * 60_000),
        consent_email: `reader-${index}@example.com`,
        consent_version: "test",
        created_at: at(60 * 60_000),
        updated_at: at(60 * 60_000),
      })),
    )
    .execute();
  const post = await db
    .insertInto("blogs")
    .values({
      title: "Surviving a crash",
      author: "Kavya Iyer",
      description: "Every reader gets it once.",
      content: "<p>Once.</p>",
      image: null,
      image_id: null,
      social_image: null,
      status: "published",
      published_at: at(1000),
      slug: "surviving-a-crash",
      created_at: at(1000),
      updated_at: at(1000),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("newsletter_sends")
    .values({ blog_id: post.id, format: "summary", created_at: at(0), updated_at: at(0) })
    .execute();

  await waitUntil(() => smtp.messages.length >= KILL_AFTER, 60_000);
  server.killGroup("SIGKILL");
  await server.exited;
  const beforeRestart = smtp.messages.length;
  expect(beforeRestart).toBeLessThan(READERS);
  // Five minutes pass: the killed sender's claim on the email it was sending runs out (CLAIM_MS).
  await db
    .updateTable("emails")
    .set({ claimed_until: at(1) })
    .where("status", "=", "sending")
    .execute();

  servers.push(await startServer(env));
  const unsent = () =>
    db
      .selectFrom("emails")
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .where("kind", "=", "newsletter-post")
      .where("status", "!=", "sent")
      .executeTakeFirstOrThrow();
  await waitUntil(async () => {
    const emails = await db
      .selectFrom("emails")
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .where("kind", "=", "newsletter-post")
      .executeTakeFirstOrThrow();
    return Number(emails.count) === READERS && Number((await unsent()).count) === 0;
  }, 120_000);

  const deliveries = await db
    .selectFrom("newsletter_deliveries")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .executeTakeFirstOrThrow();
  expect(Number(deliveries.count)).toBe(READERS);
  const idsByReader = new Map<string, Set<string>>();
  for (const mail of smtp.messages) {
    const reader = mail.envelopeTo[0]!;
    idsByReader.set(reader, (idsByReader.get(reader) ?? new Set()).add(mail.messageId!));
  }
  expect(idsByReader.size).toBe(READERS);
  expect([...idsByReader.values()].every((ids) => ids.size === 1)).toBe(true);
  console.log(
    `[newsletter crash] ${beforeRestart} arrived before the kill, ${smtp.messages.length} in all for ${READERS} readers`,
  );
  await db.destroy();
}, 240_000);
