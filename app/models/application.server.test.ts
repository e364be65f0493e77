import { beforeAll, beforeEach, describe, expect, it } from "vitest";

import { db } from "~/db.server";

import {
  addApplicationNote,
  allApplications,
  applicationFiltersFromUrl,
  ApplicationSchema,
  applicationSources,
  applyForJob,
  changeApplicationStage,
  REJECTION_EMAIL_NOTE,
  withdrawApplication,
  countNewApplications,
  deleteApplication,
  getApplication,
  listApplications,
  purgeApplicationsBefore,
} from "./application.server";
import { readFile } from "./file-storage.server";
import { createJob } from "./job.server";
import { emptyTables, fieldMessages, JOB_INPUT, TEST_MAIL, startTestDatabase } from "./testing.server";

beforeAll(startTestDatabase);

const valid = {
  fullName: "Meera Nair",
  email: "Meera@Example.com",
  phone: "+91 98450 12345",
  location: "Pune, India",
  profileUrl: "https://www.linkedin.com/in/meera",
  coverLetter: "Four years of analytics.",
  consent: "on",
};

/** Recruiters who move applications along (accounts the tests do not need to create). */
const ravi = { id: null, username: "ravi" };
const asha = { id: null, username: "asha" };

const messages = (input: unknown) => fieldMessages(ApplicationSchema, input);
const cv = (text = "%PDF-1.4 Meera") => ({ name: "cv.pdf", contentType: "application/pdf", bytes: Buffer.from(text) });

async function apply(jobId: number, overrides: Partial<typeof valid> = {}, now = new Date()) {
  const input = ApplicationSchema.parse({ ...valid, ...overrides });
  return applyForJob(jobId, { ...input, source: "linkedin" }, cv(), { mail: TEST_MAIL, now });
}

beforeEach(() => emptyTables("emails", "application_events", "applications", "files", "jobs", "activity_log"));

describe("ApplicationSchema", () => {
  it("requires name, email, phone, location and consent, each with its message", () => {
    expect(messages({})).toEqual({
      fullName: "Full name is required",
      email: "Email is required",
      phone: "Phone is required",
      location: "Current location is required",
      consent: "Please agree to the processing of your data to send your application",
    });
  });

  it("takes only web addresses as the profile link, and a cover letter up to 5,000 characters", () => {
    expect(messages({ ...valid, profileUrl: "javascript:alert(1)" })).toEqual({
      profileUrl: "LinkedIn or portfolio URL must start with http:// or https://",
    });
    expect(messages({ ...valid, profileUrl: "linkedin dot com" })).toEqual({
      profileUrl: "LinkedIn or portfolio URL must be a web address, e.g. https://…",
    });
    expect(messages({ ...valid, profileUrl: "" })).toEqual({});
    expect(messages({ ...valid, coverLetter: "x".repeat(5000) })).toEqual({});
    expect(messages({ ...valid, coverLetter: "x".repeat(5001) })).toEqual({
      coverLetter: expect.stringContaining("5,000"),
    });
    expect(messages({ ...valid, phone: "12" })).toEqual({ phone: expect.stringContaining("digits") });
  });
});

