import type { Selectable } from "kysely";

import { db, engine } from "~/db.server";
import type { AvailabilityRules, DateOverride, StoredAvailability } from "~/lib/availability";
import { fitsHours, officeDateIn, withHours } from "~/lib/slot-engine";

import { withActivity, type Actor, type Executor } from "./activity.server";
import { camelCaseRow } from "./camel-case.server";
import { hostHours } from "./consultant.server";
import { StaleVersionError } from "./content-document-write.server";
import type { AvailabilityTable } from "../../db/database";

// The booking calendar's rules: one row (migration 0027) that staff save whole. Each save names
// the version it was made from and is refused (StaleVersionError) when another came first, on any
// instance: the write is an UPDATE … WHERE version = ?. Overrides before today are dropped as they
// pass: they no longer bear on anything.

/** The key StaleVersionError names for the rules. */
export const AVAILABILITY_KEY = "availability";

function toRules(row: Selectable<AvailabilityTable>): StoredAvailability {
  const { weekly, overrides, version, timeZone, ...rules } = camelCaseRow(row);
  return {
    timeZone,
    weekly: JSON.parse(weekly) as AvailabilityRules["weekly"],
    overrides: JSON.parse(overrides) as DateOverride[],
    slotMinutes: rules.slotMinutes,
    bufferBeforeMinutes: rules.bufferBeforeMinutes,
    bufferAfterMinutes: rules.bufferAfterMinutes,
    noticeHours: rules.noticeHours,
    horizonDays: rules.horizonDays,
    maxPerDay: rules.maxPerDay,
    version,
  };
}

/**
 * The rules as stored, with the overrides from today on (in date order). On PostgreSQL `lock`
 * holds the row until the transaction `on` ends: bookings that weigh the rules and each other run
 * one at a time (SQLite's write transactions always do).
 */
export async function getAvailability({
  on = db,
  lock = false,
  now = new Date(),
}: { on?: Executor; lock?: boolean; now?: Date } = {}) {
  const row = await on
    .selectFrom("availability")
    .selectAll()
    .where("id", "=", 1)
    .$if(lock && engine === "postgres", (query) => query.forUpdate())
    .executeTakeFirstOrThrow();
  const rules = toRules(row);
  const today = officeDateIn(rules, now);
  const overrides = rules.overrides
    .filter((override) => override.date >= today)
    .sort((a, b) => (a.date < b.date ? -1 : 1));
  return { ...rules, overrides };
}

export type AvailabilityWrite = { expectedVersion: number; actor?: Actor; now?: Date };

/** Saves the rules (already checked) made from version `expectedVersion`, logging `summary`; the rules as stored. */
export async function saveAvailability(
  rules: AvailabilityRules,
  {
    expectedVersion,
    actor,
    now = new Date(),
    summary = "Changed the booking calendar",
  }: AvailabilityWrite & {
    summary?: string;
  },
) {
  return withActivity(
    actor,
    async (trx) => {
      const { numUpdatedRows } = await trx
        .updateTable("availability")
        .set({
          time_zone: rules.timeZone,
          weekly: JSON.stringify(rules.weekly),
          overrides: JSON.stringify(rules.overrides),
          slot_minutes: rules.slotMinutes,
          buffer_before_minutes: rules.bufferBeforeMinutes,
          buffer_after_minutes: rules.bufferAfterMinutes,
          notice_hours: rules.noticeHours,
          horizon_days: rules.horizonDays,
          max_per_day: rules.maxPerDay,
          version: expectedVersion + 1,
          updated_at: now.toISOString(),
          updated_by: actor?.id ?? null,
        })
        .where("id", "=", 1)
        .where("version", "=", expectedVersion)
        .executeTakeFirst();
      if (numUpdatedRows === 0n) {
        const current = await getAvailability({ on: trx, now });
        throw new StaleVersionError(AVAILABILITY_KEY, current.version);
      }
      return getAvailability({ on: trx, now });
    },
    () => ({ kind: "availability", action: "updated", summary }),
  );
}

/** Version `expectedVersion`'s rules with `change` made to their overrides, saved (a change of one date). */
export async function changeOverrides(
  change: (overrides: DateOverride[]) => DateOverride[],
  write: AvailabilityWrite & { summary: string },
) {
  const current = await getAvailability({ now: write.now });
  return saveAvailability({ ...current, overrides: change(current.overrides) }, write);
}

/**
 * The upcoming live bookings the rules no longer have room for (outside the hours, or on a closed
 * date), with a consultant's or interviewer's own hours as well as the team's (`hostId`: only the
 * bookings that person takes): staff handle them, nothing cancels them.
 */
export async function bookingsOutsideHours(
  rules: AvailabilityRules,
  now = new Date(),
  { hostId }: { hostId?: number } = {},
) {
  const rows = await db
    .selectFrom("appointments")
    .selectAll()
    .where("status", "<>", "cancelled")
    .where("starts_at", ">=", now.toISOString())
    .$if(hostId !== undefined, (query) =>
      query.where("id", "in", (eb) =>
        eb
          .selectFrom("appointment_hosts")
          .select("appointment_id")
          .where("user_id", "=", hostId!)
          .where("live", "=", 1),
      ),
    )
    .orderBy("starts_at", "asc")
    .execute();
  const bookings = rows.map(camelCaseRow);
  const hours = await hostHours(bookings.map((booking) => booking.id));
  return bookings.filter(
    (booking) =>
      !fitsHours(rules, booking) ||
      (hours.get(booking.id) ?? []).some((own) => !fitsHours(withHours(rules, own), booking)),
  );
}
