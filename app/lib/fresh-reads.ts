/**
 * Shares a read between the callers that ask for it, without ever answering a caller with a read
 * that started before it asked: such a read may predate a write the caller has already seen
 * acknowledged. A read starts at the end of the event-loop turn it was first asked for in (after
 * the I/O callbacks of that turn), or as soon as the read in flight settles, and answers everyone
 * who asked until it started. Under load that is one read per turn or round trip, however many
 * requests arrived in it.
 */
export function freshReads<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined;
  let waiting: Promise<T> | undefined;

  function start() {
    waiting = undefined;
    const reading = read();
    running = reading;
    const settle = () => {
      if (running === reading) running = undefined;
    };
    reading.then(settle, settle);
    return reading;
  }

  return () => {
    if (waiting) return waiting;
    const startable = running ? running.then(ignore, ignore) : endOfTurn();
    waiting = startable.then(start);
    return waiting;
  };
}

/** Resolves at the end of this event-loop turn, after its I/O callbacks. */
export function endOfTurn() {
  return new Promise<void>((resolve) => setImmediate(resolve));
}

function ignore() {}
