import { beforeAll, beforeEach, describe, expect, it } from "vitest";

import { db } from "~/db.server";
import { DEFAULT_AVAILABILITY } from "~/lib/availability";
import { signToken } from "~/lib/signed-token.server";
import { slotsOfDay } from "~/lib/slot-engine";

import { withdrawApplication } from "./application.server";
import { bookingSchema, createAppointment, rescheduleAppointment } from "./appointment.server";
import { calendarOfBooking, topicHosts } from "./booking-slots.server";
import { listConsultants } from "./consultant.server";
import { bookInterview, INTERVIEW_PURPOSE, invitationState, inviteSchema, inviteToInterview } from "./interview.server";
import { BOOKING_REQUEST, insertConsultant, SCHEDULE_NOW as now } from "./schedule-testing.server";
import { emptyTables, fieldMessages, setAvailability, TEST_MAIL, startTestDatabase } from "./testing.server";
import { insertApplication } from "../../tests/application-rows";

beforeAll(startTestDatabase);

const at = (time: string) =>
  slotsOfDay(DEFAULT_AVAILABILITY, "2026-11-25").find((slot) => slot.time === time)!.startsAt;

function interviewer(username: string, name: string) {
  return insertConsultant(username, name, { interviews: true });
}

/** An application, its candidate invited to a 60-minute interview with `panel`; the link's token. */
async function invite(panel: number[]) {
  const { id: applicationId } = await insertApplication(db, {
    job_id: null,
    full_name: "Ravi Kumar",
    job_title: "Designer",
  });
  const actor = { id: null, username: "recruiter" };
  expect(
    await inviteToInterview(
      applicationId,
      { interviewers: panel, minutes: 60, note: "Bring work" },
      { mail: TEST_MAIL, actor, now },
    ),
  ).toBe(true);
  const invitation = await db
    .selectFrom("interview_invitations")
    .selectAll()
    .orderBy("id", "desc")
    .executeTakeFirstOrThrow();
  const token = signToken(TEST_MAIL.secret, INTERVIEW_PURPOSE, invitation.id, new Date(invitation.expires_at));
  return { applicationId, invitationId: invitation.id, token };
}

beforeEach(async () => {
  await emptyTables(
    "emails",
    "interview_invitations",
    "appointment_hosts",
    "appointments",
    "application_events",
    "applications",
    "files",
    "consultants",
    "activity_log",
    "sessions",
    "users",
  );
  await setAvailability();
});

