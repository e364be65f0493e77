// The `contact` document through the routes that read it: /contact and /appointment show what is
// published (a preview link the draft), the booking form takes exactly the published topics, and a
// booking keeps the topic it was made with after that topic is removed. Runs on both engines
// (TEST_DATABASE_URL).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";

import { DOCUMENT_SEEDS } from "~/content/seed";
import { db } from "~/db.server";
import { formEntries } from "~/lib/content-fields.testing";
import { documentPreviewToken } from "~/lib/document-preview.server";
import { firstBookableDate, isWeekday } from "~/lib/slot-engine.testing";
import { addDays } from "~/lib/slots";
import { getAppointmentByToken, setAppointmentStatus } from "~/models/appointment.server";
import { ensureDocuments } from "~/models/content-document-record.server";
import { publish, saveDraft } from "~/models/content-document-write.server";
import { emptyTables, startTestDatabase, TEST_MAIL } from "~/models/testing.server";
import { startSession } from "~/utils/auth.server";
import { env } from "~/utils/env.server";

import * as appointmentsRoute from "../../app/routes/_admin.admin.appointments._index";
import * as editRoute from "../../app/routes/_admin.admin.pages.$key";
import * as appointmentRoute from "../../app/routes/_public.appointment/route";
import * as contactRoute from "../../app/routes/_public.contact/route";
import * as calendarRoute from "../../app/routes/appointment.ics.$token";
import { answerOf } from "../loader-answer";

beforeAll(startTestDatabase);

const cookies = { support: "", editor: "" };

beforeAll(async () => {
  const now = new Date().toISOString();
  for (const role of ["support", "editor"] as const) {
    const user = await db
      .insertInto("users")
      .values({ username: `contact-${role}`, role, password_hash: "x", created_at: now, updated_at: now })
      .returning(["id", "username", "role"])
      .executeTakeFirstOrThrow();
    cookies[role] = (await startSession(new Request("http://site.test/login"), user)).split(";")[0]!;
  }
});

beforeEach(async () => {
  await emptyTables("emails", "appointments", "rate_limit_windows", "content_revisions", "content_documents");
  await ensureDocuments(db, { contact: DOCUMENT_SEEDS.contact, settings: DOCUMENT_SEEDS.settings });
});

const seed = DOCUMENT_SEEDS.contact;
const withTopics = (topics: string[]) => ({ ...seed, topics });
const withUrgentNote = (urgentNote: string) => ({ ...seed, contact: { ...seed.contact, urgentNote } });
const previewed = (path: string) =>
  `${path}?preview=${encodeURIComponent(documentPreviewToken(env.sessionSecret, "contact"))}`;

type Loader = (args: LoaderFunctionArgs) => Promise<unknown>;

/** What `loader` answers at `path`, signed out unless `cookie` is given. */
async function load<T>(loader: Loader, path: string, { cookie = "", params = {} } = {}) {
  const request = new Request(`http://site.test${path}`, { headers: cookie ? { Cookie: cookie } : {} });
  return (await answerOf(await loader({ request, params, context: {} })).json()) as T;
}

type ContactPage = { content: typeof seed.contact };
type AppointmentPage = { content: typeof seed.appointment; topics: string[]; booking: { topic: string } | null };

/** A weekday a booking may take now, with every slot still ahead. */
const bookableDate = [1, 2, 3, 4, 5, 6, 7].map((days) => addDays(firstBookableDate(new Date()), days)).find(isWeekday)!;

/** The booking form as a visitor sends it, about `topic`. */
function book(topic: string, time = "10:00") {
  const body = new URLSearchParams({
    name: "Asha Rao",
    email: "asha@example.com",
    phone: "+91 98450 12345",
    topic,
    date: bookableDate,
    time,
  });
  const request = new Request("http://site.test/appointment", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body,
  });
  return appointmentRoute.action({ request, params: {}, context: {} } as ActionFunctionArgs);
}

/** The topic field's messages of a refused booking. */
async function topicErrors(response: Response) {
  expect(response.status).toBe(400);
  return ((await response.json()) as { error: Record<string, string[]> }).error.topic;
}

/** The booking a redirect after booking shows: its token, from `?booked=`. */
function bookedToken(response: Response) {
  expect(response.status).toBe(302);
  return new URL(response.headers.get("Location")!, "http://site.test").searchParams.get("booked")!;
}

