import { beforeAll, beforeEach, describe, expect, it } from "vitest";

import {
  ContactMessageSchema,
  countUnhandledMessages,
  createContactMessage,
  getContactMessage,
  listContactMessages,
  setMessageHandled,
} from "./contact-message.server";
import { emptyTables, fieldMessages, TEST_MAIL, startTestDatabase } from "./testing.server";

beforeAll(startTestDatabase);

const valid = {
  name: "Asha",
  email: "asha@example.com",
  phone: "+91 98765 43210",
  subject: "partnership",
  message: "Let's talk.",
  consent: "on",
};

const messages = (input: unknown) => fieldMessages(ContactMessageSchema, input);

beforeEach(() => emptyTables("emails", "contact_messages", "form_submissions"));

describe("ContactMessageSchema", () => {
  it("requires name, email, subject, message and consent", () => {
    expect(messages({})).toEqual({
      name: "Name is required",
      email: "Email is required",
      subject: "Subject is required",
      message: "Message is required",
      consent: "Consent is required",
    });
  });

  it("checks the email and the subject, and keeps only the phone's digits", () => {
    expect(messages({ ...valid, email: "not-an-email" })).toEqual({ email: "Email must be a valid email address" });
    expect(messages({ ...valid, subject: "" })).toEqual({ subject: "Subject is required" });
    expect(messages({ ...valid, subject: "sales" })).toEqual({
      subject: "Subject must be one of General Inquiry, Partnership, Technical Support, Careers",
    });
    expect(ContactMessageSchema.parse(valid).phone).toBe("+919876543210");
    expect(ContactMessageSchema.parse({ ...valid, phone: "" }).phone).toBeNull();
    expect(messages({ ...valid, phone: "12" })).toEqual({ phone: "Phone must have 7 to 15 digits" });
  });
});

describe("contact messages", () => {
  it("are stored, searched, filtered and marked handled", async () => {
    const first = await createContactMessage(ContactMessageSchema.parse(valid), {
      mail: TEST_MAIL,
      now: new Date("2026-01-01T00:00:00Z"),
    });
    await createContactMessage(ContactMessageSchema.parse({ ...valid, name: "Rohan", message: "Careers question" }), {
      mail: TEST_MAIL,
      now: new Date("2026-01-02T00:00:00Z"),
    });
    expect(await countUnhandledMessages()).toBe(2);
    expect((await listContactMessages({})).messages.map((m) => m.name)).toEqual(["Rohan", "Asha"]);
    expect((await listContactMessages({ q: "CAREERS" })).total).toBe(1);
    expect(await setMessageHandled(first.id, true)).toBe(true);
    expect((await listContactMessages({ status: "handled" })).messages.map((m) => m.name)).toEqual(["Asha"]);
    expect((await listContactMessages({ status: "unhandled" })).messages.map((m) => m.name)).toEqual(["Rohan"]);
    expect(await countUnhandledMessages()).toBe(1);
  });

  it("come back as domain objects, with when they arrived and when they were handled", async () => {
    const { id } = await createContactMessage(ContactMessageSchema.parse(valid), {
      mail: TEST_MAIL,
      now: new Date("2026-01-01T00:00:00Z"),
    });
    await setMessageHandled(id, true, { now: new Date("2026-01-03T00:00:00Z") });
    expect(await getContactMessage(id)).toEqual({
      id,
      name: "Asha",
      email: "asha@example.com",
      phone: "+919876543210",
      subject: "partnership",
      message: "Let's talk.",
      handledAt: "2026-01-03T00:00:00.000Z",
      createdAt: "2026-01-01T00:00:00.000Z",
    });
  });
});
