import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";

import { EmptyList, ListHeader } from "~/components/admin/list-page";
import { DeleteButton } from "~/components/admin/record-actions";
import { FormAlert } from "~/components/form-field";
import { APPOINTMENTS } from "~/content/admin-resources";
import { firstErrors, type FormReply } from "~/lib/form-reply";
import { formatOfficeSlot } from "~/lib/slots";
import {
  listAppointments,
  setAppointmentStatus,
  StatusChangeSchema,
  type Appointment,
  type AppointmentWhen,
} from "~/models/appointment.server";
import { requireActor, requirePermission } from "~/utils/auth.server";
import { readFormData } from "~/utils/form-data.server";
import { mailContext } from "~/utils/mail-context.server";
import { pageTitle } from "~/utils/site-settings";
import { withDatabaseBusyForm } from "~/utils/submission.server";
import { redirectWithToast } from "~/utils/toast.server";

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, "Appointments") }];

function whenFrom(url: URL): AppointmentWhen {
  return url.searchParams.get("when") === "past" ? "past" : "upcoming";
}

export async function loader({ request }: LoaderFunctionArgs) {
  await requirePermission(request, "appointments:read");
  const when = whenFrom(new URL(request.url));
  return { when, appointments: await listAppointments({ when }) };
}

const STATUS_TOASTS = {
  pending: "Booking reopened",
  confirmed: "Booking confirmed",
  cancelled: "Booking cancelled: the slot is free again",
};

async function changeStatus({ request }: ActionFunctionArgs) {
  const actor = await requireActor(request, "appointments:write");
  const back = `/admin/appointments?when=${whenFrom(new URL(request.url))}`;
  const change = StatusChangeSchema.safeParse(Object.fromEntries(await readFormData(request)));
  if (!change.success) return redirectWithToast(back, { type: "error", title: "That change could not be made" });
  const result = await setAppointmentStatus(change.data.id, change.data.status, {
    mail: await mailContext(),
    note: change.data.note,
    actor,
  });
  if (result === null)
    return redirectWithToast(back, { type: "error", title: "That slot has been booked by someone else since" });
  if (!result) return redirectWithToast(back, { type: "error", title: APPOINTMENTS.notFound });
  return redirectWithToast(back, { type: "success", title: STATUS_TOASTS[change.data.status] });
}

export async function action(args: ActionFunctionArgs) {
  return withDatabaseBusyForm(args, changeStatus);
}

/** The changes a booking of `status` offers, in the list of `when` (a past booking is not reopened). */
function statusActions(status: Appointment["status"], when: AppointmentWhen) {
  const actions: Array<{ status: Appointment["status"]; label: string; offered: boolean }> = [
    { status: "confirmed", label: "Confirm", offered: status === "pending" },
    { status: "cancelled", label: "Cancel booking", offered: status !== "cancelled" },
    { status: "pending", label: "Reopen", offered: status === "cancelled" && when === "upcoming" },
  ];
  return actions.filter((action) => action.offered);
}

const BADGE = {
  pending: "bg-primary/10 text-primary",
  confirmed: "border border-success/40 text-success",
  cancelled: "bg-muted text-muted-foreground",
} as const;

export default function AppointmentsRoute() {
  const { when, appointments } = useLoaderData<typeof loader>();
  const busy = useNavigation().state === "submitting";
  const formError = firstErrors(useActionData<FormReply>())[""];

  return (
    <>
      <ListHeader title="Appointments" summary="Times are shown in the office's time zone (Pacific)." />

      <nav aria-label="Appointments" className="mt-8 inline-flex rounded-lg border border-border bg-background p-1">
        {(["upcoming", "past"] as const).map((tab) => (
          <Link
            key={tab}
            to={`/admin/appointments?when=${tab}`}
            aria-current={when === tab ? "page" : undefined}
            className={`rounded-md px-4 py-1.5 text-sm font-medium capitalize ${when === tab ? "bg-primary text-primary-foreground" : "text-muted-foreground hover:text-foreground"}`}
          >
            {tab}
          </Link>
        ))}
      </nav>

      <FormAlert message={formError} className="mt-6" />

      {appointments.length === 0 ? (
        <EmptyList className="mt-8">
          {when === "upcoming" ? "No upcoming appointments" : "No past appointments"}
        </EmptyList>
      ) : (
        <ul className="mt-8 space-y-3">
          {appointments.map((booking) => (
            <li key={booking.id} className="rounded-2xl border border-border bg-background p-5 shadow-sm">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div>
                  <h2 className="font-semibold">{formatOfficeSlot(booking.startsAt, booking.officeTimeZone)}</h2>
                  <p className="mt-1 text-sm">
                    {booking.name}
                    {booking.company ? `, ${booking.company}` : ""} · {booking.topic}
                  </p>
                  <p className="text-sm text-muted-foreground">
                    <a href={`mailto:${booking.email}`} className="hover:underline">
                      {booking.email}
                    </a>{" "}
                    · {booking.phone}
                  </p>
                  {booking.message ? (
                    <p className="mt-2 max-w-2xl whitespace-pre-line text-sm text-muted-foreground">
                      {booking.message}
                    </p>
                  ) : null}
                </div>
                <span
                  className={`rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize ${BADGE[booking.status]}`}
                >
                  {booking.status}
                </span>
              </div>
              <div className="mt-4 flex flex-wrap gap-2">
                {statusActions(booking.status, when).map((action) => (
                  <StatusButton
                    key={action.status}
                    id={booking.id}
                    status={action.status}
                    label={action.label}
                    name={booking.name}
                    disabled={busy}
                  />
                ))}
                <DeleteButton resource={APPOINTMENTS} record={booking} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function StatusButton({
  id,
  status,
  label,
  name,
  disabled,
}: {
  id: number;
  status: string;
  label: string;
  name: string;
  disabled: boolean;
}) {
  return (
    <Form method="post">
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="status" value={status} />
      <button
        type="submit"
        className={status === "confirmed" ? "btn-primary px-3 py-2" : "btn-outline px-3 py-2"}
        disabled={disabled}
        aria-label={`${label}: ${name}`}
      >
        {label}
      </button>
    </Form>
  );
}
