import { describe, expect, it } from 'vitest';
import { activitySentence, type ActivitySentenceInput } from './activity-sentence.js';
import { ACTIVITY_TYPES } from './enums.js';

const ana = { first_name: 'Ana', last_name: 'Lopez' };
const line = (over: Partial<ActivitySentenceInput>): ActivitySentenceInput => ({
  type: 'application_received',
  count: 1,
  actors: [ana],
  post_title: 'Campus app',
  ...over,
});

describe('activitySentence', () => {
  it('says one sentence per type', () => {
    expect(ACTIVITY_TYPES.map((type) => activitySentence(line({ type })))).toEqual([
      'Ana Lopez applied to Campus app',
      'Your application to Campus app was accepted: you are in the squad',
      'Your application to Campus app was rejected',
      'Ana Lopez accepted your connection request',
      'You were removed from the squad of Campus app',
      'Ana Lopez joined the squad of Campus app',
      'Ana Lopez left the squad of Campus app',
      'A seat freed in Campus app: recruitment is open again',
      'Ana Lopez mentioned you in the squad chat of Campus app',
      'New post matching your skills: Campus app',
      // Names no one and no action (docs/decisions/0034).
      'Your report was reviewed. Thank you for helping keep Squadup safe.',
      'You were proposed a team at Campus app: accept or decline it',
      'Ana Lopez posted an announcement in Campus app',
    ]);
  });

  it('names the newest actor and counts the others of a grouped line', () => {
    expect(activitySentence(line({ count: 2 }))).toBe(
      'Ana Lopez and 1 other applied to Campus app',
    );
    expect(activitySentence(line({ type: 'squad_member_joined', count: 3 }))).toBe(
      'Ana Lopez and 2 others joined the squad of Campus app',
    );
    expect(activitySentence(line({ type: 'post_matched', count: 2 }))).toBe(
      'Campus app and 1 more new post match your skills',
    );
    expect(activitySentence(line({ type: 'post_matched', count: 4 }))).toBe(
      'Campus app and 3 more new posts match your skills',
    );
  });

  it('falls back when a name or the title is missing (a deleted account or post)', () => {
    expect(activitySentence(line({ actors: [], post_title: null }))).toBe(
      'A member applied to a project',
    );
    expect(activitySentence(line({ actors: [{ first_name: 'Ana', last_name: null }] }))).toBe(
      'Ana applied to Campus app',
    );
  });
});
