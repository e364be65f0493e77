import { Form, Link, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";

import { BLOGS } from "~/content/admin-resources";
import { formatDateTime } from "~/lib/format";
import type { DiffSide } from "~/lib/post-revisions";

import { RecordErrorBoundary } from "../admin/record-pages";

// A revision and the current version of a post, side by side (stacked on a phone): the words the
// revision had that are gone are struck through on its side, the words added since are underlined
// on the current side. <del> and <ins> say so to assistive technology; the colours are a second cue.

const REMOVED =
  "rounded-sm bg-red-100 px-0.5 text-red-900 decoration-red-900/70 dark:bg-red-950 dark:text-red-100 dark:decoration-red-200/80";
const ADDED =
  "rounded-sm bg-green-100 px-0.5 text-green-900 decoration-green-900/70 dark:bg-green-950 dark:text-green-100 dark:decoration-green-200/80";

function Side({ paragraphs, label, empty }: { paragraphs: DiffSide; label: string; empty: string }) {
  return (
    <div className="min-w-0 rounded-xl border border-border bg-background p-4 sm:p-5">
      <h3 className="text-xs font-semibold uppercase tracking-widest text-muted-foreground">{label}</h3>
      <div className="mt-3 space-y-3 leading-relaxed [overflow-wrap:anywhere]">
        {paragraphs.length === 0 ? <p className="italic text-muted-foreground">{empty}</p> : null}
        {paragraphs.map((parts, index) => (
          <p key={index}>
            {parts.map((part, at) =>
              part.change === "removed" ? (
                <del key={at} className={`${REMOVED} line-through`}>
                  <span className="sr-only">Removed: </span>
                  {part.text}
                </del>
              ) : part.change === "added" ? (
                <ins key={at} className={`${ADDED} underline underline-offset-2`}>
                  <span className="sr-only">Added: </span>
                  {part.text}
                </ins>
              ) : (
                part.text
              ),
            )}
          </p>
        ))}
      </div>
    </div>
  );
}

/** One field of the post (Title, Description, Content…), the revision's beside the current. */
export function CompareField({
  name,
  comparison,
}: {
  name: string;
  comparison: { revision: DiffSide; current: DiffSide; same: boolean };
}) {
  const id = `field-${name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="flex flex-wrap items-baseline gap-x-3 text-lg font-semibold">
        {name}
        {comparison.same ? <span className="text-sm font-normal text-muted-foreground">No changes</span> : null}
      </h2>
      <div className="mt-3 grid gap-4 md:grid-cols-2">
        <Side paragraphs={comparison.revision} label="This revision" empty="Empty" />
        <Side paragraphs={comparison.current} label="Current version" empty="Empty" />
      </div>
    </section>
  );
}

/** What the marks mean, shown once above the fields. */
export function DiffLegend() {
  return (
    <p className="mt-6 text-sm text-muted-foreground">
      Words only in this revision are <del className={`${REMOVED} line-through`}>struck through</del>; words added since
      are <ins className={`${ADDED} underline underline-offset-2`}>underlined</ins>.
    </p>
  );
}

/** The not-found page of the revision pages: the post's or the revision's, from the 404's message. */
export function RevisionErrorBoundary() {
  return <RecordErrorBoundary resource={BLOGS} />;
}

/**
 * A list of revisions, newest first, each with when it was kept, `describe`'s line (how, by whom)
 * and its Compare link (`compareTo`); a note when there are none yet.
 */
export function RevisionList<R extends { id: number; createdAt: string }>({
  revisions,
  compareTo,
  describe,
}: {
  revisions: R[];
  compareTo: (revision: R) => string;
  describe: (revision: R) => ReactNode;
}) {
  if (revisions.length === 0) {
    return (
      <p className="mt-8 rounded-2xl border border-dashed border-border p-8 text-center text-muted-foreground">
        No revisions yet: the next save keeps the first.
      </p>
    );
  }
  return (
    <ol aria-label="Revisions, newest first" className="mt-8 divide-y divide-border rounded-2xl border border-border">
      {revisions.map((revision, index) => (
        <li key={revision.id} className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2 px-5 py-4">
          <div className="min-w-0">
            <p className="font-medium">
              <time dateTime={revision.createdAt}>{formatDateTime(revision.createdAt)}</time>
              {index === 0 ? <span className="ml-2 text-sm font-normal text-muted-foreground">(newest)</span> : null}
            </p>
            <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">{describe(revision)}</p>
          </div>
          <Link to={compareTo(revision)} className="btn-outline shrink-0">
            Compare<span className="sr-only"> the revision of {formatDateTime(revision.createdAt)}</span>
          </Link>
        </li>
      ))}
    </ol>
  );
}

/**
 * The restore form above a comparison: what restoring does (`explanation`), or that there is
 * nothing to restore when the revision is the same as the current version; `children` are its
 * hidden fields.
 */
export function RestoreRevisionForm({
  same,
  explanation,
  children,
}: {
  same: boolean;
  explanation: ReactNode;
  children?: ReactNode;
}) {
  const restoring = useNavigation().state === "submitting";
  return (
    <Form
      method="post"
      className="mt-6 flex flex-col gap-4 rounded-2xl border border-border bg-card p-5 sm:flex-row sm:items-center sm:justify-between"
    >
      {children}
      <p id="restore-note" className="max-w-prose text-sm text-muted-foreground">
        {same ? (
          <>
            <strong className="font-semibold text-foreground">This revision is the same as the current version:</strong>{" "}
            there is nothing to restore.
          </>
        ) : (
          explanation
        )}
      </p>
      <button
        type="submit"
        className="btn-primary shrink-0"
        disabled={same || restoring}
        aria-describedby="restore-note"
      >
        {restoring ? "Restoring..." : "Restore this revision"}
      </button>
    </Form>
  );
}
