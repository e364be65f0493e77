import { useId, useState } from "react";

import { TextField, type useFormReply } from "../form-field";

/** The tags typed so far, and the text before the one being typed ("Pricing, SaaS m" → "Pricing, "). */
function splitTyped(value: string) {
  const cut = value.lastIndexOf(",");
  const done = cut === -1 ? "" : `${value.slice(0, cut + 1).trimEnd()} `;
  const used = new Set(
    value
      .split(",")
      .slice(0, -1)
      .map((name) => name.trim().toLowerCase()),
  );
  return { done, used };
}

/**
 * A post's tags, comma-separated, with the tags the site has as suggestions: the browser's own
 * list (a datalist), which completes the tag being typed after the ones already there.
 */
export function TagsField({ form, known }: { form: ReturnType<typeof useFormReply>; known: string[] }) {
  // An IDREF, kept free of the colons React puts in ids.
  const listId = `tag-suggestions${useId().replace(/:/g, "")}`;
  const [typed, setTyped] = useState(form.value("tags"));
  const { done, used } = splitTyped(typed);
  const suggestions = known.filter((name) => !used.has(name.toLowerCase())).map((name) => `${done}${name}`);
  return (
    <>
      <TextField
        label="Tags"
        {...form.field("tags")}
        list={listId}
        autoComplete="off"
        onChange={(event) => setTyped(event.currentTarget.value)}
        hint="Separated by commas, such as Pricing, SaaS metrics: at most 10. Each has its page on /insights."
      />
      <datalist id={listId}>
        {suggestions.map((suggestion) => (
          <option key={suggestion} value={suggestion} />
        ))}
      </datalist>
    </>
  );
}
