export type PrivateCluster = {
  /** postgres://app@127.0.0.1:PORT/postgres */
  url: string;
  pause(): void;
  resume(): void;
  stop(): void;
};

export function startPrivateCluster(): Promise<PrivateCluster>;
