import type { Config } from './config.ts';

const EVERY_INTERFACE = new Set(['0.0.0.0', '::', '[::]']);
const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost']);

/**
 * The address printed at start-up, one a person can open: 'localhost' for the loopback default and
 * for every-interface binds (reachable there too), the configured host otherwise.
 */
export function portalAddress({ host, port }: Pick<Config, 'host' | 'port'>): string {
  if (EVERY_INTERFACE.has(host) || LOOPBACK.has(host)) return `http://localhost:${port}`;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}
