import "server-only";
import fs from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { env } from "@/lib/env";

let cached: string | undefined;

/**
 * SESSION_SECRET when set. A deployment on a real database (production with DATABASE_URL) must set it;
 * the embedded demo generates one once and keeps it under DATA_DIR so sessions survive restarts.
 */
export function sessionSecret(): string {
  if (cached) return cached;
  const e = env();
  if (e.SESSION_SECRET) return (cached = e.SESSION_SECRET);
  if (e.NODE_ENV === "production" && e.DATABASE_URL) {
    throw new Error("SESSION_SECRET (32+ characters) is required in production");
  }
  const file = path.resolve(e.DATA_DIR, "session-secret");
  try {
    cached = fs.readFileSync(file, "utf8").trim();
  } catch {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const fresh = randomBytes(32).toString("base64url");
    try {
      fs.writeFileSync(file, fresh, { mode: 0o600, flag: "wx" });
      cached = fresh;
    } catch {
      cached = fs.readFileSync(file, "utf8").trim();
    }
  }
  if (!cached || cached.length < 32) throw new Error(`Invalid session secret in ${file}`);
  return cached;
}
