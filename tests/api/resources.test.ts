import { beforeAll, describe, expect, it, vi } from "vitest";

import { call, createUser, db, login } from "./harness";

let admin: string;
let member: string;
beforeAll(async () => {
  admin = (await login()).token;
  member = (await login(await createUser())).token;
});

const job = {
  title: "Platform Engineer",
  company: "Stackforge",
  location: "Remote (India)",
  workplace: "Remote",
  country: "IN",
  type: "Contract",
  salary: 2100000,
  department: "Engineering",
  description: "Own our CI fleet.",
  requirements: "Kubernetes\nTerraform",
};

const blog = {
  title: "Shipping weekly",
  author: "Dev Patel",
  description: "Why small releases win.",
  content: '<p onclick="x()">Ship small.</p><script>alert(1)</script>',
  featuredImage: "/images/blog/pricing-for-early-saas.svg",
};

describe("/api/jobs", () => {
  it("creates (201), reads, lists with filters, updates and deletes", async () => {
    const created = await call("POST", "/api/jobs", { token: admin, json: job });
    expect(created.status).toBe(201);
    const { id } = created.body.job;
    expect(created.body.job).toEqual({
      _id: id,
      id,
      ...job,
      // Left out by the client: open, with no closing date.
      status: "open",
      closesOn: null,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });

    const read = await call("GET", `/api/jobs/${id}`);
    expect(read.status).toBe(200);
    expect(read.body.job.title).toBe("Platform Engineer");

    const list = await call("GET", "/api/jobs?q=STACKFORGE&type=Contract&department=Engineering&limit=5");
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ total: 1, page: 1, limit: 5 });
    expect(list.body.jobs[0].id).toBe(id);
    expect(list.body.departments).toContain("Engineering");

    const updated = await call("PUT", `/api/jobs/${id}`, { token: admin, json: { ...job, salary: "2500000" } });
    expect(updated.status).toBe(200);
    expect(updated.body.job.salary).toBe(2500000);

    // A closed job leaves the public list; a token that may edit jobs still sees it with ?include=closed.
    const closed = await call("PUT", `/api/jobs/${id}`, { token: admin, json: { ...job, status: "closed" } });
    expect(closed.body.job).toMatchObject({ status: "closed", closesOn: null });
    const publicList = await call("GET", "/api/jobs?q=STACKFORGE&type=Contract");
    expect(publicList.body.total).toBe(0);
    expect((await call("GET", "/api/jobs?q=STACKFORGE&include=closed")).status).toBe(401);
    const staffList = await call("GET", "/api/jobs?q=STACKFORGE&type=Contract&include=closed", { token: admin });
    expect(staffList.body.jobs.map((listed: { id: string }) => listed.id)).toEqual([id]);
    const dated = await call("PUT", `/api/jobs/${id}`, {
      token: admin,
      json: { ...job, status: "open", closesOn: "2099-12-31" },
    });
    expect(dated.body.job).toMatchObject({ status: "open", closesOn: "2099-12-31" });
    const badDate = await call("PUT", `/api/jobs/${id}`, { token: admin, json: { ...job, closesOn: "tomorrow" } });
    expect(badDate).toMatchObject({ status: 400, body: { message: expect.stringContaining("Closing date") } });

    const deleted = await call("DELETE", `/api/jobs/${id}`, { token: admin });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ message: "Job deleted" });
    expect((await call("GET", `/api/jobs/${id}`)).status).toBe(404);
    expect((await call("DELETE", `/api/jobs/${id}`, { token: admin })).status).toBe(404);
  });

  it("answers 400 with the form's messages", async () => {
    const reply = await call("POST", "/api/jobs", { token: admin, json: { type: "Full-time" } });
    expect(reply.status).toBe(400);
    expect(reply.body.errors).toMatchObject({
      title: "Title is required",
      salary: "Salary is required",
      requirements: "Requirements is required",
    });
  });

  it("stores workplace and country as sent and returns them on every read", async () => {
    const created = await call("POST", "/api/jobs", {
      token: admin,
      json: { ...job, title: "Round-trip Partner", location: "San Francisco, CA", workplace: "Hybrid", country: "US" },
    });
    expect(created.status).toBe(201);
    const { id } = created.body.job;
    expect(created.body.job).toMatchObject({ workplace: "Hybrid", country: "US" });
    expect((await call("GET", `/api/jobs/${id}`)).body.job).toMatchObject({ workplace: "Hybrid", country: "US" });
    const list = await call("GET", "/api/jobs?q=round-trip%20partner");
    expect(list.body.jobs).toEqual([expect.objectContaining({ id, workplace: "Hybrid", country: "US" })]);

    const updated = await call("PUT", `/api/jobs/${id}`, {
      token: admin,
      json: { ...job, workplace: "Remote", country: "gb" },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.job).toMatchObject({ workplace: "Remote", country: "GB" });
    expect(
      await db.selectFrom("jobs").select(["workplace", "country"]).where("id", "=", Number(id)).executeTakeFirst(),
    ).toEqual({ workplace: "Remote", country: "GB" });
  });

  it("gives a client that sends no workplace or country On-site in India for a new job, and keeps them on update", async () => {
    const { workplace: _workplace, country: _country, ...older } = job;
    const created = await call("POST", "/api/jobs", { token: admin, json: { ...older, title: "Older Client Role" } });
    expect(created.status).toBe(201);
    expect(created.body.job).toMatchObject({ workplace: "On-site", country: "IN" });

    const { id } = created.body.job;
    await call("PUT", `/api/jobs/${id}`, { token: admin, json: { ...job, workplace: "Remote", country: "US" } });
    const updated = await call("PUT", `/api/jobs/${id}`, { token: admin, json: { ...older, salary: 2300000 } });
    expect(updated.status).toBe(200);
    expect(updated.body.job).toMatchObject({ salary: 2300000, workplace: "Remote", country: "US" });
  });

  it("answers 400 { message } for a country that is not an ISO 3166 code or an unknown workplace, and stores nothing", async () => {
    for (const country of ["India", "XX", "UK", 356]) {
      const reply = await call("POST", "/api/jobs", { token: admin, json: { ...job, title: "Nowhere Role", country } });
      expect(reply.status).toBe(400);
      expect(reply.body).toEqual({
        message: "Country must be a valid ISO 3166 country code",
        errors: { country: "Country must be a valid ISO 3166 country code" },
      });
    }
    const workplace = await call("POST", "/api/jobs", {
      token: admin,
      json: { ...job, title: "Nowhere Role", workplace: "Anywhere" },
    });
    expect(workplace.status).toBe(400);
    expect(workplace.body).toEqual({
      message: "Workplace must be one of On-site, Hybrid, Remote",
      errors: { workplace: "Workplace must be one of On-site, Hybrid, Remote" },
    });
    const existing = (await call("POST", "/api/jobs", { token: admin, json: { ...job, title: "Somewhere Role" } })).body
      .job.id;
    const blank = await call("PUT", `/api/jobs/${existing}`, { token: admin, json: { ...job, country: " " } });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe("Country is required");
    expect(await db.selectFrom("jobs").select("id").where("title", "=", "Nowhere Role").execute()).toEqual([]);
  });

  it("pages the list", async () => {
    for (let i = 0; i < 3; i += 1)
      await call("POST", "/api/jobs", { token: admin, json: { ...job, title: `Pager ${i}` } });
    const second = await call("GET", "/api/jobs?q=pager&limit=2&page=2");
    expect(second.body.total).toBe(3);
    expect(second.body.jobs.map((j: { title: string }) => j.title)).toEqual(["Pager 0"]);
  });

  it("writes need an admin: 401 without a token, 403 for a non-admin", async () => {
    expect((await call("POST", "/api/jobs", { json: job })).status).toBe(401);
    expect((await call("POST", "/api/jobs", { token: member, json: job })).status).toBe(403);
    expect((await call("PUT", "/api/jobs/1", { token: member, json: job })).status).toBe(403);
    expect((await call("DELETE", "/api/jobs/1", { token: member })).status).toBe(403);
  });
});

