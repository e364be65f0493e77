import { useId, type ReactNode } from "react";

import { TextAreaField, TextField, useFocusWhenFirstInvalid } from "~/components/form-field";
import type { FormReply } from "~/lib/form-reply";
import {
  answerField,
  LONG_ANSWER_MAX,
  QUESTIONS_VERSION_FIELD,
  SHORT_ANSWER_MAX,
  type PublicQuestion,
} from "~/lib/screening";

/** What the form holds for a question: the value(s) typed or chosen before a reply, if any. */
type Typed = string | string[] | undefined;

/** The answers a reply carries back (conform's `answers.{key}` fields), by question key. */
export function typedAnswers(reply: FormReply | null | undefined): Record<string, Typed> {
  const answers = reply?.initialValue?.answers;
  return answers && typeof answers === "object" && !Array.isArray(answers) ? (answers as Record<string, Typed>) : {};
}

function label(question: PublicQuestion) {
  return question.required ? question.text : `${question.text} (optional)`;
}

function rangeHint({ min, max }: PublicQuestion) {
  if (min !== null && max !== null) return `A number from ${min} to ${max}.`;
  if (min !== null) return `A number, at least ${min}.`;
  if (max !== null) return `A number, at most ${max}.`;
  return "A number.";
}

/**
 * The job's screening questions on the application form, in order, each with its type's control,
 * its help text and its message; `typed` is what the candidate had entered when the form came back.
 */
export function ScreeningFields({
  questions,
  version,
  typed,
  error,
}: {
  questions: PublicQuestion[];
  version: number;
  typed: Record<string, Typed>;
  error: (field: string) => string | null;
}) {
  return (
    <>
      <input type="hidden" name={QUESTIONS_VERSION_FIELD} value={version} />
      {questions.map((question) => (
        <div key={question.key} className="sm:col-span-2">
          <Question question={question} typed={typed[question.key]} error={error(answerField(question.key))} />
        </div>
      ))}
    </>
  );
}

function Question({ question, typed, error }: { question: PublicQuestion; typed: Typed; error: string | null }) {
  const name = answerField(question.key);
  const text = Array.isArray(typed) ? (typed[0] ?? "") : (typed ?? "");
  const field = { name, error, hint: question.help ?? undefined, defaultValue: text, required: question.required };
  switch (question.type) {
    case "short_text":
      return <TextField label={label(question)} {...field} maxLength={SHORT_ANSWER_MAX} />;
    case "long_text":
      return <TextAreaField label={label(question)} rows={4} {...field} maxLength={LONG_ANSWER_MAX} />;
    case "number":
      return (
        <TextField
          label={label(question)}
          {...field}
          inputMode="decimal"
          hint={[question.help, rangeHint(question)].filter(Boolean).join(" ")}
        />
      );
    default:
      return <ChoiceGroup question={question} typed={typed} error={error} />;
  }
}

/** Yes or no and the choices: a group of radios (one answer) or checkboxes (several). */
function ChoiceGroup({ question, typed, error }: { question: PublicQuestion; typed: Typed; error: string | null }) {
  const id = useId();
  const name = answerField(question.key);
  const focus = useFocusWhenFirstInvalid<HTMLInputElement>(name, error);
  const chosen = Array.isArray(typed) ? typed : typed ? [typed] : [];
  const choices =
    question.type === "yes_no"
      ? [
          { value: "yes", label: "Yes" },
          { value: "no", label: "No" },
        ]
      : question.options.map((option) => ({ value: option, label: option }));
  const multiple = question.type === "multiple_choice";
  const describedBy = [question.help ? `${id}-help` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <fieldset aria-describedby={describedBy || undefined} aria-invalid={error ? true : undefined}>
      <legend className="label">{label(question)}</legend>
      <Choices multiple={multiple}>
        {choices.map((choice, index) => (
          <label key={choice.value} className="flex items-center gap-2 text-sm">
            <input
              type={multiple ? "checkbox" : "radio"}
              name={name}
              value={choice.value}
              defaultChecked={chosen.includes(choice.value)}
              required={!multiple && question.required ? true : undefined}
              ref={index === 0 ? focus.ref : undefined}
              autoFocus={index === 0 ? focus.autoFocus : undefined}
              className="h-4 w-4 border-border accent-[rgb(var(--primary))]"
            />
            {choice.label}
          </label>
        ))}
      </Choices>
      {question.help ? (
        <p id={`${id}-help`} className="mt-1.5 text-xs text-muted-foreground">
          {question.help}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

function Choices({ multiple, children }: { multiple: boolean; children: ReactNode }) {
  return <div className={`mt-2 flex flex-wrap gap-x-6 gap-y-2 ${multiple ? "flex-col" : ""}`}>{children}</div>;
}
