import { INTENT } from "@conform-to/dom";
import type { ButtonHTMLAttributes, ReactNode } from "react";

import { control, itemName, removeIntent, reorderIntent } from "~/lib/content-form";

import { useTakesFocus } from "./field-group";

/** A submit button that changes a list of the form (conform's insert, reorder or remove intent): it works without JavaScript. */
export function IntentButton({
  intent,
  ...buttonProps
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, "type" | "name" | "value"> & { intent: string }) {
  return <button type="submit" name={INTENT} value={intent} {...buttonProps} />;
}

/**
 * An item's "Move up", "Move down" and "Remove" buttons, shown where they can act (not past an end,
 * not below the fewest items), and any buttons of its own (`children`) before "Remove".
 */
export function ItemButtons({
  list,
  index,
  count,
  min,
  title,
  formNoValidate,
  className,
  children,
}: {
  list: string;
  index: number;
  count: number;
  min: number;
  /** The item's name, said after each button's own (several items have a "Remove"). */
  title: string;
  /** Whether the buttons post the form without the browser checking its fields first. */
  formNoValidate?: boolean;
  /** Classes added to the row's. */
  className?: string;
  children?: ReactNode;
}) {
  const item = itemName(list, index);
  const upFocus = useTakesFocus(control.moveUp(item));
  const downFocus = useTakesFocus(control.moveDown(item));
  const which = <span className="sr-only"> {title}</span>;
  const buttonClass = "btn-ghost px-3 py-2 text-sm";
  return (
    <div className={`flex flex-wrap gap-2 border-t border-border pt-4${className ? ` ${className}` : ""}`}>
      {index > 0 ? (
        <IntentButton
          intent={reorderIntent(list, index, index - 1)}
          autoFocus={upFocus}
          className={buttonClass}
          formNoValidate={formNoValidate}
        >
          Move up{which}
        </IntentButton>
      ) : null}
      {index < count - 1 ? (
        <IntentButton
          intent={reorderIntent(list, index, index + 1)}
          autoFocus={downFocus}
          className={buttonClass}
          formNoValidate={formNoValidate}
        >
          Move down{which}
        </IntentButton>
      ) : null}
      {children}
      {count > min ? (
        <IntentButton
          intent={removeIntent(list, index)}
          className="btn-ghost ml-auto px-3 py-2 text-sm text-danger"
          formNoValidate={formNoValidate}
        >
          Remove{which}
        </IntentButton>
      ) : null}
    </div>
  );
}
