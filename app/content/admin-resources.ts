// How the back-office names each kind of record it manages: the list it belongs to, the way back,
// what a missing one is called and how deleting one is asked and reported. The list, the record
// pages, the delete dialog and page, and the error boundaries all read their words from here.
// Strings the spec fixes are kept as it words them (jobs: 'Back to Jobs', 'Job not found',
// 'Delete Job?' with Delete/Cancel; posts: 'Delete this blog post?' with Yes/No).

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

export const BLOGS = {
  listPath: "/admin/blogs",
  backLabel: "Back to Blogs",
  notFound: "Blog not found",
  view: { buttonLabel: (post) => `View ${post.title}`, title: () => "Blog post" },
  delete: {
    question: "Delete this blog post?",
    message: (post) => `“${post.title}” will be removed from the site.`,
    buttonLabel: (post) => `Delete ${post.title}`,
    confirmLabel: "Yes",
    cancelLabel: "No",
    done: "Blog deleted!",
    failed: "Delete failed",
  },
} satisfies AdminResource<{ title: string }>;

export const JOBS = {
  listPath: "/admin/jobs",
  backLabel: "Back to Jobs",
  notFound: "Job not found",
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
  listPath: "/admin/messages",
  backLabel: "Back to Messages",
  notFound: "Message not found",
  delete: {
    question: "Delete this message?",
    message: (message) => `The message from ${message.name} will be deleted for good.`,
    buttonLabel: (message) => `Delete the message from ${message.name}`,
    confirmLabel: "Delete",
    cancelLabel: "Cancel",
    done: "Message deleted",
    failed: "Delete failed",
  },
} satisfies AdminResource<{ name: string }>;

export const APPOINTMENTS = {
  listPath: "/admin/appointments",
  backLabel: "Back to Appointments",
  notFound: "Booking not found",
  delete: {
    question: "Delete this booking?",
    message: (booking) => `The booking of ${booking.name} will be deleted for good.`,
    detail: (booking) => booking.slot ?? "",
    buttonLabel: (booking) => `Delete the booking of ${booking.name}`,
    confirmLabel: "Delete",
    cancelLabel: "Cancel",
    done: "Booking deleted",
    failed: "Delete failed",
  },
} satisfies AdminResource<{ name: string; slot?: string }>;
