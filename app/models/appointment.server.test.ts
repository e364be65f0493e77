import { beforeEach, describe, expect, it } from "vitest";

import { db } from "~/db.server";

import {
  bookedSlots,
  bookingSchema,
  createAppointment,
  getAppointment,
  getAppointmentByToken,
  listAppointments,
  setAppointmentStatus,
} from "./appointment.server";
import { emptyTables, fieldMessages } from "./testing.server";
import { isUniqueViolation } from "../../db/database-errors";

const now = new Date("2026-11-23T18:00:00Z"); // Monday 10:00 PST
const valid = {
  name: "Meera",
  email: "meera@example.com",
  phone: "+91 98450 12345",
  company: "",
  topic: "Capital Studio",
  date: "2026-11-25",
  time: "10:30",
  message: "",
};

const messages = (input: unknown) => fieldMessages(bookingSchema(now), input);

beforeEach(() => emptyTables("appointments"));

describe("bookingSchema", () => {
  it("turns the office date and time into the UTC start", () => {
    expect(bookingSchema(now).parse(valid)).toMatchObject({
      startsAt: "2026-11-25T18:30:00.000Z",
      company: null,
      message: null,
    });
  });

  it("names each problem", () => {
    expect(messages({ ...valid, name: " ", email: "x", phone: "", topic: "Astrology" })).toEqual({
      name: "Name is required",
      email: "Email must be a valid email address",
      phone: "Phone is required",
      topic: "Topic must be one of the listed topics",
    });
    expect(messages({ ...valid, topic: "", date: "", time: "" })).toEqual({
      topic: "Topic is required",
      date: "Date is required",
      time: "Time is required",
    });
    expect(messages({ ...valid, date: "2026-02-30" })).toEqual({ date: "Date must be a valid date" });
    expect(messages({ ...valid, date: "2026-11-20" })).toEqual({ date: "Date must not be in the past" });
    expect(messages({ ...valid, date: "2026-11-28" })).toEqual({
      date: "Date must be a weekday: we meet Monday to Friday",
    });
    expect(messages({ ...valid, date: "2027-03-01" })).toEqual({ date: "Date must be within the next 90 days" });
    expect(messages({ ...valid, time: "17:00" })).toEqual({ time: "Time must be one of the listed slots" });
    expect(messages({ ...valid, date: "2026-11-23", time: "09:30" })).toEqual({
      time: "Time must be a slot that has not passed yet",
    });
  });
});

describe("double booking", () => {
  it("is refused by the database; a cancelled booking frees the slot", async () => {
    const input = bookingSchema(now).parse(valid);
    const first = await createAppointment(input, now);
    expect(first?.status).toBe("pending");
    expect(await createAppointment({ ...input, name: "Someone else" }, now)).toBeNull();

    // Not only through the model: the unique index itself refuses a second live row.
    await expect(
      db
        .insertInto("appointments")
        .values({
          name: "Direct",
          email: "d@example.com",
          phone: "123456789",
          topic: "Capital Studio",
          starts_at: input.startsAt,
          token: "direct-insert-token",
          created_at: "x",
          updated_at: "x",
        })
        .execute(),
    ).rejects.toSatisfy(isUniqueViolation);

    expect(await bookedSlots("2026-11-25T00:00:00Z", "2026-11-26T00:00:00Z")).toEqual(["2026-11-25T18:30:00.000Z"]);
    await setAppointmentStatus(first!.id, "cancelled");
    expect(await bookedSlots("2026-11-25T00:00:00Z", "2026-11-26T00:00:00Z")).toEqual([]);
    const again = await createAppointment({ ...input, name: "Someone else" }, now);
    expect(again?.name).toBe("Someone else");
    // Reinstating the cancelled booking now collides with the new one.
    expect(await setAppointmentStatus(first!.id, "confirmed")).toBeNull();
  });
});

describe("appointments", () => {
  it("come back as domain objects, found by id, by token and in the upcoming list", async () => {
    const booking = await createAppointment(bookingSchema(now).parse({ ...valid, company: "Acme" }), now);
    expect(booking).toEqual({
      id: expect.any(Number),
      token: expect.stringMatching(/^[\w-]{24}$/),
      name: "Meera",
      email: "meera@example.com",
      phone: "+919845012345",
      company: "Acme",
      topic: "Capital Studio",
      startsAt: "2026-11-25T18:30:00.000Z",
      message: null,
      status: "pending",
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
    });
    expect(await getAppointment(booking!.id)).toEqual(booking);
    expect(await getAppointmentByToken(booking!.token)).toEqual(booking);
    expect(await listAppointments({ when: "upcoming", now })).toEqual([booking]);
  });
});
