import { data, json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useLocation, useSubmit } from "@remix-run/react";

import { LinkProblem } from "~/components/booking/link-problem";
import { FormAlert, SelectField, TextField, useFormReply, ValidatedForm } from "~/components/form-field";
import { PageHeader } from "~/components/page-header";
import { meetingOf } from "~/lib/availability";
import type { FormReply } from "~/lib/form-reply";
import { formatDate } from "~/lib/format";
import { bookingWindow, closedFor, dateProblem, officeDateIn } from "~/lib/slot-engine";
import { formatOfficeSlot, formatSlotTime, timeZoneLabel } from "~/lib/slots";
import {
  cancelAppointmentByVisitor,
  isChangeable,
  rescheduleAppointment,
  RESCHEDULE_FORM,
  rescheduleSchema,
  SLOT_TAKEN_MESSAGE,
  slotsOn,
} from "~/models/appointment.server";
import { MANAGE_PURPOSE } from "~/models/booking-emails.server";
import { calendarOfBooking } from "~/models/booking-slots.server";
import { bookingFromLink, linkStatus } from "~/utils/booking-link.server";
import { HYDRATE } from "~/utils/hydration";
import { mailContext } from "~/utils/mail-context.server";
import { checkPublicForm } from "~/utils/public-form.server";
import { pageTitle } from "~/utils/site-settings";
import { formConstraints, parseSubmission, replyWithFormError, withDatabaseBusyForm } from "~/utils/submission.server";
import { redirectWithToast } from "~/utils/toast.server";
import { useHydrated } from "~/utils/use-hydrated";

// The visitor's page for their booking, reached from the link in its emails (no sign-in): see it,
// move it to another free slot, or cancel it. Works without JavaScript.

export const meta: MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "Manage your booking") },
  { name: "robots", content: "noindex" },
];

/** Its form runs in the browser: pending state, errors kept in place. */
export const handle = HYDRATE;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const now = new Date();
  const link = await bookingFromLink(MANAGE_PURPOSE, params.token, now);
  if (link.state !== "valid") return data({ state: link.state } as const, { status: linkStatus(link) });
  const { record: booking } = link;
  const base = {
    name: booking.name,
    topic: booking.topic,
    email: booking.email,
    startsAt: booking.startsAt,
    officeTimeZone: booking.officeTimeZone,
    status: booking.status,
    calendar: booking.calendar,
  };
  if (!isChangeable(booking, now)) return { state: "closed" as const, booking: base };
  const { rules, hosts } = await calendarOfBooking(booking, now);
  const requested = new URL(request.url).searchParams.get("date") ?? "";
  const problem = requested ? dateProblem(rules, requested, now) : "invalid";
  const date = !problem || problem === "holiday" ? requested : officeDateIn(rules, new Date(booking.startsAt));
  return {
    state: "open" as const,
    booking: base,
    date,
    closedFor: closedFor(rules, date),
    timeZone: rules.timeZone,
    zoneLabel: timeZoneLabel(rules.timeZone),
    window: bookingWindow(rules, now),
    slots: await slotsOn(rules, date, { now, except: booking.id, hosts }),
    constraints: formConstraints(RESCHEDULE_FORM),
  };
}

