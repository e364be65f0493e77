// The files outside tests/api share their worker process (`isolate: false` in vitest.config.ts), so
// the packages load once per worker instead of once per file; this gives each file the app's modules
// afresh all the same: its own database (a new one in memory on SQLite, its own on PostgreSQL), its own
// caches and settings, as a process of its own would.
import { vi } from "vitest";

vi.resetModules();
