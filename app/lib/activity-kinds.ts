/** The kinds of record the log covers; the log page filters by them. */
export const ACTIVITY_KINDS = {
  "sign-in": "Sign-ins",
  account: "Accounts",
  user: "Staff",
  post: "Posts",
  tag: "Tags",
  job: "Jobs",
  application: "Applications",
  message: "Messages",
  booking: "Bookings",
  page: "Pages",
  availability: "Availability",
  subscriber: "Subscribers",
  "job-alert": "Job alerts",
} as const;

export type ActivityKind = keyof typeof ACTIVITY_KINDS;
