import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";

import { BackToList, RecordErrorBoundary } from "~/components/admin/record-pages";
import { ConsultantForm } from "~/components/availability/consultant-form";
import { OutsideBookings } from "~/components/availability/outside-bookings";
import { Overrides } from "~/components/availability/overrides";
import { CONSULTANTS } from "~/content/admin-resources";
import { consultantPageAction, loadConsultantPage } from "~/utils/consultant-page.server";
import type { CalendarReply } from "~/utils/override-form.server";
import { pageTitle } from "~/utils/site-settings";
import { withDatabaseBusyForm } from "~/utils/submission.server";

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, "Consultant") }];

export const loader = (args: LoaderFunctionArgs) => loadConsultantPage(args);

export const action = (args: ActionFunctionArgs) => withDatabaseBusyForm(args, consultantPageAction);

export function ErrorBoundary() {
  return <RecordErrorBoundary resource={CONSULTANTS} />;
}

export default function ConsultantRoute() {
  const { name, settings, topics, teamZone, today, outside } = useLoaderData<typeof loader>();
  const answered = useActionData<CalendarReply>();
  const replyOf = (form: CalendarReply["form"]) => (answered?.form === form ? answered.reply : null);
  return (
    <>
      <BackToList resource={CONSULTANTS} />
      <h1 className="mt-4 text-3xl font-bold tracking-tight [overflow-wrap:anywhere]">{name}</h1>
      <p className="mt-1 text-muted-foreground">
        Their hours are times in the office's zone ({teamZone.replace(/_/g, " ")}); a slot must lie inside the team's
        hours and theirs.
      </p>
      <OutsideBookings bookings={outside} />
      <ConsultantForm name={name} settings={settings} topics={topics} reply={replyOf("consultant")} />
      <div className="mt-8">
        <Overrides calendar="consultant" overrides={settings.overrides} today={today} reply={replyOf("override")} />
      </div>
    </>
  );
}
