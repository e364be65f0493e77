import { randomUUID } from "node:crypto";

import { freshReads } from "./fresh-reads";
import type { ChannelHandlers, ChannelListener } from "../../db/postgres";

export type AnnouncedVersionOptions = {
  /** Starts listening to the channel the version is announced on. */
  listen(handlers: ChannelHandlers): ChannelListener;
  /** Reads the version from the database. */
  read(): Promise<number>;
  /** Announces `payload` on the channel through another connection. */
  announce(payload: string): Promise<unknown>;
  /** How long the test announcement may take to come back before announcements are not relied on. */
  probeTimeoutMs?: number;
};

/**
 * A number kept in the database and announced on a channel whenever it changes (PostgreSQL's
 * LISTEN/NOTIFY), checked without reading it: a check waits until the listening connection has
 * heard every announcement of what committed before the check began, then answers the largest
 * number heard. Until announcements are relied on (listening has started, a test announcement
 * sent through another connection came back, the number was read after that) and whenever the
 * listening connection is lost, a check reads the number instead. Checks asked for in the same
 * event-loop turn share one (see freshReads).
 */
export function announcedVersion({ listen, read, announce, probeTimeoutMs = 5_000 }: AnnouncedVersionOptions) {
  /** The version read once announcements were relied on; undefined while they are not. */
  let readWhenRelied: number | undefined;
  /** The largest number announced since listening (re)started. */
  let announced = 0;
  /** Changes whenever listening starts or stops, so what began before does not count. */
  let session = 0;
  /** The test announcement awaited since listening (re)started. */
  let probe: { payload: string; heard: () => void } | undefined;
  let channel: ChannelListener | undefined;

  /**
   * A connection pooler in transaction mode would lose announcements: rely on them once one sent
   * through another connection has come back. Then read: whatever commits from now on is
   * announced, whatever committed before is read.
   */
  async function relyOnAnnouncements(current: number) {
    const payload = `probe ${randomUUID()}`;
    const heard = new Promise<boolean>((resolve) => {
      probe = { payload, heard: () => resolve(true) };
      setTimeout(() => resolve(false), probeTimeoutMs).unref();
    });
    await announce(payload);
    if (!(await heard)) {
      if (session === current) {
        console.warn(
          "[db] announcements of content changes do not arrive (a connection pooler in transaction mode?): " +
            "the version is read for every check instead",
        );
      }
      return;
    }
    const version = await read();
    if (session === current) readWhenRelied = version;
  }

  function start() {
    return listen({
      onListening() {
        announced = 0;
        // On failure every check reads the version (and says so if the database is down).
        relyOnAnnouncements(++session).catch(() => {});
      },
      onMessage(payload) {
        if (payload === probe?.payload) {
          probe.heard();
          probe = undefined;
          return;
        }
        const version = Number(payload);
        if (Number.isFinite(version)) announced = Math.max(announced, version);
      },
      onLost(error) {
        session += 1;
        if (readWhenRelied !== undefined) {
          console.error(
            `[db] stopped listening for content changes (${error.message}); reading the version until back`,
          );
        }
        readWhenRelied = undefined;
      },
    });
  }

  return freshReads(async () => {
    channel ??= start();
    if (readWhenRelied !== undefined && (await channel.heardAll()) && readWhenRelied !== undefined) {
      return Math.max(readWhenRelied, announced);
    }
    return read();
  });
}
