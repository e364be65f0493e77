import { describe, expect, it } from "vitest";

import { endOfTurn, freshReads } from "./fresh-reads";

/** A read whose answers the test releases one at a time, counting how many were started. */
function controlledRead() {
  let value = 0;
  const pending: Array<() => void> = [];
  return {
    started: () => value,
    read: () =>
      new Promise<number>((resolve) => {
        const answer = ++value;
        pending.push(() => resolve(answer));
      }),
    finishNext: async () => {
      await endOfTurn();
      pending.shift()?.();
      await endOfTurn();
    },
  };
}

describe("freshReads", () => {
  it("starts a read for a caller when none is running", async () => {
    const source = controlledRead();
    const read = freshReads(source.read);
    const first = read();
    await source.finishNext();
    expect(await first).toBe(1);
  });

  it("never answers a caller with a read that started before it asked", async () => {
    const source = controlledRead();
    const read = freshReads(source.read);
    const early = read();
    await endOfTurn();
    const late = read(); // asked while read 1 was in flight: must get read 2
    expect(source.started()).toBe(1);
    await source.finishNext();
    expect(await early).toBe(1);
    expect(source.started()).toBe(2);
    await source.finishNext();
    expect(await late).toBe(2);
  });

  it("shares one queued read between every caller that waits for it", async () => {
    const source = controlledRead();
    const read = freshReads(source.read);
    void read();
    await endOfTurn();
    const waiting = [read(), read(), read()];
    await source.finishNext();
    await source.finishNext();
    expect(await Promise.all(waiting)).toEqual([2, 2, 2]);
    expect(source.started()).toBe(2);
  });

  it("shares one read between every caller of an event-loop turn, started after the last of them asked", async () => {
    const source = controlledRead();
    const read = freshReads(source.read);
    const callers = [read(), read(), read()];
    expect(source.started()).toBe(0);
    await source.finishNext();
    expect(await Promise.all(callers)).toEqual([1, 1, 1]);
    expect(source.started()).toBe(1);
  });

  it("starts the queued read after a failed one, and passes the failure only to its own callers", async () => {
    let calls = 0;
    const read = freshReads(async () => {
      calls += 1;
      if (calls === 1) throw new Error("down");
      return calls;
    });
    const failing = expect(read()).rejects.toThrow("down");
    await endOfTurn();
    const next = read();
    await failing;
    expect(await next).toBe(2);
  });
});
