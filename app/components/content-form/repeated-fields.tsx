import { INTENT } from "@conform-to/dom";
import { useId, type ReactNode } from "react";

import type { GroupField, ListField, SectionsField } from "~/lib/content-fields";
import { control, insertIntent, itemName, itemsAt, sectionType, valueAt } from "~/lib/content-form";

import { useFocusWhenFirstInvalid } from "../form-field";
import { FieldGroup, useTakesFocus, type FieldProps } from "./field-group";
import { ItemButtons } from "./item-buttons";

type Repeated = GroupField | ListField | SectionsField;

/** What an item is called, e.g. "Team member 2", or a section's type ("Hero"). */
function itemTitle(field: Repeated, item: string, index: number, form: FieldProps["form"]) {
  if (field.kind !== "sections") return `${field.itemLabel} ${index + 1}`;
  return sectionType(field, valueAt(form.tree, `${item}.type`))?.label ?? "Section";
}

/**
 * The items of a group, list or sections, each a fieldset with its "Move up", "Move down" and
 * "Remove" buttons (shown where they can act: not past an end, not below the fewest items), and
 * the "Add" buttons (one per section type) until the most items are there. Each button posts the
 * form with its intent.
 */
export function RepeatedFields({
  field,
  name,
  form,
  children,
}: FieldProps<Repeated> & { children: (item: string, index: number) => ReactNode }) {
  const items = itemsAt(form.tree, name);
  const error = form.error(name);
  const errorId = `${useId()}-error`;
  return (
    <FieldGroup legend={field.label} help={field.help} error={error} errorId={errorId}>
      {items.length > 0 ? (
        <ol className="space-y-5">
          {items.map((_, index) => {
            const item = itemName(name, index);
            const title = itemTitle(field, item, index, form);
            return (
              <li key={item}>
                <FieldGroup
                  legend={
                    field.kind === "sections" ? (
                      <>
                        {title}
                        <span className="sr-only"> (section {index + 1})</span>
                      </>
                    ) : (
                      title
                    )
                  }
                >
                  {children(item, index)}
                  <ItemButtons
                    list={name}
                    index={index}
                    count={items.length}
                    min={field.kind === "sections" ? 0 : field.min}
                    title={field.kind === "sections" ? `${title} (section ${index + 1})` : title}
                  />
                </FieldGroup>
              </li>
            );
          })}
        </ol>
      ) : null}
      {items.length < field.max ? (
        <AddButtons field={field} name={name} error={error} errorId={errorId} />
      ) : (
        <p className="text-sm text-muted-foreground">At most {field.max} items: remove one to add another.</p>
      )}
    </FieldGroup>
  );
}

function AddButtons({
  field,
  name,
  error,
  errorId,
}: {
  field: Repeated;
  name: string;
  error: string | null;
  errorId: string;
}) {
  const adds =
    field.kind === "sections"
      ? Object.entries(field.types).map(([type, section]) => ({
          label: `Add ${section.label}`,
          intent: insertIntent(name, { type }),
        }))
      : [{ label: `Add ${field.itemLabel}`, intent: insertIntent(name) }];
  // The list's own message (too few items) takes the focus of a failed save to its first "Add".
  const focus = useFocusWhenFirstInvalid<HTMLButtonElement>(name, error);
  const takesFocus = useTakesFocus(control.add(name));
  return (
    <div className="flex flex-wrap gap-3">
      {adds.map((add, index) => (
        <button
          key={add.label}
          type="submit"
          name={INTENT}
          value={add.intent}
          className="btn-outline px-3 py-2 text-sm"
          {...(index === 0
            ? {
                ref: focus.ref,
                autoFocus: focus.autoFocus || takesFocus,
                "aria-describedby": error ? errorId : undefined,
              }
            : {})}
        >
          {add.label}
        </button>
      ))}
    </div>
  );
}
