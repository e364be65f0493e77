import ICAL from "ical.js";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { db } from "~/db.server";
import { DEFAULT_AVAILABILITY } from "~/lib/availability";
import { bookingSchema, createAppointment } from "~/models/appointment.server";
import { ContactMessageSchema, createContactMessage } from "~/models/contact-message.server";
import { countEmailsByStatus, listEmails } from "~/models/outbox.server";
import { emptyTables, TEST_MAIL, startTestDatabase } from "~/models/testing.server";

import { startEmailSender } from "./email-sender.server";
import { smtpTransport } from "./mailer.server";
import { startSmtpServer, waitUntil, type TestSmtpServer } from "../../tests/smtp-server";

beforeAll(startTestDatabase);

// The sender against a real SMTP server on a loopback port: what arrives is parsed and checked.

let smtp: TestSmtpServer;
const senders: Array<{ stop(): Promise<void> }> = [];

function sender(url = smtp.url, clock?: () => Date) {
  const started = startEmailSender({ transport: smtpTransport(url, async () => TEST_MAIL.from), pollMs: 50, clock });
  senders.push(started);
  return started;
}

beforeEach(async () => {
  await emptyTables("emails", "contact_messages", "appointments");
  smtp = await startSmtpServer();
});

afterEach(async () => {
  for (const started of senders.splice(0)) await started.stop();
  await smtp.close();
});

const contact = {
  name: "Asha <script>alert(1)</script>",
  email: "asha@example.com",
  phone: "+91 98765 43210",
  subject: "partnership",
  message: "Let's build something.\nSecond line & more.",
  consent: "on",
};

describe("a contact message", () => {
  it("reaches staff (replying goes to the visitor) and the visitor, with the message in both", async () => {
    await createContactMessage(ContactMessageSchema.parse(contact), { mail: TEST_MAIL });
    sender();
    await waitUntil(() => smtp.messages.length === 2);

    const staff = smtp.messages.find((mail) => mail.envelopeTo.includes("staff@site.test"))!;
    expect(staff.subject).toBe("New message from Asha <script>alert(1)</script>: Partnership");
    expect(staff.replyTo?.text).toBe("asha@example.com");
    expect(staff.from?.text).toBe('"Lumora Ventures" <hello@lumoraventures.com>');
    expect(staff.text).toContain("Let's build something.\nSecond line & more.");
    // The name is text in the HTML, never markup.
    expect(staff.html).toContain("Asha &lt;script&gt;alert(1)&lt;/script&gt;");
    expect(staff.html).not.toContain("<script>");

    const visitor = smtp.messages.find((mail) => mail.envelopeTo.includes("asha@example.com"))!;
    expect(visitor.subject).toBe("We received your message — Lumora Ventures");
    expect(visitor.text).toContain("We'll get back to you within 24 hours.");
    expect(visitor.text).toContain("Second line & more.");
    await waitUntil(async () => (await countEmailsByStatus()).sent === 2);
    const [row] = (await listEmails({ status: "sent" })).rows;
    expect(row!.smtpResponse).toMatch(/^250 /);
  });
});

describe("a booking", () => {
  it("sends the visitor a calendar invitation for the slot, with a manage link, and staff answer links", async () => {
    const now = new Date("2026-11-23T18:00:00Z");
    const input = bookingSchema(now, ["Capital Studio"], DEFAULT_AVAILABILITY).parse({
      name: "Meera",
      email: "meera@example.com",
      phone: "+91 98450 12345",
      topic: "Capital Studio",
      date: "2026-11-25",
      time: "10:30",
    });
    const { booking } = (await createAppointment(input, { mail: TEST_MAIL, timeZone: "Asia/Kolkata", now }))!;
    sender();
    await waitUntil(() => smtp.messages.length === 2);

    const visitor = smtp.messages.find((mail) => mail.envelopeTo.includes("meera@example.com"))!;
    expect(visitor.subject).toBe("Your consultation is booked: Wed, Nov 25, 2026, 10:30 AM PST");
    // The slot in Pacific time and in the visitor's own zone.
    expect(visitor.text).toContain("Wed, Nov 25, 2026, 10:30 AM PST");
    expect(visitor.text).toContain("Thu, Nov 26, 2026, 12:00 AM GMT+5:30 (Asia/Kolkata, your time)");
    expect(visitor.text).toMatch(/https:\/\/site\.test\/appointment\/manage\/[\w-]+\.[\w-]+/);

    const invite = visitor.attachments.find((file) => file.contentType.startsWith("text/calendar"))!;
    expect(invite).toBeDefined();
    const calendar = new ICAL.Component(ICAL.parse(invite.content.toString("utf8")));
    expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
    const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
    expect(event.uid).toBe(`appointment-${booking.id}@lumoraventures.com`);
    expect(event.startDate.toJSDate().toISOString()).toBe("2026-11-25T18:30:00.000Z");
    expect(event.endDate.toJSDate().toISOString()).toBe("2026-11-25T19:00:00.000Z");
    expect(event.sequence).toBe(0);

    const staff = smtp.messages.find((mail) => mail.envelopeTo.includes("staff@site.test"))!;
    expect(staff.subject).toBe("New booking: Meera, Wed, Nov 25, 2026, 10:30 AM PST");
    expect(staff.replyTo?.text).toBe("meera@example.com");
    expect(staff.text).toMatch(/Confirm: https:\/\/site\.test\/appointment\/answer\/[\w.-]+\?do=confirm/);
    expect(staff.text).toMatch(/Decline: https:\/\/site\.test\/appointment\/answer\/[\w.-]+\?do=decline/);
  });
});

