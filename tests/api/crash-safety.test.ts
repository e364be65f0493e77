// Crash safety (issue 22): visitors and API clients write at once (posts and jobs through the API,
// contact messages, bookings, job applications with a CV, image uploads), the server's whole
// process group is killed with SIGKILL mid-stream, and a new server starts on the same database.
// Every write whose success answer arrived is there whole (its record, the bytes it uploaded, the
// emails it queued in the outbox); a write in flight at the kill is there whole or not at all; and
// the database passes its integrity checks. The run prints its figures.
import SQLite from "better-sqlite3";
import { sql, type Kysely } from "kysely";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, expect, it } from "vitest";

import { bookingWindow, isWeekday, SLOT_TIMES } from "../../app/lib/slot-engine.testing";
import { addDays } from "../../app/lib/slots";
import type { Database } from "../../db/database";
import { serverDatabase, testEngine, type ServerDatabase } from "../databases";
import { startServer, type ServerProcess } from "../server-process";

const ADMIN = { username: "crash-admin", password: "crash-admin-password" };
/** Writers at once, each a loop that sends its next write when the last one was answered. */
const WRITERS = 8;
/** The kill comes once this many writes were acknowledged, each kind at least twice. */
const ACKNOWLEDGED_BEFORE_KILL = 60;
const PDF = fs.readFileSync(path.resolve("tests/fixtures/cv.pdf"));

const KINDS = ["api-post", "api-job", "contact", "booking", "application", "image"] as const;
type Kind = (typeof KINDS)[number];

const JOB = {
  title: "Crash-safe Engineer",
  company: "Lumora Ventures",
  location: "Pune, India",
  type: "Full-time",
  salary: 1800000,
  department: "Engineering",
  description: "Keep every write.",
  requirements: "Care\nPatience",
};

/** The outbox emails each kind of write queues in its own transaction. */
const EMAILS: Partial<Record<Kind, string[]>> = {
  contact: ["contact-acknowledgement", "contact-staff"],
  booking: ["booking-confirmation", "booking-staff"],
  application: ["application-confirmation", "application-staff"],
};

type Write = { kind: Kind; marker: string; upload?: Buffer };

/** Null when `reply` is the answer that means "saved" (that status, and a redirect to there), else what it was. */
function answer(reply: Response, status: number, location?: RegExp) {
  const to = reply.headers.get("location");
  if (reply.status === status && (!location || location.test(to ?? ""))) return null;
  return `${reply.status}${to ? ` to ${to}` : ""}`;
}

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

let database: ServerDatabase;
const servers: ServerProcess[] = [];
afterAll(async () => {
  for (const server of servers) await server.stop();
  await database?.remove();
});

/** Every weekday slot from the day after tomorrow on (office time): none has passed or been taken. */
function* openSlots() {
  const { first, last } = bookingWindow(new Date());
  for (let date = addDays(first, 2); date <= last; date = addDays(date, 1)) {
    if (isWeekday(date)) for (const time of SLOT_TIMES) yield { date, time };
  }
}

/** A PNG of its own (a colour per number): each upload is a new image, not one already kept. */
function uniqueImage(number: number) {
  const background = { r: number & 255, g: (number >> 8) & 255, b: 128 + ((number >> 16) & 127) };
  return sharp({ create: { width: 8, height: 8, channels: 3, background } })
    .png()
    .toBuffer();
}

/** The CV fixture with the marker appended: a valid PDF with bytes of its own. */
const uniqueCv = (marker: string) => Buffer.concat([PDF, Buffer.from(`\n% ${marker}\n`)]);

