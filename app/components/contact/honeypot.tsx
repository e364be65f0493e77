import { HONEYPOT_FIELD } from "~/lib/honeypot";

/** `id`: its own when a page has two forms (the footer's newsletter form and the page's). */
export function Honeypot({ id = HONEYPOT_FIELD }: { id?: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
      <label htmlFor={id}>Leave this field empty</label>
      <input id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
