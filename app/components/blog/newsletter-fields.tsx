import { CheckboxField, type useFormReply } from "../form-field";

const FORMATS = [
  { value: "summary", label: "Title and summary" },
  { value: "full", label: "Full text" },
];

/**
 * Whether the post is emailed to the newsletter's subscribers when it goes live, and how. The
 * form's `newsletter` value (none, summary or full) is what the server read last; empty on a new
 * post, which is emailed by default.
 */
export function NewsletterFields({ form }: { form: ReturnType<typeof useFormReply> }) {
  const choice = form.value("newsletter") || "summary";
  return (
    <fieldset className="space-y-3 rounded-xl border border-border p-4">
      <legend className="px-1 text-sm font-medium">Newsletter</legend>
      <CheckboxField name="emailSubscribers" checked={choice !== "none"} required={false}>
        Email to subscribers
      </CheckboxField>
      <div className="flex flex-wrap gap-x-6 gap-y-2 text-sm" role="radiogroup" aria-label="What the email holds">
        {FORMATS.map((format) => (
          <label key={format.value} className="flex items-center gap-2">
            <input
              type="radio"
              name="emailFormat"
              value={format.value}
              defaultChecked={(choice === "none" ? "summary" : choice) === format.value}
              className="h-4 w-4 accent-[rgb(var(--primary))]"
            />
            {format.label}
          </label>
        ))}
      </div>
      <p className="text-sm text-muted-foreground">
        Each subscriber whose topics match gets it once, when the post goes live. A post already emailed goes only to
        readers who subscribed since.
      </p>
    </fieldset>
  );
}