it("keeps every acknowledged write through a SIGKILL, and the database stays sound", { timeout: 300_000 }, async () => {
  database = await serverDatabase();
  const env = {
    ...database.env,
    WEB_CONCURRENCY: "2",
    TRUST_PROXY: "1",
    SEED_DEMO: "0",
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
  };
  const server = await startServer(env, { detached: true });
  servers.push(server);
  const { acknowledged, inFlightAtKill } = await writeUntilKilled(server, await writeSender(server.origin));

  const restarted = await startServer(env);
  servers.push(restarted);
  expect((await fetch(`${restarted.origin}/healthz`)).status).toBe(200);
  await restarted.stop();

  const db = database.open();
  try {
    const present = await presentWrites(db, [...acknowledged, ...inFlightAtKill]);
    const missing = acknowledged.filter((write) => !present.has(write.marker)).map((write) => write.marker);
    const storedInFlight = inFlightAtKill.filter((write) => present.has(write.marker)).length;
    console.log(
      `[crash-safety] ${testEngine}: acknowledged ${acknowledged.length}, present ${acknowledged.length - missing.length}, ` +
        `in flight at kill ${inFlightAtKill.length}, of which stored ${storedInFlight}`,
    );
    expect(missing).toEqual([]);
    // Whatever is there is there whole: no write is half stored.
    const halfStored = [...present]
      .filter(([, problem]) => problem)
      .map(([marker, problem]) => `${marker}: ${problem}`);
    expect(halfStored).toEqual([]);
    expect(await integrityProblems(db)).toEqual([]);
  } finally {
    await db.destroy();
  }
});

/**
 * Signs in (an API token, and a session cookie for the editor's image upload), opens a job to
 * apply to, and returns the function that sends one write: it resolves to null when the answer
 * says the write was saved, else to what the answer was.
 */