describe("applyForJob", () => {
  it("stores the application, its CV and the first line of its timeline together", async () => {
    const { id: jobId } = await createJob(JOB_INPUT);
    const result = await apply(jobId);
    expect(result.status).toBe("created");
    if (result.status !== "created") return;
    const found = await getApplication(result.application.id);
    expect(found?.application).toMatchObject({
      jobId,
      jobTitle: "Product Analyst",
      email: "Meera@Example.com",
      emailKey: "meera@example.com",
      stage: "new",
      source: "linkedin",
    });
    expect(found?.events.map((event) => event.kind)).toEqual(["applied"]);
    const file = await readFile(db, found!.application.cvFileId);
    expect(file).toMatchObject({ name: "cv.pdf", contentType: "application/pdf", size: 14 });
    expect(file!.bytes.toString()).toBe("%PDF-1.4 Meera");
    expect(file!.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it("recognises the same address for the same job, whatever its case, and stores nothing more", async () => {
    const { id: jobId } = await createJob(JOB_INPUT);
    const first = await apply(jobId, {}, new Date("2026-11-20T10:00:00.000Z"));
    expect(first.status).toBe("created");
    const again = await apply(jobId, { email: "MEERA@example.COM" });
    expect(again).toEqual({ status: "duplicate", appliedAt: "2026-11-20T10:00:00.000Z" });
    // Two at the same moment: the database's unique index decides, one is stored.
    const { id: otherJob } = await createJob({ ...JOB_INPUT, title: "Second role" });
    const racing = await Promise.all([apply(otherJob), apply(otherJob)]);
    expect(racing.map((result) => result.status).sort()).toEqual(["created", "duplicate"]);
    expect(await db.selectFrom("files").select("id").execute()).toHaveLength(2);
  });

  it("refuses a closed job, one past its closing date and a missing one, storing nothing", async () => {
    const now = new Date("2026-11-24T20:00:00.000Z");
    const closed = await createJob({ ...JOB_INPUT, status: "closed" });
    const past = await createJob({ ...JOB_INPUT, closesOn: "2026-11-23" });
    const lastDay = await createJob({ ...JOB_INPUT, closesOn: "2026-11-24" });
    expect(await apply(closed.id, {}, now)).toEqual({ status: "closed" });
    expect(await apply(past.id, {}, now)).toEqual({ status: "closed" });
    expect(await apply(999999, {}, now)).toEqual({ status: "no-job" });
    expect(await db.selectFrom("files").select("id").execute()).toHaveLength(0);
    expect((await apply(lastDay.id, {}, now)).status).toBe("created");
  });
});

describe("the pipeline", () => {
  it("records every stage change and note with who and when, in order", async () => {
    const { id: jobId } = await createJob(JOB_INPUT);
    // Applied the day before the first stage change, whatever day the suite runs.
    const created = await apply(jobId, {}, new Date("2026-11-24T09:00:00.000Z"));
    if (created.status !== "created") throw new Error("not stored");
    const id = created.application.id;
    expect(await countNewApplications()).toBe(1);
    expect(
      await changeApplicationStage(id, "screening", ravi, {
        mail: TEST_MAIL,
        now: new Date("2026-11-25T09:00:00.000Z"),
      }),
    ).toBe("changed");
    expect(await changeApplicationStage(id, "screening", ravi, { mail: TEST_MAIL })).toBe("unchanged");
    expect(
      await changeApplicationStage(id, "interview", asha, {
        mail: TEST_MAIL,
        now: new Date("2026-11-26T09:00:00.000Z"),
      }),
    ).toBe("changed");
    expect(await addApplicationNote(id, "Strong SQL.", asha, new Date("2026-11-26T10:00:00.000Z"))).toBe(true);
    expect(
      await changeApplicationStage(id, "rejected", asha, {
        mail: TEST_MAIL,
        now: new Date("2026-11-27T09:00:00.000Z"),
      }),
    ).toBe("changed");
    expect(await changeApplicationStage(999999, "offer", asha, { mail: TEST_MAIL })).toBeNull();

    const { application, events } = (await getApplication(id))!;
    expect(application.stage).toBe("rejected");
    expect(
      events.map(({ kind, fromStage, toStage, note, actor }) => ({ kind, fromStage, toStage, note, actor })),
    ).toEqual([
      { kind: "applied", fromStage: null, toStage: "new", note: null, actor: null },
      { kind: "stage", fromStage: "new", toStage: "screening", note: null, actor: "ravi" },
      { kind: "stage", fromStage: "screening", toStage: "interview", note: null, actor: "asha" },
      { kind: "note", fromStage: null, toStage: null, note: "Strong SQL.", actor: "asha" },
      { kind: "stage", fromStage: "interview", toStage: "rejected", note: null, actor: "asha" },
    ]);
    expect(await countNewApplications()).toBe(0);
    // Each change is in the activity log, written with it, naming the application by number (the
    // log outlives an erasure); the one that changed nothing is not.
    const log = await db
      .selectFrom("activity_log")
      .select(["actor_name", "summary", "subject_id"])
      .where("kind", "=", "application")
      .orderBy("id")
      .execute();
    const role = "“Product Analyst”";
    expect(log).toEqual([
      { actor_name: "Visitor", summary: `Applied for ${role}`, subject_id: id },
      { actor_name: "ravi", summary: `Moved application #${id} for ${role} to Screening`, subject_id: id },
      { actor_name: "asha", summary: `Moved application #${id} for ${role} to Interview`, subject_id: id },
      { actor_name: "asha", summary: `Added a note to application #${id} for ${role}`, subject_id: id },
      { actor_name: "asha", summary: `Moved application #${id} for ${role} to Rejected`, subject_id: id },
    ]);
  });
});

describe("lists, export and erasure", () => {
  it("filters by job, stage, dates and name or email, counts per stage and pages", async () => {
    const analyst = await createJob(JOB_INPUT);
    const designer = await createJob({ ...JOB_INPUT, title: "Designer" });
    await apply(analyst.id, { fullName: "Asha Rao", email: "asha@example.com" }, new Date("2026-11-01T10:00:00.000Z"));
    await apply(analyst.id, { fullName: "Ravi Iyer", email: "ravi@example.com" }, new Date("2026-11-10T10:00:00.000Z"));
    const third = await apply(
      designer.id,
      { fullName: "Zoya Khan", email: "zoya@example.com" },
      new Date("2026-11-20"),
    );
    if (third.status === "created")
      await changeApplicationStage(third.application.id, "offer", asha, { mail: TEST_MAIL });

    const all = await listApplications();
    expect(all.applications.map((row) => row.fullName)).toEqual(["Zoya Khan", "Ravi Iyer", "Asha Rao"]);
    expect(all.stageCounts).toEqual({
      new: 2,
      screening: 0,
      interview: 0,
      offer: 1,
      hired: 0,
      rejected: 0,
      not_fit: 0,
    });
    expect((await listApplications({ jobId: analyst.id })).total).toBe(2);
    expect((await listApplications({ stage: "offer" })).applications.map((row) => row.fullName)).toEqual(["Zoya Khan"]);
    // The counts per stage are of the other filters, so each stage's count is what its tab would show.
    expect((await listApplications({ stage: "offer" })).stageCounts.new).toBe(2);
    expect((await listApplications({ q: "RAVI" })).total).toBe(1);
    expect((await listApplications({ source: "linkedin" })).total).toBe(3);
    expect((await listApplications({ source: "google.com" })).total).toBe(0);
    expect(await applicationSources()).toEqual(["linkedin"]);
    expect((await listApplications({ q: "zoya@" })).total).toBe(1);
    const november = await listApplications({ from: "2026-11-10", to: "2026-11-10" });
    expect(november.applications.map((row) => row.fullName)).toEqual(["Ravi Iyer"]);
    expect(await listApplications({ limit: 2, page: 2 })).toMatchObject({ total: 3, page: 2 });

    const exported = [];
    for await (const row of allApplications({ jobId: analyst.id }, 1)) exported.push(row.fullName);
    expect(exported).toEqual(["Ravi Iyer", "Asha Rao"]);

    expect(
      applicationFiltersFromUrl(
        new URLSearchParams("job=12&stage=offer&from=2026-11-01&to=nope&q=%20a%20&answer=a1b2:30%3A60 days"),
      ),
    ).toEqual({
      jobId: 12,
      stage: "offer",
      from: "2026-11-01",
      to: null,
      source: null,
      q: "a",
      answer: { key: "a1b2", value: "30:60 days" },
    });
    expect(applicationFiltersFromUrl(new URLSearchParams("job=x&stage=fired&answer=no-key"))).toMatchObject({
      jobId: null,
      stage: null,
      answer: null,
    });
  });

  it("erases an application with its CV and timeline, and purges the old ones", async () => {
    const { id: jobId } = await createJob(JOB_INPUT);
    const old = await apply(jobId, { email: "old@example.com" }, new Date("2026-01-01T00:00:00.000Z"));
    const recent = await apply(jobId, { email: "new@example.com" }, new Date("2026-11-01T00:00:00.000Z"));
    if (old.status !== "created" || recent.status !== "created") throw new Error("not stored");
    await addApplicationNote(old.application.id, "Note", asha);

    expect(await purgeApplicationsBefore(new Date("2026-06-01T00:00:00.000Z"))).toBe(1);
    expect(await readFile(db, old.application.cvFileId)).toBeNull();
    expect(
      await db.selectFrom("application_events").select("id").where("application_id", "=", old.application.id).execute(),
    ).toHaveLength(0);

    expect(await deleteApplication(recent.application.id)).toBe(true);
    expect(await deleteApplication(recent.application.id)).toBe(false);
    expect(await readFile(db, recent.application.cvFileId)).toBeNull();
    expect(await db.selectFrom("files").select("id").execute()).toHaveLength(0);
  });

  it("keeps applications when their job is deleted, with the job's title", async () => {
    const created = await createJob(JOB_INPUT);
    const result = await apply(created.id);
    await db.deleteFrom("jobs").where("id", "=", created.id).execute();
    if (result.status !== "created") throw new Error("not stored");
    expect((await getApplication(result.application.id))?.application).toMatchObject({
      jobId: null,
      jobTitle: "Product Analyst",
    });
  });
});

describe("the emails of an application", () => {
  const sent = () => db.selectFrom("emails").select(["kind", "recipient", "about", "text"]).orderBy("id").execute();

  it("are queued with it: the candidate's confirmation with a withdraw link, and staff's notification", async () => {
    const { id: jobId } = await createJob(JOB_INPUT);
    const created = await apply(jobId);
    if (created.status !== "created") throw new Error("not stored");
    const about = `application:${created.application.id}`;
    const emails = await sent();
    expect(emails.map(({ kind, recipient, about }) => ({ kind, recipient, about }))).toEqual([
      { kind: "application-confirmation", recipient: valid.email, about },
      { kind: "application-staff", recipient: "staff@site.test", about },
    ]);
    expect(emails[0]!.text).toMatch(
      /Withdraw your application and delete your data: https:\/\/site\.test\/careers\/withdraw\/[\w.-]+/,
    );
    expect(emails[1]!.text).toContain(`https://site.test/admin/applications/${created.application.id}`);
  });

  it("include the rejection only when the recruiter chose to send it, noted in the timeline", async () => {
    const { id: jobId } = await createJob(JOB_INPUT);
    const first = await apply(jobId);
    const second = await apply(jobId, { email: "other@example.com" });
    if (first.status !== "created" || second.status !== "created") throw new Error("not stored");
    await emptyTables("emails");
    await changeApplicationStage(first.application.id, "rejected", asha, { mail: TEST_MAIL });
    await changeApplicationStage(second.application.id, "rejected", asha, { mail: TEST_MAIL, notifyCandidate: true });
    expect((await sent()).map(({ kind, recipient }) => ({ kind, recipient }))).toEqual([
      { kind: "application-rejection", recipient: "other@example.com" },
    ]);
    const { events } = (await getApplication(second.application.id))!;
    expect(events.at(-1)).toMatchObject({ kind: "note", note: REJECTION_EMAIL_NOTE, actor: "asha" });
  });

  it("go with it when the candidate withdraws: staff hear which role, nothing of the person is kept", async () => {
    const { id: jobId } = await createJob(JOB_INPUT);
    const created = await apply(jobId);
    if (created.status !== "created") throw new Error("not stored");
    expect(await withdrawApplication(created.application.id, { mail: TEST_MAIL })).toBe(true);
    expect(await withdrawApplication(created.application.id, { mail: TEST_MAIL })).toBe(false);
    expect(await db.selectFrom("applications").select("id").execute()).toEqual([]);
    expect(await db.selectFrom("files").select("id").execute()).toEqual([]);
    const emails = await sent();
    expect(emails.map(({ kind, about }) => ({ kind, about }))).toEqual([
      { kind: "application-withdrawn-staff", about: null },
    ]);
    expect(emails[0]!.text).not.toContain(valid.fullName);
    expect(emails[0]!.text).toContain(JOB_INPUT.title);
  });
});
