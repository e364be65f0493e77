import { data, json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";

import { DateToShow } from "~/components/booking/find-time-form";
import { LinkProblemPage } from "~/components/booking/link-problem";
import { Honeypot } from "~/components/contact/honeypot";
import { FormAlert } from "~/components/form-field";
import { PageHeader } from "~/components/page-header";
import { formatDate } from "~/lib/format";
import { bookingWindow, dateProblem, officeDateIn } from "~/lib/slot-engine";
import { formatOfficeSlot, formatSlotTime, timeZoneLabel } from "~/lib/slots";
import { firstFreeDate, SLOT_TAKEN_MESSAGE, slotsOn } from "~/models/appointment.server";
import { getAvailability } from "~/models/availability.server";
import { bookInterview, invitationState, type InvitationState } from "~/models/interview.server";
import { mailContext } from "~/utils/mail-context.server";
import { checkPublicForm } from "~/utils/public-form.server";
import { pageTitle } from "~/utils/site-settings";
import { withDatabaseBusyForm } from "~/utils/submission.server";
import { redirectWithToast } from "~/utils/toast.server";

// The candidate's page from an interview invitation's link (no sign-in): the panel's free times on
// a date, and one picked books the interview. Works without JavaScript: a GET form changes the
// date, a POST form books. An invalid, expired, used or closed link gets a page that says so.

export const meta: MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "Book your interview") },
  { name: "robots", content: "noindex" },
];

/** The rules an invitation's slots follow: the team's, with the interview's length. */
async function interviewRules(state: Extract<InvitationState, { status: "open" }>, now: Date) {
  return { ...(await getAvailability({ now })), slotMinutes: state.minutes };
}

async function openState(token: string | undefined, now: Date) {
  const { secret } = await mailContext();
  return invitationState(token ?? "", secret, now);
}

const STATUS: Record<Exclude<InvitationState["status"], "open" | "booked">, number> = {
  invalid: 404,
  expired: 410,
  closed: 410,
};

export async function loader({ request, params }: LoaderFunctionArgs) {
  const now = new Date();
  const state = await openState(params.token, now);
  if (state.status === "booked")
    return { state: "booked" as const, when: formatOfficeSlot(state.startsAt, state.officeTimeZone) };
  if (state.status !== "open") return data({ state: state.status }, { status: STATUS[state.status] });
  const rules = await interviewRules(state, now);
  const requested = new URL(request.url).searchParams.get("date") ?? "";
  const date =
    requested && !dateProblem(rules, requested, now)
      ? requested
      : await firstFreeDate(rules, { now, hosts: state.hosts });
  const slots = await slotsOn(rules, date, { now, hosts: state.hosts });
  return {
    state: "open" as const,
    fullName: state.fullName,
    jobTitle: state.jobTitle,
    minutes: state.minutes,
    note: state.note,
    panel: state.hosts.people.map((person) => person.name).join(", "),
    zoneLabel: timeZoneLabel(rules.timeZone),
    window: bookingWindow(rules, now),
    date,
    slots: slots
      .filter((slot) => slot.available)
      .map((slot) => ({ startsAt: slot.startsAt, label: formatSlotTime(slot.startsAt, rules.timeZone) })),
  };
}

async function book({ request, params }: ActionFunctionArgs) {
  const gate = await checkPublicForm(request, "booking-change");
  const self = new URL(request.url).pathname;
  if (!gate.pass)
    return gate.reason === "spam" ? redirectWithToast(self, { type: "success", title: "Thank you" }) : gate.response;
  const now = new Date();
  const state = await openState(params.token, now);
  if (state.status !== "open") return redirectWithToast(self, { type: "error", title: "This link can no longer book" });
  const startsAt = String(gate.formData.get("startsAt") ?? "");
  const rules = await interviewRules(state, now);
  const date = new Date(startsAt);
  const offered =
    !Number.isNaN(date.getTime()) &&
    (await slotsOn(rules, officeDateIn(rules, date), { now, hosts: state.hosts })).some(
      (slot) => slot.startsAt === startsAt,
    );
  if (!offered) return json({ message: "Choose one of the listed times" }, { status: 400 });
  await gate.recordSubmission();
  const result = await bookInterview(state.invitationId, startsAt, { mail: await mailContext(), now });
  if (result === "taken") return json({ message: SLOT_TAKEN_MESSAGE }, { status: 409 });
  if (result !== "booked") return redirectWithToast(self, { type: "error", title: "This link can no longer book" });
  return redirectWithToast(self, {
    type: "success",
    title: "Your interview is booked",
    description: formatOfficeSlot(startsAt, rules.timeZone),
  });
}

export async function action(args: ActionFunctionArgs) {
  return withDatabaseBusyForm(args, book);
}

const PROBLEMS = {
  invalid: {
    title: "This link does not work",
    text: "It may have been copied only in part.",
  },
  expired: {
    title: "This link has expired",
    text: "Interview invitations can be used for 7 days.",
  },
  closed: {
    title: "This interview can no longer be booked",
    text: "The application is closed.",
  },
} as const;

export default function InterviewRoute() {
  const page = useLoaderData<typeof loader>();
  const answer = useActionData<{ message: string }>();
  if (page.state === "booked") {
    return (
      <PageHeader eyebrow="Interview" title="Your interview is booked">
        {page.when}. The confirmation email has the calendar file and a link to reschedule or cancel.
      </PageHeader>
    );
  }
  if (page.state !== "open")
    return <LinkProblemPage {...PROBLEMS[page.state]} help="and we will find a time with you." />;
  return (
    <>
      <PageHeader eyebrow="Interview" title="Book your interview">
        {page.fullName}, choose a time to meet {page.panel} about {page.jobTitle}: {page.minutes} minutes, by video
        call. Times are our office time, {page.zoneLabel}.
      </PageHeader>
      <div className="container grid max-w-3xl gap-8 py-12">
        {page.note ? <p className="card p-5 whitespace-pre-line">{page.note}</p> : null}
        <Form method="get" aria-label="Choose a date" className="flex flex-wrap items-end gap-3">
          <DateToShow id="interview-date" date={page.date} range={page.window} />
        </Form>
        <Form method="post" aria-labelledby="times-title" className="card grid gap-4 p-6 sm:p-8">
          <h2 id="times-title" className="text-xl font-semibold">
            Free times on {formatDate(page.date)}
          </h2>
          <FormAlert message={answer?.message ?? null} />
          <Honeypot />
          {page.slots.length === 0 ? (
            <p role="status">No free times on {formatDate(page.date)}. Please choose another date.</p>
          ) : (
            <fieldset>
              <legend className="sr-only">Time</legend>
              <div className="grid gap-2 sm:grid-cols-3">
                {page.slots.map((slot, index) => (
                  <div
                    key={slot.startsAt}
                    className="flex items-center rounded-lg border border-border bg-background has-[:checked]:border-primary has-[:checked]:bg-primary/10"
                  >
                    <input
                      id={`slot-${index}`}
                      type="radio"
                      name="startsAt"
                      value={slot.startsAt}
                      required
                      className="ml-3 h-4 w-4 shrink-0 accent-[rgb(var(--primary))]"
                    />
                    <label
                      htmlFor={`slot-${index}`}
                      className="flex-1 cursor-pointer py-2.5 pl-2 pr-3 text-sm font-medium"
                    >
                      {slot.label}
                    </label>
                  </div>
                ))}
              </div>
            </fieldset>
          )}
          <div>
            <button type="submit" className="btn-primary" disabled={page.slots.length === 0}>
              Book interview
            </button>
          </div>
        </Form>
      </div>
    </>
  );
}
