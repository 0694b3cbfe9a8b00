import type { Location } from 'react-router';
import { describe, expect, it } from 'vitest';
import { jobOverList, workOrderAddressState, workOrderPath } from './work-order-address.ts';

const at = (pathname: string, search = '', state: unknown = null): Location => ({
  pathname,
  search,
  hash: '',
  state,
  key: 'k',
});

describe('a job opened over a list (ADR 026)', () => {
  it('keeps the list it was opened from, with its search, and no state of its own', () => {
    const list = at('/tasks/active', '?search=valve', { from: 'x' });
    expect(workOrderPath(5)).toBe('/work-orders/5');
    expect(workOrderAddressState(list)).toEqual({
      backgroundLocation: { ...list, state: null },
    });
  });

  it('is the job and the list on /work-orders/{id} with a list in the state', () => {
    const list = at('/paused-jobs', '?search=smith');
    expect(jobOverList(at('/work-orders/12', '', workOrderAddressState(list)))).toEqual({
      id: 12,
      background: { ...list, state: null },
    });
  });

  it('is nothing for a job opened from a link, typed in or shared (the quiet page)', () => {
    expect(jobOverList(at('/work-orders/12'))).toBeNull();
    expect(jobOverList(at('/work-orders/12', '', { backgroundLocation: 'tasks' }))).toBeNull();
    expect(jobOverList(at('/work-orders/12', '', { backgroundLocation: { pathname: 'tasks' } }))).toBeNull();
  });

  it('is nothing on any other address, or for an id that cannot be one', () => {
    const state = workOrderAddressState(at('/tasks'));
    expect(jobOverList(at('/tasks', '', state))).toBeNull();
    expect(jobOverList(at('/work-orders/abc', '', state))).toBeNull();
    expect(jobOverList(at('/work-orders/0', '', state))).toBeNull();
    expect(jobOverList(at('/work-orders/99999999999', '', state))).toBeNull();
  });

  it('never draws a job under a job', () => {
    expect(jobOverList(at('/work-orders/3', '', { backgroundLocation: at('/work-orders/2') }))).toBeNull();
    // Opening from a list that is itself under a job keeps that list.
    const list = at('/tasks');
    const under = at('/work-orders/2', '', workOrderAddressState(list));
    expect(workOrderAddressState(under).backgroundLocation.pathname).toBe('/tasks');
  });
});
