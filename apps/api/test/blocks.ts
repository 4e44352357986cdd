import { expect } from 'vitest';
import type { Member } from './members.js';

/** A well-formed member id that no member has. */
export const UNKNOWN_MEMBER_ID = '01900000-0000-7000-8000-000000000000';

/**
 * After a block between `a` and `b`, each asking `query` ({ userId }) about the other gets exactly
 * the answer for an unknown member: nothing tells a block from a missing member.
 */
export async function expectHiddenFromEachOther(a: Member, b: Member, query: string) {
  const unknown = await b.gql(query, { userId: UNKNOWN_MEMBER_ID });
  expect(unknown.code).toBe('NOT_FOUND');
  expect(unknown.message).toBe('Member not found.');
  for (const [viewer, target] of [
    [b, a],
    [a, b],
  ] as const) {
    const res = await viewer.gql(query, { userId: target.user.id });
    expect([res.status, res.data]).toEqual([unknown.status, unknown.data]);
    expect(res.errors).toEqual(unknown.errors);
  }
}
