import { describe, expect, it } from 'vitest';
import {
  clipText,
  MOBILE_CARD_PREVIEW_LENGTH,
  MOBILE_LIST_PREVIEW_LENGTH,
  PREVIEW_LENGTH,
} from './clip-text.ts';

describe('clipText (previews)', () => {
  it('keeps text that fits, whole', () => {
    expect(clipText('a'.repeat(50), PREVIEW_LENGTH)).toBe('a'.repeat(50));
    expect(clipText('short note', PREVIEW_LENGTH)).toBe('short note');
    expect(clipText('', PREVIEW_LENGTH)).toBe('');
    expect(clipText(null, PREVIEW_LENGTH)).toBe('');
  });

  it("cuts at N characters and adds '...' on top of them", () => {
    expect(clipText('a'.repeat(51), PREVIEW_LENGTH)).toBe(`${'a'.repeat(50)}...`);
    expect(clipText('b'.repeat(300), MOBILE_CARD_PREVIEW_LENGTH)).toHaveLength(103);
    expect(clipText('c'.repeat(61), MOBILE_LIST_PREVIEW_LENGTH)).toBe(`${'c'.repeat(60)}...`);
  });

  it('drops the space before the ellipsis and never splits an emoji', () => {
    expect(clipText('Replace the water heater and check the valve', 12)).toBe('Replace the...');
    expect(clipText('🔧🔧🔧🔧', 2)).toBe('🔧🔧...');
  });
});
