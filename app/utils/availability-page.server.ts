import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";

import type { FormReply } from "~/lib/form-reply";
import { officeDateIn } from "~/lib/slot-engine";
import { formatOfficeSlot } from "~/lib/slots";
import type { Actor } from "~/models/activity.server";
import { overrideFormSchema, RulesFormSchema } from "~/models/availability-rules.server";
import { bookingsOutsideHours, changeOverrides, getAvailability, saveAvailability } from "~/models/availability.server";
import { StaleVersionError } from "~/models/content-document-write.server";

import { requireActor, requirePermission } from "./auth.server";
import { readFormData } from "./form-data.server";
import {
  answer,
  changedOnly,
  overrideSummary,
  readAddedOverride,
  type CalendarFormName,
  type CalendarReply,
} from "./override-form.server";
import { parseSubmission } from "./submission.server";
import { jsonWithToast, redirectWithToast } from "./toast.server";

// The back-office page of the booking calendar (/admin/availability): what it shows, and its three
// forms: the rules (weekly hours, time zone, booking rules), an added override, a removed one.
// Each write names the version the page was opened at; another save since is refused (409).

const PAGE = "/admin/availability";

export const STALE_AVAILABILITY_MESSAGE =
  "Someone else saved the availability since you opened this page. What you typed is still in the form: open the page in a new tab to see their version, then save again to replace it with yours.";
const STALE_TOAST = { type: "error" as const, title: "Not saved: someone else saved the availability" };

export async function loadAvailabilityPage({ request }: LoaderFunctionArgs) {
  await requirePermission(request, "availability:edit");
  const now = new Date();
  const rules = await getAvailability({ now });
  const outside = await bookingsOutsideHours(rules, now);
  const zones = Intl.supportedValuesOf("timeZone");
  return {
    rules,
    today: officeDateIn(rules, now),
    zones: zones.includes(rules.timeZone) ? zones : [rules.timeZone, ...zones],
    outside: listedOutside(outside),
  };
}

/** Bookings outside the hours as a page lists them. */
export function listedOutside(bookings: Awaited<ReturnType<typeof bookingsOutsideHours>>) {
  return bookings.map((booking) => ({
    id: booking.id,
    name: booking.name,
    topic: booking.topic,
    status: booking.status,
    when: formatOfficeSlot(booking.startsAt, booking.officeTimeZone),
  }));
}

/**
 * Runs `save`, then back to the page with `saved`; a save someone else's made stale gives the form
 * back with the conflict message and the version now, so a second save is a choice.
 */
async function savedOrStale(
  form: CalendarFormName,
  submission: { reply(options: { formErrors: string[] }): FormReply },
  save: () => Promise<unknown>,
  saved: string,
) {
  try {
    await save();
  } catch (error) {
    if (!(error instanceof StaleVersionError)) throw error;
    const reply = submission.reply({ formErrors: [STALE_AVAILABILITY_MESSAGE] });
    const typed = { ...(reply.initialValue ?? {}), version: String(error.currentVersion) };
    return jsonWithToast<CalendarReply>({ form, reply: { ...reply, initialValue: typed } }, STALE_TOAST, {
      status: 409,
    });
  }
  return redirectWithToast(PAGE, { type: "success", title: saved });
}

async function saveRules(formData: FormData, actor: Actor) {
  const submission = parseSubmission(formData, RulesFormSchema);
  if (submission.status === undefined) return answer("rules", changedOnly(submission.reply()), 200);
  if (submission.status !== "success") return answer("rules", submission.reply(), 400);
  const { version, ...rules } = submission.value;
  const current = await getAvailability();
  const save = () =>
    saveAvailability(
      { ...rules, overrides: current.overrides },
      { expectedVersion: version, actor, summary: "Changed the weekly hours and booking rules" },
    );
  return savedOrStale("rules", submission, save, "Availability saved");
}

async function addOverride(formData: FormData, actor: Actor) {
  const current = await getAvailability();
  const read = readAddedOverride(formData, overrideFormSchema(new Date(), current.timeZone), current.overrides);
  if (read.answer) return read.answer;
  const { version, ...override } = read.value;
  const save = () =>
    changeOverrides((overrides) => [...overrides, override], {
      expectedVersion: version,
      actor,
      summary: overrideSummary(override),
    });
  return savedOrStale("override", read.submission, save, "Override added");
}

async function removeOverride(formData: FormData, actor: Actor) {
  const date = String(formData.get("date") ?? "");
  const expectedVersion = Number(formData.get("version"));
  try {
    await changeOverrides((overrides) => overrides.filter((day) => day.date !== date), {
      expectedVersion,
      actor,
      summary: `Removed the override on ${date}`,
    });
  } catch (error) {
    if (!(error instanceof StaleVersionError)) throw error;
    return redirectWithToast(PAGE, { ...STALE_TOAST, description: "Here is the page with their changes." });
  }
  return redirectWithToast(PAGE, { type: "success", title: "Override removed" });
}

const FORMS = { rules: saveRules, "add-override": addOverride, "remove-override": removeOverride };

export async function availabilityPageAction({ request }: ActionFunctionArgs) {
  const actor = await requireActor(request, "availability:edit");
  const formData = await readFormData(request);
  const form = String(formData.get("_form") ?? "");
  const handle = FORMS[form as keyof typeof FORMS];
  if (!handle) throw new Response("Unknown form.", { status: 400 });
  return handle(formData, actor);
}
