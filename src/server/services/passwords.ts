import { randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// The library's defaults are argon2id, 19 MiB, t=2: OWASP's minimum recommendation.
export function hashPassword(plain: string): Promise<string> {
  return hash(plain);
}

export async function verifyPassword(passwordHash: string, plain: string): Promise<boolean> {
  try {
    return await verify(passwordHash, plain);
  } catch {
    // A malformed stored hash is a failed sign-in, not a 500.
    return false;
  }
}

/** Verified when no account matches, so an unknown email takes as long as a wrong password. */
let decoyHash: Promise<string> | undefined;
export async function spendPasswordCheckTime(plain: string): Promise<void> {
  decoyHash ??= hashPassword('decoy-password-never-matches');
  await verifyPassword(await decoyHash, plain);
}

/** No 0/O, 1/l/I: the password is read off a screen and typed in by someone else. */
const TEMPORARY_PASSWORD_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
const TEMPORARY_PASSWORD_LENGTH = 16;

/** About 92 bits from the CSPRNG; shown once, stored only as its argon2id hash. */
export function generateTemporaryPassword(): string {
  let password = '';
  for (let i = 0; i < TEMPORARY_PASSWORD_LENGTH; i++) {
    password += TEMPORARY_PASSWORD_ALPHABET[randomInt(TEMPORARY_PASSWORD_ALPHABET.length)];
  }
  return password;
}
