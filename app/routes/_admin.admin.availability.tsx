import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";

import { ListHeader } from "~/components/admin/list-page";
import { Overrides } from "~/components/availability/overrides";
import { RulesForm } from "~/components/availability/rules-form";
import { availabilityPageAction, loadAvailabilityPage, type AvailabilityReply } from "~/utils/availability-page.server";
import { pageTitle } from "~/utils/site-settings";

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, "Availability") }];

export const loader = (args: LoaderFunctionArgs) => loadAvailabilityPage(args);

export const action = (args: ActionFunctionArgs) => availabilityPageAction(args);

export default function AvailabilityRoute() {
  const { rules, today, zones, outside } = useLoaderData<typeof loader>();
  const answered = useActionData<AvailabilityReply>();
  const replyOf = (form: AvailabilityReply["form"]) => (answered?.form === form ? answered.reply : null);
  return (
    <>
      <ListHeader
        title="Availability"
        summary="When visitors can book a consultation. Changes apply to new bookings only."
        links={[
          { to: "/admin/appointments", label: "Appointments" },
          { to: "/admin/consultants", label: "Consultants" },
        ]}
      />
      {outside.length > 0 ? (
        <section aria-labelledby="outside-title" className="mt-8 rounded-2xl border border-danger/40 bg-danger/10 p-6">
          <h2 id="outside-title" className="text-lg font-semibold">
            Bookings outside the hours
          </h2>
          <p className="mt-1 text-sm">
            These upcoming bookings were made before the hours changed. They stand until you move or cancel them.
          </p>
          <ul className="mt-4 grid gap-2 text-sm">
            {outside.map((booking) => (
              <li key={booking.id}>
                <strong>{booking.when}</strong>: {booking.name}, {booking.topic}
              </li>
            ))}
          </ul>
          <Link to="/admin/appointments" className="btn-outline mt-4">
            Handle them in Appointments
          </Link>
        </section>
      ) : null}
      <div className="mt-8 grid gap-8">
        <RulesForm rules={rules} zones={zones} reply={replyOf("rules")} />
        <Overrides overrides={rules.overrides} version={rules.version} today={today} reply={replyOf("override")} />
      </div>
    </>
  );
}
