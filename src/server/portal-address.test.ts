import { expect, it } from 'vitest';
import { portalAddress } from './portal-address.ts';

it('prints localhost for the loopback default and for every-interface binds', () => {
  expect(portalAddress({ host: '127.0.0.1', port: 3000 })).toBe('http://localhost:3000');
  expect(portalAddress({ host: '0.0.0.0', port: 8080 })).toBe('http://localhost:8080');
  expect(portalAddress({ host: '::', port: 3000 })).toBe('http://localhost:3000');
});

it('prints a specific interface as configured, IPv6 in brackets', () => {
  expect(portalAddress({ host: '10.0.0.5', port: 3000 })).toBe('http://10.0.0.5:3000');
  expect(portalAddress({ host: 'fd00::5', port: 3000 })).toBe('http://[fd00::5]:3000');
});
