import { SECTION_LIMITS } from '@squadup/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { expectHiddenFromEachOther } from '../../../test/blocks.js';
import { buildMember, gqlAs, type Member } from '../../../test/members.js';
import { selectRows } from '../../db/raw.js';
import { SECTION_CASES, type SectionCase } from '../../../test/support/profile-sections.js';

type Item = Record<string, unknown> & { _id: string; order: number; user_id: string };

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

const UNKNOWN_ID = '01900000-0000-7000-8000-000000000000';
const BLOCK = `mutation($to: ID!) { blockUser(addresseeUserId: $to) { _id } }`;

/** Copies one row `copies` times (new id, `text` suffixed so unique names stay unique, order 1..n). */
async function insertCopies(table: string, text: string, id: string, copies: number) {
  const columns = await selectRows<{ name: string }>(
    app.db,
    sql`select column_name as name from information_schema.columns
      where table_schema = current_schema() and table_name = ${table} and column_name <> 'id'`,
  );
  const names = columns.map((col) => col.name);
  const source = names.map((name) => {
    if (name === text) return sql`${sql.identifier(name)} || ' ' || g`;
    if (name === 'order') return sql`g`;
    return sql.identifier(name);
  });
  await app.db.execute(sql`
    insert into ${sql.identifier(table)} (id, ${sql.join(
      names.map((n) => sql.identifier(n)),
      sql`, `,
    )})
    select gen_random_uuid(), ${sql.join(source, sql`, `)}
    from ${sql.identifier(table)}, generate_series(1, ${copies}) g where id = ${id}`);
}

