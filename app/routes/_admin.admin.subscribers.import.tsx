import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useNavigation } from "@remix-run/react";

import { BackToList } from "~/components/admin/record-pages";
import { FormAlert } from "~/components/form-field";
import { SUBSCRIBERS } from "~/content/admin-resources";
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS } from "~/lib/subscribers";
import {
  IMPORT_MESSAGES,
  importSubscribers,
  readSubscriberCsv,
  type InvalidRow,
} from "~/models/subscriber-import.server";
import { requireActor, requirePermission } from "~/utils/auth.server";
import { mailContext } from "~/utils/mail-context.server";
import { pageTitle } from "~/utils/site-settings";
import { readUploadForm } from "~/utils/upload-form.server";

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, "Import subscribers") }];

/** The invalid rows the summary lists; a file with more says how many it left out. */
const LISTED_INVALID_ROWS = 100;

type ImportReply =
  | { status: "error"; message: string }
  | { status: "done"; consented: boolean; added: number; existing: number; invalid: InvalidRow[]; unlisted: number };

export async function loader({ request }: LoaderFunctionArgs) {
  await requirePermission(request, "subscribers:manage");
  return {};
}

const refuse = (message: string) => json<ImportReply>({ status: "error", message }, { status: 400 });

export async function action({ request }: ActionFunctionArgs) {
  const actor = await requireActor(request, "subscribers:manage");
  const { formData, files } = await readUploadForm(request, { fileFields: ["file"], maxFileBytes: IMPORT_MAX_BYTES });
  const file = files.get("file");
  if (!file) return refuse(IMPORT_MESSAGES.missing);
  if (file.tooLarge) return refuse(IMPORT_MESSAGES.tooLarge);
  const read = await readSubscriberCsv(file.bytes);
  if ("error" in read) return refuse(read.error);
  const consented = formData.get("consented") === "on";
  const { added, existing } = await importSubscribers(read.rows, { consented, actor, mail: await mailContext() });
  return json<ImportReply>({
    status: "done",
    consented,
    added,
    existing,
    invalid: read.invalid.slice(0, LISTED_INVALID_ROWS),
    unlisted: Math.max(0, read.invalid.length - LISTED_INVALID_ROWS),
  });
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function ImportSummary({ reply }: { reply: Extract<ImportReply, { status: "done" }> }) {
  const invalidCount = reply.invalid.length + reply.unlisted;
  return (
    <section
      aria-labelledby="import-summary"
      className="mt-6 max-w-xl rounded-2xl border border-border bg-background p-6 sm:p-8"
      role="status"
    >
      <h2 id="import-summary" className="text-lg font-semibold">
        Import finished
      </h2>
      <ul className="mt-3 space-y-1 text-sm">
        <li>
          {plural(reply.added, "address added", "addresses added")}
          {reply.added > 0
            ? reply.consented
              ? ": subscribed at once, with the consent you recorded."
              : ": each gets an email to confirm the subscription."
            : "."}
        </li>
        <li>
          {plural(reply.existing, "address was", "addresses were")} already on the list: left as
          {reply.existing === 1 ? " it was." : " they were."}
        </li>
        <li>{plural(invalidCount, "row was", "rows were")} not imported.</li>
      </ul>
      {invalidCount > 0 ? (
        <>
          <h3 className="mt-4 text-sm font-semibold">Rows not imported</h3>
          <ul className="mt-2 space-y-1 text-sm">
            {reply.invalid.map((row) => (
              <li key={row.line}>
                Line {row.line}: {row.message}
              </li>
            ))}
            {reply.unlisted > 0 ? <li>and {plural(reply.unlisted, "more row", "more rows")}</li> : null}
          </ul>
        </>
      ) : null}
    </section>
  );
}

export default function ImportSubscribersRoute() {
  const reply = useActionData<typeof action>();
  const importing = useNavigation().state === "submitting";
  const error = reply?.status === "error" ? reply.message : null;
  return (
    <>
      <BackToList resource={SUBSCRIBERS} />
      <div className="mt-6 max-w-xl rounded-2xl border border-border bg-background p-6 sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight">Import subscribers</h1>
        <p className="mt-2 text-sm text-muted-foreground">
          A CSV file (UTF-8) of at most {IMPORT_MAX_ROWS.toLocaleString("en-US")} rows and 1 MB whose first line names
          its columns: <code>email</code>, and optionally <code>name</code> and <code>topics</code> (tags separated by
          semicolons; none means every post). Addresses already on the list are left as they are.
        </p>
        <Form method="post" encType="multipart/form-data" className="mt-6 space-y-5">
          <div>
            <label htmlFor="import-file" className="label">
              CSV file
            </label>
            <input
              id="import-file"
              name="file"
              type="file"
              accept=".csv,text/csv"
              required
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "import-error" : undefined}
              className="input cursor-pointer file:mr-4 file:cursor-pointer file:rounded-md file:border-0 file:bg-primary/10 file:px-3 file:py-1.5 file:text-sm file:font-semibold file:text-primary"
            />
          </div>
          <div className="flex items-start gap-3">
            <input
              id="import-consented"
              name="consented"
              type="checkbox"
              aria-describedby="import-consented-hint"
              className="mt-1 h-4 w-4 shrink-0 rounded border-border accent-[rgb(var(--primary))]"
            />
            <div>
              <label htmlFor="import-consented" className="text-sm font-medium">
                These people already consented
              </label>
              <p id="import-consented-hint" className="text-sm text-muted-foreground">
                Tick only if each of them agreed to receive the newsletter. They are subscribed at once, with no
                confirmation email, and the import is recorded as their consent, with your name and the time. Unticked,
                each new address gets an email to confirm.
              </p>
            </div>
          </div>
          <FormAlert id="import-error" message={error} />
          <button type="submit" className="btn-primary" disabled={importing}>
            {importing ? "Importing..." : "Import"}
          </button>
        </Form>
      </div>
      {reply?.status === "done" ? <ImportSummary reply={reply} /> : null}
    </>
  );
}
