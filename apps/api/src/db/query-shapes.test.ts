import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { builtByShape } from './query-shapes.js';
import { users } from './schema/index.js';

const dialect = new PgDialect();

/** builtByShape's answer must be drizzle's own, whether the shape was known or not. */
const expectDrizzles = (query: SQL) => {
  const { sql: text, params } = builtByShape(query).query;
  expect({ text, params }).toEqual({
    text: dialect.sqlToQuery(query).sql,
    params: dialect.sqlToQuery(query).params,
  });
  return text;
};

const filter = (viewer: string, tags: string[], limit: number, withRoles: boolean) => {
  const visible = sql`p.posted_by <> ${viewer}::uuid`;
  const parts = [sql`p.tech && ${sql.param(tags)}::text[]`, visible];
  if (withRoles) parts.push(sql`p.roles && ${sql.param(['backend'])}::text[]`);
  return sql`select * from posts p where ${sql.join(parts, sql` and `)}
    and p.id in ${['a', 'b']} and ${visible} limit ${limit}`;
};

describe('builtByShape', () => {
  it("answers drizzle's text and values, for a shape seen before too", () => {
    const first = expectDrizzles(filter('u1', ['react'], 12, false));
    const again = expectDrizzles(filter('u2', ['go', 'rust'], 50, false));
    expect(again).toBe(first);
    expect(builtByShape(filter('u3', [], 1, false)).query.params).toEqual([
      [],
      'u3',
      'a',
      'b',
      'u3',
      1,
    ]);
  });

  it('tells shapes apart, and names each by its own text', () => {
    const without = builtByShape(filter('u1', ['react'], 12, false));
    const withRoles = builtByShape(filter('u1', ['react'], 12, true));
    expect(withRoles.query.sql).not.toBe(without.query.sql);
    expect(withRoles.digest).not.toBe(without.digest);
    expectDrizzles(filter('u4', ['vue'], 24, true));
  });

  it("answers drizzle's text where a shape could pass for another", () => {
    // Each pair: the first teaches a shape, the second must not take its text.
    const pairs: [SQL, SQL][] = [
      [sql`select ${1} as a1`, sql`select ${1} as a1`.inlineParams()],
      [sql`select 1 where x in ${[5]}`, sql`select 1 where x in ${[[1, 2]]}`],
      [sql`select 1 where x in ${[1, 2]}`, sql`select 1 where x in ${[1, undefined]}`],
      [sql`select 3, ${sql.raw('\u0000')}`, sql`select 3, ${7}`],
    ];
    for (const [first, second] of pairs) {
      expectDrizzles(first);
      expectDrizzles(second);
      expectDrizzles(first);
    }
  });

  it('leaves to drizzle what it does not read (a column, a placeholder), with the same answer', () => {
    expectDrizzles(sql`select ${users.email} from ${users} where ${users.id} = ${'u1'}`);
    expectDrizzles(sql`select 1 where ${sql.placeholder('x')} = ${'y'}`);
    expectDrizzles(sql`select ${new Date(0)}::timestamptz, ${null}, ${true}, ${sql.raw('now()')}`);
  });
});
