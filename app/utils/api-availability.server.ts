import type { StoredAvailability } from "~/lib/availability";
import { closedFor } from "~/lib/slot-engine";
import { addDays, parseDate } from "~/lib/slots";
import type { Actor } from "~/models/activity.server";
import { freeSlotsBetween } from "~/models/appointment.server";
import { availabilitySchema } from "~/models/availability-rules.server";
import { getAvailability, saveAvailability } from "~/models/availability.server";
import { topicHosts } from "~/models/booking-slots.server";
import { listConsultants } from "~/models/consultant.server";
import { StaleVersionError } from "~/models/content-document-write.server";
import { pageContent } from "~/models/page-content.server";

import { ApiError, apiJson, validate } from "./api.server";

// What /api/availability needs beyond the API's plumbing: the public free slots of a range of
// dates, and the staff's read and write of the rules (the back-office page's rules, as JSON).

/** The most dates one call of the free slots covers. */
export const MAX_RANGE_DAYS = 62;

function dateParam(url: URL, name: "from" | "to") {
  const value = url.searchParams.get(name);
  if (!value) throw new ApiError(400, `${name} is required: a date as YYYY-MM-DD`);
  if (!parseDate(value)) throw new ApiError(400, `${name} must be a date as YYYY-MM-DD`);
  return value;
}

/** `?topic=`: one of the published appointment topics, or none (the team's calendar). */
async function topicParam(url: URL) {
  const topic = url.searchParams.get("topic");
  if (topic === null || topic === "") return null;
  const { topics } = await pageContent("contact");
  if (!topics.includes(topic)) throw new ApiError(400, `topic must be one of: ${topics.join(", ")}`);
  return topic;
}

/**
 * The free slots (ISO instants) from `from` to `to` (office dates, both included), and the dates
 * closed for a holiday; with `topic`, the slots its consultants have free (the team's when none takes it).
 */
export async function freeSlotsAnswer(url: URL) {
  const from = dateParam(url, "from");
  const to = dateParam(url, "to");
  if (to < from) throw new ApiError(400, "to must be on or after from");
  if (to > addDays(from, MAX_RANGE_DAYS - 1)) {
    throw new ApiError(400, `A call covers at most ${MAX_RANGE_DAYS} days: ask for a shorter range`);
  }
  const topic = await topicParam(url);
  const [rules, consultants] = await Promise.all([getAvailability(), listConsultants()]);
  const closed = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const name = closedFor(rules, date);
    if (name !== null) closed.push({ date, name });
  }
  return apiJson(
    {
      timeZone: rules.timeZone,
      slotMinutes: rules.slotMinutes,
      from,
      to,
      ...(topic ? { topic } : {}),
      slots: await freeSlotsBetween(rules, from, to, { hosts: topicHosts(topic, consultants) }),
      closed,
    },
    // Free slots change with every booking: no cache may keep them.
    { headers: { "Cache-Control": "no-store" } },
  );
}

function toApiSettings({ version, ...rules }: StoredAvailability) {
  return { ...rules, version };
}

export async function settingsAnswer() {
  return apiJson({ availability: toApiSettings(await getAvailability()) });
}

/**
 * Saves a client's rules (PUT's body: every rule, and the `version` they were read at): checked
 * by the back-office form's rules (400 with every message by field path, nothing saved); 409 with
 * `currentVersion` when another save came after that version.
 */
export async function saveSettings(body: Record<string, unknown>, actor: Actor) {
  const { version, ...input } = body;
  if (typeof version !== "number" || !Number.isInteger(version) || version < 0) {
    throw new ApiError(400, "version must be a whole number", {
      errors: { version: "version must be a whole number" },
    });
  }
  const rules = validate(availabilitySchema(new Date()), input);
  try {
    const saved = await saveAvailability(rules, {
      expectedVersion: version,
      actor,
      summary: "Changed the booking calendar through the API",
    });
    return apiJson({ availability: toApiSettings(saved) });
  } catch (error) {
    if (!(error instanceof StaleVersionError)) throw error;
    return apiJson(
      {
        message: `Someone else saved the availability since version ${version}: read it again and send your change with version ${error.currentVersion}.`,
        currentVersion: error.currentVersion,
      },
      { status: 409 },
    );
  }
}
