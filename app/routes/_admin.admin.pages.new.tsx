import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";

import { BackToList } from "~/components/admin/record-pages";
import { FormAlert, SelectField, TextField, useFormReply, ValidatedForm } from "~/components/form-field";
import { STAFF_PAGES } from "~/content/admin-resources";
import type { FormReply } from "~/lib/form-reply";
import { STAFF_PAGE_SLUG_MAX } from "~/lib/staff-pages";
import { pageTitle } from "~/utils/site-settings";
import { createPageAction, loadNewPageForm } from "~/utils/staff-pages.server";
import { withDatabaseBusyForm } from "~/utils/submission.server";

// A new page made from sections: its title and address; it opens in the editor as a draft.

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, "New page") }];

export const loader = (args: LoaderFunctionArgs) => loadNewPageForm(args);

export const action = (args: ActionFunctionArgs) => withDatabaseBusyForm(args, createPageAction);

export default function NewPageRoute() {
  const { constraints, menus } = useLoaderData<typeof loader>();
  const form = useFormReply(useActionData<FormReply>(), { constraints });
  const pending = useNavigation().state === "submitting";
  return (
    <>
      <BackToList resource={STAFF_PAGES} />
      <div className="mt-6 max-w-xl rounded-2xl border border-border bg-background p-6 sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight">New page</h1>
        <p className="mt-2 text-sm text-muted-foreground">
          The page starts as a draft with a hero holding its title. Add sections, then publish it when it is ready.
        </p>
        <ValidatedForm method="post" errors={form.errors} onChange={form.onChange} className="mt-6 space-y-5">
          <TextField label="Title" {...form.field("title")} autoComplete="off" />
          <TextField
            label="Slug"
            {...form.field("slug")}
            required
            maxLength={STAFF_PAGE_SLUG_MAX}
            autoComplete="off"
            hint="The page's address on the site: /our-approach for our-approach. Lowercase letters, digits and hyphens."
          />
          {menus ? (
            <SelectField
              label="Add to a menu"
              {...form.field("menu")}
              hint="The link goes into the site settings' draft: it shows once they are published."
            >
              <option value="">No menu</option>
              {menus.map((menu) => (
                <option key={menu.value} value={menu.value}>
                  {menu.label}
                </option>
              ))}
            </SelectField>
          ) : null}
          <FormAlert message={form.formError} />
          <button type="submit" className="btn-primary" disabled={pending}>
            {pending ? "Creating..." : "Create the page"}
          </button>
        </ValidatedForm>
      </div>
    </>
  );
}
