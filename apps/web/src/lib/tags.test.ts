import { describe, expect, it } from 'vitest';
import { addTag, canAddTag, toggleTag } from './tags';

describe('tag rules', () => {
  it('adds trimmed text', () => {
    expect(addTag(['React'], '  Node.js  ')).toEqual(['React', 'Node.js']);
  });

  it('ignores empty and blank text (same list back)', () => {
    const tags = ['React'];
    expect(addTag(tags, '')).toBe(tags);
    expect(addTag(tags, '   ')).toBe(tags);
  });

  it('ignores a duplicate, case-insensitively', () => {
    const tags = ['React'];
    expect(addTag(tags, 'react')).toBe(tags);
    expect(addTag(tags, ' REACT ')).toBe(tags);
  });

  it('stops at the maximum count and refuses items over the length limit', () => {
    const eight = Array.from({ length: 8 }, (_, i) => `skill-${i}`);
    expect(canAddTag(eight, 'one more', { maxItems: 8 })).toBe(false);
    expect(canAddTag([], 'x'.repeat(30), { itemMax: 30 })).toBe(true);
    expect(canAddTag([], 'x'.repeat(31), { itemMax: 30 })).toBe(false);
    // Measured after trimming.
    expect(canAddTag([], `  ${'x'.repeat(30)}  `, { itemMax: 30 })).toBe(true);
  });

  it('toggles a suggestion on and off, case-insensitively', () => {
    expect(toggleTag(['react'], 'React')).toEqual([]);
    expect(toggleTag([], 'React')).toEqual(['React']);
    expect(toggleTag(['a'], 'React', { maxItems: 1 })).toEqual(['a']);
  });
});
