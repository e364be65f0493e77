import type { Migration } from "kysely";

import * as m0001 from "./0001_initial";
import * as m0003 from "./0003_job_filter_index";

/**
 * Every migration, imported statically so the server bundle carries them
 * (the build ships no loose .ts files). Append new ones; never edit or reorder.
 */
export const migrations: Record<string, Migration> = {
  "0001_initial": m0001,
  "0003_job_filter_index": m0003,
};
