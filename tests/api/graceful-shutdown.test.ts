// The built server stops as a supervisor or a terminal stops it: a signal to the whole process
// group (the primary and every worker at once, and npm when `npm start` runs it). Page loads and
// slow writes in flight at the signal all get their answers, the email being sent is marked sent,
// the database is closed, and the command exits 0. (A rolling restart under load: workers.test.ts.)
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { testEngine, type ServerDatabase } from "../databases";
import { serversOfThisFile } from "../server-fixtures";
import { startServer, type ServerProcess, type StartOptions } from "../server-process";
import { startSmtpServer, waitUntil, type TestSmtpServer } from "../smtp-server";

const PAGES = ["/", "/insights", "/careers", "/about", "/services", "/contact", "/appointment", "/learning"];
const { servers, newDatabase } = serversOfThisFile();

async function start(env: Record<string, string>, options?: StartOptions) {
  const server = await startServer(env, options);
  servers.push(server);
  return server;
}

/** Connected: the request is on its way (for a page, all of it was sent). */
function connectedOf(request: http.ClientRequest) {
  return new Promise<void>((resolve) => request.on("socket", (socket) => socket.once("connect", () => resolve())));
}

/** A page load on a connection of its own: its status, or the error that ended it (e.g. ECONNRESET). */
function loadPage(origin: string, pathname: string) {
  let request!: http.ClientRequest;
  const status = new Promise<number | string>((resolve) => {
    request = http.get(origin + pathname, { agent: false }, (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode!));
      response.on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    });
    request.on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    request.setTimeout(60_000, () => request.destroy(new Error(`GET ${pathname}: no answer within 60 s`)));
  });
  return { status, connected: connectedOf(request) };
}

/**
 * A contact message, as a browser without JavaScript posts it, from an address of its own, whose
 * body is only half sent until `finish()`: a slow upload the server must wait for.
 */
