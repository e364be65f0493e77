// How the back-office names each kind of record it manages: the list it belongs to, the way back,
// what a missing one is called and how deleting one is asked and reported. The list, the record
// pages, the delete dialog and page, and the error boundaries all read their words from here.
// Strings the spec fixes are kept as it words them (jobs: 'Back to Jobs', 'Job not found',
// 'Delete Job?' with Delete/Cancel; posts: 'Delete this blog post?' with Yes/No); wording that
// resources share ('Back to …', '… not found', a message or booking 'deleted for good') is built
// by one function each, so it reads the same everywhere.

/** A back-office resource; `R` is what its delete texts need to know about one record. */
export type AdminResource<R> = {
  /** The list page, e.g. /admin/jobs; a record's pages live under it. */
  listPath: string;
  /** The link from a record's pages back to the list. */
  backLabel: string;
  /** The heading (and 404 message) of a record that does not exist. */
  notFound: string;
  /** The View button (its name for screen readers) and the title of the modal it opens, for lists that have one. */
  view?: { buttonLabel: (record: R) => string; title: (record: R) => string };
  delete: {
    question: string;
    message: (record: R) => string;
    /** A line the confirmation page adds under the message (e.g. the job's title). */
    detail?: (record: R) => string;
    /** What the Delete button is called for screen readers, naming the record. */
    buttonLabel: (record: R) => string;
    confirmLabel: string;
    cancelLabel: string;
    /** The toasts after the delete. */
    done: string;
    failed: string;
  };
};

/** What every back-office list and its record pages are called, deletable or not. */
export type ListedResource = Pick<AdminResource<never>, "listPath" | "backLabel" | "notFound">;

/** A staff member's consultant page, reached from the Consultants list. */
export const CONSULTANTS: ListedResource = {
  listPath: "/admin/consultants",
  backLabel: "Back to Consultants",
  notFound: "Staff member not found",
};

/** The way back to a resource's list (`Back to <list>`) and what a missing record is called (`<record> not found`). */
function listed(listPath: string, { list, record }: { list: string; record: string }) {
  return { listPath, backLabel: `Back to ${list}`, notFound: `${record} not found` };
}

const DELETE_FAILED = "Delete failed";

/**
 * How deleting what a visitor sent (a message, a booking) is asked and reported: it goes for good.
 * `whose` names the sender the way the noun takes it ('from Asha', 'of Asha').
 */
function deletedForGood<R>(noun: "message" | "booking" | "application", whose: (record: R) => string) {
  return {
    question: `Delete this ${noun}?`,
    message: (record: R) => `The ${noun} ${whose(record)} will be deleted for good.`,
    buttonLabel: (record: R) => `Delete the ${noun} ${whose(record)}`,
    confirmLabel: "Delete",
    cancelLabel: "Cancel",
    done: `${noun.charAt(0).toUpperCase()}${noun.slice(1)} deleted`,
    failed: DELETE_FAILED,
  };
}

export const BLOGS = {
  ...listed("/admin/blogs", { list: "Blogs", record: "Blog" }),
  view: { buttonLabel: (post) => `View ${post.title}`, title: () => "Blog post" },
  delete: {
    question: "Delete this blog post?",
    message: (post) => `“${post.title}” will be removed from the site.`,
    buttonLabel: (post) => `Delete ${post.title}`,
    confirmLabel: "Yes",
    cancelLabel: "No",
    done: "Blog deleted!",
    failed: DELETE_FAILED,
  },
} satisfies AdminResource<{ title: string }>;

export const JOBS = {
  ...listed("/admin/jobs", { list: "Jobs", record: "Job" }),
  view: { buttonLabel: (job) => `View ${job.title}`, title: (job) => job.title },
  delete: {
    question: "Delete Job?",
    message: () => "Are you sure you want to delete this job post?",
    detail: (job) => job.title,
    buttonLabel: (job) => `Delete ${job.title}`,
    confirmLabel: "Delete",
    cancelLabel: "Cancel",
    done: "Job deleted successfully",
    failed: "Failed to delete job",
  },
} satisfies AdminResource<{ title: string }>;

