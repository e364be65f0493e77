// Two instances of the site on one database (two server processes), two visitors booking the same
// time of a topic whose one consultant is its last free person, at once: one booking, and the
// other visitor told "That time has just been booked…". On both engines (SQLite's instances share
// its file).
import { afterAll, expect, it } from "vitest";

import { DOCUMENT_SEEDS } from "../../app/content/seed";
import { HONEYPOT_FIELD } from "../../app/lib/honeypot";
import { firstBookableDate, isWeekday } from "../../app/lib/slot-engine.testing";
import { addDays } from "../../app/lib/slots";
import { SLOT_TAKEN_MESSAGE } from "../../app/models/appointment.server";
import { serverDatabase, type ServerDatabase } from "../databases";
import { startServer, type ServerProcess } from "../server-process";

let database: ServerDatabase;
const servers: ServerProcess[] = [];
afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop().catch(() => {})));
  await database?.remove();
});

const TOPIC = DOCUMENT_SEEDS.contact.topics[0]!;
const WORKDAY = [{ start: "09:00", end: "17:00" }];

function bookingForm(index: number, date: string) {
  return new URLSearchParams({
    name: `Racer ${index}`,
    email: `racer-${index}@example.com`,
    phone: "+91 98450 12345",
    company: "",
    topic: TOPIC,
    date,
    time: "10:00",
    message: "",
    [HONEYPOT_FIELD]: "",
  }).toString();
}

it("gives the last free consultant to one of two instances booking at once", { timeout: 120_000 }, async () => {
  database = await serverDatabase();
  const env = { ...database.env, SEED_DEMO: "0", TRUST_PROXY: "1" };
  servers.push(await startServer(env));
  // The first has migrated and seeded the database: the second starts on it as another instance.
  await expect.poll(async () => (await fetch(`${servers[0]!.origin}/readyz`)).status, { timeout: 60_000 }).toBe(200);
  servers.push(await startServer(env));
  await expect.poll(async () => (await fetch(`${servers[1]!.origin}/readyz`)).status, { timeout: 60_000 }).toBe(200);

  const db = database.open();
  const at = new Date().toISOString();
  const { id } = await db
    .insertInto("users")
    .values({ username: "zoe", name: "Zoe Park", role: "support", password_hash: "x", created_at: at, updated_at: at })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("consultants")
    .values({
      user_id: id,
      bookable: 1,
      topics: JSON.stringify([TOPIC]),
      weekly: JSON.stringify([[], WORKDAY, WORKDAY, WORKDAY, WORKDAY, WORKDAY, []]),
      overrides: "[]",
      updated_at: at,
    })
    .execute();
  let date = addDays(firstBookableDate(new Date()), 7);
  while (!isWeekday(date)) date = addDays(date, 1);

  const replies = await Promise.all(
    servers.map((server, index) =>
      fetch(`${server.origin}/appointment`, {
        method: "POST",
        redirect: "manual",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          "X-Forwarded-For": `10.88.${index}.7`,
          Origin: server.origin,
        },
        body: bookingForm(index, date),
      }),
    ),
  );
  const outcomes = await Promise.all(
    replies.map(async (reply) =>
      reply.status === 302 ? "booked" : (await reply.text()).includes(SLOT_TAKEN_MESSAGE) ? "taken" : reply.status,
    ),
  );
  expect(outcomes.sort()).toEqual(["booked", "taken"]);
  const hosts = await db.selectFrom("appointment_hosts").select(["user_id", "live"]).execute();
  expect(hosts).toEqual([{ user_id: id, live: 1 }]);
  await db.destroy();
});
