import { describe, expect, it } from 'vitest';
import { MOBILE_LIST_PATH } from '#client/service-worker/offline-copy-keys.ts';
import { MOBILE_LIST_STATUSES } from './mobile-list-statuses.ts';

describe('the mobile list request', () => {
  it('asks for exactly the statuses the mobile pages show and filter by', () => {
    const params = new URL(MOBILE_LIST_PATH, 'http://portal.test').searchParams;
    expect(params.get('lightweight')).toBe('true');
    expect(params.get('status')?.split(',')).toEqual([...MOBILE_LIST_STATUSES]);
  });
});
