import type { IncomingMessage, ServerResponse } from "node:http";

export function acceptsBrotli(header: string | string[] | undefined): boolean;
export function staticFileOf(root: string, url: string): string | null;
export function brotliStatic(distDir: string): (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;
export function precompress(dir: string): Promise<{ files: number; bytes: number; compressed: number }>;
