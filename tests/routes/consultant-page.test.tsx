// A consultant's page, through its own action as Support posts it: their date overrides are set
// with the team's form and its checks (a day away with a reason, other hours in several ranges;
// overlapping ranges, an end before its start, a past date refused by field), removed, and kept
// through a save of their settings; their bookings the hours no longer hold are listed.
import { beforeAll, beforeEach, describe, expect, it } from "vitest";

import { db } from "~/db.server";
import { DEFAULT_AVAILABILITY } from "~/lib/availability";
import { officeDateIn, slotsOfDay } from "~/lib/slot-engine";
import { isWeekday } from "~/lib/slot-engine.testing";
import { addDays } from "~/lib/slots";
import { AVAILABILITY_MESSAGES } from "~/models/availability-rules.server";
import { getConsultant } from "~/models/consultant.server";
import { insertConsultant } from "~/models/schedule-testing.server";
import { emptyTables, setAvailability, startTestDatabase } from "~/models/testing.server";
import { action, loader } from "~/routes/_admin.admin.consultants.$id";
import { OVERRIDE_TWICE_MESSAGE, type CalendarReply } from "~/utils/override-form.server";

import { answerOf } from "../loader-answer";
import { staffSessionCookie } from "../staff-session";

beforeAll(startTestDatabase);

let cookie: string;
beforeAll(async () => {
  cookie = await staffSessionCookie("consultant-support", "support");
});

let zoe: number;
beforeEach(async () => {
  await emptyTables("appointment_hosts", "appointments", "consultants");
  await db.deleteFrom("users").where("username", "=", "zoe").execute();
  await setAvailability();
  zoe = await insertConsultant("zoe", "Zoe Park", { bookable: true, topics: ["Capital Studio"] });
});

/** A date `days` after today in the office (Los Angeles). */
const inDays = (days: number) => addDays(officeDateIn({ timeZone: "America/Los_Angeles" }, new Date()), days);

async function post(fields: Record<string, string>) {
  const request = new Request(`http://site.test/admin/consultants/${zoe}`, {
    method: "POST",
    headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
  return action({ request, params: { id: String(zoe) }, context: {} });
}

async function loadPage() {
  const request = new Request(`http://site.test/admin/consultants/${zoe}`, { headers: { Cookie: cookie } });
  return (await answerOf(await loader({ request, params: { id: String(zoe) }, context: {} })).json()) as {
    outside: Array<{ name: string }>;
  };
}

const overrides = async () => (await getConsultant(zoe))!.overrides;

describe("a consultant's overrides", () => {
  it("add a day away with its reason and a date of other hours in two ranges, then remove one", async () => {
    const away = await post({ _form: "add-override", kind: "closed", date: inDays(20), closed: "Annual leave" });
    expect(away.status).toBe(302);
    const hours = await post({
      _form: "add-override",
      kind: "hours",
      date: inDays(10),
      closed: "",
      "ranges[0].start": "09:00",
      "ranges[0].end": "11:00",
      "ranges[1].start": "14:00",
      "ranges[1].end": "16:00",
    });
    expect(hours.status).toBe(302);
    expect(await overrides()).toEqual([
      {
        date: inDays(10),
        closed: null,
        ranges: [
          { start: "09:00", end: "11:00" },
          { start: "14:00", end: "16:00" },
        ],
      },
      { date: inDays(20), closed: "Annual leave", ranges: [] },
    ]);

    const removed = await post({ _form: "remove-override", date: inDays(10) });
    expect(removed.status).toBe(302);
    expect((await overrides()).map((override) => override.date)).toEqual([inDays(20)]);
  });

  it("refuse overlapping ranges, an end before its start, a past date and a date that has one, by field", async () => {
    await post({ _form: "add-override", kind: "closed", date: inDays(20), closed: "Annual leave" });
    const refused = await post({
      _form: "add-override",
      kind: "hours",
      date: inDays(-1),
      "ranges[0].start": "09:00",
      "ranges[0].end": "12:00",
      "ranges[1].start": "11:00",
      "ranges[1].end": "10:00",
    });
    expect(refused.status).toBe(400);
    const { form, reply } = (await refused.json()) as CalendarReply;
    expect(form).toBe("override");
    expect(reply.error).toMatchObject({
      date: [AVAILABILITY_MESSAGES.overridePast],
      "ranges[1].start": [AVAILABILITY_MESSAGES.overlap],
      "ranges[1].end": [AVAILABILITY_MESSAGES.endBeforeStart],
    });
    const twice = await post({ _form: "add-override", kind: "closed", date: inDays(20), closed: "Again" });
    expect(((await twice.json()) as CalendarReply).reply.error).toMatchObject({ date: [OVERRIDE_TWICE_MESSAGE] });
    expect(await overrides()).toEqual([{ date: inDays(20), closed: "Annual leave", ranges: [] }]);
  });

  it("stay through a save of the settings form", async () => {
    await post({ _form: "add-override", kind: "closed", date: inDays(20), closed: "Annual leave" });
    const saved = await post({
      _form: "consultant",
      interviews: "on",
      "weekly[1][0].start": "09:00",
      "weekly[1][0].end": "12:00",
    });
    expect(saved.status).toBe(302);
    expect(await getConsultant(zoe)).toMatchObject({
      bookable: false,
      interviews: true,
      overrides: [{ date: inDays(20), closed: "Annual leave", ranges: [] }],
    });
  });
});

describe("a consultant's page", () => {
  it("lists their upcoming bookings their own hours no longer hold", async () => {
    const now = new Date().toISOString();
    // A weekday ten days or more ahead, at 14:00 office time: inside the team's hours.
    let date = inDays(10);
    while (!isWeekday(date)) date = addDays(date, 1);
    const afternoon = slotsOfDay(DEFAULT_AVAILABILITY, date).find((slot) => slot.time === "14:00")!.startsAt;
    const { id } = await db
      .insertInto("appointments")
      .values({
        token_hash: "afternoon-booking",
        name: "Late Riser",
        email: "late@example.com",
        phone: "123456789",
        topic: "Capital Studio",
        starts_at: afternoon,
        calendar: "consultant",
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db
      .insertInto("appointment_hosts")
      .values({ appointment_id: id, user_id: zoe, starts_at: afternoon })
      .execute();
    expect((await loadPage()).outside).toEqual([]);
    await post({ _form: "add-override", kind: "closed", date, closed: "Annual leave" });

    expect((await loadPage()).outside).toEqual([expect.objectContaining({ name: "Late Riser" })]);
  });
});