describe.each(SECTION_CASES)('$name section', (c: SectionCase) => {
  const LIST = `query List($userId: ID) { ${c.list}(userId: $userId) { ${c.fields} } }`;
  const CREATE = `mutation Create($userId: ID, $input: ${c.inputType}!) {
    ${c.create}(userId: $userId, input: $input) { ${c.fields} } }`;
  const UPDATE = `mutation Update($id: ID!, $input: ${c.updateType}!) {
    ${c.update}(${c.idArg}: $id, input: $input) { ${c.fields} } }`;
  const DELETE = `mutation Delete($id: ID!) { ${c.remove}(${c.idArg}: $id) }`;

  async function create(member: Member, n = 1, extra: Record<string, unknown> = {}) {
    const res = await member.gql<Record<string, Item>>(CREATE, {
      input: { ...c.valid(n), ...extra },
    });
    expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
    return res.data[c.create]!;
  }
  const list = async (member: Member, userId?: string) => {
    const res = await member.gql<Record<string, Item[]>>(LIST, { userId });
    expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
    return res.data[c.list]!;
  };
  const rowsOf = (userId: string) =>
    selectRows<Record<string, unknown>>(
      app.db,
      sql`select * from ${sql.identifier(c.table)} where user_id = ${userId} order by "order"`,
    );

  it('creates items on the viewer’s own profile, each one last, and lists them by order', async () => {
    const ada = await buildMember(app);
    const first = await create(ada, 1);
    const second = await create(ada, 2);
    expect(first).toMatchObject({ ...c.valid(1), user_id: ada.user.id, order: 0 });
    expect(second.order).toBe(1);
    expect((await rowsOf(ada.user.id)).map((r) => r.id)).toEqual([first._id, second._id]);
    expect((await list(ada)).map((i) => i._id)).toEqual([first._id, second._id]);
    // An explicit userId equal to the viewer is the same thing.
    const res = await ada.gql(CREATE, { userId: ada.user.id, input: c.valid(3) });
    expect(res.errors).toBeUndefined();
    expect(await rowsOf(ada.user.id)).toHaveLength(3);
  });

  it('lets any member read another member’s items; an unknown member is NOT_FOUND', async () => {
    const ada = await buildMember(app);
    const bob = await buildMember(app);
    const item = await create(ada);
    expect((await list(bob, ada.user.id)).map((i) => i._id)).toEqual([item._id]);
    expect(await list(bob)).toEqual([]);
    for (const userId of [UNKNOWN_ID, 'nope']) {
      const res = await bob.gql(LIST, { userId });
      expect(res.code).toBe('NOT_FOUND');
      expect(res.message).toBe('Member not found.');
    }
  });

  it('hides each member’s items from the other after a block, answering as for an unknown member', async () => {
    const ada = await buildMember(app);
    const bob = await buildMember(app);
    const cy = await buildMember(app);
    const adas = await create(ada);
    const bobs = await create(bob);
    const blocked = await ada.gql(BLOCK, { to: bob.user.id });
    expect(blocked.errors, JSON.stringify(blocked.errors)).toBeUndefined();

    await expectHiddenFromEachOther(ada, bob, LIST);
    // A third member still reads both; each still reads their own, with or without userId.
    expect((await list(cy, ada.user.id)).map((i) => i._id)).toEqual([adas._id]);
    expect((await list(cy, bob.user.id)).map((i) => i._id)).toEqual([bobs._id]);
    for (const [member, item] of [
      [ada, adas],
      [bob, bobs],
    ] as const) {
      expect((await list(member)).map((i) => i._id)).toEqual([item._id]);
      expect((await list(member, member.user.id)).map((i) => i._id)).toEqual([item._id]);
    }
  });

  it('refuses anonymous callers every write (reads are public: test/public-reads.test.ts)', async () => {
    const ada = await buildMember(app);
    const item = await create(ada);
    for (const [query, variables] of [
      [CREATE, { input: c.valid(2) }],
      [UPDATE, { id: item._id, input: { order: 5 } }],
      [DELETE, { id: item._id }],
    ] as const) {
      const res = await gqlAs(app, undefined, query, variables);
      expect(res.code).toBe('UNAUTHENTICATED');
    }
    expect(await rowsOf(ada.user.id)).toHaveLength(1);
    expect((await rowsOf(ada.user.id))[0]!.order).toBe(0);
  });

  it('refuses creating on, editing and deleting another member’s profile (FORBIDDEN, row unchanged)', async () => {
    const ada = await buildMember(app);
    const bob = await buildMember(app);
    const item = await create(ada);
    const before = await rowsOf(ada.user.id);

    const created = await bob.gql(CREATE, { userId: ada.user.id, input: c.valid(9) });
    expect(created.code).toBe('FORBIDDEN');
    const updated = await bob.gql(UPDATE, { id: item._id, input: { [c.textField]: 'Mine now' } });
    expect(updated.code).toBe('FORBIDDEN');
    const reordered = await bob.gql(UPDATE, { id: item._id, input: { order: 7 } });
    expect(reordered.code).toBe('FORBIDDEN');
    const deleted = await bob.gql(DELETE, { id: item._id });
    expect(deleted.code).toBe('FORBIDDEN');

    expect(await rowsOf(ada.user.id)).toEqual(before);
    expect(await rowsOf(bob.user.id)).toEqual([]);
  });

  it('answers NOT_FOUND for an unknown or malformed id', async () => {
    const ada = await buildMember(app);
    for (const id of [UNKNOWN_ID, 'nope']) {
      expect((await ada.gql(UPDATE, { id, input: { order: 1 } })).code).toBe('NOT_FOUND');
      expect((await ada.gql(DELETE, { id })).code).toBe('NOT_FOUND');
    }
  });

  it('updates the owner’s item with a patch and leaves other fields as they were', async () => {
    const ada = await buildMember(app);
    const item = await create(ada);
    const res = await ada.gql<Record<string, Item>>(UPDATE, {
      id: item._id,
      input: { [c.textField]: '  Renamed  ' },
    });
    expect(res.errors).toBeUndefined();
    expect(res.data[c.update]).toMatchObject({ ...c.valid(1), [c.textField]: 'Renamed', order: 0 });
    const [row] = await rowsOf(ada.user.id);
    expect(row![c.textField]).toBe('Renamed');
  });

  it('deletes the owner’s item: returns its id, the row is gone and the others stay', async () => {
    const ada = await buildMember(app);
    const bob = await buildMember(app);
    const doomed = await create(ada, 1);
    const kept = await create(ada, 2);
    const bobs = await create(bob, 1);
    const res = await ada.gql<Record<string, string>>(DELETE, { id: doomed._id });
    expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
    expect(res.data[c.remove]).toBe(doomed._id);
    expect((await rowsOf(ada.user.id)).map((r) => r.id)).toEqual([kept._id]);
    expect((await list(bob, ada.user.id)).map((i) => i._id)).toEqual([kept._id]);
    expect((await rowsOf(bob.user.id)).map((r) => r.id)).toEqual([bobs._id]);
    // Deleting it again finds nothing.
    expect((await ada.gql(DELETE, { id: doomed._id })).code).toBe('NOT_FOUND');
  });

  it('reorders with { order } alone; the order persists and lists come back sorted', async () => {
    const ada = await buildMember(app);
    const items = [await create(ada, 1), await create(ada, 2), await create(ada, 3)];
    const reversed = [...items].reverse();
    for (const [order, item] of reversed.entries()) {
      const res = await ada.gql(UPDATE, { id: item._id, input: { order } });
      expect(res.errors).toBeUndefined();
    }
    expect((await list(ada)).map((i) => i._id)).toEqual(reversed.map((i) => i._id));
    expect((await rowsOf(ada.user.id)).map((r) => r.id)).toEqual(reversed.map((i) => i._id));
    const bad = await ada.gql(UPDATE, { id: items[0]!._id, input: { order: -1 } });
    expect(bad.code).toBe('BAD_USER_INPUT');
  });

  it('refuses a non-integer or too large order, leaving the row as it was', async () => {
    const ada = await buildMember(app);
    const item = await create(ada);
    const max = SECTION_LIMITS.orderMax;
    // 1.5 and 2^31 fail GraphQL's Int; max + 1 (the column's maximum) fails the shared schema.
    for (const order of [1.5, 2 ** 31, max + 1]) {
      const res = await ada.gql(UPDATE, { id: item._id, input: { order } });
      expect(res.code, String(order)).toBe('BAD_USER_INPUT');
    }
    const refused = await ada.gql(UPDATE, { id: item._id, input: { order: max + 1 } });
    expect(refused.message).toBe(`order: Order must be at most ${max}.`);
    expect((await rowsOf(ada.user.id)).map((r) => r.order)).toEqual([0]);
    // At the bound: stored, and a new item still goes last without overflowing the column.
    const top = await ada.gql(UPDATE, { id: item._id, input: { order: max } });
    expect(top.errors).toBeUndefined();
    const next = await create(ada, 2);
    expect(next.order).toBe(max + 1);
    expect((await rowsOf(ada.user.id)).map((r) => r.order)).toEqual([max, max + 1]);
  });

  it('refuses input over a limit by one (BAD_USER_INPUT with the schema message)', async () => {
    const ada = await buildMember(app);
    const created = await ada.gql(CREATE, { input: { ...c.valid(1), ...c.tooLong.input } });
    expect(created.code).toBe('BAD_USER_INPUT');
    expect(created.message).toBe(c.tooLong.message);
    const item = await create(ada);
    const updated = await ada.gql(UPDATE, { id: item._id, input: c.tooLong.input });
    expect(updated.code).toBe('BAD_USER_INPUT');
    expect(updated.message).toBe(c.tooLong.message);
    const blank = await ada.gql(UPDATE, { id: item._id, input: { [c.textField]: '   ' } });
    expect(blank.code).toBe('BAD_USER_INPUT');
    expect((await rowsOf(ada.user.id)).map((r) => r[c.textField])).toEqual([
      c.valid(1)[c.textField],
    ]);
  });

  it(`refuses item ${SECTION_LIMITS.itemsMax + 1} of a section`, async () => {
    const ada = await buildMember(app);
    const first = await create(ada, 0);
    // The rest straight into the table (copies of the first row), to keep the test quick.
    await insertCopies(c.table, c.textField, first._id, SECTION_LIMITS.itemsMax - 1);
    expect(await rowsOf(ada.user.id)).toHaveLength(SECTION_LIMITS.itemsMax);
    const res = await ada.gql(CREATE, { input: c.valid(SECTION_LIMITS.itemsMax + 1) });
    expect(res.code).toBe('BAD_USER_INPUT');
    expect(res.message).toMatch(new RegExp(`^You can have at most ${SECTION_LIMITS.itemsMax} `));
    expect(await rowsOf(ada.user.id)).toHaveLength(SECTION_LIMITS.itemsMax);
  });
});
