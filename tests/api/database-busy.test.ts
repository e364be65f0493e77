// Issue 14, defect 5: while another process holds the SQLite write lock, a waiting write must not
// freeze the server. Reads are answered while it waits (shown by the order of the answers, never by
// a duration), and the write is saved once the lock is free.
import { beforeAll, describe, expect, it, vi } from "vitest";

import { call, db, holdWriteLock, login, waitingOrSettled } from "./harness";
import { testEngine } from "../databases";

// Long enough that no write here gives up before the test releases the lock.
vi.hoisted(() => {
  process.env.DATABASE_BUSY_TIMEOUT_MS = "60000";
});

// A server that blocks while it waits answers only after SQLite's own timeout: let the order of
// the answers, not vitest's timeout, be what fails then.
vi.setConfig({ testTimeout: 30_000 });

const FORM = { "Content-Type": "application/x-www-form-urlencoded" };
const contactForm = (message: string) =>
  new URLSearchParams({
    name: "Asha Rao",
    email: "asha@example.com",
    phone: "",
    subject: "general",
    message,
    consent: "on",
  }).toString();

const storedMessages = async (message: string) =>
  (await db.selectFrom("contact_messages").select("id").where("message", "=", message).execute()).length;

beforeAll(async () => {
  await call("GET", "/healthz"); // the server has migrated and seeded its database
});

// SQLite only: its driver is synchronous, and these prove that its wait for a lock never blocks
// the event loop. A PostgreSQL client waits for locks asynchronously by nature.
describe.runIf(testEngine === "sqlite")("a write waiting for a lock another process holds", () => {
  it("lets pages, the API and /healthz answer while it waits, then saves the contact message", async () => {
    const lock = await holdWriteLock();
    const answered: string[] = [];
    const write = call("POST", "/contact", {
      headers: FORM,
      body: contactForm("Sent while the database was locked"),
    }).then((reply) => {
      answered.push("write");
      return reply;
    });

    try {
      await waitingOrSettled(write);
      const reads = await Promise.all([call("GET", "/healthz"), call("GET", "/api/blogs"), call("GET", "/careers")]);
      answered.push("reads");
      expect(reads.map((reply) => reply.status)).toEqual([200, 200, 200]);
      expect(answered).toEqual(["reads"]);
      expect(await storedMessages("Sent while the database was locked")).toBe(0);
    } finally {
      await lock.release();
    }

    const reply = await write;
    expect(answered).toEqual(["reads", "write"]);
    expect(reply.status).toBe(200);
    expect(await storedMessages("Sent while the database was locked")).toBe(1);
  });

  it("signs an API client in once the lock is free (its transaction waited at BEGIN)", async () => {
    await login(); // the admin exists
    const lock = await holdWriteLock();
    const answered: string[] = [];
    const signIn = login().then((tokens) => {
      answered.push("sign-in");
      return tokens;
    });

    try {
      await waitingOrSettled(signIn);
      expect((await call("GET", "/healthz")).status).toBe(200);
      answered.push("healthz");
    } finally {
      await lock.release();
    }

    const tokens = await signIn;
    expect(answered).toEqual(["healthz", "sign-in"]);
    expect((await call("GET", "/api/me", { token: tokens.token })).status).toBe(200);
  });
});
