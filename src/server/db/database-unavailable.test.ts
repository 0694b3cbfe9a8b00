import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { isConnectionLost, isDatabaseUnavailable, wasNeverSent } from './database-unavailable.ts';

function withCode(code: string, message = 'failed'): Error {
  return Object.assign(new Error(message), { code });
}

describe('which database faults are of the moment (503), and which may be retried', () => {
  it.each([
    ['a backend ended by an administrator or a failover', withCode('57P01'), true, true],
    ['a connection exception', withCode('08006'), true, true],
    ['the server refusing connections', withCode('ECONNREFUSED'), true, true],
    ['a connection that ended', new Error('Connection terminated unexpectedly'), true, true],
    ['a statement cancelled at its time limit', withCode('57014'), true, false],
    ['the driver giving up waiting', new Error('Query read timeout'), true, false],
    ['the pool giving up connecting', new Error('timeout exceeded when trying to connect'), true, false],
    ['too many connections', withCode('53300'), true, false],
    ['a duplicate key', withCode('23505'), false, false],
    ['a bug', new TypeError('x is undefined'), false, false],
  ])('%s', (_name, error, unavailable, lost) => {
    expect(isDatabaseUnavailable(error)).toBe(unavailable);
    expect(isConnectionLost(error)).toBe(lost);
  });

  it('looks through drizzle wrapping the driver error', () => {
    const wrapped = new DrizzleQueryError('select 1', [], withCode('57P01'));
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
    expect(isConnectionLost(wrapped)).toBe(true);
  });

  it.each([
    [
      'a connection already dead when handed out',
      new Error('Client has encountered a connection error and is not queryable'),
      true,
    ],
    ['a connection refused', withCode('ECONNREFUSED'), true],
    ['a connection reset while the statement was on its way', withCode('ECONNRESET'), false],
    ['a backend ended during the statement', withCode('57P01'), false],
  ])('%s: never sent is %s', (_name, error, neverSent) => {
    expect(wasNeverSent(error)).toBe(neverSent);
  });
});
