import { useState } from "react";

import { IntentButton, ItemButtons } from "~/components/content-form/item-buttons";
import { FormAlert, RebuiltForm, SelectField, TextAreaField, TextField, useFormReply } from "~/components/form-field";
import { insertIntent, itemsAt } from "~/lib/content-form";
import type { FormReply } from "~/lib/form-reply";
import { QUESTION_TYPE_LABELS, QUESTION_TYPES, type QuestionType } from "~/lib/screening";

/** A question as the form holds it: its fields' strings (see questionFormValue). */
export type QuestionValue = Partial<Record<string, string>>;

const NEW_QUESTION = { type: "yes_no", required: "on" };

/**
 * The screening questions of a job: each one a fieldset with the fields its type uses, its
 * "Move up", "Move down" and "Remove" buttons, and "Add a question" below. Every button posts the
 * form (no JavaScript needed): the server shows it again with the change, saving nothing until "Save questions".
 */
export function QuestionEditor({
  saved,
  version,
  reply,
  max,
  templates,
}: {
  saved: QuestionValue[];
  version: number;
  reply: FormReply | null | undefined;
  max: number;
  /** Saved questions this job can add (a copy: later changes to the template do not reach it). */
  templates: Array<{ id: number; fields: QuestionValue }>;
}) {
  const form = useFormReply(reply, { defaults: { version: String(version) } });
  const typed = reply?.initialValue ?? null;
  const questions = (typed ? itemsAt(typed, "questions") : saved).map((item) => (item ?? {}) as QuestionValue);

  return (
    <RebuiltForm form={form} typed={typed} aria-label="Screening questions" className="mt-8 grid max-w-3xl gap-6">
      <FormAlert message={form.formError ?? form.error("questions")} />
      <input type="hidden" name="version" value={form.value("version") || String(version)} />
      {questions.length === 0 ? (
        <p className="text-muted-foreground">This job asks no screening questions yet.</p>
      ) : (
        <ol className="grid gap-6">
          {questions.map((question, index) => (
            <li key={`${question.key ?? "new"}-${index}`}>
              <QuestionFields
                question={question}
                index={index}
                count={questions.length}
                error={(field) => form.error(`questions[${index}].${field}`)}
              />
            </li>
          ))}
        </ol>
      )}
      <div className="flex flex-wrap gap-3">
        {questions.length < max ? (
          <>
            <IntentButton intent={insertIntent("questions", NEW_QUESTION)} className="btn-outline" formNoValidate>
              Add a question
            </IntentButton>
            {templates.map((template) => (
              <IntentButton
                key={template.id}
                intent={insertIntent("questions", definedFields(template.fields))}
                className="btn-outline"
                formNoValidate
              >
                Add “{template.fields.text}”
              </IntentButton>
            ))}
          </>
        ) : (
          <p className="text-sm text-muted-foreground">At most {max} questions: remove one to add another.</p>
        )}
        <button type="submit" className="btn-primary">
          Save questions
        </button>
      </div>
    </RebuiltForm>
  );
}

/** A template's fields with a value (what conform's insert takes). */
function definedFields(fields: QuestionValue) {
  return Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => Boolean(entry[1])));
}

function isChoice(type: string) {
  return type === "single_choice" || type === "multiple_choice";
}

/** One question's fields: those of its type (they change as the type does once the page runs scripts). */
function QuestionFields({
  question,
  index,
  count,
  error,
}: {
  question: QuestionValue;
  index: number;
  count: number;
  error: (field: string) => string | null;
}) {
  const [type, setType] = useState(question.type ?? "yes_no");
  const name = (field: string) => `questions[${index}].${field}`;
  const title = `Question ${index + 1}`;
  const which = <span className="sr-only"> {title}</span>;
  const field = (key: string) => ({ name: name(key), defaultValue: question[key] ?? "", error: error(key) });

  return (
    <fieldset className="grid gap-4 rounded-2xl border border-border p-5 sm:grid-cols-2">
      <legend className="px-1 font-semibold">{title}</legend>
      <input type="hidden" name={name("key")} value={question.key ?? ""} />
      <div className="sm:col-span-2">
        <TextField label="Question" {...field("text")} required maxLength={300} />
      </div>
      <SelectField
        label="Answer type"
        {...field("type")}
        onChange={(event) => setType(event.currentTarget.value as QuestionType)}
      >
        {QUESTION_TYPES.map((option) => (
          <option key={option} value={option}>
            {QUESTION_TYPE_LABELS[option]}
          </option>
        ))}
      </SelectField>
      <div className="flex items-center gap-3 sm:pt-7">
        <input
          id={`${name("required")}-control`}
          type="checkbox"
          name={name("required")}
          defaultChecked={question.required === "on"}
          className="h-4 w-4 rounded border-border accent-[rgb(var(--primary))]"
        />
        <label htmlFor={`${name("required")}-control`} className="text-sm font-medium">
          Required
        </label>
      </div>
      <div className="sm:col-span-2">
        <TextField label="Help text (optional)" {...field("help")} maxLength={300} />
      </div>
      {isChoice(type) ? (
        <>
          <TextAreaField label="Options" rows={4} {...field("options")} hint="One option per line." />
          <TextAreaField
            label="Knock-out options (optional)"
            rows={4}
            {...field("knockOutOptions")}
            hint="One per line, written as in Options. A candidate who picks one is moved to Not a fit."
          />
        </>
      ) : null}
      {type === "yes_no" ? (
        <SelectField
          label="Knock out when the answer is"
          {...field("knockOutAnswer")}
          hint="Such a candidate is moved to Not a fit."
        >
          <option value="">Never</option>
          <option value="yes">Yes</option>
          <option value="no">No</option>
        </SelectField>
      ) : null}
      {type === "number" ? (
        <>
          <TextField label="Minimum (optional)" {...field("min")} inputMode="decimal" />
          <TextField label="Maximum (optional)" {...field("max")} inputMode="decimal" />
          <TextField
            label="Knock out below (optional)"
            {...field("knockOutBelow")}
            inputMode="decimal"
            hint="An answer under this is moved to Not a fit."
          />
          <TextField
            label="Knock out above (optional)"
            {...field("knockOutAbove")}
            inputMode="decimal"
            hint="An answer over this is moved to Not a fit."
          />
        </>
      ) : null}
      <ItemButtons
        list="questions"
        index={index}
        count={count}
        min={0}
        title={title}
        formNoValidate
        className="sm:col-span-2"
      >
        <button type="submit" name="_template" value={index} className="btn-ghost px-3 py-2 text-sm" formNoValidate>
          Save as template{which}
        </button>
      </ItemButtons>
    </fieldset>
  );
}
