import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";

import { CONSULTANTS } from "~/content/admin-resources";
import { officeDateIn } from "~/lib/slot-engine";
import { displayName } from "~/lib/staff";
import type { Actor } from "~/models/activity.server";
import { consultantOverrideSchema } from "~/models/availability-rules.server";
import { bookingsOutsideHours, getAvailability } from "~/models/availability.server";
import { consultantFormSchema } from "~/models/consultant-form.server";
import {
  changeConsultantOverrides,
  getConsultant,
  newConsultantSettings,
  saveConsultant,
} from "~/models/consultant.server";
import { pageContent } from "~/models/page-content.server";
import { parseId } from "~/models/query.server";
import { getStaffMember } from "~/models/staff.server";

import { requireAdminRecord } from "./admin-record.server";
import { listedOutside } from "./availability-page.server";
import { readFormData } from "./form-data.server";
import { answer, changedOnly, overrideSummary, readAddedOverride } from "./override-form.server";
import { parseSubmission } from "./submission.server";
import { redirectWithToast } from "./toast.server";

// A staff member's consultant page (/admin/consultants/{id}): their settings (bookable, interviews,
// topics, weekly hours), their date overrides (a day away, or other hours on one date) as the
// team's are set, and their upcoming bookings that their hours or the team's no longer hold.

const MEMBER = { parse: parseId, load: getStaffMember, resource: CONSULTANTS };

/** A staff member's settings as stored, or where a new consultant starts (the team's week), and the team's rules. */
async function settingsOf(userId: number, now: Date) {
  const [saved, team] = await Promise.all([getConsultant(userId), getAvailability({ now })]);
  return { saved, settings: saved ?? newConsultantSettings(team.weekly), team, today: officeDateIn(team, now) };
}

export async function loadConsultantPage({ request, params }: LoaderFunctionArgs) {
  const { record: member } = await requireAdminRecord(request, "availability:edit", params.id, MEMBER);
  const now = new Date();
  const [{ saved, settings, team, today }, { topics }] = await Promise.all([
    settingsOf(member.id, now),
    pageContent("contact"),
  ]);
  const outside = saved ? await bookingsOutsideHours(team, now, { hostId: member.id }) : [];
  return {
    name: displayName(member),
    settings: { ...settings, overrides: settings.overrides.filter((override) => override.date >= today) },
    topics,
    teamZone: team.timeZone,
    today,
    outside: listedOutside(outside),
  };
}

const pageOf = (id: number) => `/admin/consultants/${id}`;

async function saveSettings(formData: FormData, id: number, actor: Actor) {
  const { topics } = await pageContent("contact");
  const submission = parseSubmission(formData, consultantFormSchema(topics));
  if (submission.status === undefined) return answer("consultant", changedOnly(submission.reply()), 200);
  if (submission.status !== "success") return answer("consultant", submission.reply(), 400);
  await saveConsultant(id, submission.value, { actor });
  return redirectWithToast(pageOf(id), { type: "success", title: "Consultant saved" });
}

async function addOverride(formData: FormData, id: number, actor: Actor) {
  const now = new Date();
  const { settings, team, today } = await settingsOf(id, now);
  const upcoming = settings.overrides.filter((override) => override.date >= today);
  const read = readAddedOverride(formData, consultantOverrideSchema(now, team.timeZone), upcoming);
  if (read.answer) return read.answer;
  const override = read.value;
  // Past dates drop out as a change is made: they no longer bear on anything.
  await changeConsultantOverrides(
    id,
    (overrides) => [...overrides.filter((day) => day.date >= today && day.date !== override.date), override],
    { start: settings, actor, now, summary: `${overrideSummary(override)} for consultant #${id}` },
  );
  return redirectWithToast(pageOf(id), { type: "success", title: "Override added" });
}

async function removeOverride(formData: FormData, id: number, actor: Actor) {
  const date = String(formData.get("date") ?? "");
  const { settings } = await settingsOf(id, new Date());
  await changeConsultantOverrides(id, (overrides) => overrides.filter((day) => day.date !== date), {
    start: settings,
    actor,
    summary: `Removed the override on ${date} for consultant #${id}`,
  });
  return redirectWithToast(pageOf(id), { type: "success", title: "Override removed" });
}

const FORMS = { consultant: saveSettings, "add-override": addOverride, "remove-override": removeOverride };

export async function consultantPageAction({ request, params }: ActionFunctionArgs) {
  const { id, actor } = await requireAdminRecord(request, "availability:edit", params.id, MEMBER);
  const formData = await readFormData(request);
  const handle = FORMS[String(formData.get("_form") ?? "") as keyof typeof FORMS];
  if (!handle) throw new Response("Unknown form.", { status: 400 });
  return handle(formData, id, actor);
}
