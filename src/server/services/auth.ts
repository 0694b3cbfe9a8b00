import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import {
  type DemoAccount,
  INACTIVE_ACCOUNT_MESSAGE,
  INVALID_CREDENTIALS_MESSAGE,
  type LoginResponse,
} from '#shared/schemas/auth.ts';
import type { Db } from '../db/client.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../db/demo-accounts.ts';
import { employees, sessions } from '../db/schema.ts';
import { AppError } from '../errors/app-error.ts';
import { type EmployeeRow, toCurrentEmployee } from './employee-view.ts';
import { spendPasswordCheckTime, verifyPassword } from './passwords.ts';
import { lookUpOnce, rememberedSession, rememberSession, sessionMemoryMark } from './session-memory.ts';
import { generateSessionToken, hashSessionToken, isWellFormedSessionToken } from './session-tokens.ts';
import { signInAddressOf } from './sign-in-address.ts';
import { beginSignInAttempt } from './sign-in-throttle.ts';

const HOUR_MS = 60 * 60 * 1000;
const SESSION_TTL_MS = 12 * HOUR_MS;
const STAY_LOGGED_IN_TTL_MS = 30 * 24 * HOUR_MS;

/** Touching last_used_at on every request would write per request; once per 5 minutes is enough. */
const LAST_USED_RESOLUTION_MS = 5 * 60 * 1000;

export type LoginInput = {
  email: string;
  password: string;
  stayLoggedIn: boolean;
  userAgent?: string;
  /** The client's address (request.ip): failures are counted per account and address (ADR 030). */
  ip: string;
};

export async function login(db: Db, input: LoginInput): Promise<LoginResponse> {
  const accountKey = input.email.trim().toLowerCase();
  const address = signInAddressOf(input.ip);
  const attempt = await beginSignInAttempt(db, accountKey, address);

  const [employee] = await db
    .select()
    .from(employees)
    .where(eq(sql`lower(${employees.email})`, accountKey))
    .limit(1);
  if (!employee) {
    await spendPasswordCheckTime(input.password);
    await attempt.failed();
    throw new AppError('unauthorized', INVALID_CREDENTIALS_MESSAGE);
  }
  if (!(await verifyPassword(employee.passwordHash, input.password))) {
    await attempt.failed();
    throw new AppError('unauthorized', INVALID_CREDENTIALS_MESSAGE);
  }
  await attempt.succeeded();
  // Only someone who knows the password learns that the account is inactive.
  if (!employee.isActive) throw new AppError('forbidden', INACTIVE_ACCOUNT_MESSAGE);

  const token = generateSessionToken();
  const expiresAt = new Date(Date.now() + (input.stayLoggedIn ? STAY_LOGGED_IN_TTL_MS : SESSION_TTL_MS));
  await db.insert(sessions).values({
    tokenHash: hashSessionToken(token),
    employeeId: employee.id,
    stayLoggedIn: input.stayLoggedIn,
    expiresAt,
    userAgent: input.userAgent?.slice(0, 300) ?? null,
  });
  // Expired sessions of this employee are of no use to anyone; sweep them while we are here.
  await db
    .delete(sessions)
    .where(and(eq(sessions.employeeId, employee.id), lt(sessions.expiresAt, new Date())));
  return { token, employee: toCurrentEmployee(employee), expiresAt: expiresAt.toISOString() };
}

export type AuthenticatedSession = { employee: EmployeeRow; tokenHash: string };

/** A session row that still opens the API: not signed out, revoked, expired, or of a deactivated employee. */
const isLiveSession = (tokenHash: string) =>
  and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, new Date()), eq(employees.isActive, true));

/**
 * The active employee behind a token, or null for anything that is not a live session. A read may
 * take a session this process confirmed lately on trust (services/session-memory.ts); a write
 * always looks it up.
 */
export async function authenticateToken(
  db: Db,
  token: string,
  { forRead = false }: { forRead?: boolean } = {},
): Promise<AuthenticatedSession | null> {
  if (!isWellFormedSessionToken(token)) return null;
  const tokenHash = hashSessionToken(token);
  if (!forRead) return lookUpSession(db, tokenHash);
  const remembered = rememberedSession<AuthenticatedSession>(db, tokenHash);
  return remembered ?? lookUpOnce(db, tokenHash, () => lookUpSession(db, tokenHash));
}

async function lookUpSession(db: Db, tokenHash: string): Promise<AuthenticatedSession | null> {
  const mark = sessionMemoryMark(db);
  const [found] = await db
    .select({ employee: employees, lastUsedAt: sessions.lastUsedAt, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(employees, eq(employees.id, sessions.employeeId))
    .where(isLiveSession(tokenHash))
    .limit(1);
  if (!found) return null;
  if (Date.now() - found.lastUsedAt.getTime() > LAST_USED_RESOLUTION_MS) {
    await db.update(sessions).set({ lastUsedAt: new Date() }).where(eq(sessions.tokenHash, tokenHash));
  }
  const session = { employee: found.employee, tokenHash };
  rememberSession(db, {
    tokenHash,
    session,
    employeeId: found.employee.id,
    expiresAt: found.expiresAt,
    mark,
  });
  return session;
}

/** Whether a session still opens the API (not signed out, revoked, expired or deactivated). */
export async function isSessionLive(db: Db, tokenHash: string): Promise<boolean> {
  const [found] = await db
    .select({ employeeId: sessions.employeeId })
    .from(sessions)
    .innerJoin(employees, eq(employees.id, sessions.employeeId))
    .where(isLiveSession(tokenHash))
    .limit(1);
  return found !== undefined;
}

export async function logout(db: Db, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

/** Signs an employee out everywhere: on deactivation and after a password change or reset. */
export async function revokeEmployeeSessions(
  db: Db,
  employeeId: number,
  options: { exceptTokenHash?: string } = {},
): Promise<void> {
  const conditions = [eq(sessions.employeeId, employeeId)];
  if (options.exceptTokenHash) conditions.push(sql`${sessions.tokenHash} <> ${options.exceptTokenHash}`);
  await db.delete(sessions).where(and(...conditions));
}

/** The demo accounts that exist and are active, when demo data is on; otherwise none. */
export async function listDemoAccounts(db: Db, demoEnabled: boolean): Promise<DemoAccount[]> {
  if (!demoEnabled) return [];
  const rows = await db
    .select({ email: employees.email })
    .from(employees)
    .where(
      and(
        inArray(
          sql`lower(${employees.email})`,
          DEMO_ACCOUNTS.map((account) => account.email.toLowerCase()),
        ),
        eq(employees.isActive, true),
      ),
    );
  const present = new Set(rows.map((row) => row.email.toLowerCase()));
  return DEMO_ACCOUNTS.filter((account) => present.has(account.email.toLowerCase())).map((account) => ({
    ...account,
    password: DEMO_PASSWORD,
  }));
}
