import { Form, type FormProps } from "@remix-run/react";
import {
  createContext,
  forwardRef,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from "react";

import { firstErrors, type FormConstraints, type FormReply } from "~/lib/form-reply";
import { normalizePhone } from "~/lib/phone";
import { useHydrated } from "~/utils/use-hydrated";

import { EyeIcon, EyeOffIcon } from "./icons";

/** The first field rendered with an error claims the focus of its form's set of errors. */
type FocusClaim = { field?: string };
const FocusClaimContext = createContext<FocusClaim | null>(null);

/**
 * Sends focus to the first invalid field of a form after a failed submit. Fields render in DOM order,
 * so the first one rendered with an error takes it: its `autofocus` attribute in the server's HTML
 * focuses it without JavaScript, and with JavaScript it focuses itself whenever a new `errors` object
 * (a new failed submit) arrives.
 */
function FocusFirstInvalid({ errors, children }: { errors: unknown; children: ReactNode }) {
  // A new set of errors (a new failed submit) starts a new claim: `errors` is the key, not an input.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const claim = useMemo<FocusClaim>(() => ({}), [errors]);
  return <FocusClaimContext.Provider value={claim}>{children}</FocusClaimContext.Provider>;
}

/**
 * A form whose rules are its model's zod schema, checked on the server: `noValidate`, so every field's
 * message shows at once after a submit (the browser's own bubbles stop at the first field and block the
 * rest); fields keep `required` for what it tells assistive technology. Focus goes to the first invalid field.
 */
export const ValidatedForm = forwardRef<HTMLFormElement, FormProps & { errors: unknown }>(function ValidatedForm(
  { errors, children, ...formProps },
  ref,
) {
  return (
    <Form noValidate ref={ref} {...formProps}>
      <FocusFirstInvalid errors={errors}>{children}</FocusFirstInvalid>
    </Form>
  );
});

/**
 * A `ValidatedForm` posting to its route that a reply rebuilds: the fields start again from what
 * the reply carries (`typed`: what was sent, with a row added or removed by an intent).
 */
export function RebuiltForm({
  form,
  typed,
  ...formProps
}: Omit<FormProps, "method" | "onChange"> & {
  form: Pick<ReturnType<typeof useFormReply>, "errors" | "onChange">;
  typed: unknown;
}) {
  return (
    <ValidatedForm
      key={JSON.stringify(typed)}
      method="post"
      errors={form.errors}
      onChange={form.onChange}
      {...formProps}
    />
  );
}

/** Whether this field is the first invalid one of its form, and the ref that focuses it when it is. */
export function useFocusWhenFirstInvalid<E extends HTMLElement>(name: string, error: unknown) {
  const claim = useContext(FocusClaimContext);
  const ref = useRef<E>(null);
  // Idempotent, so a render that React repeats or throws away claims nothing new.
  const first = Boolean(claim && error && (claim.field ??= name) === name);
  useEffect(() => {
    if (first) ref.current?.focus();
  }, [claim, first]);
  return { ref, autoFocus: first };
}

const NOTHING_EDITED: ReadonlySet<string> = new Set();

/**
 * The server's messages of a form, each hidden as soon as its field is edited, until the next
 * submit brings new ones. Pass `onChange` to the form: edits bubble up to it.
 */
function useEditableErrors(errors: Record<string, string>) {
  const [edited, setEdited] = useState<{ errors: Record<string, string>; fields: ReadonlySet<string> }>({
    errors,
    fields: NOTHING_EDITED,
  });
  // Derived during render (not reset in an effect) so fresh messages show in the very render they arrive.
  const fields = edited.errors === errors ? edited.fields : NOTHING_EDITED;
  return {
    error: (field: string) => (fields.has(field) ? null : (errors[field] ?? null)),
    anyEdited: fields.size > 0,
    onChange: (event: FormEvent<HTMLFormElement>) => {
      const name = (event.target as HTMLInputElement).name;
      if (!name || fields.has(name)) return;
      setEdited((current) => ({
        errors,
        fields: new Set(current.errors === errors ? current.fields : NOTHING_EDITED).add(name),
      }));
    },
  };
}

function asText(value: unknown) {
  return typeof value === "string" ? value : "";
}

/**
 * A form rendered from its action's `FormReply` (see app/utils/submission.server.ts): each field's
 * props (`field(name)`: the value typed or the default, its message, `required` and the length limits from
 * the schema's constraints), the form's own message (`formError`) and whether it was sent. Messages
 * hide as their field (any field, for the form's message) is edited; pass `onChange` and `errors`
 * to the `ValidatedForm`.
 */
export function useFormReply(
  reply: FormReply | null | undefined,
  {
    defaults = {},
    constraints = {},
  }: { defaults?: Record<string, string | null | undefined>; constraints?: FormConstraints } = {},
) {
  const errors = useMemo(() => firstErrors(reply), [reply]);
  const { error, anyEdited, onChange } = useEditableErrors(errors);
  // After a failed submit the form shows what was typed (a field left empty stays empty).
  const typed = reply && reply.initialValue !== null ? (reply.initialValue ?? {}) : null;
  const value = (name: string) => (typed ? asText(typed[name]) : (defaults[name] ?? ""));
  return {
    errors,
    formError: anyEdited ? null : (errors[""] ?? null),
    sent: reply?.status === "success",
    onChange,
    value,
    error,
    field: (name: string) => ({
      name,
      defaultValue: value(name),
      error: error(name),
      required: constraints[name]?.required || undefined,
      // A minimum of one character is what `required` already says.
      minLength: (constraints[name]?.minLength ?? 0) > 1 ? constraints[name]?.minLength : undefined,
      maxLength: constraints[name]?.maxLength,
    }),
  };
}

type FieldBase = { label: string; name: string; error?: string | null; hint?: string };

/**
 * What every field's control gets: its id, name, the focus of the first invalid field, and the
 * ARIA links to its hint and message.
 */
export function useFieldControl<E extends HTMLElement>({
  id,
  name,
  error,
  hint,
  autoFocus,
}: FieldBase & { id?: string; autoFocus?: boolean }) {
  const focus = useFocusWhenFirstInvalid<E>(name, error);
  const fallbackId = useId();
  const controlId = id ?? fallbackId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  return {
    ref: focus.ref,
    id: controlId,
    name,
    autoFocus: autoFocus || focus.autoFocus,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": [hintId, errorId].filter(Boolean).join(" ") || undefined,
  };
}

/** The label above a field's control, its hint and its message below. */
function FieldFrame({
  controlId,
  label,
  hint,
  error,
  children,
}: Omit<FieldBase, "name"> & { controlId: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={controlId} className="label">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${controlId}-hint`} className="mt-1.5 text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${controlId}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type FieldProps = InputHTMLAttributes<HTMLInputElement> & FieldBase;

/** A labelled input with its error message underneath, wired up for assistive technology. */
export function TextField({ label, name, error, hint, id, type = "text", autoFocus, ...inputProps }: FieldProps) {
  const control = useFieldControl<HTMLInputElement>({ id, name, error, hint, autoFocus, label });
  const hydrated = useHydrated();
  const [revealed, setRevealed] = useState(false);
  const isPassword = type === "password";

  return (
    <FieldFrame controlId={control.id} label={label} hint={hint} error={error}>
      <div className="relative">
        <input
          {...control}
          type={isPassword && revealed ? "text" : type}
          className={`input ${isPassword ? "pr-12" : ""}`}
          {...inputProps}
        />
        {isPassword && hydrated ? (
          <button
            type="button"
            onClick={() => setRevealed((value) => !value)}
            className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-muted-foreground hover:text-foreground"
            aria-label={revealed ? "Hide password" : "Show password"}
            aria-controls={control.id}
            aria-pressed={revealed}
          >
            {revealed ? <EyeOffIcon /> : <EyeIcon />}
          </button>
        ) : null}
      </div>
    </FieldFrame>
  );
}

type TextAreaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & FieldBase;

/** A labelled textarea with its hint and error message underneath. */
export function TextAreaField({ label, name, error, hint, id, autoFocus, ...textareaProps }: TextAreaProps) {
  const control = useFieldControl<HTMLTextAreaElement>({ id, name, error, hint, autoFocus, label });
  return (
    <FieldFrame controlId={control.id} label={label} hint={hint} error={error}>
      <textarea {...control} className="input" {...textareaProps} />
    </FieldFrame>
  );
}

type SelectProps = SelectHTMLAttributes<HTMLSelectElement> & FieldBase & { children: ReactNode };

/** A labelled select with its error message underneath. */
export function SelectField({ label, name, error, hint, id, autoFocus, children, ...selectProps }: SelectProps) {
  const control = useFieldControl<HTMLSelectElement>({ id, name, error, hint, autoFocus, label });
  return (
    <FieldFrame controlId={control.id} label={label} hint={hint} error={error}>
      <select {...control} className="input" {...selectProps}>
        {children}
      </select>
    </FieldFrame>
  );
}

/**
 * A text field that shows what is typed the way it will be kept (`normalize`: digits only, a phone
 * number…) while the visitor types; it starts from the field's value (typed before, or saved).
 * The field keeps its own value (React does not hold it): what a visitor typed before the page
 * hydrated stays. A new starting value (a reply from the server) starts the field again.
 */
export function NormalizedTextField({
  normalize,
  defaultValue,
  ...props
}: FieldProps & { normalize: (text: string) => string }) {
  const initial = typeof defaultValue === "string" ? defaultValue : "";
  return (
    <TextField
      key={initial}
      {...props}
      defaultValue={initial}
      onChange={(event) => {
        const field = event.currentTarget;
        const normalized = normalize(field.value);
        if (normalized !== field.value) field.value = normalized;
      }}
    />
  );
}

/** A phone number field: '+' and digits, as the schema keeps them. */
export function PhoneField(props: FieldProps) {
  return (
    <NormalizedTextField
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder="+91 98765 43210"
      {...props}
      normalize={normalizePhone}
    />
  );
}

/** A field for choosing a password, saying the rules it must meet (app/lib/password-rules.server.ts). */
export function NewPasswordField(props: Omit<FieldProps, "type" | "autoComplete" | "hint">) {
  return (
    <TextField
      {...props}
      type="password"
      autoComplete="new-password"
      hint="At least 8 characters, not a common password, not containing your username."
    />
  );
}

/** The message of a form as a whole (a refused sign-in, a busy database…), above its fields. */
export function FormAlert({
  message,
  id,
  className = "",
}: {
  message: string | null | undefined;
  id?: string;
  className?: string;
}) {
  if (!message) return null;
  return (
    <p
      id={id}
      role="alert"
      className={`rounded-lg border border-danger/40 bg-danger/10 px-4 py-3 text-sm font-medium text-danger ${className}`}
    >
      {message}
    </p>
  );
}

/**
 * A checkbox, required unless told (consent to the privacy policy…), with its message under it;
 * the label may hold links. Checked again after a failed submit when it was checked.
 */
export function CheckboxField({
  name,
  checked,
  error,
  required = true,
  children,
}: {
  name: string;
  checked: boolean;
  error?: string | null;
  required?: boolean;
  children: ReactNode;
}) {
  const control = useFieldControl<HTMLInputElement>({ name, error, label: name });
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          {...control}
          type="checkbox"
          required={required}
          defaultChecked={checked}
          className="mt-1 h-4 w-4 shrink-0 rounded border-border accent-[rgb(var(--primary))]"
        />
        <label htmlFor={control.id} className="text-sm">
          {children}
        </label>
      </div>
      {error ? (
        <p id={`${control.id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