async function change({ request, params }: ActionFunctionArgs) {
  const gate = await checkPublicForm(request, "booking-change");
  if (!gate.pass) return gate.reason === "spam" ? redirectToSelf(request) : gate.response;
  const now = new Date();
  const link = await bookingFromLink(MANAGE_PURPOSE, params.token, now);
  if (link.state !== "valid") return redirectToSelf(request);
  const { record: booking } = link;
  // Cancelled or past since the page was opened: the page has no forms now, only this toast to say why.
  if (!isChangeable(booking, now)) return redirectToSelf(request);
  const mail = await mailContext();
  await gate.recordSubmission();

  if (gate.formData.get("intent") === "cancel") {
    const cancelled = await cancelAppointmentByVisitor(booking.id, { mail, now });
    return redirectWithToast(new URL(request.url).pathname, {
      type: cancelled ? "success" : "error",
      title: cancelled ? `Your ${meetingOf(booking)} is cancelled` : "This booking can no longer be changed",
    });
  }

  const { rules, hosts } = await calendarOfBooking(booking, now);
  const submission = parseSubmission(gate.formData, rescheduleSchema(now, rules, hosts));
  if (submission.status !== "success") return json(submission.reply(), { status: 400 });
  const result = await rescheduleAppointment(booking.id, submission.value.startsAt, { mail, now });
  if (result === "taken")
    return json(submission.reply({ fieldErrors: { time: [SLOT_TAKEN_MESSAGE] } }), { status: 409 });
  if (result === "unchanged")
    return json(
      submission.reply({ fieldErrors: { time: [`That is already the time of your ${meetingOf(booking)}`] } }),
      {
        status: 400,
      },
    );
  if (result !== "moved")
    return json(replyWithFormError(gate.formData, "This booking can no longer be changed"), { status: 409 });
  return redirectWithToast(new URL(request.url).pathname, {
    type: "success",
    title: `Your ${meetingOf(booking)} has moved`,
    description: formatOfficeSlot(submission.value.startsAt, booking.officeTimeZone),
  });
}

function redirectToSelf(request: Request) {
  return redirectWithToast(new URL(request.url).pathname, {
    type: "error",
    title: "This booking can no longer be changed",
  });
}

export async function action(args: ActionFunctionArgs) {
  return withDatabaseBusyForm(args, change);
}

type Booking = {
  name: string;
  topic: string;
  email: string;
  startsAt: string;
  officeTimeZone: string;
  status: string;
  calendar: string;
};

