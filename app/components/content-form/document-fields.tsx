import type { Fields, SectionsField } from "~/lib/content-fields";
import { childName, focusAfter, intentMessage, sectionType, textAt } from "~/lib/content-form";

import { RichTextField } from "../blog/rich-text-field";
import { SelectField, TextAreaField, TextField } from "../form-field";
import { FieldGroup, FocusTarget, useTakesFocus, type FieldProps } from "./field-group";
import { ImageFields } from "./image-fields";
import { RepeatedFields } from "./repeated-fields";
import type { DocumentForm } from "./use-document-form";

/**
 * Every field of a content document, named as the server's schema reads them, with the messages,
 * values and limits of `form` (`useDocumentForm`). Groups, lists and sections have buttons that post
 * the form to add, remove and move items (conform's intents): the form comes back changed, nothing
 * saved. Place it inside a multipart `ValidatedForm` with `errors={form.errors} onChange={form.onChange}`.
 */
export function DocumentFields({ definition, form }: { definition: { fields: Fields }; form: DocumentForm }) {
  return (
    <div className="space-y-6">
      {/* The form's default button, which Enter in a field presses: a save, never an item's "Remove". */}
      <button type="submit" hidden tabIndex={-1}>
        Save
      </button>
      <FocusTarget.Provider value={focusAfter(form.intent, definition.fields, form.tree)}>
        <FieldList key={form.version} fields={definition.fields} prefix="" form={form} />
      </FocusTarget.Provider>
      {/* Last, so nothing unseen above the first group puts space before it. */}
      <p role="status" className="sr-only">
        {intentMessage(form.intent, definition.fields, form.tree)}
      </p>
    </div>
  );
}

/** The fields of a document, an object or an item, under `prefix`. */
export function FieldList({ fields, prefix, form }: { fields: Fields; prefix: string; form: DocumentForm }) {
  return (
    <>
      {Object.entries(fields).map(([key, field]) => (
        <FieldControl key={key} field={field} name={childName(prefix, key)} form={form} />
      ))}
    </>
  );
}

/** One field, drawn by its kind. */
export function FieldControl({ field, name, form }: FieldProps) {
  const autoFocus = useTakesFocus(name);
  const common = { name, label: field.label, hint: field.help, error: form.error(name), autoFocus };
  const defaultValue = textAt(form.tree, name);
  switch (field.kind) {
    case "text":
      return <TextField {...common} defaultValue={defaultValue} required={field.required} maxLength={field.max} />;
    case "longText":
      return (
        <TextAreaField
          {...common}
          defaultValue={defaultValue}
          rows={field.rows}
          required={field.required}
          maxLength={field.max}
        />
      );
    case "richText":
      return (
        <RichTextField
          {...common}
          label={`${field.label} (HTML)`}
          editorLabel={field.label}
          defaultValue={defaultValue}
          rows={12}
          required
          maxLength={field.max}
        />
      );
    case "link":
      return (
        <TextField
          {...common}
          defaultValue={defaultValue}
          required={field.required}
          type="text"
          inputMode="url"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="/about or https://…"
        />
      );
    case "email":
      return (
        <TextField {...common} defaultValue={defaultValue} required={field.required} type="email" autoComplete="off" />
      );
    case "phone":
      return (
        <TextField {...common} defaultValue={defaultValue} required={field.required} type="tel" autoComplete="off" />
      );
    case "choice":
      return (
        <SelectField {...common} defaultValue={defaultValue} required>
          {field.options.some((option) => option.value === defaultValue) ? null : <option value="">Choose…</option>}
          {field.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectField>
      );
    case "image":
      return <ImageFields field={field} name={name} form={form} />;
    case "object":
      return (
        <FieldGroup legend={field.label} help={field.help}>
          <FieldList fields={field.fields} prefix={name} form={form} />
        </FieldGroup>
      );
    case "group":
      return (
        <RepeatedFields field={field} name={name} form={form}>
          {(item) => <FieldList fields={field.fields} prefix={item} form={form} />}
        </RepeatedFields>
      );
    case "list":
      return (
        <RepeatedFields field={field} name={name} form={form}>
          {(item) => <FieldControl field={field.item} name={item} form={form} />}
        </RepeatedFields>
      );
    case "sections":
      return (
        <RepeatedFields field={field} name={name} form={form}>
          {(item) => <SectionFields field={field} name={item} form={form} />}
        </RepeatedFields>
      );
  }
}

/** A section's fields, by the type it says it is (a hidden field keeps the type). */
function SectionFields({ field, name, form }: FieldProps<SectionsField>) {
  const type = textAt(form.tree, `${name}.type`);
  const section = sectionType(field, type);
  return (
    <>
      <input type="hidden" name={`${name}.type`} value={type} />
      {section ? (
        <FieldList fields={section.fields} prefix={name} form={form} />
      ) : (
        <p className="text-sm text-muted-foreground">This kind of section is no longer offered: remove it.</p>
      )}
    </>
  );
}
