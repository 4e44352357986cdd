// EXPLAIN (ANALYZE) of the mail jobs' queries (modules/notifications: matching.repo,
// unread-mail.repo, digest.repo) over a few thousand members, posts, chats and messages, so the
// plans are the ones a real table gives (index walks, not the sequential scans tiny tables get).
//
//   npx tsx apps/api/scripts/explain-mail-jobs.ts           # a throwaway in-memory PGlite
//   DATABASE_URL=postgres://… npx tsx apps/api/scripts/explain-mail-jobs.ts
//   EXPLAIN_MEMBERS=20000 …                                 # another size
//   EXPLAIN_MEMBERS=1000000 EXPLAIN_MESSAGES_PER_CHAT=3 …    # 1M members, 12M messages
//   EXPLAIN_KEEP=1 …                  # PostgreSQL: keeps the seeded database (its name printed)
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.js';
import { selectRows } from '../src/db/raw.js';
import { loadConfig } from '../src/config.js';
import { createDomainEvents } from '../src/events.js';
import { createLogger } from '../src/lib/logger.js';
import { membersDueForDigest } from '../src/modules/notifications/digest.repo.js';
import { matchingPostsFor, membersToAlert } from '../src/modules/notifications/matching.repo.js';
import {
  membersWithUnreadDue,
  unreadSummaryFor,
} from '../src/modules/notifications/unread-mail.repo.js';
import { runMailSweep } from '../src/modules/notifications/notifications.jobs.js';
import { recordStatements, statementText } from './bench-api-bare.js';
import { openThrowaway, rawClientOf, type RawClient } from './throwaway-db.js';

