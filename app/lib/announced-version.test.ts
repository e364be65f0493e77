import { describe, expect, it, vi } from "vitest";

import { announcedVersion } from "./announced-version";
import { endOfTurn } from "./fresh-reads";
import type { ChannelHandlers } from "../../db/postgres";

/**
 * A database holding the version and a channel announcing it, in memory. `deliver` decides whether
 * announcements reach the listener (a pooler in transaction mode loses them).
 */
function fakeDatabase({ deliver = true } = {}) {
  let version = 1;
  let handlers: ChannelHandlers | undefined;
  let listening = false;
  const database = {
    reads: 0,
    write() {
      version += 1;
      if (deliver && listening) handlers?.onMessage(String(version));
    },
    startListening() {
      listening = true;
      handlers?.onListening();
    },
    lose() {
      listening = false;
      handlers?.onLost(new Error("connection reset"));
    },
    options: {
      listen(given: ChannelHandlers) {
        handlers = given;
        return { heardAll: async () => listening };
      },
      read: async () => {
        database.reads += 1;
        return version;
      },
      announce: async (payload: string) => {
        if (deliver && listening) handlers?.onMessage(payload);
      },
      probeTimeoutMs: 20,
    },
  };
  return database;
}

async function settle() {
  for (let turn = 0; turn < 5; turn++) await endOfTurn();
}

describe("announcedVersion", () => {
  it("reads the version until announcements are relied on, then answers from them without reading", async () => {
    const database = fakeDatabase();
    const current = announcedVersion(database.options);
    expect(await current()).toBe(1);
    expect(database.reads).toBe(1);
    database.startListening();
    await settle();
    const readsOnceListening = database.reads;
    database.write();
    expect(await current()).toBe(2);
    database.write();
    database.write();
    expect(await current()).toBe(4);
    expect(database.reads).toBe(readsOnceListening);
  });

  it("keeps reading when its test announcement never comes back, and says why", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const database = fakeDatabase({ deliver: false });
    const current = announcedVersion(database.options);
    await current();
    database.startListening();
    await new Promise((resolve) => setTimeout(resolve, 50));
    database.write();
    expect(await current()).toBe(2);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("announcements of content changes do not arrive"));
    warn.mockRestore();
  });

  it("reads again as soon as the listening connection is lost", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const database = fakeDatabase();
    const current = announcedVersion(database.options);
    await current();
    database.startListening();
    await settle();
    database.lose();
    database.write(); // not announced: nobody listens
    expect(await current()).toBe(2);
    expect(error).toHaveBeenCalledWith(expect.stringContaining("stopped listening for content changes"));
    error.mockRestore();
  });
});