function slowContactMessage(origin: string, marker: string) {
  const body = new URLSearchParams({
    name: "Slow Sender",
    email: `${marker}@example.com`,
    phone: "",
    subject: "general",
    message: `Sent slowly through a shutdown (${marker}).`,
    consent: "on",
  }).toString();
  const headers = {
    "Content-Type": "application/x-www-form-urlencoded",
    "Content-Length": String(Buffer.byteLength(body)),
    "X-Forwarded-For": `10.${randomBytes(3).join(".")}`,
  };
  let request!: http.ClientRequest;
  const status = new Promise<number | string>((resolve) => {
    request = http.request(`${origin}/contact`, { method: "POST", agent: false, headers }, (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode!));
    });
    request.on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
  const half = Math.floor(body.length / 2);
  request.write(body.slice(0, half));
  return { status, connected: connectedOf(request), finish: () => request.end(body.slice(half)), marker };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends `signal` to the server's whole process group while 16 page loads and 3 slow contact
 * messages are in flight; resolves to what each got, and the markers of the messages. Two workers
 * take a second or more to render 16 pages here, so at the signal some loads are still waiting in
 * the primary's queue for a free worker (where they were reset before each worker drained it).
 */
async function signalUnderLoad(server: ServerProcess, signal: NodeJS.Signals) {
  const paths = Array.from({ length: 16 }, (_, index) => `${PAGES[index % PAGES.length]}?visit=${index}`);
  const pages = paths.map((pathname) => loadPage(server.origin, pathname));
  const messages = [1, 2, 3].map(() => slowContactMessage(server.origin, `shutdown-${randomBytes(4).toString("hex")}`));
  await Promise.all([...pages, ...messages].map((load) => load.connected));
  // The connections are made; a moment lets the primary accept them (a connection it has not yet
  // accepted at the signal may be refused).
  await pause(150);
  server.killGroup(signal);
  // The rest of each message's body comes after the server was told to stop.
  await pause(300);
  for (const message of messages) message.finish();
  return {
    /** The page loads not answered 200, each as "path: what it got" (none, when all went well). */
    unanswered: (await Promise.all(pages.map((page) => page.status))).flatMap((status, index) =>
      status === 200 ? [] : [`${paths[index]}: ${status}`],
    ),
    messages: await Promise.all(messages.map((message) => message.status)),
    markers: messages.map((message) => message.marker),
  };
}

async function storedMessages(database: ServerDatabase, markers: string[]) {
  const db = database.open();
  try {
    const rows = await db
      .selectFrom("contact_messages")
      .select("email")
      .where(
        "email",
        "in",
        markers.map((marker) => `${marker}@example.com`),
      )
      .execute();
    return rows.map((row) => row.email.split("@")[0]).sort();
  } finally {
    await db.destroy();
  }
}

const TWO_WORKERS = { WEB_CONCURRENCY: "2", TRUST_PROXY: "1" };

describe("a signal to the whole process group", { timeout: 120_000 }, () => {
  it("SIGTERM with two workers: every page load and slow write in flight is answered, and it exits 0", async () => {
    const database = await newDatabase();
    const server = await start({ ...database.env, ...TWO_WORKERS }, { detached: true });
    const replies = await signalUnderLoad(server, "SIGTERM");
    expect(replies.unanswered).toEqual([]);
    expect(replies.messages).toEqual([200, 200, 200]);
    expect(await server.exited).toBe(0);
    expect(await storedMessages(database, replies.markers)).toEqual([...replies.markers].sort());
  });

  it("SIGINT (Ctrl-C) with two workers: the same", async () => {
    const database = await newDatabase();
    const server = await start({ ...database.env, ...TWO_WORKERS }, { detached: true });
    const replies = await signalUnderLoad(server, "SIGINT");
    expect(replies.unanswered).toEqual([]);
    expect(replies.messages).toEqual([200, 200, 200]);
    expect(await server.exited).toBe(0);
  });

  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    it(`${signal} through npm start with two workers: npm passes it on and ends with the server's 0`, async () => {
      const database = await newDatabase();
      const server = await start(
        { ...database.env, ...TWO_WORKERS, ...(process.env.HOME ? { HOME: process.env.HOME } : {}) },
        { command: ["npm", "start"], detached: true },
      );
      const replies = await signalUnderLoad(server, signal);
      expect(replies.unanswered).toEqual([]);
      expect(replies.messages).toEqual([200, 200, 200]);
      expect(await server.exited).toBe(0);
    });
  }
});

describe("what a stop leaves behind", { timeout: 120_000 }, () => {
  it.runIf(testEngine === "sqlite")(
    "closes the database: SQLite's write-ahead log is folded into the file and removed",
    async () => {
      const database = await newDatabase();
      const server = await start({ ...database.env, ...TWO_WORKERS }, { detached: true });
      const message = slowContactMessage(server.origin, `closed-${randomBytes(4).toString("hex")}`);
      message.finish();
      expect(await message.status).toBe(200);
      expect(fs.existsSync(`${database.file}-wal`)).toBe(true);
      server.killGroup("SIGTERM");
      expect(await server.exited).toBe(0);
      expect(fs.existsSync(`${database.file}-wal`)).toBe(false);
      expect(await storedMessages(database, [message.marker])).toEqual([message.marker]);
    },
  );

  describe("with a slow mail server", () => {
    let smtp: TestSmtpServer;
    beforeAll(async () => {
      smtp = await startSmtpServer();
    });
    afterAll(() => smtp?.close());

    it("lets the email being sent finish: it is marked sent, the next one waits for the next start", async () => {
      smtp.answerAfter(2000);
      const database = await newDatabase();
      const server = await start({ ...database.env, SEED_DEMO: "0", SMTP_URL: smtp.url, EMAIL_POLL_MS: "100" });
      // A contact message queues two emails (staff's and the visitor's); the sender takes one at a time.
      const message = slowContactMessage(server.origin, `mail-${randomBytes(4).toString("hex")}`);
      message.finish();
      expect(await message.status).toBe(200);
      await waitUntil(() => smtp.begun() > 0);
      server.kill("SIGTERM");
      expect(await server.exited).toBe(0);

      const db = database.open();
      try {
        const emails = await db.selectFrom("emails").select(["status", "recipient"]).orderBy("id").execute();
        expect(emails.map((email) => email.status).sort()).toEqual(["pending", "sent"]);
        expect(smtp.messages).toHaveLength(1);
        const sent = emails.find((email) => email.status === "sent")!;
        expect(smtp.messages[0]!.envelopeTo).toEqual(sent.recipient.split(","));
      } finally {
        await db.destroy();
      }
    });
  });
});

