import { describe, expect, it } from 'vitest';
import { enumParam } from './url-enum-param.ts';

const COLOURS = ['red', 'green'] as const;

describe('enumParam', () => {
  it('keeps a value that is one of the allowed ones', () => {
    expect(enumParam(COLOURS, 'green', 'all')).toBe('green');
  });

  it('reads a missing, unknown or differently written value as the fallback', () => {
    expect(enumParam(COLOURS, null, 'all')).toBe('all');
    expect(enumParam(COLOURS, undefined, 'all')).toBe('all');
    expect(enumParam(COLOURS, '', 'all')).toBe('all');
    expect(enumParam(COLOURS, 'blue', 'all')).toBe('all');
    expect(enumParam(COLOURS, 'Red', 'all')).toBe('all');
    expect(enumParam(COLOURS, 'red ', '')).toBe('');
  });

  it('gives the fallback even when it is not among the allowed values', () => {
    expect(enumParam(COLOURS, 'blue', 'red')).toBe('red');
    expect(enumParam([], 'red', 'none')).toBe('none');
  });
});
