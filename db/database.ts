import SQLite from "better-sqlite3";
import { Kysely, type Generated, type Selectable } from "kysely";
import fs from "node:fs";
import path from "node:path";

import { DEFAULT_BUSY_TIMEOUT_MS } from "./database-busy";
import { createBusyRetryingSqliteDialect } from "./sqlite-busy";
import type { JobType, Workplace } from "../app/lib/jobs";

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
}

export type User = Selectable<UsersTable>;
export type Blog = Selectable<BlogsTable>;
export type Job = Selectable<JobsTable>;
export type ContactMessage = Selectable<ContactMessagesTable>;
export type Appointment = Selectable<AppointmentsTable>;

/**
 * Opens the SQLite file (creating its folder), tuned for a web server: WAL so readers never wait
 * for the writer, and foreign keys enforced. Once open, SQLite's own busy wait is off: it would
 * block the event loop, so the Kysely driver (sqlite-busy.ts) waits for a lock asynchronously.
 */
export function openSqlite(filename: string) {
  if (filename !== ":memory:") fs.mkdirSync(path.dirname(path.resolve(filename)), { recursive: true });
  const sqlite = new SQLite(filename);
  // Opening happens once at start-up, before any request: a blocking wait is harmless here.
  sqlite.pragma(`busy_timeout = ${DEFAULT_BUSY_TIMEOUT_MS}`);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("synchronous = NORMAL");
  sqlite.pragma("busy_timeout = 0");
  return sqlite;
}

export type SqliteConnection = ReturnType<typeof openSqlite>;

type KyselyOptions = {
  /** How long a statement waits for a database locked by another process before DatabaseBusyError. */
  busyTimeoutMs?: number;
};

export function createKysely(
  database: SqliteConnection | (() => Promise<SqliteConnection>),
  { busyTimeoutMs = DEFAULT_BUSY_TIMEOUT_MS }: KyselyOptions = {},
) {
  return new Kysely<Database>({ dialect: createBusyRetryingSqliteDialect(database, { busyTimeoutMs }) });
}
