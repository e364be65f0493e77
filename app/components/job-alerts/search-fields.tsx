import type { JobSearch } from "~/lib/job-alerts";

/** A saved search's filters as hidden fields: what an alerts form saves. */
export function SearchFields({ search }: { search: JobSearch }) {
  return (
    <>
      {(["q", "location", "type", "department"] as const).map((name) => (
        <input key={name} type="hidden" name={name} value={search[name]} />
      ))}
    </>
  );
}

/** The consent wording beside an alerts form. */
export function AlertConsent({ text, linkLabel }: { text: string; linkLabel: string }) {
  return (
    <p className="text-xs leading-relaxed text-muted-foreground">
      {text}{" "}
      <a href="/privacy" className="font-medium text-primary underline">
        {linkLabel}
      </a>
      .
    </p>
  );
}
