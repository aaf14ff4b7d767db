import type { Server } from "node:http";

export function shutdownTimeoutOf(value: string | undefined): number;
export function stopOnSignals(
  server: Server,
  o: { close: () => Promise<void>; timeoutMs: number; log: (fields: object, msg: string) => void },
): void;
