// Every route that takes a request body: each form action of the site and each API call, with a
// readable request of each (the fields its page sends, the JSON a client sends) and the records
// its URL names. The probe corpus (probe-corpus.test.ts) and the fuzzer (fuzz.test.ts) both run
// over this one list; fuzz.test.ts checks it against the built app's routes, so a new action or
// API route cannot be left out of either.
import { ADMIN, db } from "./harness";
import { CONTACT_SUBJECTS } from "../../app/content/contact";
import { DOCUMENT_SEEDS } from "../../app/content/seed";
import { APPLICATION_STAGES } from "../../app/lib/applications";
import { formEntries } from "../../app/lib/content-fields.testing";
import { HONEYPOT_FIELD } from "../../app/lib/honeypot";
import { JOB_STATUSES, JOB_TYPES, WORKPLACES } from "../../app/lib/jobs";
import { POST_STATUSES } from "../../app/lib/post-status";
import { ROLES } from "../../app/lib/roles";
import { hashSecretToken, newSecretToken } from "../../app/lib/secret-token.server";
import { signToken } from "../../app/lib/signed-token.server";
import { firstBookableDate, isWeekday, SLOT_TIMES } from "../../app/lib/slot-engine.testing";
import { addDays } from "../../app/lib/slots";
import { WITHDRAW_PURPOSE } from "../../app/models/application-emails.server";
import { ANSWER_PURPOSE, MANAGE_PURPOSE } from "../../app/models/booking-emails.server";
import { INTERVIEW_PURPOSE } from "../../app/models/interview.server";
import { ALERT_CONFIRM_PURPOSE, alertToken } from "../../app/models/job-alert.server";
import { confirmToken, readerToken } from "../../app/models/subscriber.server";
import { env } from "../../app/utils/env.server";
import { insertApplication } from "../application-rows";

const MB = 1024 * 1024;

/** A table whose record a delete route removes. */
export type Table =
  "jobs" | "blogs" | "contact_messages" | "appointments" | "applications" | "tags" | "subscribers" | "job_alerts";

export type FormRoute = {
  /** Remix's id of the route (routes/…), for the check against the app. */
  id: string;
  /** Its URL; `{name}` stands for a record arranged by `arrangeRecords`. */
  path: string;
  /** A readable form, as its page sends it: the route's field names with a value each. */
  form: Record<string, string>;
  /**
   * More values of a field (each intent, status or role its page sends, and a few a stale or forged
   * page would), and the fields a readable form leaves out.
   */
  choices?: Record<string, string[]>;
  /** Its file inputs (a multipart form may carry them). */
  files?: string[];
  /** Needs a signed-in staff member (an Admin's session here). */
  admin?: boolean;
  /** A resource route: it answers JSON or a redirect, never a page (so no `.data` variant). */
  resource?: boolean;
  /** The delete routes: the table of the record they delete. */
  record?: Table;
  /** The largest body it takes (server/request-body.js), when not a plain form's 64 KB. */
  bodyLimit?: number;
};

const JOB = {
  title: "Probe Engineer",
  company: "Lumora Ventures",
  location: "Pune, India",
  type: "Full-time",
  salary: "1800000",
  department: "Engineering",
  description: "Probe the site.",
  requirements: "Curiosity",
};
const JOB_CHOICES = {
  type: [...JOB_TYPES],
  workplace: [...WORKPLACES],
  country: ["IN", "us", "DE"],
  status: [...JOB_STATUSES],
  closesOn: ["", "2099-12-31", "2026-02-30"],
};
const BLOG = {
  title: "Probing",
  author: "Asha Rao",
  description: "What a probe finds.",
  content: "<p>Hello</p>",
  image: "",
};
const BLOG_CHOICES = {
  status: [...POST_STATUSES],
  publishDate: ["", "2099-01-05T09:30", "2026-11-26T09:30:00Z"],
  timeZone: ["Asia/Kolkata", "America/Los_Angeles", "Mars/Olympus"],
  tags: ["", "Pricing, Growth", "a,,b"],
  featured: ["true", "false"],
  emailFormat: ["summary", "full", "other"],
  imageAlt: ["", "A chart"],
  metaTitle: [""],
  metaDescription: [""],
  socialImage: ["", "/images/social.png"],
  slug: ["", "probing-the-site", "123"],
};
const CONTACT = {
  name: "Asha Rao",
  email: "asha@example.com",
  phone: "",
  subject: "general",
  message: "Hello there",
  consent: "on",
};
/** Weekdays a booking may take now (the window moves with the clock), from tomorrow on: every slot is still ahead. */
const BOOKABLE_DATES = [1, 2, 3, 4, 5, 6, 7]
  .map((days) => addDays(firstBookableDate(new Date()), days))
  .filter(isWeekday);