describe("/api/blogs", () => {
  it("creates with featuredImage as the image and sanitized content, reads, updates and deletes", async () => {
    const created = await call("POST", "/api/blogs", {
      token: admin,
      json: { ...blog, publishDate: new Date().toISOString(), status: "published" },
    });
    expect(created.status).toBe(201);
    const post = created.body.blog;
    expect(post).toMatchObject({
      _id: post.id,
      title: "Shipping weekly",
      image: "/images/blog/pricing-for-early-saas.svg",
      featuredImage: "/images/blog/pricing-for-early-saas.svg",
      content: "<p>Ship small.</p>",
      status: "published",
      readTime: 1,
    });

    const list = await call("GET", "/api/blogs?q=dev%20patel");
    expect(list.status).toBe(200);
    expect(list.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    expect(list.body).toMatchObject({ total: 1, page: 1, limit: 12 });
    expect(list.body.blogs[0].id).toBe(post.id);

    expect((await call("GET", `/api/blogs/${post.id}`)).body.blog.title).toBe("Shipping weekly");

    const updated = await call("PUT", `/api/blogs/${post.id}`, {
      token: admin,
      json: { ...blog, title: "Shipping daily" },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.blog.title).toBe("Shipping daily");

    expect((await call("DELETE", `/api/blogs/${post.id}`, { token: admin })).body).toEqual({ message: "Blog deleted" });
    const gone = await call("GET", `/api/blogs/${post.id}`);
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ message: "Blog not found" });
  });

  it("answers 400 with the form's messages, 401 and 403 for writes", async () => {
    const invalid = await call("POST", "/api/blogs", { token: admin, json: { title: " " } });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toEqual({
      message: "Title is required",
      errors: { title: "Title is required", author: "Author is required", description: "Description is required" },
    });
    expect((await call("POST", "/api/blogs", { json: blog })).status).toBe(401);
    expect((await call("DELETE", "/api/blogs/1", { token: member })).status).toBe(403);
  });
});

