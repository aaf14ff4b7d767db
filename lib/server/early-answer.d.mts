import type { IncomingMessage, ServerResponse } from "node:http";

export function closeOnEarlyAnswer(req: IncomingMessage, res: ServerResponse): void;