const BOOKING = {
  name: "Asha Rao",
  email: "asha@example.com",
  phone: "+91 98450 12345",
  company: "",
  topic: DOCUMENT_SEEDS.contact.topics[0]!,
  date: BOOKABLE_DATES[0]!,
  time: "10:00",
  message: "Hi",
};
const SLOT_CHOICES = { date: BOOKABLE_DATES, time: SLOT_TIMES };
const HONEYPOT = { [HONEYPOT_FIELD]: ["", "https://spam.example"] };

export const FORM_ROUTES: FormRoute[] = [
  // ── Public forms ──
  {
    id: "routes/_public.contact",
    path: "/contact",
    form: CONTACT,
    choices: { subject: CONTACT_SUBJECTS.map((subject) => subject.value), ...HONEYPOT },
  },
  {
    id: "routes/_public.appointment",
    path: "/appointment",
    form: BOOKING,
    choices: {
      topic: DOCUMENT_SEEDS.contact.topics,
      ...SLOT_CHOICES,
      timeZone: ["Europe/Berlin", "Nowhere/Else"],
      ...HONEYPOT,
    },
  },
  {
    id: "routes/_public.login",
    path: "/login",
    form: { username: ADMIN.username, password: "not-the-password", redirectTo: "/admin/jobs" },
    choices: { redirectTo: ["/dashboard", "//evil.example", "https://evil.example/", "/\\evil.example"] },
  },
  // Without a pending sign-in it goes back to /login; the code is checked only after one.
  {
    id: "routes/_public.login_.two-factor",
    path: "/login/two-factor",
    form: { code: "123456", redirectTo: "/dashboard" },
  },
  // The passkey script's JSON calls: a form body is refused with 400.
  { id: "routes/login.passkey", path: "/login/passkey", form: { intent: "options" }, resource: true },
  { id: "routes/logout", path: "/logout", form: {}, resource: true }, // the sign-out button's empty form
  {
    id: "routes/action.set-theme",
    path: "/action/set-theme",
    form: { theme: "dark", redirectTo: "/" },
    choices: { theme: ["light", "dark", "blue"], redirectTo: ["/contact", "//evil.example", "https://evil.example/"] },
    resource: true,
  },
  { id: "routes/_public.forgot-password", path: "/forgot-password", form: { email: "asha@example.com" } },
  {
    id: "routes/_public.reset-password.$token",
    path: "/reset-password/{resetToken}",
    form: { password: "a-new-long-password" },
  },
  {
    id: "routes/_public.invite.$token",
    path: "/invite/{invitationToken}",
    form: { name: "Ravi Kumar", username: "ravi.kumar", password: "a-new-long-password" },
  },
  {
    id: "routes/_public.appointment_.manage.$token",
    path: "/appointment/manage/{manageToken}",
    form: { date: BOOKABLE_DATES[1]!, time: "11:00" },
    choices: { intent: ["cancel", "move"], ...SLOT_CHOICES, ...HONEYPOT },
  },
  {
    id: "routes/_public.appointment_.answer.$token",
    path: "/appointment/answer/{answerToken}",
    form: { intent: "confirm", note: "" },
    choices: { intent: ["confirm", "decline"], ...HONEYPOT },
  },
  {
    id: "routes/_public.careers_.$id.apply",
    path: "/careers/{job}/apply",
    form: {
      fullName: "Ravi Kumar",
      email: "ravi@example.com",
      phone: "+91 98765 43210",
      location: "Pune, India",
      profileUrl: "",
      coverLetter: "",
      consent: "on",
      questionsVersion: "0",
    },
    choices: { source: ["linkedin", ""], profileUrl: ["https://example.com/ravi", "javascript:alert(1)"], ...HONEYPOT },
    files: ["cv"],
    bodyLimit: 12 * MB,
  },
  {
    id: "routes/_public.careers_.withdraw.$token",
    path: "/careers/withdraw/{withdrawToken}",
    form: {},
    choices: HONEYPOT,
  },
  {
    id: "routes/_public.interview.$token",
    path: "/interview/{interviewToken}",
    form: { startsAt: "2099-01-05T18:00:00.000Z" },
    choices: { startsAt: ["", "not-a-time"], ...HONEYPOT },
  },
  {
    id: "routes/_public.newsletter",
    path: "/newsletter",
    form: { email: "reader@example.com", name: "", scope: "all" },
    choices: { scope: ["all", "topics", "none"], topics: ["", "growth"], ...HONEYPOT },
  },
  { id: "routes/_public.newsletter_.confirm.$token", path: "/newsletter/confirm/{confirmToken}", form: {} },
  {
    id: "routes/_public.newsletter_.preferences.$token",
    path: "/newsletter/preferences/{readerToken}",
    form: { intent: "save", scope: "all" },
    choices: { intent: ["save", "unsubscribe", "other"], scope: ["all", "topics"], ...HONEYPOT },
  },
  {
    id: "routes/newsletter.unsubscribe.$token",
    path: "/newsletter/unsubscribe/{readerToken}",
    form: { "List-Unsubscribe": "One-Click" },
    resource: true,
  },
  {
    id: "routes/_public.careers_.alerts",
    path: "/careers/alerts",
    form: { email: "seeker@example.com", q: "engineer", location: "Bengaluru", type: "", department: "" },
    choices: { type: ["", "Full-time", "Freelance"], ...HONEYPOT },
  },
  {
    id: "routes/_public.careers_.alerts_.confirm.$token",
    path: "/careers/alerts/confirm/{alertConfirmToken}",
    form: {},
  },
  {
    id: "routes/_public.careers_.alerts_.preferences.$token",
    path: "/careers/alerts/preferences/{alertToken}",
    form: { intent: "save", q: "designer", location: "", type: "", department: "" },
    choices: { intent: ["save", "other"], type: ["", "Contract", "Freelance"], ...HONEYPOT },
  },
  {
    id: "routes/careers.alerts.unsubscribe.$token",
    path: "/careers/alerts/unsubscribe/{alertToken}",
    form: { "List-Unsubscribe": "One-Click" },
    resource: true,
  },

  // ── The back-office ──
  // A post's form may carry a cover image; the preview and autosave take a post's text.
  {
    id: "routes/_admin.admin.blogs.new",
    path: "/admin/blogs/new",
    form: BLOG,
    choices: BLOG_CHOICES,
    files: ["coverFile"],
    admin: true,
    bodyLimit: 12 * MB,
  },
  {
    id: "routes/_admin.admin.blogs.$id",
    path: "/admin/blogs/{blog}",
    form: BLOG,
    choices: BLOG_CHOICES,
    files: ["coverFile"],
    admin: true,
    bodyLimit: 12 * MB,
  },
  {
    id: "routes/admin.blogs.preview",
    path: "/admin/blogs/preview",
    form: { content: "<p>Hi</p>" },
    admin: true,
    resource: true,
    bodyLimit: MB,
  },
  {
    id: "routes/admin.blogs.autosave",
    path: "/admin/blogs/autosave",
    form: { ...BLOG, status: "draft" },
    choices: { ...BLOG_CHOICES, id: ["", "{blog}", "999999", "-1"] },
    admin: true,
    resource: true,
    bodyLimit: MB,
  },
  { id: "routes/admin.passkeys", path: "/admin/passkeys", form: { intent: "options" }, admin: true, resource: true },
  {
    id: "routes/admin.media",
    path: "/admin/media",
    form: { alt: "A chart" },
    files: ["file"],
    admin: true,
    resource: true,
    bodyLimit: 12 * MB,
  },
  {
    id: "routes/_admin.admin.blogs.$id_.revisions.$revisionId",
    path: "/admin/blogs/{blog}/revisions/{revision}",
    form: {},
    admin: true,
  },
  // A page's content document: its generated form (the about page's, as seeded) and its lifecycle buttons.
  {
    id: "routes/_admin.admin.pages.$key",
    path: "/admin/pages/about",
    form: { ...Object.fromEntries(formEntries(DOCUMENT_SEEDS.about)), version: "1", _action: "save" },
    choices: {
      _action: ["save", "publish", "schedule", "unpublish"],
      version: ["1", "999999", "not-a-number"],
      publishAt: ["", "2099-01-05T09:30", "2020-01-01T09:30:00Z"],
      timeZone: ["Asia/Kolkata", "Mars/Olympus"],
    },
    files: ["teams[0].people[0].photo.file"],
    admin: true,
    bodyLimit: 12 * MB,
  },
  {
    id: "routes/admin.pages.$key.autosave",
    path: "/admin/pages/about/autosave",
    form: { ...Object.fromEntries(formEntries(DOCUMENT_SEEDS.about)), version: "1" },
    choices: { version: ["1", "999999", "not-a-number"] },
    admin: true,
    resource: true,
    bodyLimit: MB,
  },
  {
    id: "routes/_admin.admin.pages.$key_.revisions.$revisionId",
    path: "/admin/pages/about/revisions/{pageRevision}",
    form: { version: "1" },
    admin: true,
  },
  // A staff-made page: the "New page" form (its slug taken after the first readable probe), and the
  // delete of one that is not there (a delete that happens is tests/routes/staff-pages.test.tsx's).
  {
    id: "routes/_admin.admin.pages.new",
    path: "/admin/pages/new",
    form: { title: "Probe page", slug: "probe-page", menu: "" },
    choices: {
      slug: ["", "admin", "Not A Slug", "a--b", "probe-page"],
      menu: ["", "main", "footer-0", "footer-99", "sidebar"],
    },
    admin: true,
  },
  {
    id: "routes/_admin.admin.pages.$key_.delete",
    path: "/admin/pages/page-probe-not-made/delete",
    form: {},
    admin: true,
  },
  {
    id: "routes/_admin.admin.tags.$slug",
    path: "/admin/tags/{tag}",
    form: { intent: "save", name: "Probing", slug: "{tag}", description: "Posts about probes." },
    // A merge names a tag that does not exist, or the tag itself: refused, so the probe tag stays.
    choices: { intent: ["save", "merge", "delete"], into: ["no-such-tag", "{tag}", ""], slug: ["Not a slug", ""] },
    admin: true,
  },
  {
    id: "routes/_admin.admin.tags.$slug_.delete",
    path: "/admin/tags/{tagToDelete}/delete",
    form: { toastId: "probe-toast" },
    admin: true,
    record: "tags",
  },
  { id: "routes/_admin.admin.jobs.new", path: "/admin/jobs/new", form: JOB, choices: JOB_CHOICES, admin: true },
  { id: "routes/_admin.admin.jobs.$id", path: "/admin/jobs/{job}", form: JOB, choices: JOB_CHOICES, admin: true },
  {
    id: "routes/_admin.admin.jobs.$id_.questions",
    path: "/admin/jobs/{job}/questions",
    form: { version: "0", "questions[0].type": "yes_no", "questions[0].text": "Are you authorised to work in India?" },
    choices: {
      "questions[0].type": ["yes_no", "number", "single_choice", "essay"],
      "questions[0].knockOutAnswer": ["no", "maybe"],
      _template: ["0", "7"],
      _action: ["delete-template"],
      template: ["999999", "x"],
    },
    admin: true,
  },
  {
    id: "routes/_admin.admin.applications.$id",
    path: "/admin/applications/{application}",
    form: { stage: "screening" },
    choices: {
      stage: [...APPLICATION_STAGES],
      intent: ["note", "stage"],
      note: ["Called back."],
      notifyCandidate: ["on"],
    },
    admin: true,
  },
  {
    id: "routes/_admin.admin.appointments._index",
    path: "/admin/appointments",
    form: { id: "{appointment}", status: "confirmed" },
    choices: { status: ["pending", "confirmed", "cancelled"], note: ["The office is closed."] },
    admin: true,
  },
  // The booking calendar: its rules (a stale version unless a probe picks the current one), an
  // override added and one removed.
  {
    id: "routes/_admin.admin.availability",
    path: "/admin/availability",
    form: {
      _form: "rules",
      "weekly[1][0].start": "09:00",
      "weekly[1][0].end": "17:00",
      timeZone: "America/Los_Angeles",
      slotMinutes: "30",
      bufferBeforeMinutes: "0",
      bufferAfterMinutes: "0",
      noticeHours: "0",
      horizonDays: "90",
      maxPerDay: "",
      version: "999999",
    },
    choices: {
      _form: ["rules", "add-override", "remove-override", "no-such-form"],
      version: ["1", "999999", "not-a-number"],
      date: ["2099-01-05", "2020-01-06", "2026-02-30"],
      kind: ["closed", "hours", "open"],
      closed: ["Founders' Day", ""],
      timeZone: ["Europe/London", "Mars/Olympus"],
      horizonDays: ["365", "400"],
    },
    admin: true,
  },
  {
    id: "routes/_admin.admin.messages.$id",
    path: "/admin/messages/{message}",
    form: { handled: "true" },
    choices: { handled: ["true", "false"] },
    admin: true,
  },
  { id: "routes/_admin.admin.outbox.$id", path: "/admin/outbox/{email}", form: {}, admin: true },
  {
    id: "routes/_admin.admin.users._index",
    path: "/admin/users",
    form: { intent: "resend", invitation: "{invitation}" },
    // The policy stays off: the probes that follow sign in without a second factor.
    choices: { intent: ["resend", "revoke", "two-factor-policy"], policy: ["off", "nobody"] },
    admin: true,
  },
  {
    id: "routes/_admin.admin.users.invite",
    path: "/admin/users/invite",
    form: { email: "new.colleague@example.com", name: "New Colleague", role: "editor" },
    choices: { role: [...ROLES] },
    admin: true,
  },
  {
    id: "routes/_admin.admin.users.$id",
    path: "/admin/users/{member}",
    form: { intent: "role", role: "recruiter" },
    choices: {
      intent: ["role", "deactivate", "reactivate", "reset-two-factor", "delete"],
      role: [...ROLES],
      confirm: ["yes"],
    },
    admin: true,
  },
  {
    id: "routes/_admin.admin.consultants.$id",
    path: "/admin/consultants/{member}",
    form: {
      _form: "consultant",
      bookable: "on",
      topics: DOCUMENT_SEEDS.contact.topics[0]!,
      "weekly[1][0].start": "09:00",
      "weekly[1][0].end": "12:00",
      kind: "closed",
      date: "2099-01-05",
      closed: "Annual leave",
    },
    choices: {
      _form: ["consultant", "add-override", "remove-override"],
      interviews: ["on"],
      topics: ["No such topic"],
      "weekly[1][0].end": ["08:00", "25:00"],
      kind: ["closed", "hours"],
      date: ["2026-02-30", "tomorrow"],
    },
    admin: true,
  },
  {
    id: "routes/_admin.admin.account",
    path: "/admin/account",
    form: { intent: "profile", name: "Probe Admin", email: "probe-admin@example.com" },
    choices: {
      intent: [
        "profile",
        "password",
        "sign-out",
        "sign-out-others",
        "totp-confirm",
        "recovery-codes",
        "two-factor-off",
      ],
      code: ["123456"],
      proof: ["not-the-password"],
      currentPassword: ["not-the-password"],
      newPassword: ["a-new-long-password"],
      session: ["not-a-session"],
    },
    admin: true,
  },
  // A CSV file of readers (the readable probe's file is no CSV: nothing is imported).
  {
    id: "routes/_admin.admin.subscribers.import",
    path: "/admin/subscribers/import",
    form: { consented: "on" },
    files: ["file"],
    admin: true,
    bodyLimit: 2 * MB,
  },
  {
    id: "routes/_admin.admin.subscribers.$id.delete",
    path: "/admin/subscribers/{subscribersToDelete}/delete",
    form: { toastId: "probe-toast" },
    admin: true,
    record: "subscribers",
  },
  {
    id: "routes/_admin.admin.job-alerts.$id.delete",
    path: "/admin/job-alerts/{jobAlertsToDelete}/delete",
    form: { toastId: "probe-toast" },
    admin: true,
    record: "job_alerts",
  },
  ...(["jobs", "blogs", "messages", "appointments", "applications"] as const).map((kind): FormRoute => ({
    id: `routes/_admin.admin.${kind}.$id${kind === "appointments" ? "." : "_."}delete`,
    path: `/admin/${kind}/{${kind}ToDelete}/delete`,
    form: { toastId: "probe-toast" },
    choices: { from: ["record", "elsewhere"] },
    admin: true,
    record: kind === "messages" ? "contact_messages" : kind,
  })),
];

