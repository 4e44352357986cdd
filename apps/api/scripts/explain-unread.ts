// EXPLAIN (ANALYZE) of the unread count query (chat.unread.ts) for a member with one chat of
// 20k messages, most of them already read, and a few other chats. Checks, rather than times, that
// each chat's count is a range scan of messages_chat_id_id_idx starting after the read pointer
// (no sequential scan, no walk over the read history); exits 1 when it is not.
//
//   npx tsx apps/api/scripts/explain-unread.ts            # a throwaway in-memory PGlite
//   DATABASE_URL=postgres://… npx tsx apps/api/scripts/explain-unread.ts
//                                                       # a throwaway database on that server,
//                                                       # dropped at the end
//   EXPLAIN_MESSAGES=50000 …                           # another size for the big chat
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { DatabaseHandle } from '../src/db/client.js';
import { selectRows } from '../src/db/raw.js';
import { CHAT_LIST_CAP } from '../src/modules/chat/chat.policy.js';
import { unreadInChatAndTotalQuery, unreadQuery } from '../src/modules/chat/chat.unread.js';
import { openThrowaway, rawClientOf, type RawClient } from './throwaway-db.js';

const MESSAGES = Number(process.env.EXPLAIN_MESSAGES ?? 20_000);
const UNREAD = 7; // messages after the member's pointer in the big chat
const OTHER_CHATS = 30;
const print = (line = '') => process.stdout.write(`${line}\n`);

/**
 * Ids that sort like UUID v7 (time-ordered): a 12-hex-digit prefix from the row number, then
 * random bits, so `order by id` is insertion order, as the app's uuidv7() ids are.
 */
const orderedId = (n: string) =>
  sql.raw(`(lpad(to_hex(${n}), 12, '0') || '7' || substr(md5(random()::text), 1, 19))::uuid`);

/** The member, one big chat with a peer, OTHER_CHATS small ones; answers the member's id. */
async function seed(db: DatabaseHandle['db']): Promise<string> {
  await db.execute(sql`insert into users (id, email, first_name, last_name)
    select gen_random_uuid(), 'member' || g || '@explain.test', 'Member', g::text
    from generate_series(0, ${OTHER_CHATS + 1}) g`);
  const [me] = await selectRows<{ id: string }>(
    db,
    sql`select min(id::text)::uuid as id from users`,
  );
  const viewer = me!.id;
  // The member is the lowest id, so every pair is (viewer, other).
  await db.execute(sql`insert into chats (id, user_low_id, user_high_id, last_message_at)
    select gen_random_uuid(), ${viewer}::uuid, u.id, now() from users u where u.id <> ${viewer}::uuid`);
  const [big] = await selectRows<{ id: string; peer: string }>(
    db,
    sql`select id, user_high_id as peer from chats order by user_high_id limit 1`,
  );
  // The big chat: MESSAGES from both sides, the member has read all but the last UNREAD.
  await db.execute(sql`insert into messages (id, chat_id, sender_id, content)
    select ${orderedId('g')}, ${big!.id}::uuid,
      case when g % 3 = 0 then ${viewer}::uuid else ${big!.peer}::uuid end, 'message ' || g
    from generate_series(1, ${MESSAGES}) g`);
  await db.execute(sql`insert into chat_reads (chat_id, user_id, last_read_message_id)
    select ${big!.id}::uuid, ${viewer}::uuid, id from messages where chat_id = ${big!.id}::uuid
      and sender_id <> ${viewer}::uuid
    order by id desc offset ${UNREAD} limit 1`);
  // The other chats: three messages each from the other member, never read.
  await db.execute(sql`insert into messages (id, chat_id, sender_id, content)
    select ${orderedId(`${MESSAGES} + g`)}, c.id, c.user_high_id, 'hello ' || g
    from chats c, generate_series(1, 3) g where c.id <> ${big!.id}::uuid`);
  await db.execute(sql`analyze`);
  return viewer;
}

async function explain(client: RawClient, label: string, query: SQL): Promise<boolean> {
  const { sql: text, params } = new PgDialect().sqlToQuery(query);
  const rows = (await client.query(text, params)).rows;
  const plan = await client.query(`explain (analyze, costs off) ${text}`, params);
  const lines = plan.rows.map((r) => String(Object.values(r)[0]));
  const joined = lines.join('\n');
  // The messages scan: an index scan on the (chat_id, id) index with BOTH columns as index
  // conditions (chat_id = c.id AND id > pointer), and never a sequential scan of messages.
  const rangeScan =
    /Index (Only )?Scan using messages_chat_id_id_idx on messages/.test(joined) &&
    lines.some((l) => /Index Cond: .*chat_id = c\.id.*id > COALESCE/.test(l));
  const seqScan = /Seq Scan on messages/.test(joined);
  // Rows the messages scan handed up per chat (loops): only what is after the pointer.
  const scanned = lines
    .filter((l) => /Scan using messages_chat_id_id_idx/.test(l))
    .map((l) =>
      l
        .match(/actual time=[\d.]+\.\.[\d.]+ rows=([\d.]+) loops=(\d+)/)
        ?.slice(1)
        .join(' x '),
    )
    .join(', ');
  print(`=== ${label}`);
  print(`rows ${JSON.stringify(rows.slice(0, 3))}${rows.length > 3 ? ` … (${rows.length})` : ''}`);
  print(
    `index range scan on messages: ${rangeScan ? 'yes' : 'NO'}; seq scan on messages: ${seqScan ? 'YES' : 'no'}`,
  );
  print(`messages index rows x loops: ${scanned || 'none'}`);
  for (const line of lines) print(`  ${line}`);
  print();
  return rangeScan && !seqScan;
}

async function main(): Promise<boolean> {
  const { database, drop } = await openThrowaway();
  try {
    await database.migrate();
    const db = database.db;
    print(
      `Backend: ${database.kind}; ${MESSAGES} messages in one chat (${UNREAD} unread), ${OTHER_CHATS} small chats`,
    );
    const viewer = await seed(db);
    const [big] = await selectRows<{ id: string }>(
      db,
      sql`select chat_id as id from messages group by chat_id order by count(*) desc limit 1`,
    );
    const client = rawClientOf(database);
    const all = await explain(
      client,
      'unreadCountsFor (every chat)',
      unreadQuery(viewer, { cap: CHAT_LIST_CAP }),
    );
    const counter = await explain(
      client,
      'unreadInChatAndTotal (a counter update: the big chat and the total)',
      unreadInChatAndTotalQuery(big!.id, viewer),
    );
    return all && counter;
  } finally {
    await drop();
  }
}

const ok = await main();
print(ok ? 'OK: every count is an index range scan' : 'FAILED: a count is not an index range scan');
process.exitCode = ok ? 0 : 1;
