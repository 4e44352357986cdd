import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, createThreadedTestDatabase, testBackend } from '../../test/db.js';
import type { DatabaseHandle } from './client.js';
import {
  preparedStatement,
  runWithGenericPlan,
  selectRows,
  selectWithGenericPlan,
  statementBuiltOnce,
  statementsByKey,
} from './raw.js';

// A statement name is one text (docs/decisions/0045-prepared-hot-statements.md): node-postgres
// would refuse the second text on a connection that prepared the first, at the first call.
it('refuses a second prepared statement under a name already taken, when it is built', () => {
  preparedStatement('raw_test_once', sql`select 1`);
  expect(() => preparedStatement('raw_test_once', sql`select 2`)).toThrow(
    'preparedStatement: "raw_test_once" is taken',
  );
});

// Raw statements go to node-postgres straight, not through drizzle's session
// (docs/decisions/0069-raw-statements-without-the-orm-session.md): what they answer must stay
// drizzle's answer. Both runs talk node-postgres: PostgreSQL, or PGlite on its own thread.
describe('raw statements through node-postgres', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database =
      testBackend === 'postgres' ? await createTestDatabase() : await createThreadedTestDatabase();
  });
  afterAll(() => database.close());
  // drizzle's own answer: db.execute still goes through its session.
  const drizzleRows = async (query: SQL) =>
    ((await database.db.execute(query)) as { rows: unknown[] }).rows;

  // Every type drizzle's driver reads as sent, and some it leaves to node-postgres.
  const everyKind = (n: number) => sql`select
    timestamptz '2026-03-04 05:06:07.89+00' + make_interval(days => ${n}) as at,
    timestamp '2026-03-04 05:06:07' as local_at,
    date '2026-03-04' as day,
    interval '1 day 2 hours' as span,
    array[1.50, 2.25]::numeric[] as amounts,
    array[timestamp '2026-03-04 05:06:07'] as local_times,
    array[timestamptz '2026-03-04 05:06:07+00'] as times,
    array[interval '3 minutes'] as spans,
    array[date '2026-03-04'] as days,
    12.50::numeric as amount,
    9007199254740993::int8 as big,
    ${n}::int as small,
    '{"a": [1, "b"]}'::jsonb as doc,
    '{"c": null}'::json as plain_doc,
    true as flag,
    '8d7a5f0e-1b2c-4d3e-8f90-a1b2c3d4e5f6'::uuid as id,
    array['x', null, 'y,z'] as words,
    array[1, 2]::int[] as numbers,
    null::text as nothing`;

  it("answers a raw select with drizzle's values, type for type", async () => {
    const { db } = database;
    const drizzles = await drizzleRows(everyKind(1));
    const rows = await selectRows(db, everyKind(1));
    expect(rows).toEqual(drizzles);
    expect(rows[0]).toMatchObject({
      day: '2026-03-04',
      span: '1 day 02:00:00',
      big: '9007199254740993',
    });
  });

  it("answers the prepared, built-once and generic-plan statements with drizzle's values", async () => {
    const { db } = database;
    const drizzles = await drizzleRows(everyKind(2));
    const withPlaceholder = sql`select * from (${everyKind(2)}) kinds where small = ${sql.placeholder('n')}`;
    expect(await preparedStatement('raw_test_kinds', withPlaceholder)(db, { n: 2 })).toEqual(
      drizzles,
    );
    expect(await statementBuiltOnce(withPlaceholder)(db, { n: 2 })).toEqual(drizzles);
    expect(await selectWithGenericPlan(db, 'raw_test', everyKind(2))).toEqual(drizzles);
    const built = statementsByKey()('kinds', () => withPlaceholder);
    expect(await runWithGenericPlan(db, 'raw_test_keyed', built, { n: 2 })).toEqual(drizzles);
  });

  it("runs inside a caller's transaction on that transaction's client", async () => {
    const { db } = database;
    await db.execute(sql`create table raw_test_seen (n int)`);
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`insert into raw_test_seen values (7)`);
        // Not yet committed: only the transaction's own client sees the row (on PGlite's thread,
        // whose pool holds one connection, another client would wait for the transaction's end).
        expect(await selectRows(tx, sql`select n from raw_test_seen`)).toEqual([{ n: 7 }]);
        expect(
          await selectWithGenericPlan(tx, 'raw_test_seen', sql`select n from raw_test_seen`),
        ).toEqual([{ n: 7 }]);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await selectRows(db, sql`select n from raw_test_seen`)).toEqual([]);
  });

  it('names the failed statement as drizzle does, and sends no placeholder without its value', async () => {
    const failed = selectRows(database.db, sql`select 1 / ${0}::int as never`);
    await expect(failed).rejects.toMatchObject({
      message: expect.stringContaining('Failed query: select 1 / $1::int as never') as unknown,
      cause: { code: '22012' },
    });
    await expect(
      selectRows(database.db, sql`select ${sql.placeholder('missing')}::int as n`),
    ).rejects.toThrow('No value for placeholder "missing" was provided');
  });

  it('rolls a failed generic-plan statement back and gives the pool a clean connection', async () => {
    const { db } = database;
    const pool = database.pool!;
    await expect(
      selectWithGenericPlan(db, 'raw_test_fails', sql`select 1 / ${0}::int as never`),
    ).rejects.toMatchObject({ cause: { code: '22012' } }); // division by zero
    // One client at a time here: the pool hands back the one just released. Left in its failed
    // transaction, it would refuse this statement; left with the setting, it would say so.
    const { rows } = await pool.query<{ mode: string }>(
      `select current_setting('plan_cache_mode') as mode`,
    );
    expect(rows).toEqual([{ mode: 'auto' }]);
    expect(pool.idleCount).toBe(pool.totalCount);
  });
});

describe('statementsByKey', () => {
  it('builds a key once, with its placeholders left for the values of each run', () => {
    const statements = statementsByKey();
    let builds = 0;
    const build = () => {
      builds += 1;
      return sql`select ${sql.placeholder('viewer')}::uuid as viewer, ${'react'} as tag`;
    };
    const first = statements('react', build);
    expect(statements('react', build)).toBe(first);
    expect(builds).toBe(1);
    expect(first.query.sql).toBe('select $1::uuid as viewer, $2 as tag');
    expect(first.digest).toMatch(/^[0-9a-f]{24}$/);
  });

  it('keeps the 200 most recently used keys', () => {
    const statements = statementsByKey();
    const built = new Set<string>();
    const ask = (key: string) =>
      statements(key, () => {
        built.add(key);
        return sql`select ${key} as key`;
      });
    for (let i = 0; i < 200; i += 1) ask(`k${i}`);
    ask('k0'); // used again: now the most recent
    ask('k200'); // one more: the least recent (k1) goes
    built.clear();
    ask('k0');
    ask('k2');
    expect(built).toEqual(new Set());
    ask('k1');
    expect(built).toEqual(new Set(['k1']));
  });
});