// ── API calls ──
export type ApiCall = {
  /** Remix's id of the route, for the check against the app. */
  id: string;
  method: string;
  path: string;
  /** A readable JSON body, for the calls that read one. */
  json?: Record<string, string>;
  /** Made with the API admin's access token. */
  auth?: boolean;
  /** A delete: the table of the record it removes. */
  record?: Table;
};

const API_BLOG = { title: "Probing", author: "Asha Rao", description: "What a probe finds.", content: "<p>Hi</p>" };

export const API_CALLS: ApiCall[] = [
  {
    id: "routes/api.login",
    method: "POST",
    path: "/api/login",
    json: { username: ADMIN.username, password: "not-the-password" },
  },
  { id: "routes/api.refresh-token", method: "POST", path: "/api/refresh-token", json: { refreshToken: "not-a-token" } },
  { id: "routes/api.logout", method: "POST", path: "/api/logout", json: { refreshToken: "not-a-token" } },
  { id: "routes/api.blogs._index", method: "POST", path: "/api/blogs", json: API_BLOG, auth: true },
  { id: "routes/api.blogs.$id", method: "PUT", path: "/api/blogs/{blog}", json: API_BLOG, auth: true },
  { id: "routes/api.jobs._index", method: "POST", path: "/api/jobs", json: JOB, auth: true },
  { id: "routes/api.jobs.$id", method: "PUT", path: "/api/jobs/{job}", json: JOB, auth: true },
  {
    id: "routes/api.applications.$id",
    method: "PATCH",
    path: "/api/applications/{application}",
    json: { stage: "screening" },
    auth: true,
  },
  {
    id: "routes/api.blogs.$id",
    method: "DELETE",
    path: "/api/blogs/{apiBlogToDelete}",
    auth: true,
    record: "blogs",
  },
  { id: "routes/api.jobs.$id", method: "DELETE", path: "/api/jobs/{apiJobToDelete}", auth: true, record: "jobs" },
  // A change that saves needs an object and a number, which this list's text values cannot hold: the
  // fuzzer reaches the body's checks; pages-api.test.ts the saves.
  { id: "routes/api.pages.$key", method: "PUT", path: "/api/pages/about", json: { publish: "false" }, auth: true },
  // Saving needs lists of ranges, which this list's text values cannot hold: availability-api.test.ts saves.
  {
    id: "routes/api.availability.settings",
    method: "PUT",
    path: "/api/availability/settings",
    json: { timeZone: "Europe/London" },
    auth: true,
  },
  { id: "routes/api.availability.settings", method: "GET", path: "/api/availability/settings", auth: true },
  { id: "routes/api.availability._index", method: "GET", path: "/api/availability?from=2099-01-05&to=2099-01-09" },
  { id: "routes/api.me", method: "GET", path: "/api/me", auth: true },
  { id: "routes/api.blogs._index", method: "GET", path: "/api/blogs", auth: true },
  { id: "routes/api.blogs.$id", method: "GET", path: "/api/blogs/{blog}", auth: true },
  { id: "routes/api.jobs._index", method: "GET", path: "/api/jobs", auth: true },
  { id: "routes/api.jobs.$id", method: "GET", path: "/api/jobs/{job}", auth: true },
  { id: "routes/api.applications._index", method: "GET", path: "/api/applications", auth: true },
  { id: "routes/api.applications.$id", method: "GET", path: "/api/applications/{application}", auth: true },
  { id: "routes/api.applications.$id.cv", method: "GET", path: "/api/applications/{application}/cv", auth: true },
  { id: "routes/api.subscribers._index", method: "GET", path: "/api/subscribers?state=pending", auth: true },
  { id: "routes/api.pages._index", method: "GET", path: "/api/pages" },
  { id: "routes/api.search", method: "GET", path: "/api/search" },
  { id: "routes/api.pages.$key", method: "GET", path: "/api/pages/about", auth: true },
  ...["GET", "POST", "PUT", "DELETE"].map((method) => ({ id: "routes/api.$", method, path: "/api/no-such-call" })),
];

