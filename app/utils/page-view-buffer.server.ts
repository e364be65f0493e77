import { isCountable, type PageViewFacts } from "~/lib/page-view";

import { isDatabaseBusyOrDown } from "./database-busy.server";

// Counting must not slow pages (issue 43): a page view is noted in memory, in this worker, and
// written with the others every few seconds and at shutdown. A database that is busy or down
// leaves them in the buffer for the next round; past the buffer's bound the oldest are dropped.
// A crash loses at most one round's views.

export type PageViewBuffer = {
  /** Notes a request the server answered; never waits, never throws. */
  note(facts: PageViewFacts): void;
  /** Writes what is buffered now (the timer's round, and shutdown's last one). */
  flush(): Promise<void>;
  /** How many views wait to be written. */
  size(): number;
};

type BufferOptions = {
  /** Writes a batch; throws when it could not (the batch stays buffered when the database is busy or down). */
  write(views: PageViewFacts[]): Promise<unknown>;
  flushEveryMs?: number;
  maxBuffered?: number;
};

export function createPageViewBuffer({ write, flushEveryMs = 5_000, maxBuffered = 10_000 }: BufferOptions) {
  let views: PageViewFacts[] = [];
  let writing: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;

  const flushOnce = async () => {
    const batch = views;
    views = [];
    try {
      await write(batch);
    } catch (error) {
      // Newer views first in line to be kept: the oldest go when the bound is reached.
      views = [...batch, ...views].slice(-maxBuffered);
      if (!isDatabaseBusyOrDown(error)) console.error("[analytics] page views not written:", error);
    }
  };

  const buffer: PageViewBuffer = {
    note(facts) {
      // Bots and the rest are sorted out here, so they take no room; the writer checks again.
      if (!isCountable(facts)) return;
      views.push(facts);
      if (views.length > maxBuffered) views.shift();
      timer ??= setInterval(() => void buffer.flush(), flushEveryMs).unref();
    },
    async flush() {
      while (writing) await writing;
      if (views.length === 0) return;
      writing = flushOnce();
      try {
        await writing;
      } finally {
        writing = null;
      }
    },
    size: () => views.length,
  };
  return buffer;
}