/** Docker's stop (`docker stop -t 20`, compose.yaml's stop_grace_period): SIGTERM, then SIGKILL if it has not exited. */
async function stopAsDockerDoes(server: ServerProcess, { pid = server.pid } = {}) {
  process.kill(pid, "SIGTERM");
  const killer = setTimeout(() => server.kill("SIGKILL"), 20_000);
  const code = await server.exited;
  clearTimeout(killer);
  return code;
}

/** The only child of `pid` (the server that `unshare --fork` started as PID 1 of its namespace). */
function childOf(pid: number) {
  return Number(fs.readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim());
}

// A new PID namespace (root only) makes the server PID 1, as in a container.
const canBePid1 = process.getuid?.() === 0 && spawnSync("unshare", ["--pid", "--fork", "true"]).status === 0;
// Printed by server/index.js before it loads the site (SMTP_URL unset in production).
const STARTING = "[email] SMTP_URL is not set";

describe("a stop while starting or busy", { timeout: 120_000 }, () => {
  it("SIGTERM while it still loads the site: it stops cleanly and exits 0", async () => {
    const database = await newDatabase();
    const server = await start(database.env, { waitFor: STARTING });
    expect(await stopAsDockerDoes(server)).toBe(0);
    // It finished loading, then stopped the graceful way (the database closed).
    expect(server.output()).toContain("[server] SIGTERM: finishing requests in flight");
  });

  it.runIf(canBePid1)("the same as a container's PID 1, which has no default action for SIGTERM", async () => {
    const database = await newDatabase();
    const server = await start(database.env, {
      command: ["unshare", "--pid", "--fork", "--kill-child", process.execPath, "server/index.js"],
      waitFor: STARTING,
    });
    expect(await stopAsDockerDoes(server, { pid: childOf(server.pid) })).toBe(0);
  });

  describe("with a mail server that does not answer", () => {
    let smtp: TestSmtpServer;
    beforeAll(async () => {
      smtp = await startSmtpServer();
    });
    afterAll(() => smtp?.close());

    it("SIGTERM while an email is being sent and a request is in flight: it answers, closes the database and exits 0 before the stop timeout", async () => {
      smtp.answerAfter(110_000);
      const database = await newDatabase();
      const server = await start({ ...database.env, SEED_DEMO: "0", SMTP_URL: smtp.url, EMAIL_POLL_MS: "100" });
      const queued = slowContactMessage(server.origin, `queued-${randomBytes(4).toString("hex")}`);
      queued.finish();
      expect(await queued.status).toBe(200);
      await waitUntil(() => smtp.begun() > 0);
      const inFlight = slowContactMessage(server.origin, `in-flight-${randomBytes(4).toString("hex")}`);
      await inFlight.connected;
      const stopped = stopAsDockerDoes(server);
      inFlight.finish();
      expect(await inFlight.status).toBe(200);
      expect(await stopped).toBe(0);
      if (database.file) expect(fs.existsSync(`${database.file}-wal`)).toBe(false);
      expect(await storedMessages(database, [inFlight.marker])).toEqual([inFlight.marker]);
    });
  });
});