describe("the sender", () => {
  it("keeps emails while the SMTP server is down and delivers each exactly once when it is back", async () => {
    const port = smtp.port;
    await smtp.close();
    await createContactMessage(ContactMessageSchema.parse(contact), { mail: TEST_MAIL });
    let now = Date.now();
    sender(`smtp://127.0.0.1:${port}`, () => new Date(now));
    await waitUntil(async () =>
      (await listEmails({})).rows.every((email) => email.attempts === 1 && email.status === "pending"),
    );
    const [waiting] = (await listEmails({})).rows;
    expect(waiting!.lastError).toMatch(/ECONNREFUSED|connect/i);

    smtp = await startSmtpServer({ port });
    // Nothing goes before the retry's time; a minute later both go, once.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.messages).toHaveLength(0);
    now += 61_000;
    await waitUntil(async () => (await countEmailsByStatus()).sent === 2);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.messages).toHaveLength(2);
  });

  // Ten messages through a real SMTP server by racing senders: a budget for a busy machine.
  it("with several senders at once, sends every email exactly once", async () => {
    for (let index = 0; index < 10; index += 1)
      await createContactMessage(ContactMessageSchema.parse({ ...contact, name: `Visitor ${index}` }), {
        mail: TEST_MAIL,
      });
    sender();
    sender();
    sender();
    await waitUntil(async () => (await countEmailsByStatus()).sent === 20);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const ids = smtp.messages.map((mail) => mail.messageId);
    expect(ids).toHaveLength(20);
    expect(new Set(ids).size).toBe(20);
    const rows = await db.selectFrom("emails").select("message_id").execute();
    expect(new Set(rows.map((row) => row.message_id))).toEqual(new Set(ids));
  });

  it("marks an email the server refuses for good as failed, without retrying it", async () => {
    smtp.refuse(550);
    await createContactMessage(ContactMessageSchema.parse(contact), { mail: TEST_MAIL });
    sender();
    await waitUntil(async () => (await countEmailsByStatus()).failed === 2);
    const [failed] = (await listEmails({ status: "failed" })).rows;
    expect(failed).toMatchObject({ attempts: 1 });
    expect(failed!.lastError).toContain("Mailbox unavailable");
  });

  it("tells `refused` of each email refused for good (a subscriber's bounces are counted from it), not of a delay", async () => {
    const refused: string[] = [];
    smtp.refuse(451);
    await createContactMessage(ContactMessageSchema.parse(contact), { mail: TEST_MAIL });
    const started = startEmailSender({
      transport: smtpTransport(smtp.url, async () => TEST_MAIL.from),
      pollMs: 50,
      refused: async (email) => refused.push(email.kind),
    });
    senders.push(started);
    await waitUntil(() => smtp.begun() >= 2);
    expect(refused).toEqual([]);
    await started.stop();
    await db
      .updateTable("emails")
      .set({ next_attempt_at: new Date(0).toISOString() })
      .execute();
    smtp.refuse(550);
    senders.push(
      startEmailSender({
        transport: smtpTransport(smtp.url, async () => TEST_MAIL.from),
        pollMs: 50,
        refused: async (email) => refused.push(email.kind),
      }),
    );
    await waitUntil(() => refused.length === 2);
    expect(refused.sort()).toEqual(["contact-acknowledgement", "contact-staff"]);
  });
});
