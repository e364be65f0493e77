import { JOBS } from "~/content/admin-resources";
import { DEFAULT_COUNTRY, type CountryOption } from "~/lib/countries";
import { DEFAULT_JOB_TYPE, DEFAULT_WORKPLACE, JOB_STATUSES, JOB_TYPES, WORKPLACES, type JobStatus } from "~/lib/jobs";
import { digitsOnly } from "~/lib/money";

import { RecordForm, type RecordFormProps } from "../admin/record-form";
import { NormalizedTextField, SelectField, TextAreaField, TextField, useFormReply } from "../form-field";

/** What a new job's form starts with. */
const NEW_JOB = { workplace: DEFAULT_WORKPLACE, country: DEFAULT_COUNTRY, type: DEFAULT_JOB_TYPE, status: "open" };

const STATUS_LABELS: Record<JobStatus, string> = {
  open: "Open: taking applications",
  closed: "Closed: no new applications",
};

type Props = RecordFormProps & {
  /** The country select's options, named on the server (see countryOptions). */
  countries: CountryOption[];
};

/** Create/edit form of a job; the whole form is disabled while it is being saved. */
export function JobForm({ saved = NEW_JOB, reply, constraints, submitLabel, pendingLabel, countries }: Props) {
  const form = useFormReply(reply, { defaults: saved, constraints });

  return (
    <RecordForm
      resource={JOBS}
      form={form}
      label="Job post"
      legend="Job details"
      className="max-w-3xl"
      fieldsetClassName="grid gap-6 sm:grid-cols-2"
      fullRowClassName="sm:col-span-2"
      submitLabel={submitLabel}
      pendingLabel={pendingLabel}
    >
      <div className="sm:col-span-2">
        <TextField label="Title" {...form.field("title")} />
      </div>
      <TextField label="Company" {...form.field("company")} />
      <TextField label="Location" {...form.field("location")} />
      <SelectField label="Workplace" {...form.field("workplace")}>
        {WORKPLACES.map((workplace) => (
          <option key={workplace}>{workplace}</option>
        ))}
      </SelectField>
      <SelectField label="Country" {...form.field("country")}>
        {countries.map(({ code, name }) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </SelectField>
      <SelectField label="Type" {...form.field("type")}>
        {JOB_TYPES.map((type) => (
          <option key={type}>{type}</option>
        ))}
      </SelectField>
      <NormalizedTextField
        label="Salary (₹ per year)"
        {...form.field("salary")}
        inputMode="numeric"
        autoComplete="off"
        placeholder="e.g. 1200000"
        normalize={digitsOnly}
      />
      <div className="sm:col-span-2">
        <TextField label="Department" {...form.field("department")} />
      </div>
      <SelectField label="Status" {...form.field("status")}>
        {JOB_STATUSES.map((status) => (
          <option key={status} value={status}>
            {STATUS_LABELS[status]}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Closing date (optional)"
        type="date"
        {...form.field("closesOn")}
        hint="Applications are taken until the end of this day, Pacific time. Leave empty for no closing date."
      />
      <div className="sm:col-span-2">
        <TextAreaField label="Description" rows={4} {...form.field("description")} />
      </div>
      <div className="sm:col-span-2">
        <TextAreaField label="Requirements" rows={4} {...form.field("requirements")} hint="One requirement per line." />
      </div>
    </RecordForm>
  );
}
