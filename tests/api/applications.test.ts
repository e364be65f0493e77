import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";

import { call, createUser, db, login, randomIp, startHttpServer, VALID_JOB } from "./harness";
import { screeningQuestion } from "../../app/lib/screening.testing";
import { dataPath, decodeSingleFetch } from "../single-fetch";

const PDF = fs.readFileSync(path.resolve("tests/fixtures/cv.pdf"));
const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

let admin: string;
let jobId: number;

beforeAll(async () => {
  admin = (await login()).token;
  const created = await call("POST", "/api/jobs", { token: admin, json: VALID_JOB });
  jobId = Number(created.body.job.id);
});

/** The application form as a browser posts it. */
function applicationForm(email: string, extra: Record<string, string> = {}) {
  const form = new FormData();
  const fields = { fullName: "Meera Nair", email, phone: "+91 98450 12345", location: "Pune", consent: "on", ...extra };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append("cv", new File([PDF], "Meera CV.pdf", { type: "application/pdf" }));
  return form;
}

async function applyAs(email: string, options: { ip?: string; extra?: Record<string, string> } = {}) {
  return call("POST", `/careers/${jobId}/apply`, { body: applicationForm(email, options.extra), ip: options.ip });
}

async function applicationId(email: string) {
  const row = await db.selectFrom("applications").select("id").where("email", "=", email).executeTakeFirst();
  return row?.id;
}

