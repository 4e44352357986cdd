import { describe, expect, it } from 'vitest';
import { skillMatchLevel, skillMatchText } from './skill-match';

describe('skillMatchText', () => {
  it('names the matched skills and how many the post asks for', () => {
    expect(skillMatchText({ matched: ['React', 'SQL'], wanted: 5 })).toBe(
      'Matches 2 of 5 skills: React, SQL',
    );
  });

  it('says none of the skills when nothing matches', () => {
    expect(skillMatchText({ matched: [], wanted: 5 })).toBe("None of this post's 5 skills");
    expect(skillMatchText({ matched: [], wanted: 1 })).toBe("None of this post's 1 skill");
  });

  it('reads in the singular for a post of one skill', () => {
    expect(skillMatchText({ matched: ['Go'], wanted: 1 })).toBe('Matches 1 of 1 skill: Go');
  });

  it('says nothing when the post asks for no skill or the match is unknown', () => {
    expect(skillMatchText({ matched: [], wanted: 0 })).toBeNull();
    expect(skillMatchText(null)).toBeNull();
  });
});

describe('skillMatchLevel', () => {
  it('tells none, some and all apart', () => {
    expect(skillMatchLevel({ matched: [], wanted: 3 })).toBe('none');
    expect(skillMatchLevel({ matched: ['React'], wanted: 3 })).toBe('some');
    expect(skillMatchLevel({ matched: ['React', 'Go', 'SQL'], wanted: 3 })).toBe('all');
  });
});