async function writeSender(origin: string) {
  // Each request comes from an address of its own: the per-address limits never answer 429.
  let addresses = 0;
  const post = (pathname: string, body: BodyInit, headers: Record<string, string> = {}) => {
    addresses += 1;
    const address = `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
    return fetch(origin + pathname, {
      method: "POST",
      body,
      redirect: "manual",
      headers: { "X-Forwarded-For": address, ...headers },
    });
  };

  const login = await post("/api/login", JSON.stringify(ADMIN), { "Content-Type": "application/json" });
  expect(login.status, await login.clone().text()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const api = { "Content-Type": "application/json", Authorization: `Bearer ${token}` };
  const created = await post("/api/jobs", JSON.stringify(JOB), api);
  expect(created.status, await created.clone().text()).toBe(201);
  const jobId = Number(((await created.json()) as { job: { id: string } }).job.id);
  const signIn = await post("/login", new URLSearchParams(ADMIN));
  expect(signIn.status).toBe(302);
  const session = signIn.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0]!)
    .find((cookie) => cookie.startsWith("__session="));
  expect(session).toBeDefined();

  const slots = openSlots();
  return async function send({ kind, marker, upload }: Write): Promise<string | null> {
    const email = `${marker}@example.com`;
    switch (kind) {
      case "api-post": {
        const blog = {
          title: marker,
          author: "Crash Tester",
          description: "Written under load.",
          content: "<p>Kept.</p>",
        };
        return answer(await post("/api/blogs", JSON.stringify(blog), api), 201);
      }
      case "api-job":
        return answer(await post("/api/jobs", JSON.stringify({ ...JOB, title: marker }), api), 201);
      case "contact": {
        const form = {
          name: "Crash Tester",
          email,
          phone: "",
          subject: "general",
          message: `Hello (${marker}).`,
          consent: "on",
        };
        // Without JavaScript the form posts itself and the page comes back: 200 when it was saved.
        return answer(await post("/contact", new URLSearchParams(form)), 200);
      }
      case "booking": {
        const slot = slots.next().value;
        if (!slot) throw new Error("No open slot left for a booking");
        const form = { name: "Crash Tester", email, phone: "+91 98450 12345", topic: "Business Consulting", ...slot };
        return answer(await post("/appointment", new URLSearchParams(form)), 302, /^\/appointment\?booked=/);
      }
      case "application": {
        const form = new FormData();
        const fields = { fullName: "Crash Tester", email, phone: "+91 98450 12345", location: "Pune", consent: "on" };
        for (const [name, value] of Object.entries(fields)) form.append(name, value);
        form.append("cv", new File([new Uint8Array(upload!)], "cv.pdf", { type: "application/pdf" }));
        return answer(await post(`/careers/${jobId}/apply`, form), 302, new RegExp(`^/careers/${jobId}/applied$`));
      }
      case "image": {
        const form = new FormData();
        form.append("file", new File([new Uint8Array(upload!)], `${marker}.png`, { type: "image/png" }));
        form.append("alt", marker);
        return answer(await post("/admin/media", form, { Cookie: session! }), 201);
      }
    }
  };
}

/**
 * Runs WRITERS loops of writes of every kind in turn until enough were acknowledged, then kills
 * the server's whole process group with SIGKILL. Gives the writes acknowledged (their success
 * answer arrived, even just after the kill) and those that were sent but never answered.
 */
async function writeUntilKilled(server: ServerProcess, send: (write: Write) => Promise<string | null>) {
  const acknowledged: Write[] = [];
  const inFlight = new Set<Write>();
  const refused: string[] = [];
  let killing = false;
  let written = 0;
  const acknowledgedOf = (kind: Kind) => acknowledged.filter((write) => write.kind === kind).length;
  const readyToKill = () =>
    acknowledged.length >= ACKNOWLEDGED_BEFORE_KILL && KINDS.every((kind) => acknowledgedOf(kind) >= 2);

  async function writer(first: number) {
    for (let turn = first; !killing; turn += 1) {
      written += 1;
      const kind = KINDS[turn % KINDS.length]!;
      const marker = `crash-${kind}-${written}`;
      const upload =
        kind === "application" ? uniqueCv(marker) : kind === "image" ? await uniqueImage(written) : undefined;
      const write: Write = { kind, marker, upload };
      inFlight.add(write);
      try {
        const refusal = await send(write);
        if (refusal === null) acknowledged.push(write);
        else if (!killing) refused.push(`${marker}: ${refusal}`);
      } catch {
        // No answer (the server is gone): not acknowledged.
        if (!killing) refused.push(`${marker} (no answer)`);
      } finally {
        inFlight.delete(write);
      }
    }
  }

  const writers = Array.from({ length: WRITERS }, (_, index) => writer(index));
  const deadline = Date.now() + 180_000;
  while (!readyToKill() && refused.length === 0 && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 20));
  expect(refused).toEqual([]);
  expect(readyToKill()).toBe(true);

  killing = true;
  const unanswered = [...inFlight];
  server.killGroup("SIGKILL");
  await server.exited;
  await Promise.all(writers);
  return { acknowledged, inFlightAtKill: unanswered.filter((write) => !acknowledged.includes(write)) };
}

/**
 * The writes whose record is in the database, each with what is wrong with it (null: nothing):
 * an upload without its file or with other bytes, a record without the outbox emails it queued.
 */
async function presentWrites(db: Kysely<Database>, writes: Write[]) {
  const present = new Map<string, string | null>();
  const emailsAbout = async (about: string) =>
    (await db.selectFrom("emails").select("kind").where("about", "=", about).execute()).map((row) => row.kind).sort();
  const checkEmails = async (write: Write, about: string) => {
    const kinds = await emailsAbout(about);
    return JSON.stringify(kinds) === JSON.stringify(EMAILS[write.kind]) ? null : `emails ${kinds.join(", ") || "none"}`;
  };
  const fileProblem = async (fileId: number, upload: Buffer) => {
    const file = await db
      .selectFrom("files")
      .select(["bytes", "sha256", "size"])
      .where("id", "=", fileId)
      .executeTakeFirst();
    if (!file) return "its file is missing";
    const expected = sha256(upload);
    if (file.sha256 !== expected || sha256(file.bytes) !== expected || file.size !== upload.length)
      return "its file has other bytes";
    return null;
  };

  for (const write of writes) {
    const email = `${write.marker}@example.com`;
    switch (write.kind) {
      case "api-post": {
        const row = await db.selectFrom("blogs").select("id").where("title", "=", write.marker).executeTakeFirst();
        if (row) present.set(write.marker, null);
        break;
      }
      case "api-job": {
        const row = await db.selectFrom("jobs").select("id").where("title", "=", write.marker).executeTakeFirst();
        if (row) present.set(write.marker, null);
        break;
      }
      case "contact": {
        const row = await db.selectFrom("contact_messages").select("id").where("email", "=", email).executeTakeFirst();
        if (row) present.set(write.marker, await checkEmails(write, `contact-message:${row.id}`));
        break;
      }
      case "booking": {
        const row = await db.selectFrom("appointments").select("id").where("email", "=", email).executeTakeFirst();
        if (row) present.set(write.marker, await checkEmails(write, `appointment:${row.id}`));
        break;
      }
      case "application": {
        const row = await db
          .selectFrom("applications")
          .select(["id", "cv_file_id"])
          .where("email", "=", email)
          .executeTakeFirst();
        if (row)
          present.set(
            write.marker,
            (await fileProblem(row.cv_file_id, write.upload!)) ?? (await checkEmails(write, `application:${row.id}`)),
          );
        break;
      }
      case "image": {
        const row = await db
          .selectFrom("images")
          .select(["id", "file_id"])
          .where("sha256", "=", sha256(write.upload!))
          .executeTakeFirst();
        if (!row) break;
        const variants = await db.selectFrom("image_variants").select("id").where("image_id", "=", row.id).execute();
        const problem = await fileProblem(row.file_id, write.upload!);
        present.set(write.marker, problem ?? (variants.length > 0 ? null : "no variants"));
        break;
      }
    }
  }
  return present;
}

/**
 * What the engine's own checks find wrong. SQLite: `PRAGMA integrity_check` and
 * `foreign_key_check`. PostgreSQL: rows whose foreign key points nowhere, and, where the amcheck
 * extension can be had, every B-tree index checked against its table.
 */
async function integrityProblems(db: Kysely<Database>): Promise<string[]> {
  if (testEngine === "sqlite") {
    const sqlite = new SQLite(database.file!, { readonly: true });
    try {
      const integrity = sqlite.pragma("integrity_check") as Array<{ integrity_check: string }>;
      const orphans = sqlite.pragma("foreign_key_check") as Array<{ table: string; rowid: number; parent: string }>;
      return [
        ...integrity.map((row) => row.integrity_check).filter((result) => result !== "ok"),
        ...orphans.map((row) => `${row.table} row ${row.rowid} points at a missing ${row.parent}`),
      ];
    } finally {
      sqlite.close();
    }
  }
  const problems: string[] = [];
  const { rows: keys } = await sql<{
    name: string;
    child: string;
    parent: string;
    columns: string[];
    targets: string[];
  }>`
    select con.conname as name, con.conrelid::regclass::text as child, con.confrelid::regclass::text as parent,
      array(select a.attname::text from unnest(con.conkey) with ordinality k(num, i)
        join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.num order by k.i) as columns,
      array(select a.attname::text from unnest(con.confkey) with ordinality k(num, i)
        join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.num order by k.i) as targets
    from pg_constraint con
    where con.contype = 'f' and con.connamespace = 'public'::regnamespace`.execute(db);
  for (const key of keys) {
    const matches = sql.join(
      key.columns.map((column, index) => sql`p.${sql.ref(key.targets[index]!)} = c.${sql.ref(column)}`),
      sql` and `,
    );
    const allSet = sql.join(
      key.columns.map((column) => sql`c.${sql.ref(column)} is not null`),
      sql` and `,
    );
    const { rows } = await sql<{ count: number }>`
      select count(*)::int as count from ${sql.table(key.child)} c
      where ${allSet} and not exists (select 1 from ${sql.table(key.parent)} p where ${matches})`.execute(db);
    if (rows[0]!.count > 0) problems.push(`${rows[0]!.count} ${key.child} rows break ${key.name}`);
  }
  const amcheck = await sql`create extension if not exists amcheck`.execute(db).then(
    () => true,
    () => false,
  );
  const indexes = amcheck
    ? (
        await sql<{ index: string }>`
          select c.relname::text as index from pg_index i
            join pg_class c on c.oid = i.indexrelid
            join pg_am am on am.oid = c.relam
          where am.amname = 'btree' and c.relnamespace = 'public'::regnamespace`.execute(db)
      ).rows
    : [];
  for (const { index } of indexes) {
    // heapallindexed: every row of the table is found in the index too.
    await sql`select bt_index_check(${index}::regclass, true)`
      .execute(db)
      .catch((error: Error) => problems.push(`${index}: ${error.message}`));
  }
  console.log(
    `[crash-safety] postgres: ${keys.length} foreign keys checked for orphans, ` +
      (amcheck ? `${indexes.length} B-tree indexes with amcheck` : "amcheck is not available here"),
  );
  return problems;
}
