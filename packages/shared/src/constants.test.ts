// Guards for the hand-written constants: they must agree with the spec and with the SDL.
import { assertEnumType } from 'graphql';
import { describe, expect, it } from 'vitest';
import {
  APPLICATION_DECISIONS,
  APPLICATION_STATUSES,
  CONNECTION_STATUSES,
  isOneOf,
  PEOPLE_SKILL_SUGGESTIONS,
  POST_STATUSES,
  PROFILE_TABS,
  PROJECT_TECH_SUGGESTIONS,
  SKILL_PROFICIENCY,
} from './enums.js';
import { ERROR_CODES, ERROR_HTTP_STATUS, isErrorCode } from './errors.js';
import { CLIENT_EVENTS, SERVER_EVENTS } from './realtime.js';
import { buildSquadupSchema } from './schema.js';

const schema = buildSquadupSchema();
const enumValues = (name: string) =>
  assertEnumType(schema.getType(name))
    .getValues()
    .map((v) => v.name);

describe('enums match the GraphQL schema', () => {
  it.each([
    ['PostStatus', POST_STATUSES],
    ['ApplicationStatus', APPLICATION_STATUSES],
    ['Decision', APPLICATION_DECISIONS],
    ['ConnectionStatus', CONNECTION_STATUSES],
    ['SkillProficiency', SKILL_PROFICIENCY],
  ])('%s', (name, values) => {
    expect(enumValues(name)).toEqual([...values]);
  });
});

describe('spec lists', () => {
  it('people skill suggestions are the tech suggestions plus six more', () => {
    expect(PEOPLE_SKILL_SUGGESTIONS.slice(0, PROJECT_TECH_SUGGESTIONS.length)).toEqual([
      ...PROJECT_TECH_SUGGESTIONS,
    ]);
    expect(PEOPLE_SKILL_SUGGESTIONS.slice(PROJECT_TECH_SUGGESTIONS.length)).toEqual([
      'SQL',
      'JavaScript',
      'TypeScript',
      'AWS',
      'Docker',
      'Figma',
    ]);
  });

  it('isOneOf narrows query values such as ?tab=', () => {
    expect(isOneOf(PROFILE_TABS, 'skills')).toBe(true);
    expect(isOneOf(PROFILE_TABS, 'Skills')).toBe(false);
    expect(isOneOf(PROFILE_TABS, undefined)).toBe(false);
  });
});

describe('realtime and errors', () => {
  it('event names equal their keys (the wire names of spec point 7)', () => {
    for (const events of [SERVER_EVENTS, CLIENT_EVENTS]) {
      for (const [key, name] of Object.entries(events)) expect(name).toBe(key);
    }
    // The first nine events, rateLimited, squadUpdate, activityUpdate, connectionUpdate,
    // presenceUpdate, accountUpdate, chatMuteUpdate, chatRead and typing.
    expect(Object.keys(SERVER_EVENTS)).toHaveLength(18);
  });

  it('every error code has an HTTP status', () => {
    expect(Object.keys(ERROR_HTTP_STATUS).sort()).toEqual([...ERROR_CODES].sort());
    expect(isErrorCode('CONFLICT')).toBe(true);
    expect(isErrorCode('conflict')).toBe(false);
  });
});
