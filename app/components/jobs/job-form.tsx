import { Link, useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";

import { DEFAULT_COUNTRY, type CountryOption } from "~/lib/countries";
import { DEFAULT_JOB_TYPE, DEFAULT_WORKPLACE, JOB_TYPES, WORKPLACES } from "~/lib/jobs";
import { digitsOnly } from "~/lib/money";

import { SelectField, TextAreaField, TextField, useEditableErrors, ValidatedForm } from "../form-field";

export type JobFormValues = Record<
  "title" | "company" | "location" | "workplace" | "country" | "type" | "salary" | "department" | "description" | "requirements",
  string
>;

export const EMPTY_JOB: JobFormValues = {
  title: "",
  company: "",
  location: "",
  workplace: DEFAULT_WORKPLACE,
  country: DEFAULT_COUNTRY,
  type: DEFAULT_JOB_TYPE,
  salary: "",
  department: "",
  description: "",
  requirements: "",
};

type Props = {
  values: JobFormValues;
  errors?: Partial<Record<keyof JobFormValues, string>>;
  /** The inline failure line ('Error creating job: …' / 'Failed to update job: …'). */
  formError?: string;
  submitLabel: string;
  pendingLabel: string;
  /** The country select's options, named on the server (see countryOptions). */
  countries: CountryOption[];
};

/** Create/edit form of a job; the whole form is disabled while it is being saved. */
export function JobForm({ values, errors, formError, submitLabel, pendingLabel, countries }: Props) {
  const pending = useNavigation().state === "submitting";
  const { error, onChange } = useEditableErrors(errors);
  const [salary, setSalary] = useState(values.salary);
  useEffect(() => setSalary(values.salary), [values.salary]);

  return (
    <ValidatedForm method="post" errors={errors} aria-label="Job post" className="max-w-3xl" onChange={onChange}>
      <fieldset disabled={pending} className="grid gap-6 sm:grid-cols-2">
        <legend className="sr-only">Job details</legend>
        {formError ? (
          <p role="alert" className="rounded-lg border border-danger/40 bg-danger/10 px-4 py-3 text-sm text-danger sm:col-span-2">
            {formError}
          </p>
        ) : null}
        <div className="sm:col-span-2">
          <TextField label="Title" name="title" defaultValue={values.title} error={error("title")} required maxLength={150} />
        </div>
        <TextField label="Company" name="company" defaultValue={values.company} error={error("company")} required maxLength={120} />
        <TextField label="Location" name="location" defaultValue={values.location} error={error("location")} required maxLength={120} />
        <SelectField label="Workplace" name="workplace" defaultValue={values.workplace || DEFAULT_WORKPLACE} error={error("workplace")}>
          {WORKPLACES.map((workplace) => (
            <option key={workplace}>{workplace}</option>
          ))}
        </SelectField>
        <SelectField label="Country" name="country" defaultValue={values.country || DEFAULT_COUNTRY} error={error("country")}>
          {countries.map(({ code, name }) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </SelectField>
        <SelectField label="Type" name="type" defaultValue={values.type || DEFAULT_JOB_TYPE} error={error("type")}>
          {JOB_TYPES.map((type) => (
            <option key={type}>{type}</option>
          ))}
        </SelectField>
        <TextField
          label="Salary (₹ per year)"
          name="salary"
          inputMode="numeric"
          autoComplete="off"
          placeholder="e.g. 1200000"
          value={salary}
          onChange={(event) => setSalary(digitsOnly(event.currentTarget.value))}
          error={error("salary")}
          required
        />
        <div className="sm:col-span-2">
          <TextField label="Department" name="department" defaultValue={values.department} error={error("department")} required maxLength={80} />
        </div>
        <div className="sm:col-span-2">
          <TextAreaField label="Description" name="description" rows={4} defaultValue={values.description} error={error("description")} required />
        </div>
        <div className="sm:col-span-2">
          <TextAreaField
            label="Requirements"
            name="requirements"
            rows={4}
            defaultValue={values.requirements}
            error={error("requirements")}
            hint="One requirement per line."
            required
          />
        </div>
        <div className="flex items-center gap-3 sm:col-span-2">
          <button type="submit" className="btn-primary">
            {pending ? pendingLabel : submitLabel}
          </button>
          <Link to="/admin/jobs" className="btn-outline">
            Cancel
          </Link>
        </div>
      </fieldset>
    </ValidatedForm>
  );
}