describe("the contact page", () => {
  it("shows the published copy; a preview link shows the draft", async () => {
    await saveDraft({ key: "contact", expectedVersion: 1, content: withUrgentNote("Call us any time.") });
    expect((await load<ContactPage>(contactRoute.loader, "/contact")).content.urgentNote).toBe(seed.contact.urgentNote);
    expect((await load<ContactPage>(contactRoute.loader, previewed("/contact"))).content.urgentNote).toBe(
      "Call us any time.",
    );

    await publish({ key: "contact", expectedVersion: 2, content: withUrgentNote("Call us any time.") });
    expect((await load<ContactPage>(contactRoute.loader, "/contact")).content.urgentNote).toBe("Call us any time.");
  });
});

describe("the booking form's topics", () => {
  it("refuses a topic not published with the topic's message, and takes it once it is published", async () => {
    expect(await topicErrors(await book("Board Advisory"))).toEqual(["Topic must be one of the listed topics"]);

    await publish({ key: "contact", expectedVersion: 1, content: withTopics([...seed.topics, "Board Advisory"]) });
    expect((await load<AppointmentPage>(appointmentRoute.loader, "/appointment")).topics).toContain("Board Advisory");
    const token = bookedToken(await book("Board Advisory"));
    expect((await getAppointmentByToken(token))?.topic).toBe("Board Advisory");
  });

  it("takes a topic an Editor adds and publishes with the pages editor", async () => {
    const form = new FormData();
    for (const [name, value] of formEntries(withTopics([...seed.topics, "Board Advisory"]))) form.append(name, value);
    form.set("version", "1");
    form.set("_action", "publish");
    const request = new Request("http://site.test/admin/pages/contact", {
      method: "POST",
      headers: { Cookie: cookies.editor, Origin: "http://site.test" },
      body: form,
    });
    const published = await editRoute.action({ request, params: { key: "contact" }, context: {} });
    expect(published.status).toBe(302);

    expect((await load<AppointmentPage>(appointmentRoute.loader, "/appointment")).topics).toEqual([
      ...seed.topics,
      "Board Advisory",
    ]);
    bookedToken(await book("Board Advisory"));
  });

  it("refuses a topic the published list no longer has", async () => {
    await publish({ key: "contact", expectedVersion: 1, content: withTopics(["Board Advisory"]) });
    expect((await load<AppointmentPage>(appointmentRoute.loader, "/appointment")).topics).toEqual(["Board Advisory"]);
    expect(await topicErrors(await book("Growth Studio"))).toEqual(["Topic must be one of the listed topics"]);
  });

  it("lists a draft's topics and copy through a preview link only, and books only published topics", async () => {
    const draft = {
      ...withTopics(["Board Advisory"]),
      appointment: { ...seed.appointment, seo: { ...seed.appointment.seo, title: "Talk to a partner" } },
    };
    await saveDraft({ key: "contact", expectedVersion: 1, content: draft });

    const visitors = await load<AppointmentPage>(appointmentRoute.loader, "/appointment");
    expect([visitors.topics, visitors.content.seo.title]).toEqual([seed.topics, seed.appointment.seo.title]);
    const preview = await load<AppointmentPage>(appointmentRoute.loader, previewed("/appointment"));
    expect([preview.topics, preview.content.seo.title]).toEqual([["Board Advisory"], "Talk to a partner"]);
    expect(await topicErrors(await book("Board Advisory"))).toEqual(["Topic must be one of the listed topics"]);
  });

  it("leaves a booking its topic after the topic is removed: its page, the back-office list, its emails and calendar file", async () => {
    const token = bookedToken(await book("Growth Studio"));
    await publish({
      key: "contact",
      expectedVersion: 1,
      content: withTopics(seed.topics.filter((topic) => topic !== "Growth Studio")),
    });

    const booked = await load<AppointmentPage>(appointmentRoute.loader, `/appointment?booked=${token}`);
    expect(booked.booking?.topic).toBe("Growth Studio");
    const { appointments } = await load<{ appointments: Array<{ topic: string }> }>(
      appointmentsRoute.loader,
      "/admin/appointments",
      { cookie: cookies.support },
    );
    expect(appointments.map((booking) => booking.topic)).toEqual(["Growth Studio"]);
    const calendar = await calendarRoute.loader({
      request: new Request(`http://site.test/appointment/ics/${token}`),
      params: { token },
      context: {},
    });
    expect(await calendar.text()).toContain("Consultation with Lumora Ventures: Growth Studio");

    const { id } = (await getAppointmentByToken(token))!;
    await setAppointmentStatus(id, "confirmed", { mail: TEST_MAIL });
    const confirmation = await db
      .selectFrom("emails")
      .select(["text", "attachments"])
      .where("subject", "like", "Confirmed:%")
      .executeTakeFirstOrThrow();
    expect(confirmation.text).toContain("Growth Studio");
    expect(confirmation.attachments).toContain("Growth Studio");
  });
});
