import { QUOTAS, TEXT_LIMITS } from '@squadup/shared';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors.js';
import type { ViewerRef } from '../../lib/viewer.js';
import {
  authorizeAnswer,
  authorizeCancel,
  authorizeRemove,
  connectionMessageSchema,
  connectionPolicy,
  decideSend,
  MESSAGES,
  orderedPair,
  otherParty,
} from './connections.policy.js';

const ann = { id: 'a' };
const bob = { id: 'b' };
const eve = { id: 'e' };
const row = (status: string, requester = 'a', addressee = 'b') => ({
  status,
  requester_user_id: requester,
  addressee_user_id: addressee,
});

describe('decideSend after a decline', () => {
  const now = new Date('2025-05-01T12:00:00Z');
  const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
  const declined = (respondedAt: Date, requester = 'a', addressee = 'b') => ({
    ...row('declined', requester, addressee),
    responded_at: respondedAt,
  });
  it(`holds the declined requester back for ${QUOTAS.declinedRequestCooldownDays} days, saying until when`, () => {
    expect(decideSend(ann, 'b', declined(daysAgo(1)), false, now)).toEqual({
      refuse: {
        code: 'CONFLICT',
        message:
          'This member declined your request. You can send a new one on 2025-05-07 at 12:00 UTC.',
      },
    });
    const over = daysAgo(QUOTAS.declinedRequestCooldownDays);
    expect(decideSend(ann, 'b', declined(over), false, now)).toEqual({ action: 'reuse' });
  });
  it('never holds back the member who declined', () => {
    expect(decideSend(bob, 'a', declined(now), false, now)).toEqual({ action: 'reuse' });
  });
});

describe('decideSend', () => {
  it('inserts without a row and reuses a declined one', () => {
    expect(decideSend(ann, 'b', null, false)).toEqual({ action: 'insert' });
    expect(decideSend(ann, 'b', row('declined', 'b', 'a'), false)).toEqual({ action: 'reuse' });
  });

  it('refuses oneself with BAD_USER_INPUT', () => {
    expect(decideSend(ann, 'a', null, false)).toEqual({
      refuse: { code: 'BAD_USER_INPUT', message: MESSAGES.self },
    });
  });

  it('refuses pending (either direction), accepted and blocked rows with CONFLICT', () => {
    expect(decideSend(ann, 'b', row('pending'), false)).toEqual({
      refuse: { code: 'CONFLICT', message: MESSAGES.pending },
    });
    expect(decideSend(ann, 'b', row('pending', 'b', 'a'), false)).toEqual({
      refuse: { code: 'CONFLICT', message: MESSAGES.pendingFromThem },
    });
    expect(decideSend(ann, 'b', row('accepted', 'b', 'a'), false)).toEqual({
      refuse: { code: 'CONFLICT', message: MESSAGES.connected },
    });
  });

  it('refuses a block either way as an unknown member, whatever the row says', () => {
    const hidden = { refuse: { code: 'NOT_FOUND', message: MESSAGES.memberNotFound } };
    expect(decideSend(ann, 'b', row('blocked'), false)).toEqual(hidden);
    for (const existing of [null, row('blocked', 'b', 'a'), row('declined')])
      expect(decideSend(ann, 'b', existing, true)).toEqual(hidden);
  });
});

/** The refusal an authorization throws ({ code, message }), or null when it passes. */
function refusalOf(authorize: () => void) {
  try {
    authorize();
    return null;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { code: error.code, message: error.message };
  }
}
type Row = ReturnType<typeof row>;
const checkRespond = (viewer: ViewerRef, r: Row) => refusalOf(() => authorizeAnswer(viewer, r));
const checkCancel = (viewer: ViewerRef, r: Row) => refusalOf(() => authorizeCancel(viewer, r));
const checkRemove = (viewer: ViewerRef, r: Row) => refusalOf(() => authorizeRemove(viewer, r));
const canSeeConnectionsOf = (viewer: ViewerRef, userId: string) =>
  connectionPolicy.can(viewer, 'seeConnectionsOf', userId);

describe('checkRespond and checkRemove', () => {
  it('lets only the addressee answer, only while pending', () => {
    expect(checkRespond(bob, row('pending'))).toBeNull();
    expect(checkRespond(ann, row('pending'))).toEqual({
      code: 'FORBIDDEN',
      message: MESSAGES.notAddressee,
    });
    expect(checkRespond(eve, row('pending'))?.code).toBe('FORBIDDEN');
    expect(checkRespond(bob, row('accepted'))).toEqual({
      code: 'CONFLICT',
      message: MESSAGES.notPending,
    });
  });

  it('lets only the requester cancel, only while pending', () => {
    expect(checkCancel(ann, row('pending'))).toBeNull();
    expect(checkCancel(bob, row('pending'))).toEqual({
      code: 'FORBIDDEN',
      message: MESSAGES.notRequester,
    });
    expect(checkCancel(eve, row('pending'))).toEqual({
      code: 'FORBIDDEN',
      message: MESSAGES.notParty,
    });
    for (const status of ['accepted', 'declined'])
      expect(checkCancel(ann, row(status))).toEqual({
        code: 'CONFLICT',
        message: MESSAGES.notPending,
      });
  });

  it('lets either party remove an accepted connection', () => {
    expect(checkRemove(ann, row('accepted'))).toBeNull();
    expect(checkRemove(bob, row('accepted'))).toBeNull();
    expect(checkRemove(eve, row('accepted'))?.code).toBe('FORBIDDEN');
    expect(checkRemove(ann, row('pending'))?.code).toBe('CONFLICT');
  });
});

describe('helpers', () => {
  it('shows a connections list to its owner only', () => {
    expect(canSeeConnectionsOf(ann, 'a')).toBe(true);
    expect(canSeeConnectionsOf(ann, 'b')).toBe(false);
  });

  it('names the other party and orders a pair like PostgreSQL uuids', () => {
    expect(otherParty(ann, row('accepted'))).toBe('b');
    expect(otherParty(bob, row('accepted'))).toBe('a');
    const low = '0190a000-0000-7000-8000-000000000000';
    const high = '0190B000-0000-7000-8000-000000000000';
    expect(orderedPair(high, low)).toEqual({ user_low_id: low, user_high_id: high.toLowerCase() });
  });

  it('trims the message, makes blank null and caps its length', () => {
    expect(connectionMessageSchema.parse('  hi  ')).toBe('hi');
    expect(connectionMessageSchema.parse('   ')).toBeNull();
    expect(connectionMessageSchema.parse(undefined)).toBeNull();
    const max = TEXT_LIMITS.connectionMessageMax;
    expect(connectionMessageSchema.safeParse('x'.repeat(max)).success).toBe(true);
    expect(connectionMessageSchema.safeParse('x'.repeat(max + 1)).success).toBe(false);
  });
});
