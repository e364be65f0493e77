// The booking calendar through the API: everyone reads the free slots of up to 62 days; staff who
// may edit the calendar read its rules and change them, checked as the back-office form checks
// them, with the optimistic version check.
import { beforeAll, describe, expect, it } from "vitest";

import { call, createUser, db, login } from "./harness";
import { DOCUMENT_SEEDS } from "../../app/content/seed";
import { type DEFAULT_AVAILABILITY } from "../../app/lib/availability";
import { bookingWindow, isWeekday } from "../../app/lib/slot-engine.testing";
import { addDays } from "../../app/lib/slots";

let admin: string;
let support: string;
let editor: string;
beforeAll(async () => {
  ({ token: admin } = await login());
  ({ token: support } = await login(await createUser({ role: "support" })));
  ({ token: editor } = await login(await createUser({ role: "editor" })));
});

/** A weekday a few weeks ahead. */
function aWeekAhead() {
  let date = addDays(bookingWindow(new Date()).first, 21);
  while (!isWeekday(date)) date = addDays(date, 1);
  return date;
}

async function settings(token = admin) {
  const reply = await call("GET", "/api/availability/settings", { token });
  expect(reply.status, reply.text).toBe(200);
  return reply.body.availability as typeof DEFAULT_AVAILABILITY & { version: number };
}

describe("GET /api/availability", () => {
  it("answers the free slots of a range as instants, for anyone, never cached", async () => {
    const date = aWeekAhead();
    const reply = await call("GET", `/api/availability?from=${date}&to=${date}`);
    expect(reply.status, reply.text).toBe(200);
    expect(reply.headers.get("cache-control")).toBe("no-store");
    expect(reply.body).toMatchObject({
      timeZone: "America/Los_Angeles",
      slotMinutes: 30,
      from: date,
      to: date,
      closed: [],
    });
    expect(reply.body.slots).toHaveLength(16);
    expect(new Date(reply.body.slots[0]).toISOString()).toBe(reply.body.slots[0]);
  });

  it.each([
    ["", "from is required: a date as YYYY-MM-DD"],
    ["?from=2026-02-30&to=2026-03-01", "from must be a date as YYYY-MM-DD"],
    ["?from=2026-03-01", "to is required: a date as YYYY-MM-DD"],
    ["?from=2026-03-10&to=2026-03-01", "to must be on or after from"],
    ["?from=2026-03-01&to=2026-05-02", "A call covers at most 62 days: ask for a shorter range"],
  ])("refuses %s with 400 and a message", async (query, message) => {
    expect(await call("GET", `/api/availability${query}`)).toMatchObject({ status: 400, body: { message } });
  });

  it("answers a topic's consultants' free slots with ?topic=, the team's for a topic nobody takes", async () => {
    const date = aWeekAhead();
    const [taken, untaken] = DOCUMENT_SEEDS.contact.topics.slice(-2) as [string, string];
    const { username } = await createUser({ role: "support" });
    const { id } = await db.selectFrom("users").select("id").where("username", "=", username).executeTakeFirstOrThrow();
    const mornings = [{ start: "09:00", end: "11:00" }];
    await db
      .insertInto("consultants")
      .values({
        user_id: id,
        bookable: 1,
        topics: JSON.stringify([taken]),
        weekly: JSON.stringify([[], mornings, mornings, mornings, mornings, mornings, []]),
        overrides: "[]",
        updated_at: new Date().toISOString(),
      })
      .execute();
    try {
      const mine = await call("GET", `/api/availability?from=${date}&to=${date}&topic=${encodeURIComponent(taken)}`);
      expect(mine.status, mine.text).toBe(200);
      expect(mine.body).toMatchObject({ topic: taken });
      expect(mine.body.slots).toHaveLength(4);
      const team = await call("GET", `/api/availability?from=${date}&to=${date}&topic=${encodeURIComponent(untaken)}`);
      expect(team.body.slots).toHaveLength(16);
      expect(await call("GET", `/api/availability?from=${date}&to=${date}&topic=Astrology`)).toMatchObject({
        status: 400,
        body: { message: `topic must be one of: ${DOCUMENT_SEEDS.contact.topics.join(", ")}` },
      });
    } finally {
      await db.deleteFrom("consultants").where("user_id", "=", id).execute();
    }
  });

  it("covers exactly 62 days", async () => {
    const from = bookingWindow(new Date()).first;
    expect((await call("GET", `/api/availability?from=${from}&to=${addDays(from, 61)}`)).status).toBe(200);
  });
});

describe("/api/availability/settings", () => {
  it("is for tokens that may edit the calendar", async () => {
    expect((await call("GET", "/api/availability/settings")).status).toBe(401);
    expect((await call("GET", "/api/availability/settings", { token: editor })).status).toBe(403);
    const put = await call("PUT", "/api/availability/settings", { token: editor, json: { version: 1 } });
    expect(put.status).toBe(403);
    expect((await settings(support)).timeZone).toBe("America/Los_Angeles");
  });

  it("saves rules from the version they were read at; a stale version is 409; bad rules are 400 by field", async () => {
    const current = await settings();
    const holiday = aWeekAhead();
    const { version, ...rules } = current;
    const changed = { ...rules, overrides: [{ date: holiday, closed: "Founders' Day", ranges: [] }], version };
    const saved = await call("PUT", "/api/availability/settings", { token: support, json: changed });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.availability).toMatchObject({ version: version + 1, overrides: changed.overrides });

    const closed = await call("GET", `/api/availability?from=${holiday}&to=${holiday}`);
    expect(closed.body).toMatchObject({ slots: [], closed: [{ date: holiday, name: "Founders' Day" }] });

    const stale = await call("PUT", "/api/availability/settings", { token: admin, json: changed });
    expect(stale).toMatchObject({ status: 409, body: { currentVersion: version + 1 } });
    expect(stale.body.message).toContain(`send your change with version ${version + 1}`);

    const bad = await call("PUT", "/api/availability/settings", {
      token: admin,
      json: {
        ...rules,
        timeZone: "Mars/Olympus_Mons",
        horizonDays: 400,
        weekly: [
          [],
          [
            { start: "09:00", end: "12:00" },
            { start: "11:00", end: "10:00" },
          ],
          [],
          [],
          [],
          [],
          [],
        ],
        overrides: [{ date: "2020-01-06", closed: "Long ago", ranges: [] }],
        version: version + 1,
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({
      timeZone: "Time zone must be a known time zone, e.g. America/Los_Angeles",
      horizonDays: "Horizon must be between 1 and 365 days",
      "weekly.1.1.start": "Ranges must not overlap",
      "weekly.1.1.end": "End must be after the start",
      "overrides.0.date": "Date must not be in the past",
    });
    expect((await settings()).version).toBe(version + 1);

    const back = await call("PUT", "/api/availability/settings", {
      token: admin,
      json: { ...rules, version: version + 1 },
    });
    expect(back.status).toBe(200);
  });
});
