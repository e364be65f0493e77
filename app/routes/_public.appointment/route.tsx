import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useFetcher, useLoaderData } from "@remix-run/react";
import { useRef, useState } from "react";

import { VisitSourceField } from "~/components/analytics/visit-source-field";
import { FindTimeForm } from "~/components/booking/find-time-form";
import { CheckList } from "~/components/check-list";
import { Honeypot } from "~/components/contact/honeypot";
import { PersonFields } from "~/components/contact/person-fields";
import { SubmitRow } from "~/components/contact/submit-row";
import { Eyebrow } from "~/components/eyebrow";
import { FormAlert, SelectField, TextAreaField, TextField, useFormReply, ValidatedForm } from "~/components/form-field";
import { HeroBand } from "~/components/marketing/hero";
import { openDaysText } from "~/lib/availability";
import type { FormReply } from "~/lib/form-reply";
import { formatDate } from "~/lib/format";
import { bookingWindow, closedFor, dateProblem } from "~/lib/slot-engine";
import { formatOfficeSlot, formatSlotTime, isKnownTimeZone, timeZoneLabel } from "~/lib/slots";
import {
  BOOKING_FORM,
  bookingSchema,
  createAppointment,
  firstFreeDate,
  getAppointmentByToken,
  SLOT_TAKEN_MESSAGE,
  slotsOn,
} from "~/models/appointment.server";
import { getAvailability } from "~/models/availability.server";
import { topicHosts } from "~/models/booking-slots.server";
import { bookingHosts, listConsultants } from "~/models/consultant.server";
import { pageContent } from "~/models/page-content.server";
import { HYDRATE } from "~/utils/hydration";
import { mailContext } from "~/utils/mail-context.server";
import { pageContentFor } from "~/utils/page-preview.server";
import { checkPublicForm } from "~/utils/public-form.server";
import { seoMeta } from "~/utils/seo";
import { useSiteSettings } from "~/utils/site-settings";
import { formConstraints, parseSubmission, withDatabaseBusyForm } from "~/utils/submission.server";
import { redirectWithToast } from "~/utils/toast.server";
import { useCatchUpOnHydration } from "~/utils/use-catch-up-on-hydration";
import { useHydrated } from "~/utils/use-hydrated";
import { recordFormGoal, visitSourceField } from "~/utils/visit-source.server";

/** Its form runs in the browser: pending state, errors kept in place. */
export const handle = HYDRATE;

