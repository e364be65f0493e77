import { beforeAll, beforeEach, describe, expect, it } from "vitest";

import { db } from "~/db.server";
import type { OutgoingEmail } from "~/emails/email";
import { MAX_EMAIL_ATTEMPTS } from "~/lib/email-retry";

import {
  queueEmails,
  claimDueEmail,
  countEmailsByStatus,
  getEmail,
  listEmails,
  recordDelivery,
  recordFailure,
  retryEmail,
} from "./outbox.server";
import { emptyTables, TEST_MAIL, startTestDatabase } from "./testing.server";

beforeAll(startTestDatabase);

const FROM = TEST_MAIL.from;
const now = new Date("2026-11-25T10:00:00.000Z");
const at = (seconds: number) => new Date(now.getTime() + seconds * 1000);

function email(subject: string, extra: Partial<OutgoingEmail> = {}): OutgoingEmail {
  return {
    kind: "test",
    to: "visitor@example.com",
    subject,
    text: `${subject}\n`,
    html: `<p>${subject}</p>`,
    ...extra,
  };
}

const queue = (...emails: OutgoingEmail[]) => queueEmails(db, emails, { from: FROM, now });

beforeEach(() => emptyTables("emails"));

describe("queueing", () => {
  it("stores each email with a stable Message-ID on the sender's domain, waiting to be sent", async () => {
    await queue(
      email("One", { to: ["a@example.com", "b@example.com"], replyTo: "r@example.com", about: "appointment:7" }),
    );
    const [row] = (await listEmails({})).rows;
    expect(row).toMatchObject({
      kind: "test",
      about: "appointment:7",
      recipient: "a@example.com, b@example.com",
      replyTo: "r@example.com",
      subject: "One",
      status: "pending",
      attempts: 0,
      attachments: [],
      nextAttemptAt: now.toISOString(),
    });
    expect(row!.messageId).toMatch(/^<[0-9a-f-]{36}@lumoraventures\.com>$/);
  });

  it("belongs to the caller's transaction: a rolled-back event leaves no email", async () => {
    await expect(
      db.transaction().execute(async (trx) => {
        await queueEmails(trx, [email("Lost")], { from: FROM, now });
        throw new Error("the event failed");
      }),
    ).rejects.toThrow("the event failed");
    expect((await listEmails({})).total).toBe(0);
  });
});

describe("claims", () => {
  it("hand each due email to exactly one of many senders claiming at once", async () => {
    await queue(email("A"), email("B"), email("C"));
    const claims = await Promise.all(Array.from({ length: 12 }, () => claimDueEmail(at(1))));
    const claimed = claims.filter((claim) => claim !== null).map((claim) => claim!.subject);
    expect(claimed.sort()).toEqual(["A", "B", "C"]);
    expect(await claimDueEmail(at(2))).toBeNull();
    expect(await countEmailsByStatus()).toEqual({ pending: 0, sending: 3, sent: 0, failed: 0 });
  });

  it("take back an email whose sender stopped mid-send, once its claim has run out", async () => {
    await queue(email("Later"));
    const first = await claimDueEmail(at(1), 60_000);
    expect(first).toMatchObject({ subject: "Later", status: "sending", attempts: 1 });
    // Its sender holds it for a minute; after that another one may.
    expect(await claimDueEmail(at(30))).toBeNull();
    const again = await claimDueEmail(at(62));
    expect(again).toMatchObject({ id: first!.id, attempts: 2 });
  });
});

describe("delivery and failure", () => {
  it("keeps the SMTP server's answer of a sent email; a delivered row is not claimed again", async () => {
    await queue(email("Sent"));
    const claimed = (await claimDueEmail(at(1)))!;
    await recordDelivery(claimed.id, "250 2.0.0 OK queued", at(2));
    expect(await getEmail(claimed.id)).toMatchObject({
      status: "sent",
      smtpResponse: "250 2.0.0 OK queued",
      sentAt: at(2).toISOString(),
    });
    expect(await claimDueEmail(at(3600))).toBeNull();
  });

  it("retries with growing waits, then gives up; a failed email can be retried by hand", async () => {
    await queue(email("Flaky"));
    let clock = 1;
    const waits: number[] = [];
    for (let attempt = 1; attempt <= MAX_EMAIL_ATTEMPTS; attempt += 1) {
      const claimed = (await claimDueEmail(at(clock)))!;
      expect(claimed.attempts).toBe(attempt);
      await recordFailure(claimed, "421 Service not available", { now: at(clock) });
      const row = (await getEmail(claimed.id))!;
      if (attempt < MAX_EMAIL_ATTEMPTS) {
        expect(row.status).toBe("pending");
        const wait = (new Date(row.nextAttemptAt).getTime() - at(clock).getTime()) / 1000;
        waits.push(wait);
        expect(await claimDueEmail(at(clock + wait - 1))).toBeNull();
        clock += wait;
      } else {
        expect(row).toMatchObject({ status: "failed", lastError: "421 Service not available" });
      }
    }
    expect(waits).toEqual([60, 120, 240, 480, 960, 1920, 3600, 3600, 3600]);

    const [failed] = (await listEmails({ status: "failed" })).rows;
    expect(await retryEmail(failed!.id, at(clock))).toBe(true);
    expect(await retryEmail(failed!.id, at(clock))).toBe(false);
    expect(await claimDueEmail(at(clock))).toMatchObject({ id: failed!.id, attempts: 1 });
  });

  it("gives up at once when the server refused the email for good", async () => {
    await queue(email("Refused"));
    const claimed = (await claimDueEmail(at(1)))!;
    await recordFailure(claimed, "550 Mailbox unavailable", { permanent: true, now: at(1) });
    expect(await getEmail(claimed.id)).toMatchObject({ status: "failed", attempts: 1 });
  });
});
