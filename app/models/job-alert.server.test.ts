import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import { db } from "~/db.server";

import { runJobAlertSends } from "./job-alert-sends.server";
import {
  alertConfirmLink,
  alertOfToken,
  changeJobAlertSearch,
  confirmJobAlert,
  JobAlertSubscribeSchema,
  subscribeToJobAlert,
  unsubscribeAllJobAlerts,
  unsubscribeJobAlert,
} from "./job-alert.server";
import { createJob, updateJob, type JobInput } from "./job.server";
import * as outbox from "./outbox.server";
import { emptyTables, startTestDatabase, TEST_MAIL } from "./testing.server";

// The outbox as it is, with a way to make one of its writes crash the transaction it runs in.
vi.mock("./outbox.server", async (importOriginal) => {
  const actual = await importOriginal<typeof import("./outbox.server")>();
  return { ...actual, queueEmails: vi.fn(actual.queueEmails) };
});

beforeAll(startTestDatabase);
beforeEach(() => emptyTables("job_alert_matches", "job_alerts", "emails", "jobs"));

const mail = () => Promise.resolve(TEST_MAIL);
const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
// Noon in the office's zone, whatever the machine's: one office day, with room on both sides.
const NOON = new Date("2026-11-25T20:00:00.000Z");

const job: JobInput = {
  title: "Backend Engineer",
  company: "Paisawise",
  location: "Bengaluru, India",
  workplace: "On-site",
  country: "IN",
  type: "Full-time",
  salary: 2400000,
  department: "Engineering",
  description: "Build payments.",
  requirements: "Go",
  status: "open",
  closesOn: null,
};

const confirmationLinks = async () =>
  (
    await db.selectFrom("emails").select("text").where("kind", "=", "job-alert-confirmation").orderBy("id").execute()
  ).map((email) => /\/careers\/alerts\/confirm\/(\S+)/.exec(email.text)![1]!);

const alertEmails = () =>
  db
    .selectFrom("emails")
    .select(["id", "recipient", "subject", "text", "headers", "status"])
    .where("kind", "=", "job-alert")
    .orderBy("id")
    .execute();

async function subscribe(email: string, search: Record<string, string>, now = new Date(NOON.getTime() - HOUR)) {
  await subscribeToJobAlert(JobAlertSubscribeSchema.parse({ email, ...search }), { mail: TEST_MAIL, now });
}

/** Subscribes and confirms an alert for `search`, an hour before noon. */
async function confirmedAlert(email: string, search: Record<string, string>) {
  const now = new Date(NOON.getTime() - HOUR);
  await subscribe(email, search, now);
  expect(await confirmJobAlert(TEST_MAIL.secret, (await confirmationLinks()).at(-1)!, now)).toBe("confirmed");
  return db.selectFrom("job_alerts").selectAll().orderBy("id", "desc").executeTakeFirstOrThrow();
}

const ENGINEER_IN_BENGALURU = { q: "engineer", location: "Bengaluru" };

describe("subscribing", () => {
  it("stores a pending alert and emails a confirmation naming the search in words", async () => {
    await subscribe("Asha@Example.com", ENGINEER_IN_BENGALURU);
    const alert = await db.selectFrom("job_alerts").selectAll().executeTakeFirstOrThrow();
    expect(alert).toMatchObject({ email: "asha@example.com", q: "engineer", location: "Bengaluru", status: "pending" });
    const [email] = await db.selectFrom("emails").selectAll().execute();
    expect(email).toMatchObject({
      kind: "job-alert-confirmation",
      recipient: "asha@example.com",
      subject: "Confirm your job alert: Engineer roles in Bengaluru",
    });
  });

  it("keeps one alert and one email for the same address and search asked for twice", async () => {
    await subscribe("asha@example.com", ENGINEER_IN_BENGALURU);
    await subscribe("ASHA@example.com", { q: " engineer ", location: "Bengaluru" });
    expect(await db.selectFrom("job_alerts").select("id").execute()).toHaveLength(1);
    expect(await confirmationLinks()).toHaveLength(1);
  });

  it("saves a search without the control characters a database refuses (a NUL byte included)", async () => {
    await subscribe("nul@example.com", { q: "engi\u0000neer\u0007", location: "Bengaluru\r\n" });
    expect(await db.selectFrom("job_alerts").select(["q", "location"]).execute()).toEqual([
      { q: "engineer", location: "Bengaluru" },
    ]);
  });

  it("sends one address at most three confirmations in 10 minutes, whatever the searches", async () => {
    for (const q of ["a1", "b2", "c3", "d4", "e5"]) await subscribe("asha@example.com", { q });
    expect(await confirmationLinks()).toHaveLength(3);
  });

  it("confirms once, recording when and the address, and says what a used or tampered link is", async () => {
    const now = new Date();
    await subscribe("asha@example.com", ENGINEER_IN_BENGALURU, now);
    const [link] = await confirmationLinks();
    expect(await alertConfirmLink(TEST_MAIL.secret, link!, now)).toEqual({
      state: "ready",
      search: "Engineer roles in Bengaluru",
    });
    expect(await confirmJobAlert(TEST_MAIL.secret, link!, now)).toBe("confirmed");
    expect(await confirmJobAlert(TEST_MAIL.secret, link!, now)).toBe("used");
    expect(await confirmJobAlert(TEST_MAIL.secret, `${link}x`, now)).toBe("invalid");
    expect(await confirmJobAlert(TEST_MAIL.secret, link!, new Date(now.getTime() + 49 * HOUR))).toBe("expired");
    const alert = await db.selectFrom("job_alerts").selectAll().executeTakeFirstOrThrow();
    expect(alert).toMatchObject({ status: "confirmed", consent_email: "asha@example.com" });
    expect(alert.confirmed_at).toBe(now.toISOString());
  });
});