const MEMBERS = Number(process.env.EXPLAIN_MEMBERS ?? 5000);
// Messages in each direct chat: fewer keep a 1M-member seed within minutes (4M chats).
const MESSAGES_PER_CHAT = Number(process.env.EXPLAIN_MESSAGES_PER_CHAT ?? 10);
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
  // Every member numbered once (0 .. N-1), so the rows below pick a member by arithmetic on that
  // number through its index: a subquery with `offset k` per row walks k members each time, which
  // made the seed quadratic (a 1M-member run sat in it for minutes). A table, not a temporary one:
  // the pool may run each statement on another connection.
  await db.execute(sql`create unlogged table explain_members as
    select (row_number() over (order by id) - 1)::int as n, id from users`);
  await db.execute(sql`create unique index on explain_members (n)`);
  await db.execute(sql`analyze explain_members`);
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
    select gen_random_uuid(), m.id, 'Post ' || g, array[(${SKILLS})[1 + g % 30], (${SKILLS})[1 + (g * 7) % 30]],
      array[case when g % 2 = 0 then 'Frontend developer' else 'Backend' end],
      case when g % 5 = 0 then 'closed' else 'open' end, 'Berlin', 'any',
      now() - (g || ' minutes')::interval
    from generate_series(1, ${MEMBERS}) g join explain_members m on m.n = (g * 7) % ${MEMBERS}`);
  // Direct chats: each member with the next 4 (the chats trigger writes chat_members).
  await db.execute(sql`insert into chats (id, user_low_id, user_high_id, last_message_at)
    select distinct on (least(a.id, b.id), greatest(a.id, b.id)) gen_random_uuid(),
      least(a.id, b.id), greatest(a.id, b.id), now() - interval '30 minutes'
    from explain_members a join explain_members b on b.n between a.n + 1 and a.n + 4`);
  // 10 messages per chat (EXPLAIN_MESSAGES_PER_CHAT) 7 hours apart, ending in the last 10 hours,
  // alternating senders; most read.
  await db.execute(sql`insert into messages (id, chat_id, sender_id, content, created_at)
    select ${timeId('t')}, c.id, case when g % 2 = 0 then c.user_low_id else c.user_high_id end,
      'hello', t
    from chats c, generate_series(1, ${MESSAGES_PER_CHAT}) g,
      lateral (select now() - ((${MESSAGES_PER_CHAT} - g) * 7 || ' hours')::interval
        - (abs(hashtext(c.id::text)) % 600 || ' minutes')::interval as t) x`);
  await db.execute(sql`insert into chat_reads (chat_id, user_id, last_read_message_id)
    select cm.chat_id, cm.user_id, (select m.id from messages m where m.chat_id = cm.chat_id
      order by m.id desc offset (abs(hashtext(cm.user_id::text)) % 3) limit 1)
    from chat_members cm`);
  await db.execute(sql`insert into activities (id, recipient_id, actor_id, type, link, group_key, mail, created_at)
    select gen_random_uuid(), u.id, a.id, 'application_received', '/myposts', 'k' || g,
      (array['none','instant','digest','mailed'])[1 + g % 4], now() - (g || ' minutes')::interval
    from users u cross join generate_series(1, 6) g
    join explain_members a on a.n = (g * 13) % ${MEMBERS}
    where abs(hashtext(u.id::text)) % 2 = 0`);
  // Some blocks, both ways, so the block probes are planned as on a real table.
  await db.execute(sql`insert into user_blocks (blocker_id, blocked_id)
    select a.id, b.id from explain_members a join explain_members b on b.n = a.n + 7
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
  // As the database client received it (raw statements do not pass through db.execute).
  const { result, statements } = await recordStatements(client, call);
  if (!statements[0]) throw new Error(`${label}: the call sent no statement`);
  const { text, params } = statementText(statements[0]);
  const plan = await client.query(
    `explain (analyze, costs off, buffers) ${text}`,
    params as unknown[],
  );
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
  const window = (offlineAfter: number, at = now) => ({
    messagesAfter: new Date(at - 16 * 60_000),
    olderThan: new Date(at - 15 * 60_000),
    offlineAfter: new Date(offlineAfter),
    offlineUntil: new Date(at - 10_000),
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
  // A window of its own: at 1M members the explains above take seconds, and the one of the
  // sweep's start would no longer hold the members who just went offline.
  const offlineAt = Date.now();
  await explainCall(
    client,
    db,
    'membersWithUnreadDue (a minute when a tenth went offline, nothing due)',
    () => membersWithUnreadDue(db, window(offlineAt - 70_000, offlineAt)),
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
  await timeMinuteSweeps(db);
} finally {
  if (process.env.EXPLAIN_KEEP === '1' && database.kind === 'postgres') {
    const [{ name } = { name: '?' }] = await selectRows<{ name: string }>(
      database.db,
      sql`select current_database() as name`,
    );
    print(`kept the database ${name}`);
    await database.close();
  } else await drop();
}

/**
 * The whole minute sweep (every step the job runs) with nothing due, as on most minutes: every
 * activity item already mailed, every member's unread mark and the alerts' walk at now. A first
 * sweep moves the unread windows' marks; then five sweeps a minute apart are timed from here, each
 * statement's round trip included, so the figure bounds the sweep's time in PostgreSQL from above.
 */
async function timeMinuteSweeps(db: Database) {
  await db.execute(sql`update activities set mail = 'mailed' where mail = 'instant'`);
  await db.execute(sql`insert into job_marks (name, until) values ('post-alerts', now())
    on conflict (name) do update set until = excluded.until`);
  let queued = 0;
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
  const deps = {
    db,
    config,
    log: createLogger(config),
    events: createDomainEvents(),
    jobs: {
      sendIn: () => {
        queued += 1;
        return Promise.resolve();
      },
    },
  };
  const start = Date.now();
  const first = await runMailSweep(deps, new Date(start));
  // The offline window reaches 5 minutes back (docs/decisions/0047): the sweeps of minutes 1-5
  // probe again the tenth of the members who went offline just before; from minute 7 none is left
  // in it, as on a minute when nobody in particular went offline.
  const timeSweeps = async (minutes: number[]) => {
    const times: number[] = [];
    for (const minute of minutes) {
      const began = performance.now();
      const swept = await runMailSweep(deps, new Date(start + minute * 60_000));
      times.push(performance.now() - began);
      if (Object.values(swept).some((n) => n > 0))
        throw new Error(`something was due: ${JSON.stringify(swept)}`);
    }
    return times.map((t) => t.toFixed(1)).join(', ');
  };
  const afterBurst = await timeSweeps([1, 2, 3, 4, 5]);
  const quiet = await timeSweeps([7, 8, 9, 10, 11]);
  print(`## The minute sweep, nothing due (the first: ${JSON.stringify(first)}, ${queued} queued)`);
  print(`    minutes 1-5, a tenth of the members offline in the window, ms each: ${afterBurst}`);
  print(`    minutes 7-11, quiet, ms each: ${quiet}`);
  print();
}