export async function loader({ request }: LoaderFunctionArgs) {
  const now = new Date();
  const params = new URL(request.url).searchParams;
  const [rules, consultants, { appointment, topics }] = await Promise.all([
    getAvailability({ now }),
    listConsultants(),
    pageContentFor(request, "contact"),
  ]);
  // A topic some consultants take shows their free times; any other, the team's.
  const topic = topics.find((name) => name === params.get("topic")) ?? "";
  const hosts = topicHosts(topic, consultants);
  const requested = params.get("date") ?? "";
  const problem = requested ? dateProblem(rules, requested, now) : "invalid";
  // A date closed for a holiday is shown as closed; any other date that cannot be booked gives way to the first free one.
  const date = !problem || problem === "holiday" ? requested : await firstFreeDate(rules, { now, hosts });
  const token = params.get("booked");
  const booking = token ? await getAppointmentByToken(token) : null;
  const hostsOfBooking = booking ? ((await bookingHosts([booking.id])).get(booking.id) ?? []) : [];
  const window = bookingWindow(rules, now);
  return {
    content: appointment,
    topics,
    calendar: {
      timeZone: rules.timeZone,
      zoneLabel: timeZoneLabel(rules.timeZone),
      slotMinutes: rules.slotMinutes,
      openDays: openDaysText(rules.weekly),
      closures: rules.overrides.filter((day) => day.closed !== null && day.date <= window.last),
    },
    window,
    topic,
    date,
    closedFor: closedFor(rules, date),
    slots: await slotsOn(rules, date, { now, hosts }),
    constraints: formConstraints(BOOKING_FORM),
    visitSource: visitSourceField(request),
    booking: booking && {
      token: token!,
      startsAt: booking.startsAt,
      minutes: booking.minutes,
      officeTimeZone: booking.officeTimeZone,
      topic: booking.topic,
      with: hostsOfBooking.map((host) => host.name).join(", "),
      name: booking.name,
      email: booking.email,
    },
  };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  data ? seoMeta({ matches, ...data.content.seo, path: "/appointment" }) : [];

async function book({ request }: ActionFunctionArgs) {
  const gate = await checkPublicForm(request, "appointment");
  if (!gate.pass && gate.reason === "spam")
    return redirectWithToast("/appointment", { type: "success", title: "Your consultation is booked" });
  if (!gate.pass) return gate.response;
  // A booking may name only a topic published now (a preview's draft topics are not bookable).
  const [{ topics }, rules, consultants] = await Promise.all([
    pageContent("contact"),
    getAvailability(),
    listConsultants(),
  ]);
  const hostsOf = (topic: string | null) => topicHosts(topic, consultants);
  const submission = parseSubmission(gate.formData, bookingSchema(new Date(), topics, rules, hostsOf));
  if (submission.status !== "success") return json(submission.reply(), { status: 400 });

  const timeZone = String(gate.formData.get("timeZone") ?? "");
  const created = await createAppointment(submission.value, {
    mail: await mailContext(),
    timeZone: isKnownTimeZone(timeZone) ? timeZone : null,
  });
  if (!created) return json(submission.reply({ fieldErrors: { time: [SLOT_TAKEN_MESSAGE] } }), { status: 409 });
  await gate.recordSubmission();
  await recordFormGoal("booking", gate.formData, "/appointment");
  const { booking, token } = created;
  return redirectWithToast(`/appointment?booked=${token}#confirmation`, {
    type: "success",
    title: "Your consultation is booked",
    description: formatOfficeSlot(booking.startsAt, booking.officeTimeZone),
  });
}

export async function action(args: ActionFunctionArgs) {
  return withDatabaseBusyForm(args, book);
}

/** The visitor's own reading of a slot (after hydration, when their time zone is known). */
function localTime(startsAt: string) {
  return new Intl.DateTimeFormat(undefined, {
    weekday: "short",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  }).format(new Date(startsAt));
}

export default function AppointmentRoute() {
  const { company } = useSiteSettings();
  const {
    content,
    topics,
    calendar,
    window: range,
    topic: chosenTopic,
    date,
    closedFor: closedForDate,
    slots,
    booking,
    constraints,
    visitSource,
  } = useLoaderData<typeof loader>();
  const { consultation } = content;
  const form = useFormReply(useActionData<FormReply>(), { constraints });
  const hydrated = useHydrated();
  const availability = useFetcher<typeof loader>();
  const shownSlots = availability.data?.slots ?? slots;
  const shownDate = availability.data?.date ?? (form.value("date") || date);
  const shownClosedFor = availability.data ? availability.data.closedFor : closedForDate;
  const { defaultValue: typedTime, ...timeField } = form.field("time");
  const { defaultValue: typedTopic, ...topicField } = form.field("topic");
  const [topic, setTopic] = useState(typedTopic || chosenTopic);
  /** With JavaScript, a change of topic or date loads that topic's times on that date. */
  const loadTimes = (changes: { topic?: string; date?: string }) => {
    const query = new URLSearchParams({ topic, date: shownDate, ...changes });
    if (query.get("date")) availability.load(`/appointment?${query}`);
  };
  const [time, setTime] = useState(typedTime);
  const bookingForm = useRef<HTMLFormElement>(null);
  // A time picked before the date changed stays picked only while it is open on the new date.
  const chosenSlotOpen =
    !time ||
    shownSlots.length === 0 ||
    shownSlots.some((slot) => slot.time === time && slot.available) ||
    Boolean(form.error("time"));
  // A topic, date or time picked before the page hydrated: show that topic's times on that date.
  useCatchUpOnHydration(bookingForm, (picked) => {
    const changes = {
      topic: picked("topic") || topic,
      date: picked("date") || shownDate,
    };
    if (changes.topic !== topic) setTopic(changes.topic);
    if (picked("time") !== time) setTime(picked("time"));
    if (changes.topic !== topic || changes.date !== shownDate) loadTimes(changes);
  });
  const differentZone = hydrated && Intl.DateTimeFormat().resolvedOptions().timeZone !== calendar.timeZone;

  return (
    <>
      <HeroBand className="grid gap-10 py-16 md:py-24 lg:grid-cols-2">
        <div>
          <Eyebrow>{consultation.eyebrow}</Eyebrow>
          <h1 className="mt-3 text-4xl font-bold tracking-tight md:text-5xl">{consultation.title}</h1>
          <p className="mt-5 text-lg leading-relaxed text-muted-foreground">{consultation.lead}</p>
        </div>
        <div className="card p-6">
          <h2 className="font-semibold">{consultation.coversTitle}</h2>
          <CheckList items={consultation.covers} className="mt-4 space-y-3 text-muted-foreground" small />
          <p className="mt-5 text-sm text-muted-foreground">{consultation.afterwards}</p>
        </div>
      </HeroBand>

      <div className="container py-16">
        {booking ? (
          <section
            id="confirmation"
            aria-labelledby="confirmation-title"
            className="mx-auto max-w-2xl rounded-2xl border border-success/40 bg-success/10 p-8 text-center"
          >
            <h2 id="confirmation-title" className="text-2xl font-bold tracking-tight">
              You're booked, {booking.name}!
            </h2>
            <p className="mt-3 text-lg">
              <strong>{formatOfficeSlot(booking.startsAt, booking.officeTimeZone)}</strong>
              {differentZone ? (
                <span className="block text-base text-muted-foreground">{localTime(booking.startsAt)} your time</span>
              ) : null}
            </p>
            <p className="mt-2 text-muted-foreground">
              {booking.topic}
              {booking.with ? ` with ${booking.with}` : ""} · {booking.minutes} minutes · confirmation to{" "}
              {booking.email}
            </p>
            <div className="mt-6 flex flex-wrap justify-center gap-3">
              <a href={`/appointment/ics/${booking.token}`} className="btn-primary" download>
                Add to calendar (.ics)
              </a>
              <Link to="/appointment" className="btn-outline">
                Book another time
              </Link>
            </div>
          </section>
        ) : (
          <section aria-labelledby="booking-form-title" className="mx-auto max-w-3xl card p-6 sm:p-8">
            <h2 id="booking-form-title" className="text-2xl font-bold tracking-tight">
              Choose a time
            </h2>
            <p className="mt-2 text-sm text-muted-foreground">
              Slots are {calendar.slotMinutes} minutes, {calendar.openDays}. Times are our office time,{" "}
              {calendar.zoneLabel}
              {differentZone ? ", shown with your local time" : ""}.
            </p>
            {calendar.closures.length > 0 ? (
              <div className="mt-3 text-sm">
                <h3 className="font-medium">Office closures</h3>
                <ul className="mt-1 text-muted-foreground">
                  {calendar.closures.map((day) => (
                    <li key={day.date}>
                      {formatDate(day.date)}: Closed for {day.closed}
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            <FindTimeForm topics={topics} topic={chosenTopic} date={shownDate} range={range} />
            <FormAlert message={form.formError} className="mt-4" />
            <ValidatedForm
              ref={bookingForm}
              method="post"
              errors={form.errors}
              onChange={form.onChange}
              aria-label="Booking form"
              className="relative mt-6 grid gap-5 sm:grid-cols-2"
            >
              <Honeypot />
              <VisitSourceField value={visitSource} />
              {/* With JavaScript the visitor's time zone goes along, so their emails show the slot in their time too. */}
              {hydrated ? (
                <input type="hidden" name="timeZone" value={Intl.DateTimeFormat().resolvedOptions().timeZone} />
              ) : null}
              <PersonFields field={form.field} phoneRequired />
              <TextField label="Company (optional)" {...form.field("company")} autoComplete="organization" />
              <div className="sm:col-span-2">
                <SelectField
                  label="Topic"
                  {...topicField}
                  value={topic}
                  onChange={(event) => {
                    setTopic(event.currentTarget.value);
                    loadTimes({ topic: event.currentTarget.value });
                  }}
                >
                  <option value="" disabled>
                    What would you like to discuss?
                  </option>
                  {topics.map((topic) => (
                    <option key={topic}>{topic}</option>
                  ))}
                </SelectField>
              </div>
              <TextField
                label="Preferred date"
                {...form.field("date")}
                type="date"
                min={range.first}
                max={range.last}
                defaultValue={shownDate}
                onChange={(event) => loadTimes({ date: event.currentTarget.value })}
              />
              <SelectField
                label="Time slot"
                {...timeField}
                value={chosenSlotOpen ? time : ""}
                onChange={(event) => setTime(event.currentTarget.value)}
              >
                <option value="" disabled>
                  Select a time
                </option>
                {shownSlots.map((slot) => (
                  <option key={slot.time} value={slot.time} disabled={!slot.available}>
                    {formatSlotTime(slot.startsAt, calendar.timeZone)}
                    {differentZone ? ` (${localTime(slot.startsAt)})` : ""}
                    {slot.available ? "" : " · unavailable"}
                  </option>
                ))}
              </SelectField>
              {shownSlots.some((slot) => slot.available) ? null : (
                <p className="text-sm font-medium sm:col-span-2" role="status">
                  {shownClosedFor
                    ? `${formatDate(shownDate)}: Closed for ${shownClosedFor}`
                    : `No free times on ${formatDate(shownDate)}. Please choose another date.`}
                </p>
              )}
              <div className="sm:col-span-2">
                <TextAreaField label="Anything we should know? (optional)" rows={4} {...form.field("message")} />
              </div>
              <SubmitRow label="Book consultation" pendingLabel="Booking...">
                <p className="mt-3 text-xs text-muted-foreground">
                  We use these details only to arrange and prepare the call. See our{" "}
                  <Link to="/privacy" className="underline">
                    privacy policy
                  </Link>
                  . Prefer email? Write to{" "}
                  <a href={`mailto:${company.email}`} className="underline">
                    {company.email}
                  </a>
                  .
                </p>
              </SubmitRow>
            </ValidatedForm>
          </section>
        )}
      </div>
    </>
  );
}
