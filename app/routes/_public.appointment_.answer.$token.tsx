import { data, json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";

import { LinkProblem } from "~/components/booking/link-problem";
import { FormAlert, TextAreaField, useFormReply } from "~/components/form-field";
import { PageHeader } from "~/components/page-header";
import { staffBookingFacts } from "~/emails/booking";
import type { FormReply } from "~/lib/form-reply";
import { STAFF_EMAIL_LINK_ACTOR } from "~/models/activity.server";
import { setAppointmentStatus, StatusChangeSchema } from "~/models/appointment.server";
import { ANSWER_PURPOSE } from "~/models/booking-emails.server";
import { bookingFromLink, linkStatus } from "~/utils/booking-link.server";
import { getClientIp } from "~/utils/http.server";
import { HYDRATE } from "~/utils/hydration";
import { mailContext } from "~/utils/mail-context.server";
import { checkPublicForm } from "~/utils/public-form.server";
import { pageTitle } from "~/utils/site-settings";
import { replyWithFormError, withDatabaseBusyForm } from "~/utils/submission.server";
import { redirectWithToast } from "~/utils/toast.server";

// Staff answer a new booking from the notification email, without signing in: its signed link
// opens this page, which asks once more (a mail scanner that follows links changes nothing) and
// then confirms or declines it, with an optional reason that goes to the visitor. Once the booking
// is answered the link only shows what was decided.

export const meta: MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "Answer a booking") },
  { name: "robots", content: "noindex" },
];

/** Its form runs in the browser: pending state, errors kept in place. */
export const handle = HYDRATE;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const link = await bookingFromLink(ANSWER_PURPOSE, params.token);
  if (link.state !== "valid") return data({ state: link.state } as const, { status: linkStatus(link) });
  const { record: booking } = link;
  const choice = new URL(request.url).searchParams.get("do") === "decline" ? "decline" : "confirm";
  return {
    state: "valid" as const,
    choice,
    details: staffBookingFacts(booking),
    booking: {
      name: booking.name,
      startsAt: booking.startsAt,
      status: booking.status,
      statusNote: booking.statusNote,
    },
  };
}

async function answer({ request, params }: ActionFunctionArgs) {
  const gate = await checkPublicForm(request, "booking-change");
  if (!gate.pass && gate.reason === "rate-limited") return gate.response;
  const link = await bookingFromLink(ANSWER_PURPOSE, params.token);
  const page = new URL(request.url).pathname;
  if (!gate.pass || link.state !== "valid")
    return redirectWithToast(page, { type: "error", title: "This link does not work" });
  await gate.recordSubmission();
  if (link.record.status !== "pending")
    return json(replyWithFormError(gate.formData, "This booking has already been answered"), { status: 409 });
  const decline = gate.formData.get("intent") === "decline";
  const note = StatusChangeSchema.pick({ note: true }).safeParse({ note: gate.formData.get("note") ?? "" });
  if (!note.success) return json(replyWithFormError(gate.formData, note.error.issues[0]!.message), { status: 400 });
  await setAppointmentStatus(link.record.id, decline ? "cancelled" : "confirmed", {
    mail: await mailContext(),
    note: decline ? note.data.note : null,
    // Staff answered from their email's signed link, not signed in: the log says so.
    actor: { id: null, username: STAFF_EMAIL_LINK_ACTOR, ip: getClientIp(request) },
  });
  return redirectWithToast(page, {
    type: "success",
    title: decline ? "Booking declined: the visitor has been told" : "Booking confirmed: the visitor has been told",
  });
}

export async function action(args: ActionFunctionArgs) {
  return withDatabaseBusyForm(args, answer);
}

export default function AnswerBookingRoute() {
  const data = useLoaderData<typeof loader>();
  const form = useFormReply(useActionData<FormReply>());
  const submitting = useNavigation().state === "submitting";
  if (!("booking" in data)) return <LinkProblem problem={data.state} />;
  const { booking, choice, details } = data;
  return (
    <>
      <PageHeader eyebrow="Bookings" title={`Booking from ${booking.name}`}>
        {booking.status === "pending"
          ? "Confirm it, or decline it with a reason for the visitor. They get an email either way."
          : booking.status === "confirmed"
            ? "This booking is confirmed: it has been answered."
            : "This booking is cancelled: it has been answered."}
      </PageHeader>
      <div className="container grid gap-8 py-12 lg:grid-cols-2">
        <section aria-labelledby="details-title" className="card p-6 sm:p-8">
          <h2 id="details-title" className="text-xl font-semibold">
            The booking
          </h2>
          <dl className="mt-5 grid gap-4 text-sm">
            {details
              .filter(([, value]) => value)
              .map(([term, value]) => (
                <div key={term}>
                  <dt className="text-muted-foreground">{term}</dt>
                  <dd className="mt-1 whitespace-pre-line font-medium [overflow-wrap:anywhere]">{value}</dd>
                </div>
              ))}
          </dl>
        </section>
        <section aria-labelledby="answer-title" className="card p-6 sm:p-8">
          <h2 id="answer-title" className="text-xl font-semibold">
            {booking.status === "pending" ? (choice === "decline" ? "Decline it" : "Confirm it") : "Answered"}
          </h2>
          <FormAlert message={form.formError} className="mt-4" />
          {booking.status !== "pending" ? (
            <p className="mt-3 text-muted-foreground">
              {booking.status === "confirmed" ? "Confirmed." : "Declined."}
              {booking.statusNote ? ` Reason given: ${booking.statusNote}` : ""} Manage all bookings in the{" "}
              <Link to="/admin/appointments" className="font-medium text-primary hover:underline">
                back-office
              </Link>
              .
            </p>
          ) : choice === "decline" ? (
            <Form method="post" className="mt-5 grid gap-4">
              <input type="hidden" name="intent" value="decline" />
              <TextAreaField
                label="Reason (optional, sent to the visitor)"
                rows={4}
                {...form.field("note")}
                maxLength={1000}
              />
              <div className="flex flex-wrap gap-3">
                <button type="submit" className="btn-danger" disabled={submitting}>
                  {submitting ? "Declining..." : "Decline booking"}
                </button>
                <Link to="?do=confirm" className="btn-outline" replace>
                  Confirm instead
                </Link>
              </div>
            </Form>
          ) : (
            <Form method="post" className="mt-5 flex flex-wrap gap-3">
              <input type="hidden" name="intent" value="confirm" />
              <button type="submit" className="btn-primary" disabled={submitting}>
                {submitting ? "Confirming..." : "Confirm booking"}
              </button>
              <Link to="?do=decline" className="btn-outline" replace>
                Decline instead
              </Link>
            </Form>
          )}
        </section>
      </div>
    </>
  );
}
