import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/db.js';
import { planOf } from '../../../test/plan.js';
import type { Database, DatabaseHandle } from '../../db/client.js';
import { selectRows } from '../../db/raw.js';
import { instantRecipients } from './compose.repo.js';
import { membersDueForDigest } from './digest.repo.js';
import { membersWithUnreadDue } from './unread-mail.repo.js';

// The daily digest walks every member in pages by id. A page must walk the users primary key in
// order and stop after its limit: a plan that filters every remaining member and sorts them (a
// join on mail_marks did that) makes a full walk quadratic. The minute sweep of unread messages
// looks only at the members its window names, through indexes on what changed. Checked on the
// plans of a few thousand members, where the planner has real statistics to choose from.

const MEMBERS = 3000;

let database: DatabaseHandle;
let db: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  await db.execute(sql`insert into users (id, email, first_name, is_online)
    select gen_random_uuid(), 'walk' || g || '@example.test', 'Member', g % 10 = 0
    from generate_series(1, ${MEMBERS}) g`);
  await db.execute(sql`insert into notification_settings (user_id, kind, level)
    select id, 'messages', 'in_app' from users where abs(hashtext(id::text)) % 10 = 1`);
  await db.execute(sql`insert into mail_marks (user_id, digest_at, messages_until)
    select id, now() - interval '2 hours', now() - interval '1 day'
    from users where abs(hashtext(id::text)) % 3 = 0`);
  // Each member in chats with the next two, one message each way, the last one unread.
  await db.execute(sql`insert into chats (id, user_low_id, user_high_id, last_message_at)
    select gen_random_uuid(), least(a.id, b.id), greatest(a.id, b.id), now() - interval '1 hour'
    from (select id, row_number() over (order by id) n from users) a
    join (select id, row_number() over (order by id) n from users) b on b.n in (a.n + 1, a.n + 2)`);
  await db.execute(sql`insert into messages (id, chat_id, sender_id, content, created_at)
    select gen_random_uuid(), c.id, c.user_low_id, 'hello', now() - interval '1 hour' from chats c`);
  // Each member's items of the day waiting for the digest, and a few waiting for an instant mail.
  await db.execute(sql`insert into activities (id, recipient_id, actor_id, type, link, group_key, mail)
    select gen_random_uuid(), u.id, u.id, 'application_received', '/myposts', 'k' || g,
      case when g = 1 and abs(hashtext(u.id::text)) % 500 = 0 then 'instant' else 'digest' end
    from users u, generate_series(1, 3) g`);
  await db.execute(sql`analyze`);
}, 120_000);
afterAll(() => database.close());

/**
 * The plan's driver is the users primary key, walked from `afterUserId`, and nothing above it
 * but the Limit and nested loops (no Sort, no Hash of every remaining member).
 */
const walksUsersInOrder = (plan: string[]) => {
  const text = plan.join('\n');
  const scan = plan.findIndex((line) =>
    /-> {2}Index (Only )?Scan using users_pkey on users u$/.test(line),
  );
  expect(scan, text).toBeGreaterThan(0);
  expect(plan[scan + 1], text).toMatch(/Index Cond: \(id > /);
  expect(plan[0], text).toBe('Limit');
  for (const line of plan.slice(1, scan))
    expect(line, text).toMatch(/^\s+(-> {2}Nested Loop( Semi)? Join|Join Filter: )/);
};

describe('the member walks', () => {
  let middle: string;
  beforeAll(async () => {
    const [row] = await selectRows<{ id: string }>(
      db,
      sql`select id from users order by id offset ${MEMBERS / 2} limit 1`,
    );
    middle = row!.id;
  });

  it('membersWithUnreadDue looks only at the members its window names', async () => {
    // The last minute's window: no message became old enough in it, one member went offline.
    const now = Date.now();
    const window = {
      messagesAfter: new Date(now - 16 * 60_000),
      olderThan: new Date(now - 15 * 60_000),
      offlineAfter: new Date(now - 70_000),
      offlineUntil: new Date(now - 10_000),
    };
    const lastDay = { ...window, messagesAfter: new Date(now - 86_400_000) };
    const [due] = await membersWithUnreadDue(db, { ...lastDay, limit: 1, afterUserId: middle });
    await db.execute(sql`update users set last_seen = now() - interval '30 seconds'
      where id = ${due!.user_id}`);
    const plan = (await planOf(db, () => membersWithUnreadDue(db, { ...window, limit: 100 }))).join(
      '\n',
    );
    expect(plan).toMatch(/(Index (Only )?Scan using|Bitmap Index Scan on) messages_created_at_idx/);
    expect(plan).toMatch(
      /(Index (Only )?Scan using|Bitmap Index Scan on) users_offline_last_seen_idx/,
    );
    expect(plan).not.toMatch(/Seq Scan on (users|messages|chat_members|mail_marks)/);
    expect(await membersWithUnreadDue(db, { ...window, limit: 100 })).toEqual([due]);
  });

  it('with a wide window, checks its members in id order and stops when its page is full', async () => {
    // The last day's window names every member: a first sweep, or one catching up after the jobs
    // were down. Each member is checked alone (a users_pkey probe) until 5 are due.
    const now = Date.now();
    const wide = {
      messagesAfter: new Date(now - 86_400_000),
      olderThan: new Date(now - 15 * 60_000),
      offlineAfter: new Date(now - 86_400_000),
      offlineUntil: new Date(now - 10_000),
    };
    const page = () => membersWithUnreadDue(db, { ...wide, limit: 5, afterUserId: middle });
    const plan = await planOf(db, page, { analyze: true });
    const text = plan.join('\n');
    expect(plan[0], text).toMatch(/^Limit/);
    // The page's checks run in the candidates' order: no sort above them.
    expect(
      plan.find((line) => line.includes('->')),
      text,
    ).toMatch(/-> {2}Nested Loop/);
    const probes = /Index Scan using users_pkey on users u \(actual rows=[\d.]+ loops=(\d+)\)/.exec(
      text,
    );
    expect(probes, text).not.toBeNull();
    expect(Number(probes![1]), text).toBeLessThan(50); // of about 1,500 members past the middle
    const due = await page();
    expect(due).toHaveLength(5);
    expect(due.every((row) => row.user_id > middle)).toBe(true);
    expect(due.map((row) => row.user_id)).toEqual(due.map((row) => row.user_id).sort());
  });

  it("the minute sweep's instant recipients read the instant items only, not the digest's", async () => {
    const before = new Date(Date.now() + 60_000);
    const plan = (await planOf(db, () => instantRecipients(db, before, 100))).join('\n');
    expect(plan).toMatch(/(Index (Only )?Scan using|Bitmap Index Scan on) activities_instant_idx/);
    expect(plan).not.toMatch(/Seq Scan on activities/);
    const [instant] = await selectRows<{ count: number }>(
      db,
      sql`select count(distinct recipient_id)::int as count from activities where mail = 'instant'`,
    );
    expect(instant!.count).toBeGreaterThan(0);
    expect(await instantRecipients(db, before, 100)).toHaveLength(instant!.count);
  });

  it('membersDueForDigest walks the users primary key and stops at its limit', async () => {
    const dueBefore = new Date(Date.now() - 20 * 3_600_000);
    const plan = await planOf(db, () =>
      membersDueForDigest(db, { dueBefore, limit: 500, afterUserId: middle }),
    );
    walksUsersInOrder(plan);
    expect(plan.join('\n')).not.toMatch(/Seq Scan on mail_marks/);
  });
});
