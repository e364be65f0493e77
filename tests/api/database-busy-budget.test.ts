// Issue 14, defect 5: a write that is still locked out when its wait budget runs out gets a clear
// 503: the form again with what the visitor typed and "please try again", JSON on the API.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import { ADMIN, call, db, holdWriteLock, login, VALID_JOB } from "./harness";
import { dataPath } from "../single-fetch";

// A short budget, so the writes below give up quickly while the lock is held.
vi.hoisted(() => {
  process.env.DATABASE_BUSY_TIMEOUT_MS = "50";
});

const BUSY_MESSAGE = "We could not save this just now. Please try again.";
const FORM = { "Content-Type": "application/x-www-form-urlencoded" };
const CONTACT = {
  name: "Ravi Iyer",
  email: "ravi@example.com",
  phone: "9876543210",
  subject: "general",
  message: "Typed before the lock",
  consent: "on",
};

const count = async (table: "contact_messages" | "jobs") =>
  Number(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

let token: string;
let adminCookie: string;
let jobId: number;
beforeAll(async () => {
  ({ token } = await login());
  const body = new URLSearchParams({ ...ADMIN, redirectTo: "/dashboard" }).toString();
  const signedIn = await call("POST", "/login", { headers: FORM, body });
  adminCookie = signedIn.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
  jobId = (await call("POST", "/api/jobs", { token, json: VALID_JOB })).body.job.id;
});

let lock: Awaited<ReturnType<typeof holdWriteLock>> | undefined;
beforeEach(async () => {
  lock = await holdWriteLock();
});
afterEach(async () => {
  await lock?.release();
  lock = undefined;
});

describe("the contact form, when the database stays locked", () => {
  it("comes back (503) with what the visitor typed and the message, and stores nothing", async () => {
    const before = await count("contact_messages");
    const reply = await call("POST", "/contact", { headers: FORM, body: new URLSearchParams(CONTACT).toString() });

    expect(reply.status).toBe(503);
    expect(reply.text).toContain(BUSY_MESSAGE);
    expect(reply.text).toContain('value="Ravi Iyer"');
    expect(reply.text).toContain('value="ravi@example.com"');
    expect(reply.text).toContain('value="9876543210"');
    expect(reply.text).toMatch(/<textarea[^>]*name="message"[^>]*>Typed before the lock<\/textarea>/);
    expect(await count("contact_messages")).toBe(before);
  });

  it("answers a script's submission with the same data as JSON", async () => {
    const reply = await call("POST", dataPath("/contact"), {
      headers: FORM,
      body: new URLSearchParams(CONTACT).toString(),
    });
    expect(reply.status).toBe(503);
    expect(reply.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(reply.body.data).toMatchObject({ status: "error", error: { "": [BUSY_MESSAGE] }, initialValue: CONTACT });
  });
});

describe("sign-in, when the database stays locked", () => {
  it("shows the form again with the username (never the password) and the message", async () => {
    const body = new URLSearchParams({
      username: "api-admin",
      password: "a-wrong-password",
      redirectTo: "",
    }).toString();
    const reply = await call("POST", dataPath("/login"), { headers: FORM, body });
    expect(reply.status).toBe(503);
    expect(reply.body.data).toMatchObject({
      status: "error",
      error: { "": [BUSY_MESSAGE] },
      initialValue: { username: "api-admin" },
    });
    expect(reply.text).not.toContain("a-wrong-password");
  });
});

describe("admin forms, when the database stays locked", () => {
  it("the new-job form comes back with what was typed and the failure line", async () => {
    const before = await count("jobs");
    const form = new URLSearchParams({
      ...VALID_JOB,
      salary: String(VALID_JOB.salary),
      title: "Platform Engineer",
      workplace: "Remote",
      country: "IN",
    });
    const reply = await call("POST", "/admin/jobs/new", {
      headers: { ...FORM, Cookie: adminCookie },
      body: form.toString(),
    });

    expect(reply.status).toBe(503);
    expect(reply.text).toContain(`Error creating job: ${BUSY_MESSAGE}`);
    expect(reply.text).toContain('value="Platform Engineer"');
    expect(await count("jobs")).toBe(before);
  });

  it("a delete confirmed without JavaScript shows the confirmation again with the message, and deletes nothing", async () => {
    const reply = await call("POST", `/admin/jobs/${jobId}/delete`, {
      headers: { ...FORM, Cookie: adminCookie },
      body: "",
    });

    expect(reply.status).toBe(503);
    expect(reply.text).toContain(BUSY_MESSAGE);
    expect(reply.text).toContain("Delete Job?");
    expect(await db.selectFrom("jobs").select("id").where("id", "=", jobId).executeTakeFirst()).toBeDefined();
  });
});

describe("the pages editor, when the database stays locked", () => {
  const privacy = () =>
    db
      .selectFrom("content_documents")
      .select(["version", "draft"])
      .where("key", "=", "privacy")
      .executeTakeFirstOrThrow();

  /** The privacy page's form as its edit page posts it, opened at `version`. */
  function privacyForm(version: number) {
    const form = new FormData();
    form.set("version", String(version));
    form.set("seo.title", "Privacy policy");
    form.set("seo.description", "How we handle your data.");
    form.set("title", "Typed before the lock");
    form.set("updated", "November 27, 2026");
    form.set("body", "<p>Our policy.</p>");
    return form;
  }

  it("comes back (503) with what was typed and the message, and saves nothing", async () => {
    const stored = await privacy();
    const form = privacyForm(stored.version);
    form.set("_action", "save");
    const reply = await call("POST", "/admin/pages/privacy", { headers: { Cookie: adminCookie }, body: form });

    expect(reply.status).toBe(503);
    expect(reply.text).toContain(BUSY_MESSAGE);
    expect(reply.text).toContain('value="Typed before the lock"');
    expect(await privacy()).toEqual(stored);
  });

  it("a draft discarded without JavaScript shows the page again (503) with the message, and changes nothing", async () => {
    const stored = await privacy();
    const reply = await call("POST", "/admin/pages/privacy?do=discard", {
      headers: { ...FORM, Cookie: adminCookie },
      body: new URLSearchParams({ version: String(stored.version) }).toString(),
    });

    expect(reply.status).toBe(503);
    expect(reply.text).toContain("Edit: Privacy policy");
    expect(await privacy()).toEqual(stored);
  });

  it("an autosave answers 503 with why, and saves nothing", async () => {
    const stored = await privacy();
    const reply = await call("POST", "/admin/pages/privacy/autosave", {
      headers: { Cookie: adminCookie },
      body: privacyForm(stored.version),
    });

    expect(reply.status).toBe(503);
    expect(reply.body).toEqual({ message: expect.stringMatching(/^the site is busy\./) });
    expect(await privacy()).toEqual(stored);
  });
});

describe("the API, when the database stays locked", () => {
  it("answers a write with 503, Retry-After and a JSON message, and stores nothing", async () => {
    const before = await count("jobs");
    const reply = await call("POST", "/api/jobs", { token, json: { ...VALID_JOB, title: "Analytics Engineer" } });

    expect(reply.status).toBe(503);
    expect(reply.headers.get("content-type")).toMatch(/^application\/json/);
    expect(reply.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(reply.body).toEqual({ message: BUSY_MESSAGE });
    expect(await count("jobs")).toBe(before);
  });
});