describe("interview invitations", () => {
  it("email the candidate a signed link, valid for 7 days, and note it on the timeline", async () => {
    const asha = await interviewer("asha", "Asha Rao");
    const { applicationId, token } = await invite([asha]);
    const email = await db.selectFrom("emails").selectAll().executeTakeFirstOrThrow();
    expect(email.kind).toBe("interview-invitation");
    expect(email.text).toContain(`https://site.test/interview/${token}`);
    expect(email.text).toContain("With: Asha Rao");
    const events = await db
      .selectFrom("application_events")
      .select("note")
      .where("application_id", "=", applicationId)
      .execute();
    expect(events.map((event) => event.note)).toContain("Invited to interview with Asha Rao (60 minutes).");
    expect((await invitationState(token, TEST_MAIL.secret, now)).status).toBe("open");
    const eightDays = new Date(now.getTime() + 8 * 24 * 3_600_000);
    expect((await invitationState(token, TEST_MAIL.secret, eightDays)).status).toBe("expired");
    expect((await invitationState(`${token}x`, TEST_MAIL.secret, now)).status).toBe("invalid");
  });

  it("book the whole panel once: the application moves to Interview, both sides get the calendar file", async () => {
    const asha = await interviewer("asha", "Asha Rao");
    const ben = await interviewer("ben", "Ben Okafor");
    await db.updateTable("users").set({ email: "ben@site.test" }).where("id", "=", ben).execute();
    const { applicationId, invitationId, token } = await invite([asha, ben]);
    expect(await bookInterview(invitationId, at("10:00"), { mail: TEST_MAIL, now })).toBe("booked");
    expect(await bookInterview(invitationId, at("14:00"), { mail: TEST_MAIL, now })).toBe("used");
    expect(await invitationState(token, TEST_MAIL.secret, now)).toMatchObject({
      status: "booked",
      startsAt: at("10:00"),
    });

    const application = await db
      .selectFrom("applications")
      .select("stage")
      .where("id", "=", applicationId)
      .executeTakeFirstOrThrow();
    expect(application.stage).toBe("interview");
    const moved = await db
      .selectFrom("application_events")
      .selectAll()
      .where("kind", "=", "stage")
      .executeTakeFirstOrThrow();
    expect(moved).toMatchObject({ to_stage: "interview", actor: "The candidate" });
    expect(moved.note).toContain("with Asha Rao, Ben Okafor");

    const hosts = await db.selectFrom("appointment_hosts").select("user_id").orderBy("user_id").execute();
    expect(hosts.map((host) => host.user_id)).toEqual([asha, ben]);
    const emails = await db.selectFrom("emails").select(["kind", "recipient", "attachments"]).orderBy("id").execute();
    expect(emails.map((email) => [email.kind, email.recipient])).toEqual([
      ["interview-invitation", expect.any(String)],
      ["interview-booked", expect.any(String)],
      ["interview-panel", "ben@site.test"],
    ]);
    for (const email of emails.slice(1)) expect(email.attachments).toContain("interview.ics");
    expect(emails[1]!.attachments).toContain("Ben Okafor");
  });

  it("offer no time one interviewer is busy at: 'taken'", async () => {
    const asha = await interviewer("asha", "Asha Rao");
    const ben = await interviewer("ben", "Ben Okafor");
    const first = await invite([asha]);
    const second = await invite([asha, ben]);
    expect(await bookInterview(first.invitationId, at("10:00"), { mail: TEST_MAIL, now })).toBe("booked");
    expect(await bookInterview(second.invitationId, at("10:30"), { mail: TEST_MAIL, now })).toBe("taken");
    expect(await bookInterview(second.invitationId, at("11:00"), { mail: TEST_MAIL, now })).toBe("booked");
  });

  it("a visitor and an interview link taking the last free person at once: one booking", async () => {
    const asha = await insertConsultant("asha", "Asha Rao", {
      bookable: true,
      interviews: true,
      topics: ["Capital Studio"],
    });
    const { invitationId } = await invite([asha]);
    const consultants = await listConsultants();
    const visitor = bookingSchema(now, ["Capital Studio"], DEFAULT_AVAILABILITY, (topic) =>
      topicHosts(topic, consultants),
    ).parse({ ...BOOKING_REQUEST, time: "10:00" });
    const [booked, interview] = await Promise.all([
      createAppointment(visitor, { mail: TEST_MAIL, now }),
      bookInterview(invitationId, at("10:00"), { mail: TEST_MAIL, now }),
    ]);
    expect([booked !== null, interview === "booked"].filter(Boolean)).toHaveLength(1);
    expect(await db.selectFrom("appointment_hosts").select("user_id").execute()).toHaveLength(1);
  });

  it("move from the candidate's link on the panel's calendar, at the interview's length", async () => {
    const asha = await interviewer("asha", "Asha Rao");
    const { invitationId } = await invite([asha]);
    await bookInterview(invitationId, at("10:00"), { mail: TEST_MAIL, now });
    const booking = await db.selectFrom("appointments").selectAll().executeTakeFirstOrThrow();
    const { rules, hosts } = await calendarOfBooking(
      { id: booking.id, topic: booking.topic, calendar: booking.calendar },
      now,
    );
    expect(rules.slotMinutes).toBe(60);
    expect(hosts?.people.map((person) => person.userId)).toEqual([asha]);
    // 10:00 is free again to itself; 11:00 (a 60-minute slot of the team's 9-5) is on the panel's grid.
    const later = new Date(new Date(at("10:00")).getTime() + 3_600_000).toISOString();
    expect(await rescheduleAppointment(booking.id, later, { mail: TEST_MAIL, now })).toBe("moved");
    expect(await db.selectFrom("appointment_hosts").select(["user_id", "starts_at"]).execute()).toEqual([
      { user_id: asha, starts_at: later },
    ]);
  });

  it("stop working once the application is rejected or withdrawn", async () => {
    const asha = await interviewer("asha", "Asha Rao");
    const rejected = await invite([asha]);
    await db.updateTable("applications").set({ stage: "rejected" }).where("id", "=", rejected.applicationId).execute();
    expect((await invitationState(rejected.token, TEST_MAIL.secret, now)).status).toBe("closed");
    expect(await bookInterview(rejected.invitationId, at("10:00"), { mail: TEST_MAIL, now })).toBe("closed");
    const withdrawn = await invite([asha]);
    expect(await bookInterview(withdrawn.invitationId, at("10:00"), { mail: TEST_MAIL, now })).toBe("booked");
    expect(await withdrawApplication(withdrawn.applicationId, { mail: TEST_MAIL, now })).toBe(true);
    expect((await invitationState(withdrawn.token, TEST_MAIL.secret, now)).status).toBe("closed");
    // The booked interview held the candidate's details: it goes with them, and frees the panel.
    expect(await db.selectFrom("appointments").select("id").execute()).toEqual([]);
    expect(await db.selectFrom("appointment_hosts").select("user_id").execute()).toEqual([]);
  });

  it("the invite form names each problem", () => {
    expect(fieldMessages(inviteSchema([1]), { minutes: "50", interviewers: ["2"] })).toEqual({
      "interviewers.0": "Interviewers must be among the listed interviewers",
      minutes: "Choose a listed length",
    });
    expect(fieldMessages(inviteSchema([1]), { minutes: "45" })).toEqual({
      interviewers: "Choose at least one interviewer",
    });
  });
});
