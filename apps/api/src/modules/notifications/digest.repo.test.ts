import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/db.js';
import { buildBlock, buildPost, buildUser } from '../../../test/factories.js';
import type { Database, DatabaseHandle } from '../../db/client.js';
import { activities, mailMarks, posts } from '../../db/schema/index.js';
import { insertActivities } from '../activity/activity.repo.js';
import { membersDueForDigest, pendingDigestItems } from './digest.repo.js';
import { setLevel } from './settings.repo.js';

// The daily digest: who is due one (a kind at `digest`, none sent since the cut-off), walked in
// batches, and the items it lists.

let database: DatabaseHandle;
let db: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
});
afterAll(() => database.close());

const HOUR = 3_600_000;
const ago = (hours: number) => new Date(Date.now() - hours * HOUR);

/** Every due member, walked `limit` at a time as the daily job does. */
async function walkDue(dueBefore: Date, limit: number): Promise<string[]> {
  const due: string[] = [];
  for (;;) {
    const page = await membersDueForDigest(db, { dueBefore, limit, afterUserId: due.at(-1) });
    expect(page.length).toBeLessThanOrEqual(limit);
    if (page.length === 0) return due;
    due.push(...page.map((row) => row.user_id));
  }
}

describe('membersDueForDigest', () => {
  it('answers the members with a kind at digest and no digest since the cut-off, in id order', async () => {
    const dueBefore = ago(20);
    const member = async () => (await buildUser(db)).id;
    const byDefault = await member(); // matching_posts is digest by default
    const longAgo = await member();
    await db.insert(mailMarks).values({ user_id: longAgo, digest_at: ago(30) });
    const otherKind = await member();
    await setLevel(db, otherKind, 'matching_posts', 'off');
    await setLevel(db, otherKind, 'applications', 'digest');
    const marked = await member(); // the mark row exists, but no digest yet
    await db.insert(mailMarks).values({ user_id: marked, messages_until: ago(1) });
    // Not due: a digest sent since the cut-off; no kind at digest.
    const recent = await member();
    await db.insert(mailMarks).values({ user_id: recent, digest_at: ago(2) });
    const noDigest = await member();
    await setLevel(db, noDigest, 'matching_posts', 'instant');

    const all = await walkDue(dueBefore, 1000);
    expect(all).toEqual([byDefault, longAgo, otherKind, marked].sort());
    expect(await walkDue(dueBefore, 1)).toEqual(all);
    expect(await walkDue(dueBefore, 3)).toEqual(all);
    expect(await membersDueForDigest(db, { dueBefore, limit: 2 })).toEqual(
      all.slice(0, 2).map((user_id) => ({ user_id })),
    );
  });
});

describe('pendingDigestItems', () => {
  it("lists the member's items waiting for the digest, newest first, none across a block", async () => {
    const me = await buildUser(db);
    await setLevel(db, me.id, 'applications', 'digest');
    const post = await buildPost(db, { posted_by: me.id, title: 'Campus app' });
    const actor = (first_name: string) => buildUser(db, { first_name, last_name: 'Doe' });
    const applied = async (
      actorId: string,
      type: 'application_received' | 'connection_accepted',
    ) => {
      await insertActivities(db, [
        {
          recipientId: me.id,
          actorId,
          type,
          post: type === 'application_received' ? { id: post.id, title: post.title } : null,
          link: `/myposts/${post.id}`,
          groupKey: `${type}:${post.id}`,
        },
      ]);
      const [row] = await db
        .select()
        .from(activities)
        .where(eq(activities.actor_id, actorId))
        .orderBy(desc(activities.id))
        .limit(1);
      return row!;
    };
    const ana = await actor('Ana');
    const ben = await actor('Ben');
    const cleo = await actor('Cleo');
    const dan = await actor('Dan');
    const first = await applied(ana.id, 'application_received');
    const second = await applied(ben.id, 'application_received');
    const third = await applied(cleo.id, 'application_received');
    await db
      .update(activities)
      .set({ created_at: ago(3) })
      .where(eq(activities.id, first.id));
    await db
      .update(activities)
      .set({ created_at: ago(2) })
      .where(eq(activities.id, second.id));
    // Not listed: already mailed, another mail level (connections are in_app by default), a
    // member blocked since, another member's items.
    await db.update(activities).set({ mail: 'mailed' }).where(eq(activities.id, third.id));
    const inApp = await applied(cleo.id, 'connection_accepted');
    expect(inApp.mail).toBe('none');
    const blocked = await applied(dan.id, 'application_received');
    expect(blocked.mail).toBe('digest');
    await buildBlock(db, { blocker_id: me.id, blocked_id: dan.id });
    const other = await buildUser(db);
    await setLevel(db, other.id, 'applications', 'digest');
    await insertActivities(db, [
      {
        recipientId: other.id,
        actorId: ana.id,
        type: 'application_received',
        post: null,
        link: '/myposts',
        groupKey: 'x',
      },
    ]);
    // The post's current title (as the feed shows it).
    await db.update(posts).set({ title: 'Campus lost-and-found' }).where(eq(posts.id, post.id));

    const items = await pendingDigestItems(db, me.id, 10);
    expect(items).toEqual([
      {
        id: second.id,
        type: 'application_received',
        post_title: 'Campus lost-and-found',
        link: `/myposts/${post.id}`,
        actor_first_name: 'Ben',
        actor_last_name: 'Doe',
        created_at: expect.any(Date),
      },
      expect.objectContaining({ id: first.id, actor_first_name: 'Ana' }),
    ]);
    expect(items[0]!.created_at.getTime()).toBeGreaterThan(items[1]!.created_at.getTime());
    expect((await pendingDigestItems(db, me.id, 1)).map((item) => item.id)).toEqual([second.id]);
  });
});
