import { Link, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";

import type { AdminResource } from "~/content/admin-resources";
import type { FormConstraints, FormReply } from "~/lib/form-reply";

import { FormAlert, ValidatedForm, type useFormReply } from "../form-field";

/** What every record's create/edit form is given by its page. */
export type RecordFormProps = {
  /** The record as saved (editing); a new one starts from the form's defaults. */
  saved?: Record<string, string>;
  /** The action's answer to the last submit (what was typed, the messages). */
  reply?: FormReply;
  constraints: FormConstraints;
  submitLabel: string;
  pendingLabel: string;
};

/** The buttons under a record's create/edit form: save (its pending label while saving) and back to the list. */
function SaveOrCancel({
  resource,
  pending,
  submitLabel,
  pendingLabel,
  className = "",
}: {
  resource: AdminResource<never>;
  pending: boolean;
  submitLabel: string;
  pendingLabel: string;
  className?: string;
}) {
  return (
    <div className={`flex items-center gap-3 ${className}`}>
      <button type="submit" className="btn-primary">
        {pending ? pendingLabel : submitLabel}
      </button>
      <Link to={resource.listPath} className="btn-outline">
        Cancel
      </Link>
    </div>
  );
}

/**
 * The frame of a record's create/edit form: the validated form, its fields in one fieldset that is
 * disabled while saving, the form's alert above them and Save/Cancel below; `aside` comes after the
 * fieldset (e.g. a preview).
 */
export function RecordForm({
  resource,
  form,
  label,
  legend,
  submitLabel,
  pendingLabel,
  className,
  fieldsetClassName,
  fullRowClassName,
  children,
  aside,
  encType,
  action,
  onSubmit,
}: Pick<RecordFormProps, "submitLabel" | "pendingLabel"> & {
  resource: AdminResource<never>;
  form: ReturnType<typeof useFormReply>;
  /** The form's name for assistive technology, and its fieldset's (hidden) legend. */
  label: string;
  legend: string;
  className: string;
  fieldsetClassName: string;
  /** Added to the alert and to the buttons, in a grid where they span every column. */
  fullRowClassName?: string;
  children: ReactNode;
  aside?: ReactNode;
  /** multipart/form-data for a form that sends files. */
  encType?: "multipart/form-data";
  /** Where it is sent, when not to its own page (a new post autosaved as a draft: the draft's page). */
  action?: string;
  /** A form that saves itself holds a press made while it saves (see useSubmitAfterAutosave). */
  onSubmit?: React.FormEventHandler<HTMLFormElement>;
}) {
  const pending = useNavigation().state === "submitting";
  return (
    <ValidatedForm
      method="post"
      action={action}
      encType={encType}
      errors={form.errors}
      aria-label={label}
      className={className}
      onChange={form.onChange}
      onSubmit={onSubmit}
    >
      {/* min-w-0: a fieldset is as wide as its widest content by default, wider than a phone. */}
      <fieldset disabled={pending} className={`min-w-0 ${fieldsetClassName}`}>
        <legend className="sr-only">{legend}</legend>
        <FormAlert message={form.formError} className={fullRowClassName} />
        {children}
        <SaveOrCancel
          resource={resource}
          pending={pending}
          submitLabel={submitLabel}
          pendingLabel={pendingLabel}
          className={fullRowClassName}
        />
      </fieldset>
      {aside}
    </ValidatedForm>
  );
}
