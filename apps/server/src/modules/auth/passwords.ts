import { hash, verify } from '@node-rs/argon2';
import { randomBytes } from 'node:crypto';

/** Argon2id with the library's defaults (19 MiB, 2 passes): the OWASP baseline. */
// Algorithm.Argon2id is an ambient const enum, which isolated modules cannot read: its value is 2.
const OPTIONS = { algorithm: 2 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/** A hash of a random secret: for accounts that have no password of their own (guest, Telegram). */
export function unusablePasswordHash(): Promise<string> {
  return hashPassword(randomBytes(24).toString('base64url'));
}

let dummy: Promise<string> | undefined;
/** Verifies against a throwaway hash so a login with an unknown name takes as long as any other. */
export async function burnVerify(password: string): Promise<void> {
  dummy ??= hashPassword('timing-equaliser');
  await verifyPassword(await dummy, password);
}