describe("applying", () => {
  it("stores an application and sends the candidate to the confirmation page", async () => {
    const reply = await applyAs("first@example.com", { extra: { source: "LinkedIn" } });
    expect(reply.status).toBe(302);
    expect(reply.headers.get("location")).toBe(`/careers/${jobId}/applied`);
    expect(reply.headers.get("set-cookie")).toMatch(/HttpOnly/);
    const stored = await db.selectFrom("applications").selectAll().where("email", "=", "first@example.com").execute();
    expect(stored).toMatchObject([{ source: "linkedin", stage: "new", job_id: jobId }]);
  });

  it("answers a filled honeypot as if it worked, and stores nothing", async () => {
    const reply = await applyAs("bot@example.com", { extra: { website: "http://spam.example" } });
    expect(reply.status).toBe(302);
    expect(await applicationId("bot@example.com")).toBeUndefined();
  });

  it("limits one address to five applications in ten minutes", async () => {
    const ip = randomIp();
    for (let index = 0; index < 5; index++)
      expect((await applyAs(`rate-${index}@example.com`, { ip })).status).toBe(302);
    const refused = await applyAs("rate-5@example.com", { ip });
    expect(refused.status).toBe(429);
    expect(refused.text).toContain("several requests in a short time");
    expect(await applicationId("rate-5@example.com")).toBeUndefined();
  });

  it("refuses a body far over the limit while it streams", async () => {
    const server = await startHttpServer();
    try {
      const boundary = "----lumora";
      const head = `--${boundary}\r\nContent-Disposition: form-data; name="cv"; filename="huge.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
      const body = Buffer.concat([
        Buffer.from(head),
        Buffer.alloc(14 * 1024 * 1024, 0x25),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      for (const chunkSize of [undefined, 256 * 1024]) {
        const reply = await server.request({
          method: "POST",
          path: `/careers/${jobId}/apply`,
          headers: { "Content-Type": `multipart/form-data; boundary=${boundary}` },
          body,
          chunkSize,
        });
        expect(reply.status).toBe(413);
        expect(reply.text).toContain("larger than 12 MB");
      }
    } finally {
      await server.close();
    }
  });
});

describe("applying with JavaScript (the page's data request)", () => {
  it("takes a CV over a plain form's 64 KB, as the page does, and answers with the confirmation's address", async () => {
    const server = await startHttpServer();
    try {
      const form = applicationForm("with-js@example.com");
      form.set("cv", new File([PDF, Buffer.alloc(200 * 1024, 0x20)], "Meera CV.pdf", { type: "application/pdf" }));
      const encoded = new Request("http://site.test", { method: "POST", body: form });
      const reply = await server.request({
        method: "POST",
        path: dataPath(`/careers/${jobId}/apply`),
        headers: { "Content-Type": encoded.headers.get("Content-Type")! },
        body: Buffer.from(await encoded.arrayBuffer()),
      });
      expect(reply.status, reply.text).toBe(202);
      expect(await decodeSingleFetch(reply.text)).toMatchObject({ redirect: `/careers/${jobId}/applied` });
      expect(await applicationId("with-js@example.com")).toBeDefined();
    } finally {
      await server.close();
    }
  });
});

describe("the back-office and the API", () => {
  it("serve the CV only to staff, as a download with its stored type and the same bytes", async () => {
    await applyAs("cv@example.com");
    const id = await applicationId("cv@example.com");
    expect((await call("GET", `/admin/applications/${id}/cv`)).status).toBe(302); // to /login
    const api = await call("GET", `/api/applications/${id}/cv`, { token: admin });
    expect(api.status).toBe(200);
    expect(api.headers.get("content-type")).toBe("application/pdf");
    expect(api.headers.get("content-disposition")).toBe('attachment; filename="Meera CV.pdf"');
    expect(api.headers.get("x-content-type-options")).toBe("nosniff");
    expect(api.headers.get("content-length")).toBe(String(PDF.length));
    const { cv_file_id } = await db
      .selectFrom("applications")
      .select("cv_file_id")
      .where("id", "=", id!)
      .executeTakeFirstOrThrow();
    const stored = await db.selectFrom("files").select("sha256").where("id", "=", cv_file_id).executeTakeFirstOrThrow();
    expect(stored.sha256).toBe(sha256(PDF));
    const user = await login(await createUser());
    expect((await call("GET", `/api/applications/${id}/cv`, { token: user.token })).status).toBe(403);
    expect((await call("GET", `/api/applications/${id}/cv`)).status).toBe(401);
  });

  it("lists, reads and moves applications through the API", async () => {
    await applyAs("api@example.com");
    const id = String(await applicationId("api@example.com"));
    const list = await call("GET", `/api/applications?job=${jobId}&stage=new&q=api%40&limit=5`, { token: admin });
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ total: 1, page: 1, limit: 5, stageCounts: { new: expect.any(Number) } });
    expect(list.body.applications[0]).toMatchObject({
      id,
      _id: id,
      email: "api@example.com",
      cvUrl: `/api/applications/${id}/cv`,
    });
    expect(list.body.applications[0]).not.toHaveProperty("emailKey");

    const one = await call("GET", `/api/applications/${id}`, { token: admin });
    expect(one.body.application).toMatchObject({ id, fullName: "Meera Nair", stage: "new", coverLetter: null });

    const moved = await call("PATCH", `/api/applications/${id}`, { token: admin, json: { stage: "interview" } });
    expect(moved.status).toBe(200);
    expect(moved.body.application.stage).toBe("interview");
    const again = await call("PATCH", `/api/applications/${id}`, { token: admin, json: { stage: "interview" } });
    expect(again).toMatchObject({ status: 409, body: { message: "The application is already at that stage" } });
    const bad = await call("PATCH", `/api/applications/${id}`, { token: admin, json: { stage: "fired" } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^Stage must be one of new, screening/);
    const events = await db
      .selectFrom("application_events")
      .selectAll()
      .where("application_id", "=", Number(id))
      .execute();
    expect(events.map((event) => [event.kind, event.to_stage, event.actor])).toEqual([
      ["applied", "new", null],
      ["stage", "interview", "api-admin"],
    ]);

    // A rejection emails the candidate only when asked to.
    const kinds = async () =>
      (await db.selectFrom("emails").select("kind").where("about", "=", `application:${id}`).execute()).map(
        (email) => email.kind,
      );
    expect(await kinds()).toEqual(["application-confirmation", "application-staff"]);
    const unclear = await call("PATCH", `/api/applications/${id}`, {
      token: admin,
      json: { stage: "rejected", notifyCandidate: "yes" },
    });
    expect(unclear).toMatchObject({ status: 400, body: { message: "notifyCandidate must be true or false" } });
    const rejected = await call("PATCH", `/api/applications/${id}`, {
      token: admin,
      json: { stage: "rejected", notifyCandidate: true },
    });
    expect(rejected.body.application.stage).toBe("rejected");
    expect(await kinds()).toEqual(["application-confirmation", "application-staff", "application-rejection"]);

    expect((await call("GET", "/api/applications?stage=fired", { token: admin })).status).toBe(400);
    expect((await call("GET", "/api/applications?from=yesterday", { token: admin })).status).toBe(400);
    expect((await call("GET", "/api/applications/999999", { token: admin })).status).toBe(404);
    expect((await call("GET", "/api/applications")).status).toBe(401);
  });

  it("keeps the CSV export and the back-office pages to signed-in staff", async () => {
    for (const page of ["/admin/applications.csv", "/admin/applications"]) {
      const reply = await call("GET", page);
      expect(reply.status, page).toBe(302);
      expect(reply.headers.get("location"), page).toMatch(/^\/login\?redirectTo=/);
    }
  });
});

describe("screening questions", () => {
  const QUESTIONS = [
    screeningQuestion({ key: "auth1", type: "yes_no", text: "Are you authorised to work in India?", knockOut: ["no"] }),
    screeningQuestion({
      key: "years1",
      type: "number",
      text: "Years of B2B sales",
      help: "Whole years are fine.",
      min: 0,
      max: 40,
    }),
    screeningQuestion({ key: "why1", text: "Why us?", required: false }),
  ];
  let screenedJob: number;

  beforeAll(async () => {
    const created = await call("POST", "/api/jobs", { token: admin, json: VALID_JOB });
    screenedJob = Number(created.body.job.id);
    await db
      .insertInto("job_screening")
      .values({ job_id: screenedJob, questions: JSON.stringify(QUESTIONS), version: 3, updated_at: "2026-11-01" })
      .execute();
  });

  function applyWith(email: string, fields: Record<string, string>) {
    return call("POST", `/careers/${screenedJob}/apply`, { body: applicationForm(email, fields) });
  }

  it("shows a job's questions in the public API, but not which answers knock out", async () => {
    const { body } = await call("GET", `/api/jobs/${screenedJob}`);
    expect(body.job.questions).toEqual(
      QUESTIONS.map(({ knockOut: _k, knockOutBelow: _b, knockOutAbove: _a, ...question }) => question),
    );
    expect(JSON.stringify(body)).not.toContain("knockOut");
  });

  it("refuses wrong answers with a message per question, storing nothing", async () => {
    const reply = await applyWith("wrong@example.com", {
      questionsVersion: "3",
      "answers.auth1": "maybe",
      "answers.years1": "41",
      "answers.why1": "x".repeat(10_000),
    });
    expect(reply.status).toBe(400);
    expect(reply.text).toContain("Answer yes or no");
    expect(reply.text).toContain("Answer must be at most 40");
    expect(reply.text).toContain("Answer must be at most 200 characters");
    expect(await applicationId("wrong@example.com")).toBeUndefined();
  });

  it("refuses answers to questions that changed since the form was shown", async () => {
    const reply = await applyWith("stale@example.com", {
      questionsVersion: "2",
      "answers.auth1": "yes",
      "answers.years1": "3",
    });
    expect(reply.status).toBe(409);
    expect(reply.text).toContain("The questions for this role changed while you were filling in the form");
    expect(await applicationId("stale@example.com")).toBeUndefined();
  });

  it("stores typed answers: the staff API reads them, and a knock-out sets the application aside", async () => {
    const reply = await applyWith("knocked@example.com", {
      questionsVersion: "3",
      "answers.auth1": "no",
      "answers.years1": "2.5",
    });
    expect(reply.status).toBe(302);
    const id = await applicationId("knocked@example.com");
    const { body } = await call("GET", `/api/applications/${id}`, { token: admin });
    expect(body.application.stage).toBe("not_fit");
    expect(body.application.answers).toEqual([
      { key: "auth1", question: QUESTIONS[0]!.text, type: "yes_no", value: false, knockedOut: true },
      { key: "years1", question: QUESTIONS[1]!.text, type: "number", value: 2.5, knockedOut: false },
    ]);
    const filtered = await call("GET", `/api/applications?job=${screenedJob}&answer=auth1:no`, { token: admin });
    expect(filtered.body.applications.map((application: { id: string }) => application.id)).toEqual([String(id)]);
  });
});
