import { useNavigation } from "@remix-run/react";

import { JOBS } from "~/content/admin-resources";
import { DEFAULT_COUNTRY, type CountryOption } from "~/lib/countries";
import type { FormConstraints, FormReply } from "~/lib/form-reply";
import { DEFAULT_JOB_TYPE, DEFAULT_WORKPLACE, JOB_TYPES, WORKPLACES } from "~/lib/jobs";
import { digitsOnly } from "~/lib/money";

import { SaveOrCancel } from "../admin/record-pages";
import {
  FormAlert,
  NormalizedTextField,
  SelectField,
  TextAreaField,
  TextField,
  useFormReply,
  ValidatedForm,
} from "../form-field";

/** What a new job's form starts with. */
const NEW_JOB = { workplace: DEFAULT_WORKPLACE, country: DEFAULT_COUNTRY, type: DEFAULT_JOB_TYPE };

type Props = {
  /** The job as saved (editing); a new job starts from the defaults. */
  saved?: Record<string, string>;
  /** The action's answer to the last submit (what was typed, the messages). */
  reply?: FormReply;
  constraints: FormConstraints;
  submitLabel: string;
  pendingLabel: string;
  /** The country select's options, named on the server (see countryOptions). */
  countries: CountryOption[];
};

/** Create/edit form of a job; the whole form is disabled while it is being saved. */
export function JobForm({ saved = NEW_JOB, reply, constraints, submitLabel, pendingLabel, countries }: Props) {
  const pending = useNavigation().state === "submitting";
  const form = useFormReply(reply, { defaults: saved, constraints });

  return (
    <ValidatedForm
      method="post"
      errors={form.errors}
      aria-label="Job post"
      className="max-w-3xl"
      onChange={form.onChange}
    >
      <fieldset disabled={pending} className="grid gap-6 sm:grid-cols-2">
        <legend className="sr-only">Job details</legend>
        <FormAlert message={form.formError} className="sm:col-span-2" />
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
        <div className="sm:col-span-2">
          <TextAreaField label="Description" rows={4} {...form.field("description")} />
        </div>
        <div className="sm:col-span-2">
          <TextAreaField
            label="Requirements"
            rows={4}
            {...form.field("requirements")}
            hint="One requirement per line."
          />
        </div>
        <SaveOrCancel
          resource={JOBS}
          pending={pending}
          submitLabel={submitLabel}
          pendingLabel={pendingLabel}
          className="sm:col-span-2"
        />
      </fieldset>
    </ValidatedForm>
  );
}