describe("parity with the site", () => {
  it("a job created through the API is on /careers at once", async () => {
    const created = await call("POST", "/api/jobs", { token: admin, json: { ...job, title: "Parity Analyst" } });
    const page = await call("GET", "/careers?q=parity");
    expect(page.status).toBe(200);
    expect(page.text).toContain("Parity Analyst");
    expect(page.text).toContain("₹21,00,000");
    expect(page.text).toContain(`job=${created.body.job.id}`);
  });

  it("a job saved in the admin form is returned by GET /api/jobs/:id", async () => {
    // Sign in through the real login form and post the real admin form.
    const { username, password } = await createUser({ role: "admin" });
    const signIn = await call("POST", "/login", {
      body: new URLSearchParams({ username, password, redirectTo: "/admin/jobs" }),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(signIn.status).toBe(302);
    const cookie = signIn.headers
      .getSetCookie()
      .map((value) => value.split(";")[0])
      .join("; ");

    const form = new URLSearchParams({ ...job, title: "Form-made Strategist", salary: "1500000" });
    const saved = await call("POST", "/admin/jobs/new", {
      body: form,
      headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie },
    });
    expect(saved.status).toBe(302);
    const row = await db
      .selectFrom("jobs")
      .select("id")
      .where("title", "=", "Form-made Strategist")
      .executeTakeFirstOrThrow();

    const reply = await call("GET", `/api/jobs/${row.id}`);
    expect(reply.status).toBe(200);
    expect(reply.body.job).toMatchObject({
      _id: String(row.id),
      title: "Form-made Strategist",
      salary: 1500000,
      workplace: "Remote",
      country: "IN",
    });
  });
});

describe("CORS", () => {
  it("is off by default: no CORS headers for a foreign origin", async () => {
    const preflight = await call("OPTIONS", "/api/jobs", {
      headers: { Origin: "https://evil.example", "Access-Control-Request-Method": "POST" },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBeNull();
    expect(preflight.headers.get("allow")).toBe("GET, POST, HEAD, OPTIONS");
  });
});

describe("server faults", () => {
  it("answer 500 { message: 'Internal server error' } with no details", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    await db.schema.alterTable("jobs").renameTo("jobs_away").execute();
    try {
      const reply = await call("GET", "/api/jobs");
      expect(reply.status).toBe(500);
      expect(reply.body).toEqual({ message: "Internal server error" });
      expect(log).toHaveBeenCalled(); // the details go to the server log only
    } finally {
      log.mockRestore();
      await db.schema.alterTable("jobs_away").renameTo("jobs").execute();
    }
  });
});
