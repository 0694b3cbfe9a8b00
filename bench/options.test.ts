import { describe, expect, it } from 'vitest';
import {
  ENCODED_CASES,
  FULL_SIZES,
  PGLITE_SIZES,
  parseBenchOptions,
  SMOKE_CASES,
  SMOKE_ENCODED_CASES,
} from './options.ts';

const parse = (argv: string[]) => parseBenchOptions(argv, {});

describe('npm run bench options', () => {
  it('runs the full data set on PostgreSQL at 50 connections, with the default encoded twins', () => {
    const options = parse([]);
    expect(options.pglite).toBe(false);
    expect(options.sizes).toEqual(FULL_SIZES);
    expect(options.connections).toBe(50);
    expect(options.encoded).toEqual(ENCODED_CASES);
    expect([options.port, options.baselinePort, options.dataLayerPort]).toEqual([3300, 3301, 3302]);
  });

  it('puts the two baselines on the next two ports', () => {
    const options = parse(['--port', '3700']);
    expect([options.baselinePort, options.dataLayerPort]).toEqual([3701, 3702]);
  });

  it('--pglite: the embedded size at 10 connections, unless told otherwise', () => {
    expect(parse(['--pglite'])).toMatchObject({ pglite: true, sizes: PGLITE_SIZES, connections: 10 });
    expect(parse(['--pglite', '--connections', '20', '--work-orders', '500'])).toMatchObject({
      connections: 20,
      sizes: { ...PGLITE_SIZES, workOrders: 500 },
    });
  });

  it('--pglite --quick: the quick sizes on a throw-away directory', () => {
    const options = parse(['--pglite', '--quick']);
    expect(options.quick).toBe(true);
    expect(options.sizes.workOrders).toBeLessThan(PGLITE_SIZES.workOrders);
  });

  it('--encoding takes words, all or none', () => {
    expect(parse(['--encoding', 'detail,search']).encoded).toEqual(['detail', 'search']);
    expect(parse(['--encoding', 'all']).encoded).toBe('all');
    expect(parse(['--encoding', 'none']).encoded).toEqual([]);
    expect(() => parse(['--encoding', ','])).toThrow(/--encoding/);
  });

  it('--smoke stays short: its four cases, one encoded twin, 5 connections', () => {
    const options = parse(['--smoke']);
    expect(options.only).toEqual(SMOKE_CASES);
    expect(options.encoded).toEqual(SMOKE_ENCODED_CASES);
    expect(options.connections).toBe(5);
    expect(options.durationSeconds).toBe(2);
  });
});
