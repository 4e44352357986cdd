import { QUOTAS } from '@squadup/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { buildUser } from '../../../test/factories.js';
import { buildMember, type Member } from '../../../test/members.js';
import { memberActions } from '../../db/schema/index.js';

// Connection request limits (docs/security.md, "Quotas"): a cancelled request leaves no row, so a
// send/cancel loop was unlimited. Requests are counted in member_actions: in all per day, and to
// one same member per day.

const SEND = `mutation($id: ID!) { sendFriendReq(addresseeUserId: $id) { _id } }`;
const CANCEL = `mutation($id: ID!) { cancelFriendReq(connectionId: $id) { _id } }`;

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

let n = 0;
const member = () => buildMember(app, { first_name: `Asker${(n += 1)}` });

async function sendAndCancel(from: Member, to: string) {
  const sent = await from.gql<{ sendFriendReq: { _id: string } }>(SEND, { id: to });
  expect(sent.errors).toBeUndefined();
  expect((await from.gql(CANCEL, { id: sent.data.sendFriendReq._id })).errors).toBeUndefined();
}

describe('connection requests', () => {
  it(`reach one member at most ${QUOTAS.requestsToOneMemberPerDay} times a day, cancelled ones included`, async () => {
    const [ada, bob] = [await member(), await member()];
    for (let i = 0; i < QUOTAS.requestsToOneMemberPerDay; i += 1) {
      await sendAndCancel(ada, bob.user.id);
    }
    const refused = await ada.gql(SEND, { id: bob.user.id });
    expect(refused.code).toBe('TOO_MANY_REQUESTS');
    expect(refused.message).toMatch(
      new RegExp(
        `^You can send ${QUOTAS.requestsToOneMemberPerDay} connection requests a day to the same member\\. Try again in (23|24) hours\\.$`,
      ),
    );
    // Bob's inbox holds nothing; another member may still be asked.
    const pending = await bob.gql<{ loadPendingFriendRequests: unknown[] }>(
      `{ loadPendingFriendRequests { _id } }`,
    );
    expect(pending.data.loadPendingFriendRequests).toEqual([]);
    const cy = await member();
    expect((await ada.gql(SEND, { id: cy.user.id })).errors).toBeUndefined();
  });

  it(`are at most ${QUOTAS.connectionRequestsPerDay} a day in all`, async () => {
    const ada = await member();
    for (let i = 0; i < QUOTAS.connectionRequestsPerDay; i += 1) {
      const to = await buildUser(app.db);
      expect((await ada.gql(SEND, { id: to.id })).errors).toBeUndefined();
    }
    const refused = await ada.gql(SEND, { id: (await buildUser(app.db)).id });
    expect(refused.code).toBe('TOO_MANY_REQUESTS');
    expect(refused.message).toMatch(
      new RegExp(`^You can send ${QUOTAS.connectionRequestsPerDay} connection requests a day\\.`),
    );
  });

  it('a refused request counts for nothing, and rows older than a day are swept', async () => {
    const [ada, bob] = [await member(), await member()];
    await app.db.insert(memberActions).values({
      user_id: ada.user.id,
      kind: 'connection_request',
      created_at: new Date(Date.now() - 2 * 24 * 3600 * 1000),
    });
    expect((await ada.gql(SEND, { id: bob.user.id })).errors).toBeUndefined();
    // Already pending: CONFLICT, nothing recorded.
    expect((await ada.gql(SEND, { id: bob.user.id })).code).toBe('CONFLICT');
    const rows = await app.db
      .select({ kind: memberActions.kind })
      .from(memberActions)
      .where(and(eq(memberActions.user_id, ada.user.id)));
    expect(rows.map((r) => r.kind).sort()).toEqual(
      ['connection_request', `connection_request:${bob.user.id}`].sort(),
    );
  });
});
