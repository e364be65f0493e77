import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";

import { ListHeader } from "~/components/admin/list-page";
import { OutsideBookings } from "~/components/availability/outside-bookings";
import { Overrides } from "~/components/availability/overrides";
import { RulesForm } from "~/components/availability/rules-form";
import { availabilityPageAction, loadAvailabilityPage } from "~/utils/availability-page.server";
import type { CalendarReply } from "~/utils/override-form.server";
import { pageTitle } from "~/utils/site-settings";

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, "Availability") }];

export const loader = (args: LoaderFunctionArgs) => loadAvailabilityPage(args);

export const action = (args: ActionFunctionArgs) => availabilityPageAction(args);

export default function AvailabilityRoute() {
  const { rules, today, zones, outside } = useLoaderData<typeof loader>();
  const answered = useActionData<CalendarReply>();
  const replyOf = (form: CalendarReply["form"]) => (answered?.form === form ? answered.reply : null);
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
      <OutsideBookings bookings={outside} />
      <div className="mt-8 grid gap-8">
        <RulesForm rules={rules} zones={zones} reply={replyOf("rules")} />
        <Overrides
          calendar="team"
          overrides={rules.overrides}
          version={rules.version}
          today={today}
          reply={replyOf("override")}
        />
      </div>
    </>
  );
}
