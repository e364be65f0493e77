export type PrivateCluster = {
  /** postgres://app@127.0.0.1:PORT/postgres */
  url: string;
  pause(): void;
  resume(): void;
  stop(): void;
};

export function freePort(): Promise<number>;
export function startPrivateCluster(): Promise<PrivateCluster>;
export function databaseUrl(serverUrl: string, name: string): string;
export function createDatabase(serverUrl: string, name: string, template?: string): Promise<string>;
export function closeForCopies(serverUrl: string, name: string): Promise<void>;
export function dropDatabases(serverUrl: string, names: string[]): Promise<void>;
