import type { Generated, Selectable } from "kysely";

import type { JobType, Workplace } from "../app/lib/jobs";

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
  is_admin: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SessionsTable {
  id: string;
  user_id: number;
  expires_at: Timestamp;
  created_at: Timestamp;
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
  created_at: Timestamp;
  updated_at: Timestamp;
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
  token: string;
  name: string;
  email: string;
  phone: string;
  company: string | null;
  topic: string;
  starts_at: Timestamp;
  message: string | null;
  status: Generated<AppointmentStatus>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface FormSubmissionsTable {
  id: Generated<number>;
  form: string;
  ip: string;
  created_at: Timestamp;
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

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  login_attempts: LoginAttemptsTable;
  blogs: BlogsTable;
  jobs: JobsTable;
  app_meta: AppMetaTable;
  api_token_families: ApiTokenFamiliesTable;
  api_tokens: ApiTokensTable;
  contact_messages: ContactMessagesTable;
  appointments: AppointmentsTable;
  form_submissions: FormSubmissionsTable;
  content_version: ContentVersionTable;
}

export type User = Selectable<UsersTable>;
export type Blog = Selectable<BlogsTable>;
export type Job = Selectable<JobsTable>;
export type ContactMessage = Selectable<ContactMessagesTable>;
export type Appointment = Selectable<AppointmentsTable>;
