import { describe, expect, it } from 'vitest';
import { mentionHandle, mentionedMembers } from './mentions.js';

const ana = { user_id: 'a', first_name: 'Ana' };
const maryAnn = { user_id: 'm', first_name: 'Mary Ann' };
const anabel = { user_id: 'b', first_name: 'Anabel' };
const nameless = { user_id: 'n', first_name: null };
const squad = [ana, maryAnn, anabel, nameless];

describe('mentionedMembers', () => {
  it('finds @First in any case, whole words only', () => {
    expect(mentionedMembers('@ana can you review?', squad)).toEqual([ana]);
    expect(mentionedMembers('thanks @ANA!', squad)).toEqual([ana]);
    expect(mentionedMembers('@Anabel and @MaryAnn', squad)).toEqual([maryAnn, anabel]);
  });

  it('mentions nobody in an e-mail address, a longer word or a message without @', () => {
    expect(mentionedMembers('write to team@ana.dev', squad)).toEqual([]);
    expect(mentionedMembers('@Anatomy class', squad)).toEqual([]);
    expect(mentionedMembers('Ana, hello', squad)).toEqual([]);
  });

  it('gives a member without a first name no handle', () => {
    expect(mentionHandle(nameless)).toBeNull();
    expect(mentionHandle(maryAnn)).toBe('MaryAnn');
  });
});
