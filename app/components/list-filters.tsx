import { Form, useLocation } from "@remix-run/react";
import { useRef, type FormEvent } from "react";

import { useFormSync, useLiveSubmit } from "~/utils/use-live-submit";

type Choice = { value: string; label: string };

/**
 * What a GET filter form needs: its fields follow the URL (Back, Forward, 'Clear filters'), and
 * with JavaScript it filters as you type or pick; without, its submit button does.
 */
export function useFilterForm() {
  const ref = useRef<HTMLFormElement>(null);
  const liveSubmit = useLiveSubmit();
  useFormSync(ref, useLocation().search, liveSubmit);
  return { ref, onChange: (event: FormEvent<HTMLFormElement>) => liveSubmit.submitSoon(event.currentTarget) };
}

/** The search box of a filter form (the `q` parameter), with its label for screen readers. */
export function SearchBox({
  id,
  label,
  placeholder,
  value,
  className = "input",
}: {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  className?: string;
}) {
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input id={id} type="search" name="q" defaultValue={value} placeholder={placeholder} className={className} />
    </>
  );
}

/** A select of a filter form, with its label for screen readers. */
export function FilterSelect({
  id,
  name,
  label,
  value,
  choices,
  className = "input",
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  choices: Choice[];
  className?: string;
}) {
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <select id={id} name={name} defaultValue={value} className={className}>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </>
  );
}

/** The choices of a select whose first option ('All …') is no filter; each value reads as itself unless `labels` names it. */
export function choicesWithAll<V extends string>(
  allLabel: string,
  values: readonly V[],
  labels?: Readonly<Record<V, string>>,
): Choice[] {
  return [{ value: "", label: allLabel }, ...values.map((value) => ({ value, label: labels?.[value] ?? value }))];
}

/** How the search box sits: alone, beside a select or two, or on a row of its own above many controls. */
function searchRow(controls: number) {
  if (controls === 0) return "";
  return controls > 2 ? "basis-full" : "basis-full sm:flex-[2] sm:basis-0";
}

/** The filters above a back-office list: a search box, optional selects and a Search button. */
export function ListFilters({
  label,
  search,
  selects = [],
  dates = [],
  className = "",
}: {
  /** Names the search landmark, e.g. 'Filter jobs'. */
  label: string;
  search: { id: string; label: string; placeholder: string; value: string };
  selects?: Array<{ id: string; name: string; label: string; value: string; choices: Choice[] }>;
  /** Date bounds (e.g. received from / to), each with its visible label. */
  dates?: Array<{ id: string; name: string; label: string; value: string }>;
  className?: string;
}) {
  const filterForm = useFilterForm();
  return (
    <Form
      {...filterForm}
      method="get"
      role="search"
      aria-label={label}
      className={`flex w-full max-w-2xl flex-wrap gap-2 ${className}`}
    >
      <SearchBox {...search} className={`input min-w-0 flex-auto ${searchRow(selects.length + dates.length)}`} />
      {selects.map((select) => (
        <FilterSelect key={select.name} {...select} className="input w-auto flex-1" />
      ))}
      {dates.map((date) => (
        <div key={date.name} className="flex min-w-[12rem] flex-1 items-center gap-2">
          <label htmlFor={date.id} className="text-sm text-muted-foreground">
            {date.label}
          </label>
          <input id={date.id} type="date" name={date.name} defaultValue={date.value} className="input w-auto flex-1" />
        </div>
      ))}
      <button type="submit" className="btn-outline">
        Search
      </button>
    </Form>
  );
}
