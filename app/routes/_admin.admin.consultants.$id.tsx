import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";

import { BackToList, RecordErrorBoundary } from "~/components/admin/record-pages";
import { ConsultantForm } from "~/components/availability/consultant-form";
import type { ListedResource } from "~/content/admin-resources";
import type { FormReply } from "~/lib/form-reply";
import { displayName } from "~/lib/staff";
import { getAvailability } from "~/models/availability.server";
import { consultantFormSchema, daysOffText } from "~/models/consultant-form.server";
import { getConsultant, newConsultantSettings, saveConsultant } from "~/models/consultant.server";
import { pageContent } from "~/models/page-content.server";
import { parseId } from "~/models/query.server";
import { getStaffMember } from "~/models/staff.server";
import { requireAdminRecord } from "~/utils/admin-record.server";
import { readFormData } from "~/utils/form-data.server";
import { pageTitle } from "~/utils/site-settings";
import { parseSubmission, withDatabaseBusyForm } from "~/utils/submission.server";
import { redirectWithToast } from "~/utils/toast.server";

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, "Consultant") }];

const CONSULTANTS: ListedResource = {
  listPath: "/admin/consultants",
  backLabel: "Back to Consultants",
  notFound: "Staff member not found",
};

const MEMBER = { parse: parseId, load: getStaffMember, resource: CONSULTANTS };

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { record: member } = await requireAdminRecord(request, "availability:edit", params.id, MEMBER);
  const [saved, team, { topics }] = await Promise.all([
    getConsultant(member.id),
    getAvailability(),
    pageContent("contact"),
  ]);
  const settings = saved ?? newConsultantSettings(team.weekly);
  return {
    name: displayName(member),
    settings,
    daysOff: daysOffText(settings),
    topics,
    teamZone: team.timeZone,
  };
}

async function saveSettings({ request, params }: ActionFunctionArgs) {
  const { id, actor } = await requireAdminRecord(request, "availability:edit", params.id, MEMBER);
  const { topics } = await pageContent("contact");
  const submission = parseSubmission(await readFormData(request), consultantFormSchema(topics));
  // A range added or removed: the form again with the change, its messages waiting for a save.
  if (submission.status === undefined) return json({ ...submission.reply(), error: undefined });
  if (submission.status !== "success") return json(submission.reply(), { status: 400 });
  await saveConsultant(id, submission.value, { actor });
  return redirectWithToast(`/admin/consultants/${id}`, { type: "success", title: "Consultant saved" });
}

export async function action(args: ActionFunctionArgs) {
  return withDatabaseBusyForm(args, saveSettings);
}

export function ErrorBoundary() {
  return <RecordErrorBoundary resource={CONSULTANTS} />;
}

export default function ConsultantRoute() {
  const { name, settings, daysOff, topics, teamZone } = useLoaderData<typeof loader>();
  const reply = useActionData<FormReply>() ?? null;
  return (
    <>
      <BackToList resource={CONSULTANTS} />
      <h1 className="mt-4 text-3xl font-bold tracking-tight [overflow-wrap:anywhere]">{name}</h1>
      <p className="mt-1 text-muted-foreground">
        Their hours are times in the office's zone ({teamZone.replace(/_/g, " ")}); a slot must lie inside the team's
        hours and theirs.
      </p>
      <ConsultantForm name={name} settings={settings} daysOff={daysOff} topics={topics} reply={reply} />
    </>
  );
}
