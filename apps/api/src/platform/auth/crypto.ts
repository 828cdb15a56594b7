import { createHash, randomBytes } from 'node:crypto';
import argon2 from 'argon2';

/** A random opaque token for the client, and the digest we keep. */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id });
}

// A real hash of a throwaway password, so an unknown username costs as much as a wrong password.
let decoy: Promise<string> | undefined;

export async function verifyPassword(hash: string | undefined, password: string): Promise<boolean> {
  decoy ??= hashPassword(randomBytes(16).toString('hex'));
  const target = hash ?? (await decoy);
  try {
    const ok = await argon2.verify(target, password);
    return ok && hash !== undefined;
  } catch {
    return false;
  }
}
