// Vitest runs this before each test file. On PostgreSQL the file gets a database of its own (as on
// SQLite it gets its own in-memory one), set as DATABASE_URL before the app reads it. They are
// named test_…; `npm test` drops them at the end (dropping here would cut the app's connections
// while its pool still holds them).
import { createPostgresDatabase, testEngine } from "../databases";

if (testEngine === "postgres") process.env.DATABASE_URL = await createPostgresDatabase();
