import { describe, expect, it } from 'vitest';
import { escapeLike } from '../../lib/like.js';
import { containsPattern, lowerSkills, searchPattern } from './people.policy.js';

describe('people patterns', () => {
  it('escapes LIKE wildcards and the escape character', () => {
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\');
  });

  it('builds a lower-cased contains pattern', () => {
    expect(containsPattern('Front End')).toBe('%front end%');
  });

  it('answers null for blank, too short or punctuation-only search text', () => {
    expect(searchPattern('   ')).toBeNull();
    expect(searchPattern('a')).toBeNull();
    expect(searchPattern('%%')).toBeNull();
    expect(searchPattern('  Ada   Love ')).toBe('%ada love%');
    expect(searchPattern('C#')).toBe('%c#%');
  });

  it('lower-cases filter skills', () => {
    expect(lowerSkills(['React', 'SQL'])).toEqual(['react', 'sql']);
  });
});
