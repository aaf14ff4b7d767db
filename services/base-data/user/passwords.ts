import { hash, verify } from "@node-rs/argon2";
import { randomInt } from "node:crypto";

// Algorithm.Argon2id; the package exports it as an ambient const enum.
const options = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

let dummy: Promise<string> | undefined;

/** Verifies against a dummy hash when the user is unknown, so both cases take the same time. */
export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  const target = storedHash ?? (await (dummy ??= hashPassword("not-a-real-password")));
  try {
    const ok = await verify(target, password);
    return ok && storedHash !== undefined;
  } catch {
    return false;
  }
}

const alphabets = ["ABCDEFGHJKLMNPQRSTUVWXYZ", "abcdefghijkmnpqrstuvwxyz", "23456789", "#%+=@!?"];

/** A temporary password meeting the policy (12 characters, all four classes), for a new or reset account. */
export function temporaryPassword(): string {
  const pick = (set: string) => set[randomInt(set.length)]!;
  const chars = [...[0, 1, 2].flatMap((i) => [pick(alphabets[i]!), pick(alphabets[i]!), pick(alphabets[i]!)]), pick(alphabets[3]!), pick(alphabets[0]!), pick(alphabets[1]!)];
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join("");
}
