// EXPLAIN (ANALYZE) of the mail jobs' queries (modules/notifications: matching.repo,
// unread-mail.repo, digest.repo) over a few thousand members, posts, chats and messages, so the
// plans are the ones a real table gives (index walks, not the sequential scans tiny tables get).
//
//   npx tsx apps/api/scripts/explain-mail-jobs.ts           # a throwaway in-memory PGlite
//   DATABASE_URL=postgres://… npx tsx apps/api/scripts/explain-mail-jobs.ts
//   EXPLAIN_MEMBERS=20000 …                                 # another size
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from '../src/db/client.js';
import { selectRows } from '../src/db/raw.js';
import { membersDueForDigest } from '../src/modules/notifications/digest.repo.js';
import { matchingPostsFor, membersToAlert } from '../src/modules/notifications/matching.repo.js';
import {
  membersWithUnreadDue,
  unreadSummaryFor,
} from '../src/modules/notifications/unread-mail.repo.js';
import { openThrowaway, rawClientOf, type RawClient } from './throwaway-db.js';

const MEMBERS = Number(process.env.EXPLAIN_MEMBERS ?? 5000);
const print = (line = '') => process.stdout.write(`${line}\n`);
const SKILLS = sql.raw(`array['react','typescript','node.js','python','go','rust','java','kotlin',
  'swift','figma','sql','docker','aws','vue','angular','django','flask','c++','c#','php','ruby',
  'graphql','css','html','ml','pandas','unity','flutter','android','ios']`);
/** A UUID whose first 48 bits are the time in ms (as UUID v7): id order is time order. */
const timeId = (at: string) =>
  sql.raw(`(lpad(to_hex((extract(epoch from ${at}) * 1000)::bigint), 12, '0') || '7'
    || substr(md5(random()::text), 1, 19))::uuid`);

async function seed(db: Database) {
  await db.execute(sql`insert into users (id, email, first_name, last_name, title, location_id, is_online)
    select gen_random_uuid(), 'member' || g || '@explain.test', 'Member', g::text,
      case when g % 3 = 0 then 'Frontend developer' when g % 3 = 1 then 'Backend engineer' end,
      case when g % 4 = 0 then 'Berlin' end, g % 10 = 0
    from generate_series(1, ${MEMBERS}) g`);
  await db.execute(sql`insert into user_skills (id, user_id, skill_name, "order")
    select gen_random_uuid(), u.id, (${SKILLS})[1 + (abs(hashtext(u.id::text || k)) % 30)], k
    from users u, generate_series(1, 4) k on conflict do nothing`);
  await db.execute(sql`insert into notification_settings (user_id, kind, level)
    select id, 'matching_posts', 'instant' from users where abs(hashtext(id::text)) % 10 = 0
    union all select id, 'messages', 'in_app' from users where abs(hashtext(id::text)) % 10 = 1
    union all select id, 'applications', 'digest' from users where abs(hashtext(id::text)) % 10 = 2`);
  await db.execute(sql`insert into mail_marks (user_id, digest_at, messages_until)
    select id, case when abs(hashtext(id::text)) % 2 = 0 then now() - interval '2 hours' end,
      now() - interval '1 day'
    from users where abs(hashtext(id::text)) % 3 = 0`);
  await db.execute(sql`insert into posts (id, posted_by, title, tech_stack, desired_roles, status,
      location_id, experience_level, created_at)
    select gen_random_uuid(), (select id from users offset (g * 7) % ${MEMBERS} limit 1),
      'Post ' || g, array[(${SKILLS})[1 + g % 30], (${SKILLS})[1 + (g * 7) % 30]],
      array[case when g % 2 = 0 then 'Frontend developer' else 'Backend' end],
      case when g % 5 = 0 then 'closed' else 'open' end, 'Berlin', 'any',
      now() - (g || ' minutes')::interval
    from generate_series(1, ${MEMBERS}) g`);
  // Direct chats: each member with the next 4 (the chats trigger writes chat_members).
  await db.execute(sql`insert into chats (id, user_low_id, user_high_id, last_message_at)
    select distinct on (least(a.id, b.id), greatest(a.id, b.id)) gen_random_uuid(),
      least(a.id, b.id), greatest(a.id, b.id), now() - interval '30 minutes'
    from (select id, row_number() over (order by id) n from users) a
    join (select id, row_number() over (order by id) n from users) b
      on b.n between a.n + 1 and a.n + 4`);
  // 10 messages per chat over the last 3 days, alternating senders; most read.
  await db.execute(sql`insert into messages (id, chat_id, sender_id, content, created_at)
    select ${timeId('t')}, c.id, case when g % 2 = 0 then c.user_low_id else c.user_high_id end,
      'hello', t
    from chats c, generate_series(1, 10) g,
      lateral (select now() - ((10 - g) * 7 || ' hours')::interval
        - (abs(hashtext(c.id::text)) % 600 || ' minutes')::interval as t) x`);
  await db.execute(sql`insert into chat_reads (chat_id, user_id, last_read_message_id)
    select cm.chat_id, cm.user_id, (select m.id from messages m where m.chat_id = cm.chat_id
      order by m.id desc offset (abs(hashtext(cm.user_id::text)) % 3) limit 1)
    from chat_members cm`);
  await db.execute(sql`insert into activities (id, recipient_id, actor_id, type, link, group_key, mail, created_at)
    select gen_random_uuid(), u.id, (select id from users offset (g * 13) % ${MEMBERS} limit 1),
      'application_received', '/myposts', 'k' || g,
      (array['none','instant','digest','mailed'])[1 + g % 4], now() - (g || ' minutes')::interval
    from users u, generate_series(1, 6) g where abs(hashtext(u.id::text)) % 2 = 0`);
  // Some blocks, both ways, so the block probes are planned as on a real table.
  await db.execute(sql`insert into user_blocks (blocker_id, blocked_id)
    select a.id, b.id from (select id, row_number() over (order by id) n from users) a
    join (select id, row_number() over (order by id) n from users) b on b.n = a.n + 7
    where a.n % 5 = 0`);
  await db.execute(sql`analyze`);
}

