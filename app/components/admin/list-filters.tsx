import { Form, useLocation } from "@remix-run/react";
import { useRef } from "react";

import { useFormSync, useLiveSubmit } from "~/utils/use-live-submit";

type Choice = { value: string; label: string };

/**
 * The filters above a back-office list: a search box, optional choices (a select each) and a
 * Search button, as a GET form whose fields follow the URL. With JavaScript it filters as you
 * type or pick; without, the button does.
 */
export function ListFilters({
  label,
  search,
  selects = [],
  className = "",
}: {
  /** Names the search landmark, e.g. 'Filter jobs'. */
  label: string;
  search: { id: string; label: string; placeholder: string; value: string };
  selects?: Array<{ id: string; name: string; label: string; value: string; choices: Choice[] }>;
  className?: string;
}) {
  const form = useRef<HTMLFormElement>(null);
  useFormSync(form, useLocation().search);
  const liveSubmit = useLiveSubmit();
  return (
    <Form
      ref={form}
      method="get"
      role="search"
      aria-label={label}
      onChange={liveSubmit}
      className={`flex w-full max-w-2xl flex-wrap gap-2 ${className}`}
    >
      <label htmlFor={search.id} className="sr-only">
        {search.label}
      </label>
      <input
        id={search.id}
        type="search"
        name="q"
        defaultValue={search.value}
        placeholder={search.placeholder}
        className={`input min-w-0 flex-auto ${selects.length ? "basis-full sm:flex-[2] sm:basis-0" : ""}`}
      />
      {selects.map((select) => (
        <Select key={select.name} {...select} />
      ))}
      <button type="submit" className="btn-outline">
        Search
      </button>
    </Form>
  );
}

function Select({
  id,
  name,
  label,
  value,
  choices,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  choices: Choice[];
}) {
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <select id={id} name={name} defaultValue={value} className="input w-auto flex-1">
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </>
  );
}

/** The choices of a select whose first option ('All …') is no filter. */
export function choicesWithAll(allLabel: string, values: readonly string[]): Choice[] {
  return [{ value: "", label: allLabel }, ...values.map((value) => ({ value, label: value }))];
}
