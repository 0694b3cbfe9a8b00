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
