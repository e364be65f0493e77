// The soak's ledger of acknowledged writes, and the check afterwards that the database holds
// every one of them: each write carries a marker of its own (in a message, a cover letter, a
// title), or is known by the id its answer gave.
import { openClient } from "./database.mjs";

/**
 * Where each kind of record is found: by the marker in its text, or by its id with the title
 * its last acknowledged write gave it (a deleted one must be gone).
 */
const KINDS = {
  "contact message": { query: "select message as text from contact_messages", by: "marker" },
  booking: { query: "select message as text from appointments where status <> 'cancelled'", by: "marker" },
  application: { query: "select cover_letter as text from applications", by: "marker" },
  post: { query: "select id, title from blogs", by: "id" },
  job: { query: "select id, title from jobs", by: "id" },
};

const KEPT_MISSING = 20;

/** An empty ledger; `run` is this run's tag in every marker. */
export function createLedger(run) {
  let count = 0;
  const records = new Map();
  const record = (kind, key) => {
    const id = `${kind} ${key}`;
    if (!records.has(id)) records.set(id, { kind, key: String(key), writes: 0, state: null, unsettled: false });
    return records.get(id);
  };
  return {
    /** A marker no other write of any run has: put it where the check will look for it. */
    marker: () => `soak-${run}-${++count}`,
    /**
     * A write the server acknowledged (2xx, or the redirect a form answers): the record of `kind`
     * known by `key` (a marker, or an id) is now `state` ({ title } for posts and jobs; null once deleted).
     * @param {string} kind
     * @param {string | number} key
     * @param {{ title?: string } | null} [state]
     */
    acknowledged(kind, key, state = {}) {
      const entry = record(kind, key);
      entry.writes += 1;
      entry.state = state;
    },
    /** A write to that record whose outcome is unknown (no answer, or an unexpected one): it is not checked. */
    unsettled(kind, key) {
      record(kind, key).unsettled = true;
    },
    records: () => [...records.values()],
  };
}

/** What the database holds of each kind: the markers found, or each id's title. */
async function readBack(database) {
  const client = await openClient(database);
  try {
    const found = {};
    for (const [kind, { query, by }] of Object.entries(KINDS)) {
      const rows = await client.query(query);
      found[kind] =
        by === "marker"
          ? new Set(rows.flatMap((row) => String(row.text ?? "").match(/soak-[a-z0-9]+-\d+/g) ?? []))
          : new Map(rows.map((row) => [String(row.id), row.title]));
    }
    return found;
  } finally {
    await client.close();
  }
}

/** Whether the database holds `entry` as its acknowledged writes left it. */
function holds(found, entry) {
  const held = found[entry.kind];
  if (KINDS[entry.kind].by === "marker") return held.has(entry.key);
  return entry.state === null ? !held.has(entry.key) : held.get(entry.key) === entry.state.title;
}

/**
 * Reads `database` back and compares it with `ledger`: the writes acknowledged and those found as
 * acknowledged, in all and per kind, and a line for each record that is not (the first few).
 */
export async function checkWrites(database, ledger) {
  const found = await readBack(database);
  const byKind = Object.fromEntries(Object.keys(KINDS).map((kind) => [kind, { acknowledged: 0, found: 0 }]));
  const missing = [];
  let unsettled = 0;
  for (const entry of ledger.records()) {
    if (entry.unsettled) {
      unsettled += 1;
      continue;
    }
    const counts = byKind[entry.kind];
    counts.acknowledged += entry.writes;
    if (holds(found, entry)) counts.found += entry.writes;
    else if (missing.length < KEPT_MISSING) {
      const expected =
        entry.state === null ? "deleted" : entry.state.title ? `titled "${entry.state.title}"` : "stored";
      missing.push(`${entry.kind} ${entry.key}: acknowledged as ${expected}, not so in the database`);
    }
  }
  const sum = (key) => Object.values(byKind).reduce((total, counts) => total + counts[key], 0);
  return { acknowledged: sum("acknowledged"), found: sum("found"), unsettled, byKind, missing };
}
