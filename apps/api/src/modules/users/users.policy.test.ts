import { describe, expect, it } from 'vitest';
import { VISITOR } from '../../lib/viewer.js';
import { usersPolicy as policy } from './users.policy.js';

const ada = { id: 'ada' };

describe('users policy', () => {
  it('shows the e-mail address to the member, and to accepted connections only when they chose so', () => {
    const bob = (
      connection: 'none' | 'pending' | 'declined' | 'blocked' | 'accepted',
      toConnections: boolean,
    ) => ({ id: 'bob', connection, toConnections });
    expect(
      policy.can(ada, 'seeEmail', { id: 'ada', connection: 'none', toConnections: false }),
    ).toBe(true);
    expect(policy.can(ada, 'seeEmail', bob('accepted', true))).toBe(true);
    expect(policy.can(ada, 'seeEmail', bob('accepted', false))).toBe(false);
    for (const status of ['none', 'pending', 'declined', 'blocked'] as const)
      expect(policy.can(ada, 'seeEmail', bob(status, true))).toBe(false);
  });
  it('shows a profile to every member except across a block; one’s own always', () => {
    expect(
      policy.can(ada, 'seeProfile', {
        id: 'bob',
        blockedEitherWay: false,
        membersOnly: false,
        suspended: false,
      }),
    ).toBe(true);
    expect(
      policy.can(ada, 'seeProfile', {
        id: 'bob',
        blockedEitherWay: true,
        membersOnly: false,
        suspended: false,
      }),
    ).toBe(false);
    expect(
      policy.can(ada, 'seeProfile', {
        id: 'ada',
        blockedEitherWay: false,
        membersOnly: false,
        suspended: false,
      }),
    ).toBe(true);
    expect(
      policy.can(ada, 'seeProfile', {
        id: 'ada',
        blockedEitherWay: true,
        membersOnly: false,
        suspended: false,
      }),
    ).toBe(true);
  });
  it('shows a signed-out visitor the member’s profile unless they made it members-only or are suspended', () => {
    const open = { id: 'ada', blockedEitherWay: false, membersOnly: false, suspended: false };
    const membersOnly = { ...open, membersOnly: true };
    expect(policy.can(VISITOR, 'seeProfile', open)).toBe(true);
    expect(policy.can(VISITOR, 'seeProfile', membersOnly)).toBe(false);
    expect(policy.can(VISITOR, 'seeProfile', { ...open, suspended: true })).toBe(false);
    // A member still reads a members-only profile.
    expect(policy.can({ id: 'bob' }, 'seeProfile', membersOnly)).toBe(true);
  });
  it('lets a member delete only their own account', () => {
    expect(policy.can(ada, 'deleteAccount', { id: 'ada' })).toBe(true);
    expect(policy.can(ada, 'deleteAccount', { id: 'bob' })).toBe(false);
  });
  it('accepts a photo that is the member’s own upload or unchanged', () => {
    const own = (url: string) => url.startsWith('/uploads/ada/');
    const photo = (url: string, current: string | null) => ({
      photo: url,
      currentPhoto: current,
      isOwnUpload: own,
    });
    expect(policy.can(ada, 'usePhoto', photo('/uploads/ada/x.jpg', null))).toBe(true);
    expect(policy.can(ada, 'usePhoto', photo('https://elsewhere.test/x.jpg', null))).toBe(false);
    expect(
      policy.can(
        ada,
        'usePhoto',
        photo('https://elsewhere.test/x.jpg', 'https://elsewhere.test/x.jpg'),
      ),
    ).toBe(true);
  });
});
