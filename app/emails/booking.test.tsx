import ICAL from "ical.js";
import { describe, expect, it } from "vitest";

import { settingsSeed } from "~/content/seed/settings";
import type { Appointment } from "~/models/appointment.server";

import {
  bookingCancelledEmail,
  bookingChangedStaffEmail,
  bookingConfirmationEmail,
  bookingConfirmedEmail,
  bookingReminderEmail,
  bookingRescheduledEmail,
  bookingStaffEmail,
  slotLines,
} from "./booking";

const booking = {
  id: 7,
  name: 'Eve "<img src=x onerror=alert(1)>"',
  email: "eve@example.com",
  phone: "+919845012345",
  company: "<b>Acme</b>",
  topic: "Capital Studio",
  startsAt: "2026-11-25T18:30:00.000Z",
  minutes: 30,
  officeTimeZone: "America/Los_Angeles",
  status: "pending",
  sequence: 3,
  timeZone: "Europe/Berlin",
  message: "Line one\n<script>alert(2)</script>",
} satisfies Partial<Appointment>;

const site = { siteUrl: "https://site.test", company: settingsSeed.company };
const links = { manageUrl: "https://site.test/appointment/manage/abc.def" };

describe("booking emails", () => {
  it("about an interview say interview, never consultation, and offer no consultation booking", () => {
    const interview = { ...booking, calendar: "interview" as const, topic: "Interview for Designer" };
    const emails = [
      bookingConfirmedEmail(interview, site, links),
      bookingRescheduledEmail(interview, site, links),
      bookingReminderEmail(interview, site, links),
      bookingCancelledEmail(interview, site, { byVisitor: true }),
      bookingCancelledEmail(interview, site, { byVisitor: false }),
      bookingChangedStaffEmail(interview, site, { change: "cancelled" }),
    ];
    for (const email of emails) {
      expect(`${email.subject}\n${email.text}`).not.toMatch(/consultation|\/appointment\b(?!\/manage)/i);
      expect(`${email.subject}\n${email.text}`).toMatch(/interview/i);
    }
    expect(emails[1]!.subject).toBe("Moved: your interview is now on Wed, Nov 25, 2026, 10:30 AM PST");
  });

  it("show every value as text: nothing a visitor typed becomes markup", () => {
    const visitor = bookingConfirmationEmail(booking, site, links);
    const staff = bookingStaffEmail(booking, site, {
      confirmUrl: "https://site.test/a?do=confirm",
      declineUrl: "https://site.test/a?do=decline",
    });
    for (const html of [visitor.html, staff.html]) {
      expect(html).not.toMatch(/<img|<script|<b>/);
      expect(html).toMatch(/^<!DOCTYPE html><html lang="en">/);
    }
    expect(staff.html).toContain("&lt;script&gt;alert(2)&lt;/script&gt;");
    expect(staff.html).toContain("&lt;b&gt;Acme&lt;/b&gt;");
    expect(staff.text).toContain("Company: <b>Acme</b>");
    expect(visitor.text).toContain('Hello Eve "<img src=x onerror=alert(1)>",');
  });

  it("give the slot in Pacific time and in the visitor's zone", () => {
    expect(slotLines(booking)).toEqual([
      "Wed, Nov 25, 2026, 10:30 AM PST",
      "Wed, Nov 25, 2026, 7:30 PM GMT+1 (Europe/Berlin, your time)",
    ]);
    expect(slotLines({ ...booking, timeZone: "America/Los_Angeles" })).toEqual(["Wed, Nov 25, 2026, 10:30 AM PST"]);
    expect(slotLines({ ...booking, timeZone: null })).toEqual(["Wed, Nov 25, 2026, 10:30 AM PST"]);
  });

  it("carry a calendar file that adds, and after a cancel removes, the same entry", () => {
    const read = (content: string) => {
      const calendar = new ICAL.Component(ICAL.parse(content));
      const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
      return { method: calendar.getFirstPropertyValue("method"), uid: event.uid, sequence: event.sequence };
    };
    const [invite] = bookingConfirmationEmail(booking, site, links).attachments;
    const [cancel] = bookingCancelledEmail({ ...booking, status: "cancelled", sequence: 4 }, site, {
      byVisitor: true,
    }).attachments;
    expect(invite!.method).toBe("REQUEST");
    expect(cancel!.method).toBe("CANCEL");
    expect(read(invite!.content)).toEqual({ method: "REQUEST", uid: "appointment-7@lumoraventures.com", sequence: 3 });
    expect(read(cancel!.content)).toEqual({ method: "CANCEL", uid: "appointment-7@lumoraventures.com", sequence: 4 });
  });

  it("speak for the company in the site settings: its name, contact details and calendar organizer", () => {
    const company = {
      ...settingsSeed.company,
      name: "Lumora Labs",
      legalName: "Lumora Labs LLP",
      email: "team@lumoralabs.in",
      phone: "+91 80 4000 1000",
    };
    const email = bookingConfirmationEmail(booking, { siteUrl: "https://site.test", company }, links);
    expect(email.text).toContain("Thank you for booking a free consultation with Lumora Labs.");
    expect(email.text).toContain("— Lumora Labs, team@lumoralabs.in, +91 80 4000 1000");
    expect(email.html).toContain("Lumora Labs LLP, 4th Floor, Prestige Atrium, 1 Central Street");
    expect(email.html).not.toContain("Lumora Ventures");
    const calendar = new ICAL.Component(ICAL.parse(email.attachments[0]!.content));
    const event = calendar.getFirstSubcomponent("vevent")!;
    expect(event.getFirstPropertyValue("organizer")).toBe("MAILTO:team@lumoralabs.in");
    expect(event.getFirstPropertyValue("uid")).toBe("appointment-7@lumoralabs.in");
  });
});
