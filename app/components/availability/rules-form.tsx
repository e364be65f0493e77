import { useMemo } from "react";

import { SelectField, TextField, useFormReply } from "~/components/form-field";
import type { StoredAvailability } from "~/lib/availability";
import type { FormReply } from "~/lib/form-reply";

import { AvailabilityForm } from "./availability-form";
import { typedRanges, WeeklyRangesFields } from "./ranges-fields";

const NUMBER_FIELDS = [
  { name: "slotMinutes", label: "Slot length (minutes)", min: 15, max: 120, hint: "From 15 to 120 minutes." },
  {
    name: "bufferBeforeMinutes",
    label: "Buffer before (minutes)",
    min: 0,
    max: 120,
    hint: "Kept free before each booking.",
  },
  {
    name: "bufferAfterMinutes",
    label: "Buffer after (minutes)",
    min: 0,
    max: 120,
    hint: "Kept free after each booking.",
  },
  {
    name: "noticeHours",
    label: "Minimum notice (hours)",
    min: 0,
    max: 720,
    hint: "How far ahead a booking must be made.",
  },
  {
    name: "horizonDays",
    label: "Horizon (days)",
    min: 1,
    max: 365,
    hint: "How far ahead visitors can book, up to 365 days.",
  },
  { name: "maxPerDay", label: "Maximum bookings a day", min: 1, max: 100, hint: "Leave empty for no limit." },
] as const;

/**
 * The weekly hours (several ranges a day), the office's time zone and the booking rules: one form,
 * saved together from the version the page was opened at. What was typed comes back with any reply.
 */
export function RulesForm({
  rules,
  zones,
  reply,
}: {
  rules: StoredAvailability;
  zones: readonly string[];
  reply: FormReply | null;
}) {
  const stored = useMemo(
    () => ({
      ...Object.fromEntries(NUMBER_FIELDS.map(({ name }) => [name, String(rules[name] ?? "")])),
      timeZone: rules.timeZone,
      version: String(rules.version),
    }),
    [rules],
  );
  const form = useFormReply(reply, { defaults: stored });
  const typed = reply?.initialValue ?? null;
  const rangesOf = (day: number) => typedRanges(typed, `weekly[${day}]`) ?? rules.weekly[day] ?? [];

  return (
    <AvailabilityForm
      name="rules"
      title="Weekly hours and booking rules"
      titleId="rules-title"
      titleLevel="h2"
      className="card grid gap-8 p-6 sm:p-8"
      form={form}
      typed={typed}
    >
      <WeeklyRangesFields rangesOf={rangesOf} error={form.error} />
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <SelectField
            label="Time zone"
            {...form.field("timeZone")}
            hint="The weekly hours and overrides are times in this zone; visitors see it named."
          >
            {zones.map((zone) => (
              <option key={zone} value={zone}>
                {zone.replace(/_/g, " ")}
              </option>
            ))}
          </SelectField>
        </div>
        {NUMBER_FIELDS.map(({ name, label, min, max, hint }) => (
          <TextField
            key={name}
            label={label}
            {...form.field(name)}
            type="number"
            inputMode="numeric"
            min={min}
            max={max}
            hint={hint}
          />
        ))}
      </div>
      <div>
        <button type="submit" className="btn-primary">
          Save availability
        </button>
      </div>
    </AvailabilityForm>
  );
}
