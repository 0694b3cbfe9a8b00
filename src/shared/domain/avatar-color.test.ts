import { describe, expect, it } from 'vitest';
import { avatarColor } from './avatar-color.ts';
import { canCompleteWork } from './work-order-roles.ts';

describe('avatarColor', () => {
  it.each([
    ['red', 'red'],
    ['Blue', 'blue'],
    ['green', 'green'],
    ['yellow', 'yellow'],
    ['purple', 'purple'],
    ['teal', 'grey'],
    ['', 'grey'],
    [null, 'grey'],
  ])('%s -> %s', (theme, color) => expect(avatarColor(theme)).toBe(color));
});

describe('canCompleteWork (the role table in docs/product.md)', () => {
  it.each([
    ['office', true],
    ['admin', true],
    ['management', true],
    ['plumber', false],
    [null, false],
  ] as const)('%s -> %s', (type, allowed) => expect(canCompleteWork(type)).toBe(allowed));
});