// ── The records the URLs name ──
/** What `{name}` in a path or a form stands for: a record's id, slug or signed token. */
export type Placeholders = Record<string, string | number>;

export function fillIn(text: string, placeholders: Placeholders) {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => String(placeholders[name] ?? whole));
}

const now = () => new Date().toISOString();
const inAnHour = () => new Date(Date.now() + 60 * 60 * 1000);

async function insertJob() {
  const values = { ...JOB, salary: 1800000, type: "Full-time" as const, created_at: now(), updated_at: now() };
  return (await db.insertInto("jobs").values(values).returning("id").executeTakeFirstOrThrow()).id;
}

async function insertBlog() {
  const values = {
    ...BLOG,
    image: null,
    status: "published",
    published_at: now(),
    created_at: now(),
    updated_at: now(),
  };
  return (await db.insertInto("blogs").values(values).returning("id").executeTakeFirstOrThrow()).id;
}

async function insertMessage() {
  const values = {
    name: CONTACT.name,
    email: CONTACT.email,
    phone: null,
    subject: CONTACT.subject,
    message: CONTACT.message,
    handled_at: null,
    created_at: now(),
  };
  return (await db.insertInto("contact_messages").values(values).returning("id").executeTakeFirstOrThrow()).id;
}

let slot = 0;
/** A pending booking a week ahead, each in its own hour: still changeable by its links. */
async function insertAppointment() {
  const day = Date.parse(`${addDays(firstBookableDate(new Date()), 7)}T17:00:00Z`);
  const values = {
    token_hash: `probe-${Math.random()}`,
    name: BOOKING.name,
    email: BOOKING.email,
    phone: BOOKING.phone,
    company: null,
    topic: "Business Consulting",
    starts_at: new Date(day + slot++ * 60 * 60 * 1000).toISOString(),
    message: null,
    created_at: now(),
    updated_at: now(),
  };
  return (await db.insertInto("appointments").values(values).returning("id").executeTakeFirstOrThrow()).id;
}

