/**
 * Shares a read between the callers that ask while it is pending, without ever answering a caller
 * with a read that started before it asked: such a read may predate a write the caller has already
 * seen acknowledged. Callers arriving while a read is in flight share the next one, which starts as
 * soon as that one settles. Under load that is one read per round trip, however many callers.
 */
export function freshReads<T>(read: () => Promise<T>): () => Promise<T> {
  let inFlight: Promise<T> | undefined;
  let queued: Promise<T> | undefined;

  function start() {
    queued = undefined;
    const reading = read();
    inFlight = reading;
    const settle = () => {
      if (inFlight === reading) inFlight = undefined;
    };
    reading.then(settle, settle);
    return reading;
  }

  return () => {
    if (queued) return queued;
    if (!inFlight) return start();
    queued = inFlight.then(start, start);
    return queued;
  };
}
