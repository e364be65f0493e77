// What a test file of real server processes starts: stopped and removed after its tests.
import { afterAll } from "vitest";

import { serverDatabase, type ServerDatabase } from "./databases";
import type { ServerProcess } from "./server-process";

/** A list for the file's servers, and a maker of databases; afterAll stops the one and removes the other. */
export function serversOfThisFile() {
  const servers: ServerProcess[] = [];
  const databases: ServerDatabase[] = [];
  afterAll(async () => {
    for (const server of servers) await server.stop();
    for (const database of databases) await database.remove();
  });
  return {
    servers,
    async newDatabase() {
      const database = await serverDatabase();
      databases.push(database);
      return database;
    },
  };
}
