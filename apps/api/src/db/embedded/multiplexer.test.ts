import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../client.js';

// PGlite on its thread, several node-postgres connections sharing its one session
// (docs/decisions/0042): each must get its own answers and its own transactions.

let database: DatabaseHandle;
let pool: pg.Pool;

beforeAll(async () => {
  database = await openDatabase({ databaseUrl: undefined, pgliteDir: 'memory://' });
  pool = database.pool!;
  await pool.query('create table marks (round int not null, who int not null)');
});

afterAll(() => database.close());

/** One transaction on a client of its own: inserts, reads its own row back, ends as told. */
async function transaction(round: number, who: number, end: 'commit' | 'rollback' | 'fail') {
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query('insert into marks (round, who) values ($1, $2)', [round, who]);
    // Between its statements the others' are queued, not run: it sees only its own insert.
    const mine = await client.query<{ n: number }>(
      'select count(*)::int as n from marks where round = $1',
      [round],
    );
    expect(mine.rows[0]!.n).toBe(1);
    if (end === 'fail') {
      await expect(client.query('select 1 / ($1::int - $1::int)', [who])).rejects.toThrow(
        /division by zero/,
      );
      // The session is in a failed transaction ('E'): still this client's until it ends it.
      await expect(client.query('select 1')).rejects.toThrow(/current transaction is aborted/);
    }
    await client.query(end === 'commit' ? 'commit' : 'rollback');
  } finally {
    client.release();
  }
}

describe('the embedded database shared by several connections', () => {
  it('answers interleaved parameterised statements and transactions each with their own', async () => {
    const ends = ['commit', 'rollback', 'fail'] as const;
    const work: Promise<unknown>[] = [];
    const answers: Promise<void>[] = [];
    for (let i = 0; i < 60; i += 1) {
      if (i % 4 === 0) work.push(transaction(i, i, ends[(i / 4) % 3]!));
      // Same text, different parameters: the unnamed statement and portal are the session's.
      answers.push(
        pool
          .query<{ n: number; t: string }>('select $1::int as n, $2::text as t', [i, `v${i}`])
          .then(({ rows }) => expect(rows).toEqual([{ n: i, t: `v${i}` }])),
      );
    }
    await Promise.all([...work, ...answers]);
    const committed = await pool.query<{ round: number }>('select round from marks order by round');
    const expected = Array.from({ length: 15 }, (_, k) => k * 4).filter((_, k) => k % 3 === 0);
    expect(committed.rows.map((row) => row.round)).toEqual(expected);
  });

  it('rolls back the transaction of a connection that closes inside it', async () => {
    const client = new pg.Client({ connectionString: pool.options.connectionString });
    await client.connect();
    await client.query('begin');
    await client.query('insert into marks (round, who) values (-1, -1)');
    const others = pool.query<{ n: number }>(
      'select count(*)::int as n from marks where round = -1',
    );
    await client.end(); // mid-transaction
    expect((await others).rows[0]!.n).toBe(0);
    // Its insert is gone for good: another transaction's commit does not carry it along.
    await transaction(-2, -2, 'commit');
    const left = await pool.query<{ round: number }>(
      'select round from marks where round < 0 order by round',
    );
    expect(left.rows).toEqual([{ round: -2 }]);
  });

  it('keeps the named statements of each connection its own, and closes them when it goes', async () => {
    const clients = [0, 1].map(
      () => new pg.Client({ connectionString: pool.options.connectionString }),
    );
    await Promise.all(clients.map((client) => client.connect()));
    // One name, two texts: node-postgres prepares a name once per connection.
    const texts = ['select $1::int + 1 as v', "select $1::text || '!' as v"];
    await Promise.all(
      clients.map(async (client, k) => {
        for (let i = 0; i < 10; i += 1) {
          const { rows } = await client.query<{ v: unknown }>({
            name: 'same',
            text: texts[k]!,
            values: [i],
          });
          expect(rows[0]!.v).toBe(k === 0 ? i + 1 : `${i}!`);
        }
      }),
    );
    const prepared = () =>
      pool
        .query<{ name: string }>(`select name from pg_prepared_statements where name like '%same'`)
        .then(({ rows }) => rows.map((row) => row.name));
    expect(await prepared()).toHaveLength(2);
    await clients[0]!.end();
    await vi.waitFor(async () => expect(await prepared()).toHaveLength(1));
    // The other connection's statement is untouched.
    const { rows } = await clients[1]!.query({ name: 'same', text: texts[1]!, values: [7] });
    expect(rows).toEqual([{ v: '7!' }]);
    await clients[1]!.end();
    await vi.waitFor(async () => expect(await prepared()).toHaveLength(0));
  });
});
