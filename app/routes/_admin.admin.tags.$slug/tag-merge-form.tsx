import { useSubmit } from "@remix-run/react";
import { useRef, useState } from "react";

import { ConfirmDialog } from "~/components/dialog";
import { SelectField, ValidatedForm } from "~/components/form-field";
import { useHydrated } from "~/utils/use-hydrated";

type Tag = { name: string; slug: string };

/**
 * Merges a tag into another chosen from the rest: with JavaScript a dialog asks first; without it,
 * choosing the tag and pressing the button is the confirmation. A missing choice is the server's
 * to refuse, with its message under the field.
 */
export function TagMergeForm({
  tag,
  others,
  error,
  chosen,
  pending,
}: {
  tag: Tag;
  others: Tag[];
  error: string | null;
  /** What was chosen before a refused merge. */
  chosen: string;
  pending: boolean;
}) {
  const form = useRef<HTMLFormElement | null>(null);
  const [target, setTarget] = useState<Tag | null>(null);
  const hydrated = useHydrated();
  const submit = useSubmit();

  return (
    <ValidatedForm
      method="post"
      errors={error}
      aria-label="Merge tag"
      onSubmit={(event) => {
        const into = others.find((other) => other.slug === new FormData(event.currentTarget).get("into"));
        if (!hydrated || !into) return;
        event.preventDefault();
        form.current = event.currentTarget;
        setTarget(into);
      }}
    >
      <fieldset disabled={pending} className="space-y-4">
        <legend className="text-lg font-semibold">Merge into another tag</legend>
        <input type="hidden" name="intent" value="merge" />
        <SelectField
          label="Merge into"
          name="into"
          defaultValue={chosen}
          error={error}
          required
          hint={`Its posts get the tag you choose (once each), this tag is deleted, and its address leads to the other tag's page.`}
        >
          <option value="">Choose a tag</option>
          {others.map((other) => (
            <option key={other.slug} value={other.slug}>
              {other.name}
            </option>
          ))}
        </SelectField>
        <button type="submit" className="btn-outline">
          {pending ? "Merging..." : "Merge tags"}
        </button>
      </fieldset>
      <ConfirmDialog
        open={target !== null}
        title="Merge these tags?"
        message={target ? mergeMessage(tag, target) : undefined}
        confirmLabel="Merge"
        cancelLabel="Cancel"
        onConfirm={() => {
          setTarget(null);
          submit(form.current);
        }}
        onCancel={() => setTarget(null)}
      />
    </ValidatedForm>
  );
}

function mergeMessage(tag: Tag, target: Tag) {
  return `Every post tagged “${tag.name}” will be tagged “${target.name}” instead, and “${tag.name}” will be deleted. This cannot be undone.`;
}
