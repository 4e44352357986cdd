import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/db.js';
import { buildUser } from '../../../test/factories.js';
import type { Database, DatabaseHandle } from '../../db/client.js';
import { mailMarks } from '../../db/schema/index.js';
import { membersDueForDigest } from './digest.repo.js';
import { setLevel } from './settings.repo.js';

// The daily digest: who is due one (a kind at `digest`, none sent since the cut-off), walked in
// batches.

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
