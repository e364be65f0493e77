import type { ReactNode } from "react";

import { FormAlert, type useFormReply, RebuiltForm } from "~/components/form-field";

/**
 * One of a calendar page's forms around its fields: its heading, its form-wide message, which form
 * it is (`_form`) and, on the team's calendar, the version the page was opened at. A reply (an
 * added or removed range, a refused save) rebuilds the fields from what it carries (`typed`).
 */
export function AvailabilityForm({
  name,
  title,
  titleId,
  titleLevel,
  className,
  form,
  typed,
  children,
}: {
  name: "rules" | "add-override";
  title: string;
  titleId: string;
  titleLevel: "h2" | "h3";
  className: string;
  form: ReturnType<typeof useFormReply>;
  typed: Record<string, unknown> | null;
  children: ReactNode;
}) {
  const Title = titleLevel;
  return (
    <RebuiltForm form={form} typed={typed} aria-labelledby={titleId} className={className}>
      <Title id={titleId} className={titleLevel === "h2" ? "text-xl font-semibold" : "font-semibold"}>
        {title}
      </Title>
      <FormAlert message={form.formError} />
      <input type="hidden" name="_form" value={name} />
      {form.value("version") ? <input type="hidden" name="version" value={form.value("version")} /> : null}
      {children}
    </RebuiltForm>
  );
}