describe("matching a published job", () => {
  it("records a match for the confirmed alerts whose search lists the job, as the careers page would", async () => {
    const engineer = await confirmedAlert("asha@example.com", ENGINEER_IN_BENGALURU);
    const fullTime = await confirmedAlert("ravi@example.com", { type: "Full-time" });
    await confirmedAlert("meera@example.com", { q: "designer" });
    await subscribe("pending@example.com", ENGINEER_IN_BENGALURU);
    const published = await createJob(job, { now: NOON });
    await createJob({ ...job, title: "Android Engineer", location: "Pune, India", type: "Contract" }, { now: NOON });
    await createJob({ ...job, title: "Closed Engineer", status: "closed" }, { now: NOON });
    const matches = await db
      .selectFrom("job_alert_matches")
      .select(["alert_id", "job_id"])
      .orderBy("alert_id")
      .execute();
    expect(matches).toEqual([
      { alert_id: engineer.id, job_id: published.id },
      { alert_id: fullTime.id, job_id: published.id },
    ]);
  });

  it("matches a job when it is reopened, never when an open job is only edited", async () => {
    const alert = await confirmedAlert("asha@example.com", ENGINEER_IN_BENGALURU);
    const closed = await createJob({ ...job, status: "closed" }, { now: NOON });
    const open = await createJob({ ...job, title: "Platform Engineer" }, { now: NOON });
    await db.deleteFrom("job_alert_matches").execute();
    await updateJob(open.id, { ...job, title: "Platform Engineer II" }, { now: NOON });
    expect(await db.selectFrom("job_alert_matches").select("id").execute()).toHaveLength(0);
    await updateJob(closed.id, job, { now: NOON });
    expect(await db.selectFrom("job_alert_matches").select(["alert_id", "job_id"]).execute()).toEqual([
      { alert_id: alert.id, job_id: closed.id },
    ]);
  });
});

