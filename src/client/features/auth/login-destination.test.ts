import { describe, expect, it } from 'vitest';
import { loginDestination } from './login-destination.ts';

describe('loginDestination: where sign-in returns the visitor', () => {
  it.each([
    [undefined, '/'],
    [null, '/'],
    [{}, '/'],
    [{ from: '/paused-jobs' }, '/paused-jobs'],
    [
      { from: { pathname: '/tasks/active', search: '?search=leak', hash: '#top' } },
      '/tasks/active?search=leak#top',
    ],
    [{ from: { pathname: '/work-orders/12' } }, '/work-orders/12'],
    // Never off-site, never back to the form itself.
    [{ from: 'https://evil.example/' }, '/'],
    [{ from: '//evil.example/path' }, '/'],
    [{ from: '/\\evil.example' }, '/'],
    [{ from: { pathname: '//evil.example' } }, '/'],
    [{ from: '/login' }, '/'],
    [{ from: { pathname: '/login', search: '?x=1' } }, '/'],
    [{ from: { pathname: 42 } }, '/'],
  ])('state %j -> %s', (state, expected) => {
    expect(loginDestination(state)).toBe(expected);
  });
});
