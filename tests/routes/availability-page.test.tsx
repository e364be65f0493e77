// The back-office page of the booking calendar, through its own action as Support posts it: a save
// from a page opened before someone else's is refused with the conflict message and keeps what was
// typed; a range added with its button only shows the form again; a good save is logged.
import { beforeAll, beforeEach, describe, expect, it } from "vitest";

import { db } from "~/db.server";
import { getAvailability } from "~/models/availability.server";
import { setAvailability, startTestDatabase } from "~/models/testing.server";
import { action, loader } from "~/routes/_admin.admin.availability";
import { STALE_AVAILABILITY_MESSAGE } from "~/utils/availability-page.server";
import type { CalendarReply } from "~/utils/override-form.server";

import { answerOf } from "../loader-answer";
import { staffSessionCookie } from "../staff-session";

beforeAll(startTestDatabase);

let cookie: string;
beforeAll(async () => {
  cookie = await staffSessionCookie("calendar-support", "support");
});
beforeEach(() => setAvailability());

/** The rules form as the page sends it: Monday to Friday 9–5, with `changes`. */
function rulesForm(version: number, changes: Record<string, string> = {}) {
  const form = new URLSearchParams({
    _form: "rules",
    timeZone: "America/Los_Angeles",
    slotMinutes: "30",
    bufferBeforeMinutes: "0",
    bufferAfterMinutes: "0",
    noticeHours: "0",
    horizonDays: "90",
    maxPerDay: "",
    version: String(version),
  });
  for (const day of [1, 2, 3, 4, 5]) {
    form.set(`weekly[${day}][0].start`, "09:00");
    form.set(`weekly[${day}][0].end`, "17:00");
  }
  for (const [name, value] of Object.entries(changes)) form.set(name, value);
  return form;
}

async function post(form: URLSearchParams) {
  const request = new Request("http://site.test/admin/availability", {
    method: "POST",
    headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
    body: form.toString(),
  });
  return action({ request, params: {}, context: {} });
}

describe("the availability page's rules form", () => {
  it("saves from the version it was opened at, and logs it", async () => {
    const { version } = await getAvailability();
    const saved = await post(rulesForm(version, { noticeHours: "12" }));
    expect(saved.status).toBe(302);
    expect((await getAvailability()).noticeHours).toBe(12);
    const entry = await db.selectFrom("activity_log").selectAll().orderBy("id", "desc").executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ kind: "availability", actor_name: "calendar-support" });
  });

  it("refuses a save made after someone else's, keeping what was typed and naming the version now", async () => {
    const { version } = await getAvailability();
    await setAvailability({ horizonDays: 30 });
    const refused = await post(rulesForm(version, { horizonDays: "60" }));
    expect(refused.status).toBe(409);
    const { form, reply } = (await refused.json()) as CalendarReply;
    expect(form).toBe("rules");
    expect(reply.error?.[""]).toEqual([STALE_AVAILABILITY_MESSAGE]);
    expect(reply.initialValue).toMatchObject({ horizonDays: "60", version: String(version + 1) });
    expect((await getAvailability()).horizonDays).toBe(30);
  });

  it("adds a range with its button, saving nothing", async () => {
    const { version } = await getAvailability();
    const form = rulesForm(version, { horizonDays: "400" });
    form.set("__intent__", JSON.stringify({ type: "insert", payload: { name: "weekly[1]" } }));
    const shown = await post(form);
    expect(shown.status).toBe(200);
    const { reply } = (await shown.json()) as CalendarReply;
    expect((reply.initialValue as { weekly: unknown[][] }).weekly[1]).toHaveLength(2);
    // No messages yet: the new range starts blank, not wrong.
    expect(reply.error ?? {}).toEqual({});
    expect((await getAvailability()).version).toBe(version);
  });
});

describe("the availability page", () => {
  it("lists the upcoming bookings a change of hours leaves out, and cancels none", async () => {
    const now = new Date().toISOString();
    // Tomorrow at 15:00 UTC is before 9:00 in Los Angeles, so outside the seeded hours whatever the day.
    const early = new Date(Date.now() + 86_400_000);
    early.setUTCHours(15, 0, 0, 0);
    await db
      .insertInto("appointments")
      .values({
        token_hash: "early-booking",
        name: "Early Bird",
        email: "early@example.com",
        phone: "123456789",
        topic: "Capital Studio",
        starts_at: early.toISOString(),
        created_at: now,
        updated_at: now,
      })
      .execute();
    const request = new Request("http://site.test/admin/availability", { headers: { Cookie: cookie } });
    const page = (await answerOf(await loader({ request, params: {}, context: {} })).json()) as {
      outside: Array<{ name: string; status: string }>;
    };
    expect(page.outside).toEqual([expect.objectContaining({ name: "Early Bird", status: "pending" })]);
  });
});
