import { Form } from "@remix-run/react";

import { SelectField, TextField, useFormReply } from "~/components/form-field";
import type { DateOverride } from "~/lib/availability";
import type { FormReply } from "~/lib/form-reply";
import { formatDate } from "~/lib/format";
import { formatOfficeTime } from "~/lib/slots";

import { AvailabilityForm } from "./availability-form";
import { RangesFields, typedRanges } from "./ranges-fields";

/** "9:00 AM–12:30 PM, 1:30 PM–5:00 PM": an override's hours. */
function hoursText(override: DateOverride) {
  return override.ranges.map((range) => `${formatOfficeTime(range.start)}–${formatOfficeTime(range.end)}`).join(", ");
}

/** The upcoming overrides, each with its remove button, and the form that adds one. */
export function Overrides({
  overrides,
  version,
  today,
  reply,
}: {
  overrides: DateOverride[];
  version: number;
  today: string;
  reply: FormReply | null;
}) {
  return (
    <section aria-labelledby="overrides-title" className="card grid gap-6 p-6 sm:p-8">
      <div>
        <h2 id="overrides-title" className="text-xl font-semibold">
          Closed days and other hours
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          A date closed for a holiday shows visitors “Closed for” its name; other hours replace that date's weekly
          hours.
        </p>
      </div>
      {overrides.length === 0 ? (
        <p className="text-sm text-muted-foreground">No upcoming overrides.</p>
      ) : (
        <ul className="grid gap-3" aria-label="Upcoming overrides">
          {overrides.map((override) => (
            <li
              key={override.date}
              className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border p-4"
            >
              <div>
                <p className="font-medium">{formatDate(override.date)}</p>
                <p className="text-sm text-muted-foreground">
                  {override.closed === null ? `Open ${hoursText(override)}` : `Closed for ${override.closed}`}
                </p>
              </div>
              <Form method="post">
                <input type="hidden" name="_form" value="remove-override" />
                <input type="hidden" name="date" value={override.date} />
                <input type="hidden" name="version" value={version} />
                <button
                  type="submit"
                  className="btn-outline"
                  aria-label={`Remove the override on ${formatDate(override.date)}`}
                >
                  Remove
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
      <AddOverrideForm version={version} today={today} reply={reply} />
    </section>
  );
}

function AddOverrideForm({ version, today, reply }: { version: number; today: string; reply: FormReply | null }) {
  const form = useFormReply(reply, { defaults: { kind: "closed", version: String(version) } });
  const typed = reply?.initialValue ?? null;
  const ranges = typedRanges(typed, "ranges") ?? [{ start: "09:00", end: "12:00" }];
  return (
    <AvailabilityForm
      name="add-override"
      title="Add an override"
      titleId="add-override-title"
      titleLevel="h3"
      className="grid gap-5 border-t border-border pt-6"
      form={form}
      typed={typed}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Date" {...form.field("date")} type="date" min={today} required />
        <SelectField label="On that date" {...form.field("kind")}>
          <option value="closed">Closed all day</option>
          <option value="hours">Open, other hours</option>
        </SelectField>
        <div className="sm:col-span-2">
          <TextField
            label="Name shown to visitors when closed"
            {...form.field("closed")}
            maxLength={80}
            hint="For example: Thanksgiving. Visitors see “Closed for Thanksgiving”."
          />
        </div>
      </div>
      <fieldset className="grid gap-3">
        <legend className="font-medium">Other hours (when open)</legend>
        <RangesFields name="ranges" label="the override" ranges={ranges} error={form.error} />
      </fieldset>
      <div>
        <button type="submit" className="btn-primary">
          Add override
        </button>
      </div>
    </AvailabilityForm>
  );
}