async function insertUser(username: string) {
  const values = {
    username,
    name: "Probe Member",
    email: `${username}@example.com`,
    role: "support" as const,
    password_hash: "scrypt$not-a-real-hash",
    created_at: now(),
    updated_at: now(),
  };
  return (await db.insertInto("users").values(values).returning("id").executeTakeFirstOrThrow()).id;
}

/** An interview invitation of `applicationId` with nobody on its panel (its page says it is closed). */
async function insertInterviewInvitation(applicationId: number) {
  const invitation = await db
    .insertInto("interview_invitations")
    .values({
      application_id: applicationId,
      interviewers: "[]",
      minutes: 45,
      note: null,
      expires_at: inAnHour().toISOString(),
      created_by: null,
      created_at: now(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return invitation.id;
}

/**
 * Stores what the routes' URLs and forms name (a record of each kind, one more for each delete
 * route, a staff member, a tag, a revision, a failed email, an invitation and a reset link, signed
 * links to a booking and an application) and returns each under its placeholder's name.
 */
export async function arrangeRecords(): Promise<Placeholders> {
  const suffix = Math.random().toString(36).slice(2, 10);
  const job = await insertJob();
  const blog = await insertBlog();
  const application = await insertApplication(db, { job_id: job, job_title: JOB.title });
  const member = await insertUser(`probe-member-${suffix}`);

  const revision = await db
    .insertInto("post_revisions")
    .values({
      blog_id: blog,
      title: "An older title",
      description: BLOG.description,
      content: BLOG.content,
      author: BLOG.author,
      created_at: now(),
      user_id: null,
      origin: "save",
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const tag = `probe-tag-${suffix}`;
  const tagToDelete = `probe-tag-to-delete-${suffix}`;
  await db
    .insertInto("tags")
    .values([
      { name: `Probe tag ${suffix}`, slug: tag, created_at: now() },
      { name: `Probe tag to delete ${suffix}`, slug: tagToDelete, created_at: now() },
    ])
    .execute();
  const email = await db
    .insertInto("emails")
    .values({
      kind: "contact-staff",
      about: null,
      recipient: "staff@example.com",
      reply_to: null,
      subject: "A message",
      text: "Hello",
      html: "<p>Hello</p>",
      message_id: `<probe-${suffix}@example.com>`,
      status: "failed",
      next_attempt_at: now(),
      claimed_until: null,
      last_error: "Connection refused",
      smtp_response: null,
      created_at: now(),
      updated_at: now(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();

  const invitationToken = newSecretToken();
  const invitation = await db
    .insertInto("invitations")
    .values({
      email: `invited-${suffix}@example.com`,
      name: "Probe Invitee",
      role: "editor",
      token_hash: hashSecretToken(invitationToken),
      invited_by: null,
      created_at: now(),
      expires_at: inAnHour().toISOString(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const resetToken = newSecretToken();
  await db
    .insertInto("password_resets")
    .values({
      user_id: await insertUser(`probe-reset-${suffix}`),
      token_hash: hashSecretToken(resetToken),
      created_at: now(),
      expires_at: inAnHour().toISOString(),
    })
    .execute();

  // The seed's revision of the about page (the server seeds the documents when it starts).
  const pageRevision = await db
    .selectFrom("content_revisions")
    .select("id")
    .where("document_key", "=", "about")
    .orderBy("id", "desc")
    .executeTakeFirst();

  const appointment = await insertAppointment();
  const bookingLinked = await insertAppointment();
  const sign = (purpose: string, id: number) => signToken(env.sessionSecret, purpose, id, inAnHour());
  const nonce = newSecretToken();
  const subscriber = await db
    .insertInto("subscribers")
    .values({ email: `reader-${suffix}@example.com`, confirm_nonce: nonce, created_at: now(), updated_at: now() })
    .returning("id")
    .executeTakeFirstOrThrow();
  const alertNonce = newSecretToken();
  const insertJobAlert = (email: string, confirmNonce: string | null = null) =>
    db
      .insertInto("job_alerts")
      .values({
        email,
        q: "engineer",
        status: confirmNonce ? "pending" : "confirmed",
        confirm_nonce: confirmNonce,
        created_at: now(),
        updated_at: now(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
  return {
    job,
    jobsToDelete: await insertJob(),
    apiJobToDelete: await insertJob(),
    blog,
    blogsToDelete: await insertBlog(),
    apiBlogToDelete: await insertBlog(),
    messagesToDelete: await insertMessage(),
    message: await insertMessage(),
    appointment,
    appointmentsToDelete: await insertAppointment(),
    application: application.id,
    applicationsToDelete: (await insertApplication(db, { job_id: job, job_title: JOB.title })).id,
    revision: revision.id,
    pageRevision: pageRevision?.id ?? 999999,
    tag,
    tagToDelete,
    email: email.id,
    member,
    invitation: invitation.id,
    invitationToken,
    resetToken,
    manageToken: sign(MANAGE_PURPOSE, bookingLinked),
    answerToken: sign(ANSWER_PURPOSE, bookingLinked),
    withdrawToken: sign(WITHDRAW_PURPOSE, (await insertApplication(db, { job_id: job, job_title: JOB.title })).id),
    subscribersToDelete: (
      await db
        .insertInto("subscribers")
        .values({ email: `leaving-${suffix}@example.com`, created_at: now(), updated_at: now() })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id,
    jobAlertsToDelete: (await insertJobAlert(`leaving-${suffix}@example.com`)).id,
    alertToken: alertToken(env.sessionSecret, (await insertJobAlert(`seeker-${suffix}@example.com`)).id),
    alertConfirmToken: signToken(
      env.sessionSecret,
      ALERT_CONFIRM_PURPOSE,
      `${(await insertJobAlert(`asking-${suffix}@example.com`, alertNonce)).id}.${alertNonce}`,
      inAnHour(),
    ),
    interviewToken: sign(INTERVIEW_PURPOSE, await insertInterviewInvitation(application.id)),
    confirmToken: confirmToken(env.sessionSecret, subscriber.id, nonce),
    readerToken: readerToken(env.sessionSecret, subscriber.id),
  };
}
