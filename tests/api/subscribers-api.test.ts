// GET /api/subscribers (staff with subscribers:manage), and the back-office's CSV export and import
// through the built app: an export imports again with nothing added, and the upload's size is held.
import { beforeAll, describe, expect, it } from "vitest";

import { call, createUser, db, login, randomIp, startHttpServer } from "./harness";

let admin: string;

const now = () => new Date().toISOString();

beforeAll(async () => {
  admin = (await login()).token;
  await db
    .insertInto("subscribers")
    .values([
      {
        email: "asha@example.com",
        name: "Asha Rao",
        status: "confirmed",
        confirmed_at: now(),
        consent_version: "v1",
        consent_source: "confirmation",
        created_at: now(),
        updated_at: now(),
      },
      { email: "=cmd@example.com", name: "+Ravi", status: "pending", created_at: now(), updated_at: now() },
      { email: "gone@example.com", status: "unsubscribed", created_at: now(), updated_at: now() },
    ])
    .execute();
});

/** A session cookie of a new staff member with this role, signed in through the sign-in form. */
async function staffCookie(role: "admin" | "editor") {
  const user = await createUser({ role });
  const reply = await call("POST", "/login", {
    body: new URLSearchParams(user),
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });
  expect(reply.status).toBe(302);
  return reply.headers.get("set-cookie")!.split(";")[0]!;
}

describe("GET /api/subscribers", () => {
  it("lists subscribers for staff with the permission, filtered and paged, with the count per state", async () => {
    const editor = (await login(await createUser({ role: "editor" }))).token;
    const all = await call("GET", "/api/subscribers", { token: editor });
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({
      total: 3,
      page: 1,
      limit: 25,
      stateCounts: { pending: 1, confirmed: 1, unsubscribed: 1, bounced: 0 },
    });
    const confirmed = await call("GET", "/api/subscribers?state=confirmed&q=RAO&page=1", { token: admin });
    expect(confirmed.body.subscribers).toEqual([
      expect.objectContaining({
        _id: expect.any(String),
        email: "asha@example.com",
        name: "Asha Rao",
        state: "confirmed",
        everyPost: true,
        topics: [],
        consentVersion: "v1",
        consentSource: "confirmation",
      }),
    ]);
    expect((await call("GET", "/api/subscribers?page=2", { token: admin })).body.subscribers).toEqual([]);
  });

  it("answers JSON 401 without a token, 403 without the permission, 400 for a state it does not know", async () => {
    const anonymous = await call("GET", "/api/subscribers");
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ message: expect.any(String) });
    const recruiter = (await login(await createUser({ role: "recruiter" }))).token;
    const refused = await call("GET", "/api/subscribers", { token: recruiter });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: "Your role does not give you access to this page." });
    const wrong = await call("GET", "/api/subscribers?state=gone", { token: admin });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ message: "state must be one of pending, confirmed, unsubscribed, bounced" });
  });
});

describe("the CSV export and import", () => {
  it("exports the filtered list formula-safe with its consent, and the same file imports again adding nobody", async () => {
    const cookie = await staffCookie("editor");
    const exported = await call("GET", "/admin/subscribers.csv?state=pending", { headers: { Cookie: cookie } });
    expect(exported.status).toBe(200);
    expect(exported.headers.get("content-disposition")).toMatch(/^attachment; filename="subscribers-/);
    const lines = exported.text
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe(
      "Email,Name,Topics,State,Subscribed,Consent time,Consent version,Consent source,Consent recorded by,Unsubscribed",
    );
    expect(lines.slice(1)).toEqual([expect.stringMatching(/^'=cmd@example\.com,'\+Ravi,,Pending,\d{4}-/)]);

    const everyone = await call("GET", "/admin/subscribers.csv", { headers: { Cookie: cookie } });
    expect(everyone.text).toMatch(/asha@example\.com,Asha Rao,,Confirmed,[^,]+,\d{4}-[^,]+,v1,confirmation,,/);
    const form = new FormData();
    form.append("file", new File([everyone.text], "subscribers.csv", { type: "text/csv" }));
    const imported = await call("POST", "/admin/subscribers/import.data", {
      body: form,
      headers: { Cookie: cookie },
      ip: randomIp(),
    });
    expect(imported.status).toBe(200);
    // "=cmd@example.com" is not an address the form would take: its row is reported, not imported.
    expect(imported.body.data).toMatchObject({ status: "done", added: 0, existing: 2, invalid: [{ line: 3 }] });
    expect(await db.selectFrom("subscribers").select("email").execute()).toHaveLength(3);
  });

  it("keeps the export and import to staff with the permission", async () => {
    for (const page of ["/admin/subscribers.csv", "/admin/subscribers/import"]) {
      const reply = await call("GET", page);
      expect(reply.status, page).toBe(302);
      expect(reply.headers.get("location"), page).toMatch(/^\/login\?redirectTo=/);
    }
  });

  it("refuses an upload over 2 MB while it streams", async () => {
    const server = await startHttpServer();
    try {
      const boundary = "----lumora";
      const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.csv"\r\nContent-Type: text/csv\r\n\r\n`;
      const body = Buffer.concat([
        Buffer.from(head),
        Buffer.alloc(3 * 1024 * 1024, 0x61),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const reply = await server.request({
        method: "POST",
        path: "/admin/subscribers/import",
        headers: { "Content-Type": `multipart/form-data; boundary=${boundary}` },
        body,
      });
      expect(reply.status).toBe(413);
      expect(reply.text).toContain("larger than 2 MB");
    } finally {
      await server.close();
    }
  });
});
