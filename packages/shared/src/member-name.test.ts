import { describe, expect, it } from 'vitest';
import { displayName, UNNAMED_MEMBER } from './member-name.js';

describe('displayName', () => {
  it('joins first and last name', () => {
    expect(displayName({ first_name: 'Ana', last_name: 'Lopez' })).toBe('Ana Lopez');
  });

  it('leaves out a missing or blank part', () => {
    expect(displayName({ first_name: 'Ana', last_name: null })).toBe('Ana');
    expect(displayName({ first_name: 'Ana', last_name: '' })).toBe('Ana');
    expect(displayName({ first_name: '', last_name: 'Lopez' })).toBe('Lopez');
    expect(displayName({ first_name: ' Ana ', last_name: '  ' })).toBe('Ana');
  });

  it('says "A member" for a member with no name, or the stand-in the caller names', () => {
    expect(displayName({ first_name: '', last_name: '' })).toBe(UNNAMED_MEMBER);
    expect(UNNAMED_MEMBER).toBe('A member');
    expect(displayName(null, 'Deleted account')).toBe('Deleted account');
    expect(displayName(undefined)).toBe('A member');
    expect(displayName({ first_name: '  ' }, 'Member')).toBe('Member');
  });
});