function BookingSummary({ booking }: { booking: Booking }) {
  const statusText =
    booking.status === "confirmed"
      ? "Confirmed"
      : booking.status === "cancelled"
        ? "Cancelled"
        : "Booked — we will confirm shortly";
  return (
    <section aria-labelledby="booking-title" className="card self-start p-6 sm:p-8">
      <h2 id="booking-title" className="text-xl font-semibold">
        Your {meetingOf(booking)}
      </h2>
      <dl className="mt-5 grid gap-4 text-sm">
        <div>
          <dt className="text-muted-foreground">When</dt>
          <dd className="mt-1 text-base font-semibold">{formatOfficeSlot(booking.startsAt, booking.officeTimeZone)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{meetingOf(booking) === "interview" ? "About" : "Topic"}</dt>
          <dd className="mt-1 font-medium">{booking.topic}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Booked by</dt>
          <dd className="mt-1 font-medium [overflow-wrap:anywhere]">
            {booking.name}, {booking.email}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Status</dt>
          <dd className="mt-1 font-medium">{statusText}</dd>
        </div>
      </dl>
    </section>
  );
}

export default function ManageBookingRoute() {
  const data = useLoaderData<typeof loader>();
  if (!("booking" in data)) return <LinkProblem problem={data.state} />;
  const meeting = meetingOf(data.booking);
  return (
    <>
      <PageHeader eyebrow={meeting === "interview" ? "Interview" : "Book a consultation"} title="Manage your booking">
        Move your {meeting} to another free slot, or cancel it. Times are our office time
        {data.state === "open" ? `, ${data.zoneLabel}` : ""}.
      </PageHeader>
      <div className="container grid gap-8 py-12 lg:grid-cols-2">
        <BookingSummary booking={data.booking} />
        {data.state === "closed" ? (
          <section className="card p-6 sm:p-8">
            <h2 className="text-xl font-semibold">
              {data.booking.status === "cancelled"
                ? `This ${meeting} is cancelled`
                : `This ${meeting}'s time has passed`}
            </h2>
            {meeting === "interview" ? (
              <p className="mt-3 text-muted-foreground">
                It can no longer be changed. Reply to our email and we will find another time with you.
              </p>
            ) : (
              <>
                <p className="mt-3 text-muted-foreground">
                  It can no longer be changed. You are welcome to book another time.
                </p>
                <Link to="/appointment" className="btn-primary mt-6">
                  Book a consultation
                </Link>
              </>
            )}
          </section>
        ) : (
          <ChangeBooking />
        )}
      </div>
    </>
  );
}

function ChangeBooking() {
  const data = useLoaderData<typeof loader>();
  const form = useFormReply(useActionData<FormReply>(), {
    constraints: data.state === "open" ? data.constraints : {},
  });
  const submit = useSubmit();
  const hydrated = useHydrated();
  const { search } = useLocation();
  if (data.state !== "open") return null;
  const asking = new URLSearchParams(search).has("cancel");
  const { slots, date, window: range, booking, timeZone } = data;
  const meeting = meetingOf(booking);
  return (
    <div className="grid gap-8">
      <section aria-labelledby="move-title" className="card p-6 sm:p-8">
        <h2 id="move-title" className="text-xl font-semibold">
          Move to another time
        </h2>
        {/* Choosing a date shows its free times: at once with JavaScript, with the button without it. The
            move form sends the date as a hidden field, so what is wrong with it is said here. */}
        <Form method="get" className="mt-5 flex flex-wrap items-end gap-3" preventScrollReset>
          <div className="min-w-[12rem] flex-1">
            <TextField
              label="Date"
              name="date"
              type="date"
              min={range.first}
              max={range.last}
              defaultValue={date}
              error={form.error("date")}
              onChange={(event) => submit(event.currentTarget.form, { preventScrollReset: true, replace: true })}
            />
          </div>
          {hydrated ? null : (
            <button type="submit" className="btn-outline">
              Show free times
            </button>
          )}
        </Form>
        <FormAlert message={form.formError} className="mt-4" />
        <ValidatedForm
          method="post"
          errors={form.errors}
          onChange={form.onChange}
          aria-label={`Move my ${meeting}`}
          className="mt-5 grid gap-4"
        >
          <input type="hidden" name="intent" value="reschedule" />
          <input type="hidden" name="date" value={date} />
          <SelectField label={`Free times on ${formatDate(date)}`} {...form.field("time")}>
            <option value="">Select a time</option>
            {slots.map((slot) => (
              <option key={slot.time} value={slot.time} disabled={!slot.available}>
                {formatSlotTime(slot.startsAt, timeZone)}
                {slot.startsAt === booking.startsAt ? " · your current time" : slot.available ? "" : " · unavailable"}
              </option>
            ))}
          </SelectField>
          <div>
            <button type="submit" className="btn-primary">
              Move my {meeting}
            </button>
          </div>
        </ValidatedForm>
      </section>

      <section id="cancel" aria-labelledby="cancel-title" className="card p-6 sm:p-8">
        <h2 id="cancel-title" className="text-xl font-semibold">
          Cancel
        </h2>
        {asking ? (
          <>
            <p className="mt-3">
              Cancel your {meeting} on {formatOfficeSlot(booking.startsAt, booking.officeTimeZone)}? The slot will be
              freed.
            </p>
            <div className="mt-5 flex flex-wrap gap-3">
              <Form method="post">
                <input type="hidden" name="intent" value="cancel" />
                <button type="submit" className="btn-danger">
                  Yes, cancel it
                </button>
              </Form>
              <Link to="." className="btn-outline" preventScrollReset>
                Keep it
              </Link>
            </div>
          </>
        ) : (
          <>
            <p className="mt-3 text-muted-foreground">
              Can't make it at all? Let us know, and the slot goes to someone else.
            </p>
            <Link to="?cancel#cancel" className="btn-outline mt-5" preventScrollReset>
              Cancel my {meeting}
            </Link>
          </>
        )}
      </section>
    </div>
  );
}
