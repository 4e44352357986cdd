import { describe, expect, it } from 'vitest';
import { matchReasons, type MatchFacts } from './matching.reasons.js';

const none: MatchFacts = {
  skills: [],
  titleWords: [],
  role: null,
  location: null,
  levelFits: false,
};

describe('matchReasons', () => {
  it('names the skills, counting those past three', () => {
    const skills = (...names: string[]) => matchReasons({ ...none, skills: names });
    expect(skills('React')).toEqual(['Needs React, one of your skills']);
    expect(skills('React', 'TypeScript')).toEqual(['Needs React and TypeScript, your skills']);
    expect(skills('React', 'TypeScript', 'Go')).toEqual([
      'Needs React, TypeScript and Go, your skills',
    ]);
    expect(skills('React', 'TypeScript', 'Go', 'SQL', 'CSS')).toEqual([
      'Needs React, TypeScript, Go and 2 more of your skills',
    ]);
  });

  it('says the role, the title, the place and the level, in that order', () => {
    expect(
      matchReasons({
        skills: ['Go'],
        titleWords: ['Cloud'],
        role: 'Android developer',
        location: 'Berlin',
        levelFits: true,
      }),
    ).toEqual([
      'Needs Go, one of your skills',
      'Looking for an Android developer',
      'Matches your title: Cloud',
      'Near you: Berlin',
      'Open to your level',
    ]);
    expect(matchReasons(none)).toEqual([]);
  });
});