describe("sending", () => {
  it("emails one matching job once, with one-click unsubscribe and a preferences link", async () => {
    const alert = await confirmedAlert("asha@example.com", ENGINEER_IN_BENGALURU);
    const published = await createJob(job, { now: NOON });
    expect(await runJobAlertSends({ mail, now: NOON })).toBe(1);
    expect(await runJobAlertSends({ mail, now: new Date(NOON.getTime() + DAY) })).toBe(0);
    const [email, ...others] = await alertEmails();
    expect(others).toHaveLength(0);
    expect(email).toMatchObject({ recipient: "asha@example.com", subject: "New role: Backend Engineer at Paisawise" });
    expect(email!.text).toContain(`https://site.test/careers?job=${published.id}`);
    const headers = JSON.parse(email!.headers) as Record<string, string>;
    expect(headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const token = /\/careers\/alerts\/unsubscribe\/([^>]+)>/.exec(headers["List-Unsubscribe"]!)![1]!;
    expect(email!.text).toContain(`https://site.test/careers/alerts/preferences/${token}`);
    expect((await alertOfToken(TEST_MAIL.secret, token))?.id).toBe(alert.id);
  });

  it("sends the first match of a day at once and the day's later ones together the next day", async () => {
    await confirmedAlert("asha@example.com", ENGINEER_IN_BENGALURU);
    await createJob(job, { now: NOON });
    expect(await runJobAlertSends({ mail, now: NOON })).toBe(1);
    await createJob({ ...job, title: "Data Engineer" }, { now: new Date(NOON.getTime() + HOUR) });
    await createJob({ ...job, title: "Site Reliability Engineer" }, { now: new Date(NOON.getTime() + 2 * HOUR) });
    expect(await runJobAlertSends({ mail, now: new Date(NOON.getTime() + 3 * HOUR) })).toBe(0);
    expect(await runJobAlertSends({ mail, now: new Date(NOON.getTime() + DAY) })).toBe(1);
    const [, digest] = await alertEmails();
    expect(digest!.subject).toBe("2 new roles for your job alert: Engineer roles in Bengaluru");
    expect(digest!.text).toContain("Data Engineer at Paisawise");
    expect(digest!.text).toContain("Site Reliability Engineer at Paisawise");
  });

  it("loses and doubles nothing when the process dies inside the sending transaction or after it", async () => {
    await confirmedAlert("asha@example.com", ENGINEER_IN_BENGALURU);
    await createJob(job, { now: NOON });
    const queueEmails = vi.mocked(outbox.queueEmails);
    const actual = queueEmails.getMockImplementation()!;
    // The email row is written, then the process "dies" before the transaction commits.
    queueEmails.mockImplementationOnce(async (...args) => {
      await actual(...args);
      throw new Error("killed");
    });
    await expect(runJobAlertSends({ mail, now: NOON })).rejects.toThrow("killed");
    expect(await alertEmails()).toHaveLength(0);
    expect(await db.selectFrom("job_alert_matches").select("queued_at").execute()).toEqual([{ queued_at: null }]);
    // A restart sends it once; a later restart (the email committed, SMTP not reached yet) adds nothing.
    expect(await runJobAlertSends({ mail, now: NOON })).toBe(1);
    expect(await runJobAlertSends({ mail, now: new Date(NOON.getTime() + DAY) })).toBe(0);
    expect(await alertEmails()).toHaveLength(1);
  });

  it("leaves out a matched job closed before its email goes", async () => {
    await confirmedAlert("asha@example.com", ENGINEER_IN_BENGALURU);
    const published = await createJob(job, { now: NOON });
    await updateJob(published.id, { ...job, status: "closed" }, { now: NOON });
    expect(await runJobAlertSends({ mail, now: NOON })).toBe(0);
    expect(await db.selectFrom("job_alert_matches").select(["email_id"]).execute()).toEqual([{ email_id: null }]);
  });
});

describe("leaving", () => {
  it("unsubscribing stops further emails and cancels one still waiting in the outbox", async () => {
    const alert = await confirmedAlert("asha@example.com", ENGINEER_IN_BENGALURU);
    await createJob(job, { now: NOON });
    await runJobAlertSends({ mail, now: NOON });
    await unsubscribeJobAlert(alert.id, NOON);
    expect((await alertEmails())[0]!.status).toBe("failed");
    await createJob({ ...job, title: "Data Engineer" }, { now: new Date(NOON.getTime() + DAY) });
    expect(await runJobAlertSends({ mail, now: new Date(NOON.getTime() + DAY) })).toBe(0);
    expect(await alertEmails()).toHaveLength(1);
  });

  it("unsubscribes every alert of the address from any one of them", async () => {
    const first = await confirmedAlert("asha@example.com", ENGINEER_IN_BENGALURU);
    await confirmedAlert("asha@example.com", { type: "Full-time" });
    await confirmedAlert("ravi@example.com", { type: "Full-time" });
    await unsubscribeAllJobAlerts(first.id, NOON);
    const states = await db.selectFrom("job_alerts").select(["email", "status"]).orderBy("id").execute();
    expect(states.map((row) => row.status)).toEqual(["unsubscribed", "unsubscribed", "confirmed"]);
  });

  it("changes an alert's search, unless the address already has an alert for that one", async () => {
    const first = await confirmedAlert("asha@example.com", ENGINEER_IN_BENGALURU);
    await confirmedAlert("asha@example.com", { type: "Full-time" });
    const none = { q: "", location: "", type: "", department: "" };
    expect(await changeJobAlertSearch(first.id, { ...none, type: "Full-time" })).toBe(false);
    expect(await changeJobAlertSearch(first.id, { ...none, q: "designer" })).toBe(true);
    const changed = await db.selectFrom("job_alerts").selectAll().where("id", "=", first.id).executeTakeFirstOrThrow();
    expect(changed).toMatchObject({ q: "designer", location: "" });
  });
});
