import type { Generated, Selectable } from "kysely";

import type { ApplicationStage, ApplicationEventKind } from "../app/lib/applications";
import type { DocumentRevisionOrigin } from "../app/lib/content-documents";
import type { JobStatus, JobType, Workplace } from "../app/lib/jobs";
import type { RevisionOrigin } from "../app/lib/post-revisions";
import type { Role } from "../app/lib/roles";
import type { QuestionType } from "../app/lib/screening";

// The schema as the app sees it, the same on both engines. Types that differ between SQLite and
// PostgreSQL are settled here once: ids are integers the database generates (SQLite's
// autoincrement, Postgres's identity column: see migration-helpers.ts), flags are integers 0/1,
// and timestamps are text.

/** Timestamps are ISO 8601 strings (UTC), which sort correctly as text in any SQL database. */
type Timestamp = string;

export interface UsersTable {
  id: Generated<number>;
  username: string;
  password_hash: string;
  /** admin, editor, recruiter or support (app/lib/roles.ts); null: no back-office access. */
  role: Role | null;
  name: string | null;
  /** Lower-cased; unique among users. */
  email: string | null;
  /** Set while the account is deactivated: it cannot sign in, and its sessions and tokens are gone. */
  deactivated_at: Timestamp | null;
  last_sign_in_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SessionsTable {
  id: string;
  user_id: number;
  expires_at: Timestamp;
  created_at: Timestamp;
  /** The address and browser the session was started from, and when it was last used. */
  ip: string | null;
  user_agent: string | null;
  last_seen_at: Timestamp | null;
}

export interface InvitationsTable {
  id: Generated<number>;
  /** Lower-cased. */
  email: string;
  name: string;
  role: Role;
  /** SHA-256 of the link's token. */
  token_hash: string;
  invited_by: number | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  accepted_at: Timestamp | null;
  revoked_at: Timestamp | null;
}

export interface PasswordResetsTable {
  id: Generated<number>;
  user_id: number;
  /** SHA-256 of the link's token. */
  token_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface ActivityLogTable {
  id: Generated<number>;
  created_at: Timestamp;
  actor_id: number | null;
  actor_name: string;
  ip: string | null;
  kind: string;
  action: string;
  subject_id: number | null;
  summary: string;
}

export interface LoginAttemptsTable {
  id: Generated<number>;
  ip: string;
  username: string;
  attempted_at: Timestamp;
}

export interface BlogsTable {
  id: Generated<number>;
  title: string;
  author: string;
  description: string;
  content: string;
  image: string | null;
  /** Minutes to read (app/lib/read-time.ts), counted when the post is saved. */
  read_time: Generated<number>;
  /** The allow-list version (BLOG_HTML_VERSION) `content` was last cleaned with; 0: not yet. */
  sanitizer_version: Generated<number>;
  status: string;
  published_at: Timestamp;
  /** The body's text, tags removed: what a search looks in (written with `content`). */
  body_text: Generated<string>;
  /** /blog/{slug}: unique; null only for a row written by other means (its page is /blog/{id}). */
  slug: string | null;
  /** The uploaded image `image` names (one of its variants' URLs), null for an address elsewhere. */
  image_id: number | null;
  /** The cover's alt text: required for an uploaded cover. */
  image_alt: Generated<string>;
  /** 1 for the one post that leads /insights. */
  featured: Generated<number>;
  /** What search results and social cards show; '' for the title and description. */
  meta_title: Generated<string>;
  meta_description: Generated<string>;
  /** The social card's image; null for the cover. */
  social_image: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A slug a post had before: it leads to the post's current URL (301). */
export interface BlogSlugRedirectsTable {
  slug: string;
  blog_id: number;
  created_at: Timestamp;
}

export interface TagsTable {
  id: Generated<number>;
  name: string;
  /** /insights/tag/{slug}: unique, from the name (app/lib/slug.ts). */
  slug: string;
  description: Generated<string>;
  created_at: Timestamp;
}

/** A slug a tag had before a rename, or the slug of a tag merged into it: /insights/tag/{slug} leads to it (301). */
export interface TagSlugRedirectsTable {
  slug: string;
  tag_id: number;
  created_at: Timestamp;
}

export interface PostTagsTable {
  id: Generated<number>;
  blog_id: number;
  tag_id: number;
  /** The order the writer gave the post's tags in. */
  position: number;
}

/** A version of a post's text, kept at each save (the newest 50 per post). */
export interface PostRevisionsTable {
  id: Generated<number>;
  blog_id: number;
  title: string;
  description: string;
  /** The body's HTML as it was saved (sanitized). */
  content: string;
  author: string;
  created_at: Timestamp;
  /** Who saved it; null without a signed-in person (API without a user, the seed) or once the account is gone. */
  user_id: number | null;
  origin: RevisionOrigin;
}

/** A page's or the settings' copy, one row per key (app/models/content-document.server.ts); contents are JSON text. */
export interface ContentDocumentsTable {
  /** home, about, settings, page-{slug}… */
  key: string;
  /** What visitors see; null: never published. */
  live: string | null;
  live_at: Timestamp | null;
  /** Replaces `live` for visitors once `scheduled_at` has come. */
  scheduled: string | null;
  scheduled_at: Timestamp | null;
  /** Edits not yet published; null: none pending. */
  draft: string | null;
  /** Moves on with every write: a save naming an older one is refused. */
  version: number;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Who wrote last; null without a signed-in person, or once the account is gone. */
  updated_by: number | null;
}

/** A version of a document's content, kept at each save (the newest 50 per document). */
export interface ContentRevisionsTable {
  id: Generated<number>;
  document_key: string;
  /** JSON text. */
  content: string;
  origin: DocumentRevisionOrigin;
  created_at: Timestamp;
  user_id: number | null;
}

export interface JobsTable {
  id: Generated<number>;
  title: string;
  company: string;
  location: string;
  type: JobType;
  salary: number | null;
  department: string | null;
  description: string | null;
  requirements: string | null;
  /** Defaults to On-site. */
  workplace: Generated<Workplace>;
  /** ISO 3166-1 alpha-2 code, e.g. IN; defaults to IN. */
  country: Generated<string>;
  /** Whether the job takes applications at all; defaults to open. */
  status: Generated<JobStatus>;
  /** The last day applications are taken (YYYY-MM-DD, office time zone); null: no closing date. */
  closes_on: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ApiTokenFamiliesTable {
  id: string;
  user_id: number;
  revoked_at: Timestamp | null;
  created_at: Timestamp;
}

export interface ApiTokensTable {
  id: Generated<number>;
  family_id: string;
  kind: "access" | "refresh";
  token_hash: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  /**
   * Refresh tokens only, for the grace window after rotation: the pair that replaced this token,
   * AES-256-GCM encrypted with a key derived from this token (never readable without it).
   */
  successor_box: string | null;
  created_at: Timestamp;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  handled_at: Timestamp | null;
  created_at: Timestamp;
}

export type AppointmentStatus = "pending" | "confirmed" | "cancelled";

export interface AppointmentsTable {
  id: Generated<number>;
  /** SHA-256 (hex) of the visitor's random token: the key of their confirmation and manage pages. */
  token_hash: string;
  name: string;
  email: string;
  phone: string;
  company: string | null;
  topic: string;
  starts_at: Timestamp;
  message: string | null;
  status: Generated<AppointmentStatus>;
  /** Counts the changes of time and status: calendar files carry it (SEQUENCE) so an update replaces the entry. */
  sequence: Generated<number>;
  /** The visitor's IANA time zone (e.g. Europe/Berlin), when their browser told us. */
  time_zone: string | null;
  /** What the company said when it declined or cancelled, if anything. */
  status_note: string | null;
  /** The start time a reminder was sent for: a moved booking gets a new one. */
  reminded_for: Timestamp | null;
  /** Its length, as the rules said when it was booked. */
  minutes: Generated<number>;
  /** The office's IANA time zone when it was booked: its times are told in it. */
  office_time_zone: Generated<string>;
  /** Which calendar it was taken from: the team's, a topic's consultants, or an interview panel. */
  calendar: Generated<BookingCalendarKind>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type BookingCalendarKind = "team" | "consultant" | "interview";

/** A staff member as a bookable consultant: their hours (inside the team's) and the topics they take. */
export interface ConsultantsTable {
  user_id: number;
  /** 1: visitors can book them (for their topics); 0: not now (their hours are kept). */
  bookable: Generated<number>;
  /** 1: recruiters can name them on an interview panel. */
  interviews: Generated<number>;
  /** JSON: topic names. */
  topics: string;
  /** JSON: seven lists of ranges, Sunday first. */
  weekly: string;
  /** JSON: date overrides. */
  overrides: string;
  updated_at: Timestamp;
}

/** A person a booking takes: its consultant, or each interviewer of its panel. */
export interface AppointmentHostsTable {
  appointment_id: number;
  user_id: number;
  /** The booking's start, kept with it: one live booking per person and start. */
  starts_at: Timestamp;
  /** 1 while the booking is not cancelled. */
  live: Generated<number>;
}

/** A link a candidate was sent to book an interview with a panel. */
export interface InterviewInvitationsTable {
  id: Generated<number>;
  application_id: number;
  /** JSON: the interviewers' user ids. */
  interviewers: string;
  minutes: number;
  note: string | null;
  expires_at: Timestamp;
  /** The booking made from it: set once, the link is used. */
  appointment_id: number | null;
  created_by: number | null;
  created_at: Timestamp;
}

/** The booking calendar's rules: one row (id 1). */
export interface AvailabilityTable {
  id: number;
  /** The office's IANA time zone: weekly hours and overrides are its wall-clock times. */
  time_zone: string;
  /** JSON: seven lists (Sunday first) of { start, end } ranges. */
  weekly: string;
  /** JSON: [{ date, closed, ranges }]. */
  overrides: string;
  slot_minutes: number;
  buffer_before_minutes: number;
  buffer_after_minutes: number;
  notice_hours: number;
  horizon_days: number;
  /** Null: no daily maximum. */
  max_per_day: number | null;
  /** Moves on with every save: a save naming an older one is refused. */
  version: number;
  updated_at: Timestamp;
  updated_by: number | null;
}

export type EmailStatus = "pending" | "sending" | "sent" | "failed";

/** One email of the outbox, written with the event that causes it; the sender delivers it. */
export interface EmailsTable {
  id: Generated<number>;
  /** The template that made it, e.g. "booking-confirmation". */
  kind: string;
  /** The record it is about, e.g. "appointment:12". */
  about: string | null;
  /** One address, or several separated by commas. */
  recipient: string;
  reply_to: string | null;
  subject: string;
  text: string;
  html: string;
  /** JSON: EmailAttachment[]. */
  attachments: Generated<string>;
  /** JSON: { name: value } headers of its own (a newsletter's List-Unsubscribe, List-Id). */
  headers: Generated<string>;
  /** The Message-ID header, the same on every attempt. */
  message_id: string;
  status: Generated<EmailStatus>;
  attempts: Generated<number>;
  next_attempt_at: Timestamp;
  claimed_until: Timestamp | null;
  last_error: string | null;
  smtp_response: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  sent_at: Timestamp | null;
}

export interface FormSubmissionsTable {
  id: Generated<number>;
  form: string;
  ip: string;
  created_at: Timestamp;
}

/** Writes one client address made in one bucket during the minute that starts at `window_start`. */
export interface RateLimitWindowsTable {
  bucket: string;
  client: string;
  window_start: Timestamp;
  hits: number;
}

/** What the site search finds (migration 0028): a post, job or page, and when visitors may find it. */
export interface SearchEntriesTable {
  id: Generated<number>;
  kind: "post" | "job" | "page";
  /** The post's or job's id, or the page's document key. */
  ref: string;
  title: string;
  /** Plain text, searched and cut into snippets. */
  body: string;
  url: string;
  visible_from: Timestamp | null;
  visible_until: Timestamp | null;
  ranked_at: Timestamp;
}

/** Each word of the indexed text once (lower case): what a typo is corrected to. */
export interface SearchTermsTable {
  word: string;
}

export interface AppMetaTable {
  key: string;
  value: string;
}

/** One row (id 1): the number the page cache checks; triggers bump it (migration 0008). */
export interface ContentVersionTable {
  id: number;
  version: number;
}

/** An uploaded file, its bytes kept in the database (app/models/file-storage.server.ts). */
/** An uploaded image: its original (never served) and its size. */
export interface ImagesTable {
  id: Generated<number>;
  /** Hex SHA-256 of the uploaded bytes: the same upload twice is one image. */
  sha256: string;
  file_id: number;
  /** jpeg, png, webp or avif: found in the bytes. */
  format: string;
  width: number;
  height: number;
  user_id: number | null;
  created_at: Timestamp;
  /** When these bytes were last uploaded: a day later, an image no post uses is deleted. */
  uploaded_at: Timestamp;
}

/** One width of an image in one format, served at /media/{its file's SHA-256}.{ext}. */
export interface ImageVariantsTable {
  id: Generated<number>;
  image_id: number;
  file_id: number;
  format: string;
  width: number;
  height: number;
}

export interface FilesTable {
  id: Generated<number>;
  /** The name the uploader's browser gave, for the download; never used to decide the type. */
  name: string;
  /** The type found in the bytes, e.g. application/pdf. */
  content_type: string;
  size: number;
  /** Hex SHA-256 of the bytes. */
  sha256: string;
  bytes: Buffer;
  created_at: Timestamp;
}

export interface ApplicationsTable {
  id: Generated<number>;
  /** Null once the job was deleted; `job_title` still says what it was for. */
  job_id: number | null;
  job_title: string;
  full_name: string;
  email: string;
  /** `email` lower-cased: one application per address and job. */
  email_key: string;
  phone: string;
  location: string;
  profile_url: string | null;
  cover_letter: string | null;
  cv_file_id: number;
  /** Where the candidate came from: a source or utm_source tag, the referring site, or "careers site". */
  source: string;
  stage: Generated<ApplicationStage>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ApplicationEventsTable {
  id: Generated<number>;
  application_id: number;
  kind: ApplicationEventKind;
  from_stage: ApplicationStage | null;
  to_stage: ApplicationStage | null;
  note: string | null;
  /** The staff member's username; null for the candidate's own application. */
  actor: string | null;
  created_at: Timestamp;
}

/** A job's screening questions (app/lib/screening.ts), as one JSON document with its version. */
export interface JobScreeningTable {
  job_id: number;
  /** JSON: the questions in order, knock-out answers included. */
  questions: string;
  /** Raised by every change; the application form sends back the one it showed. */
  version: number;
  updated_at: Timestamp;
}

/** One value of an application's answer (a multiple choice has one row per chosen option). */
export interface ApplicationAnswersTable {
  id: Generated<number>;
  application_id: number;
  question_key: string;
  position: number;
  /** The question's words when the candidate answered. */
  question: string;
  type: QuestionType;
  /** The value as text: "yes"/"no", the option, the number, the text. */
  value: string;
  /** A number question's answer. */
  number: number | null;
  /** 1 when this value disqualifies (a knock-out answer). */
  knocked_out: Generated<number>;
}

/** A screening question saved to be added to any job. */
export interface QuestionTemplatesTable {
  id: Generated<number>;
  /** JSON: one question (app/lib/screening.ts), its key left to each job's copy. */
  question: string;
  created_at: Timestamp;
}

export type SubscriberStatus = "pending" | "confirmed" | "unsubscribed" | "bounced";
export type SubscriberConsentSource = "confirmation" | "import";

/** A reader of the Insights newsletter (double opt-in: confirmed once they used the emailed link). */
export interface SubscribersTable {
  id: Generated<number>;
  /** Lower-cased; unique. */
  email: string;
  name: string | null;
  status: Generated<SubscriberStatus>;
  /** 1: every post; 0: only posts with one of its subscriber_topics. */
  all_topics: Generated<number>;
  /** The pending confirmation link's nonce; null once it was used. */
  confirm_nonce: string | null;
  confirmation_sent_at: Timestamp | null;
  /** The consent: when it was confirmed, the address then, the consent wording's version. */
  confirmed_at: Timestamp | null;
  consent_email: string | null;
  consent_version: string | null;
  /** Where the consent came from: the emailed link, or an import by staff who vouched for it. */
  consent_source: SubscriberConsentSource | null;
  /** The username of the staff member who imported the address with its owner's consent. */
  consent_recorded_by: string | null;
  unsubscribed_at: Timestamp | null;
  /** Where the visit that asked for the pending subscription came from, for its goal; null once confirmed. */
  visit_source: string | null;
  visit_page: string | null;
  /** Emails refused for good (SMTP 5xx); at 3 it is bounced. */
  bounces: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SubscriberTopicsTable {
  subscriber_id: number;
  tag_id: number;
}

export type NewsletterFormat = "summary" | "full";
export type NewsletterSendStatus = "waiting" | "sending" | "done";

/** A post emailed to subscribers: asked for by its publisher, started when it goes live. One per post. */
export interface NewsletterSendsTable {
  id: Generated<number>;
  blog_id: number;
  format: NewsletterFormat;
  status: Generated<NewsletterSendStatus>;
  /** Who gets it: subscribers confirmed by then. */
  audience_until: Timestamp | null;
  started_at: Timestamp | null;
  finished_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** One post's email to one subscriber, written with its outbox email; unique per post and subscriber. */
export interface NewsletterDeliveriesTable {
  id: Generated<number>;
  send_id: number;
  blog_id: number;
  subscriber_id: number;
  email_id: number | null;
  created_at: Timestamp;
}

export type JobAlertStatus = "pending" | "confirmed" | "unsubscribed";

/** A visitor's saved careers search, emailed when a matching job is published ('' for a filter not set). */
export interface JobAlertsTable {
  id: Generated<number>;
  /** Lower-cased; unique with the search. */
  email: string;
  q: Generated<string>;
  location: Generated<string>;
  type: Generated<string>;
  department: Generated<string>;
  status: Generated<JobAlertStatus>;
  /** The pending confirmation link's nonce; null once it was used. */
  confirm_nonce: string | null;
  confirmation_sent_at: Timestamp | null;
  /** The consent: when it was confirmed and the address then. */
  confirmed_at: Timestamp | null;
  consent_email: string | null;
  unsubscribed_at: Timestamp | null;
  /** When its last alert email was queued (one a day at most). */
  last_sent_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A published job that matches an alert, written with the publishing; unique per alert and job. */
export interface JobAlertMatchesTable {
  id: Generated<number>;
  alert_id: number;
  job_id: number;
  /** When the email announcing it was queued; null while it waits. */
  queued_at: Timestamp | null;
  email_id: number | null;
  created_at: Timestamp;
}

/** The random salt of one day's visitor keys (migration 0034): deleted once its day is over. */
export interface AnalyticsSaltsTable {
  day: string;
  salt: string;
}

/** One page view a person made (kept 30 days): no address, no user agent. */
export interface PageViewsTable {
  id: Generated<number>;
  viewed_at: Timestamp;
  day: string;
  path: string;
  referrer_host: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_term: string | null;
  utm_content: string | null;
  ref: string | null;
  country: string | null;
  device: string;
  browser: string;
  visitor: string;
}

/** A day's views and visitors per value of one dimension (a page, a source…); `total` holds the day's own. */
export interface AnalyticsDailyTable {
  day: string;
  dimension: string;
  value: string;
  views: number;
  visitors: number;
}

/** A day not rolled up yet: its provisional roll-up (analytics_live) covers its page views up to through_id. */
export interface AnalyticsLiveDaysTable {
  day: string;
  through_id: number;
  refreshed_at: string;
}

/** A form sent (a message, a booking, an application, a newsletter confirmation) with its visit's source. */
export interface AnalyticsGoalsTable {
  id: Generated<number>;
  reached_at: Timestamp;
  day: string;
  goal: string;
  page: string | null;
  job_id: number | null;
  job_title: string | null;
  source: string | null;
}

/** An account's authenticator app: its secret (encrypted), enabled once confirmed with a code. */
export interface TotpCredentialsTable {
  user_id: number;
  secret: string;
  enabled_at: Timestamp | null;
  /** The time-step of the last code accepted: a code is never accepted twice. */
  last_step: number | null;
  created_at: Timestamp;
}

/** A single-use recovery code (SHA-256 of it), used instead of an authenticator code. */
export interface RecoveryCodesTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  used_at: Timestamp | null;
  created_at: Timestamp;
}

/** A passkey (WebAuthn credential) of an account. */
export interface PasskeysTable {
  /** The credential id, base64url. */
  id: string;
  user_id: number;
  name: string;
  /** The credential's public key (COSE), base64url. */
  public_key: string;
  /** The authenticator's signature counter: one that goes backwards is a clone. */
  counter: number;
  /** JSON array of transports (usb, internal, hybrid…). */
  transports: Generated<string>;
  created_at: Timestamp;
  last_used_at: Timestamp | null;
}

export type WebauthnPurpose = "registration" | "sign-in";

/** A WebAuthn challenge handed out once; its ceremony deletes it (single use, across instances). */
export interface WebauthnChallengesTable {
  challenge: string;
  user_id: number | null;
  purpose: WebauthnPurpose;
  expires_at: Timestamp;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  login_attempts: LoginAttemptsTable;
  blogs: BlogsTable;
  jobs: JobsTable;
  app_meta: AppMetaTable;
  search_entries: SearchEntriesTable;
  search_terms: SearchTermsTable;
  api_token_families: ApiTokenFamiliesTable;
  api_tokens: ApiTokensTable;
  contact_messages: ContactMessagesTable;
  appointments: AppointmentsTable;
  availability: AvailabilityTable;
  consultants: ConsultantsTable;
  appointment_hosts: AppointmentHostsTable;
  interview_invitations: InterviewInvitationsTable;
  form_submissions: FormSubmissionsTable;
  rate_limit_windows: RateLimitWindowsTable;
  content_version: ContentVersionTable;
  files: FilesTable;
  applications: ApplicationsTable;
  application_events: ApplicationEventsTable;
  emails: EmailsTable;
  invitations: InvitationsTable;
  password_resets: PasswordResetsTable;
  activity_log: ActivityLogTable;
  blog_slug_redirects: BlogSlugRedirectsTable;
  tags: TagsTable;
  tag_slug_redirects: TagSlugRedirectsTable;
  post_tags: PostTagsTable;
  images: ImagesTable;
  image_variants: ImageVariantsTable;
  post_revisions: PostRevisionsTable;
  content_documents: ContentDocumentsTable;
  content_revisions: ContentRevisionsTable;
  subscribers: SubscribersTable;
  subscriber_topics: SubscriberTopicsTable;
  newsletter_sends: NewsletterSendsTable;
  newsletter_deliveries: NewsletterDeliveriesTable;
  job_screening: JobScreeningTable;
  application_answers: ApplicationAnswersTable;
  question_templates: QuestionTemplatesTable;
  analytics_salts: AnalyticsSaltsTable;
  page_views: PageViewsTable;
  analytics_daily: AnalyticsDailyTable;
  analytics_goals: AnalyticsGoalsTable;
  analytics_live_days: AnalyticsLiveDaysTable;
  analytics_live: AnalyticsDailyTable;
  totp_credentials: TotpCredentialsTable;
  recovery_codes: RecoveryCodesTable;
  passkeys: PasskeysTable;
  webauthn_challenges: WebauthnChallengesTable;
  job_alerts: JobAlertsTable;
  job_alert_matches: JobAlertMatchesTable;
}

export type User = Selectable<UsersTable>;
export type Blog = Selectable<BlogsTable>;
export type PostRevision = Selectable<PostRevisionsTable>;
export type Job = Selectable<JobsTable>;
export type ContactMessage = Selectable<ContactMessagesTable>;
export type Appointment = Selectable<AppointmentsTable>;
export type Application = Selectable<ApplicationsTable>;
export type ApplicationEvent = Selectable<ApplicationEventsTable>;
export type Email = Selectable<EmailsTable>;
export type Subscriber = Selectable<SubscribersTable>;
export type JobAlert = Selectable<JobAlertsTable>;
