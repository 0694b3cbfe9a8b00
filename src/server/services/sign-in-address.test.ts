import { describe, expect, it } from 'vitest';
import { signInAddressOf } from './sign-in-address.ts';
import { tooManySignInAttemptsMessage } from './sign-in-throttle.ts';

describe('signInAddressOf', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['::FFFF:198.51.100.1', '198.51.100.1'],
    ['2001:db8:7:1::5', '2001:db8:7:1::/64'],
    ['2001:0db8:0007:0001:ffff:ffff:ffff:ffff', '2001:db8:7:1::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['64:ff9b::203.0.113.7', '64:ff9b:0:0::/64'],
    ['1:2:3:4:5:6:7:8', '1:2:3:4::/64'],
  ])('counts %s as %s', (ip, address) => {
    expect(signInAddressOf(ip)).toBe(address);
  });

  it('keeps what is not an IP address as it is', () => {
    expect(signInAddressOf('unknown')).toBe('unknown');
  });
});

describe('tooManySignInAttemptsMessage', () => {
  it.each([
    [0.2, '1 second'],
    [1, '1 second'],
    [29.1, '30 seconds'],
    [59, '59 seconds'],
    [60, '1 minute'],
    [61, '2 minutes'],
    [960, '16 minutes'],
    [3600, '60 minutes'],
  ])('%s s reads "%s"', (seconds, wait) => {
    expect(tooManySignInAttemptsMessage(seconds)).toBe(
      `Too many sign-in attempts. Please wait ${wait} and try again.`,
    );
  });
});