export const MESSAGES = {
  ...listed("/admin/messages", { list: "Messages", record: "Message" }),
  delete: deletedForGood("message", (message: { name: string }) => `from ${message.name}`),
} satisfies AdminResource<{ name: string }>;

export const APPOINTMENTS = {
  ...listed("/admin/appointments", { list: "Appointments", record: "Booking" }),
  delete: {
    ...deletedForGood("booking", (booking: { name: string }) => `of ${booking.name}`),
    detail: (booking) => booking.slot ?? "",
  },
} satisfies AdminResource<{ name: string; slot?: string }>;

export const APPLICATIONS = {
  ...listed("/admin/applications", { list: "Applications", record: "Application" }),
  delete: {
    ...deletedForGood("application", (application: { fullName: string }) => `from ${application.fullName}`),
    detail: () => "Their CV, details and timeline are erased with it.",
  },
} satisfies AdminResource<{ fullName: string }>;

/** The email outbox: read and retried, never deleted (it is the record of what was sent). */
export const OUTBOX = listed("/admin/outbox", { list: "Outbox", record: "Email" }) satisfies ListedResource;

/** Staff accounts (Admins only): a missing one is an account not found. */
export const STAFF = listed("/admin/users", { list: "Staff", record: "Account" }) satisfies ListedResource;

/** Post tags: named, described, merged and deleted here (posts give and take them too). */
export const TAGS = {
  ...listed("/admin/tags", { list: "Tags", record: "Tag" }),
  delete: {
    question: "Delete this tag?",
    message: (tag) => `“${tag.name}” will be removed from every post that has it, and its page will be gone.`,
    buttonLabel: (tag) => `Delete ${tag.name}`,
    confirmLabel: "Delete",
    cancelLabel: "Cancel",
    done: "Tag deleted",
    failed: DELETE_FAILED,
  },
} satisfies AdminResource<{ name: string }>;

/** The site's pages in the pages editor; a missing one is a page not found. */
export const PAGES = listed("/admin/pages", { list: "pages", record: "Page" }) satisfies ListedResource;

/** Pages staff made from sections (/admin/pages/new): only they can be deleted, never the site's own pages. */
export const STAFF_PAGES = {
  ...PAGES,
  delete: {
    question: "Delete this page?",
    message: (page) => `The page at ${page.path} and its revisions will be deleted for good.`,
    buttonLabel: (page) => `Delete the page ${page.path}`,
    confirmLabel: "Delete",
    cancelLabel: "Cancel",
    done: "Page deleted",
    failed: DELETE_FAILED,
  },
} satisfies AdminResource<{ path: string }>;

/** The newsletter's readers: deleted for good with their history (GDPR), never edited by staff. */
export const SUBSCRIBERS = {
  ...listed("/admin/subscribers", { list: "Subscribers", record: "Subscriber" }),
  delete: {
    question: "Delete this subscriber?",
    message: (subscriber) =>
      `${subscriber.email} will be deleted for good, with their topics and the newsletter emails sent to them.`,
    buttonLabel: (subscriber) => `Delete the subscriber ${subscriber.email}`,
    confirmLabel: "Delete",
    cancelLabel: "Cancel",
    done: "Subscriber deleted",
    failed: DELETE_FAILED,
  },
} satisfies AdminResource<{ email: string }>;

/** An address's job alerts: erased for good with their history (GDPR), never edited by staff. */
export const JOB_ALERT_ADDRESSES = {
  ...listed("/admin/job-alerts", { list: "Job alerts", record: "Job alert" }),
  delete: {
    question: "Delete this address's job alerts?",
    message: (alert) =>
      `${alert.email} will be deleted for good, with every job alert of theirs and the emails sent to them about it.`,
    buttonLabel: (alert) => `Delete the job alerts of ${alert.email}`,
    confirmLabel: "Delete",
    cancelLabel: "Cancel",
    done: "Job alerts deleted",
    failed: DELETE_FAILED,
  },
} satisfies AdminResource<{ email: string }>;