/** Captures the statement a repo function runs (the first), then explains it. */
async function explainCall(
  client: RawClient,
  db: Database,
  label: string,
  call: () => Promise<unknown>,
) {
  const execute = db.execute.bind(db);
  let captured: SQL | undefined;
  (db as unknown as { execute: (q: SQL) => unknown }).execute = (query: SQL) => {
    captured ??= query;
    return execute(query);
  };
  const result = await call();
  (db as unknown as { execute: unknown }).execute = execute;
  const { sql: text, params } = new PgDialect().sqlToQuery(captured!);
  const plan = await client.query(`explain (analyze, costs off, buffers) ${text}`, params);
  print(
    `## ${label}: ${Array.isArray(result) ? `${result.length} rows` : JSON.stringify(result)?.slice(0, 80)}`,
  );
  for (const row of plan.rows) print(`    ${String(Object.values(row)[0])}`);
  print();
}

const { database, drop } = await openThrowaway();
try {
  await database.migrate();
  const db = database.db;
  const started = Date.now();
  await seed(db);
  const counts = await selectRows<Record<string, number>>(
    db,
    sql`select (select count(*)::int from users) users, (select count(*)::int from posts) posts,
      (select count(*)::int from chats) chats, (select count(*)::int from messages) messages,
      (select count(*)::int from activities) activities,
      (select count(*)::int from notification_settings) settings`,
  );
  print(`seeded in ${Date.now() - started} ms: ${JSON.stringify(counts[0])}`);
  const client = rawClientOf(database);
  const [viewer] = await selectRows<{ id: string }>(
    db,
    sql`select u.id from users u where u.title is not null order by u.id offset 17 limit 1`,
  );
  const [post] = await selectRows<{ id: string }>(
    db,
    sql`select id from posts where status = 'open' order by created_at desc limit 1`,
  );
  const [middle] = await selectRows<{ id: string }>(
    db,
    sql`select id from users order by id offset ${Math.floor(MEMBERS / 2)} limit 1`,
  );
  const day = new Date(Date.now() - 86_400_000);
  await explainCall(client, db, 'matchingPostsFor', () =>
    matchingPostsFor(db, viewer!.id, { since: day, limit: 5 }),
  );
  await explainCall(client, db, 'membersToAlert (first page)', () =>
    membersToAlert(db, post!.id, { limit: 200 }),
  );
  const now = Date.now();
  // A first sweep's window (an hour back), then the sweeps a minute later with nothing due (every
  // member's mark at now): in a quiet minute (the seed's messages of that minute only), then in a
  // minute when a tenth of the members went offline (as after a deploy).
  const window = (offlineAfter: number) => ({
    messagesAfter: new Date(now - 16 * 60_000),
    olderThan: new Date(now - 15 * 60_000),
    offlineAfter: new Date(offlineAfter),
    offlineUntil: new Date(now - 10_000),
    limit: 200,
  });
  await explainCall(client, db, 'membersWithUnreadDue (a first sweep, a middle page)', () =>
    membersWithUnreadDue(db, {
      ...window(now - 60 * 60_000),
      messagesAfter: new Date(now - 75 * 60_000),
      afterUserId: middle!.id,
    }),
  );
  await db.execute(sql`insert into mail_marks (user_id, messages_until)
    select id, now() from users on conflict (user_id) do update set messages_until = now()`);
  await db.execute(sql`analyze`);
  await explainCall(client, db, 'membersWithUnreadDue (a quiet minute, nothing due)', () =>
    membersWithUnreadDue(db, window(now - 70_000)),
  );
  await db.execute(sql`update users set is_online = false, last_seen = now() - interval '30 seconds'
    where is_online`);
  await explainCall(
    client,
    db,
    'membersWithUnreadDue (a minute when a tenth went offline, nothing due)',
    () => membersWithUnreadDue(db, window(now - 70_000)),
  );
  await explainCall(client, db, 'unreadSummaryFor', () =>
    unreadSummaryFor(db, viewer!.id, { after: null, chatsMax: 5 }),
  );
  await explainCall(client, db, 'membersDueForDigest (a middle page)', () =>
    membersDueForDigest(db, {
      dueBefore: new Date(Date.now() - 20 * 3_600_000),
      limit: 500,
      afterUserId: middle!.id,
    }),
  );
} finally {
  await drop();
}
