import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { buildUser } from '../../../test/factories.js';
import { users } from '../../db/schema/index.js';
import {
  describeChange,
  grantOperator,
  listOperators,
  parseOperatorArgs,
  revokeOperator,
} from './operators.js';

// What `npm run operator` does: the role change, the words it prints and its arguments (the CLI
// file only wires them, with exit code 1 for an unknown address and 2 for a usage error).

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

const roleOf = async (id: string) =>
  (await app.db.select({ role: users.role }).from(users).where(eq(users.id, id)))[0]!.role;

describe('grantOperator, revokeOperator and listOperators', () => {
  it('grants and revokes by e-mail address (any case), and says when nothing changed', async () => {
    const ada = await buildUser(app.db, { email: 'ada.op@example.test', first_name: 'Ada' });
    const granted = await grantOperator(app.db, '  Ada.Op@Example.test ');
    expect(granted).toEqual({ ok: true, email: 'ada.op@example.test', changed: true });
    expect(describeChange(granted, 'operator')).toBe('ada.op@example.test is now an operator.');
    expect(await roleOf(ada.id)).toBe('operator');
    const again = await grantOperator(app.db, ada.email);
    expect(describeChange(again, 'operator')).toBe('ada.op@example.test is already an operator.');
    expect((await listOperators(app.db)).map((row) => row.email)).toContain(ada.email);

    const revoked = await revokeOperator(app.db, ada.email);
    expect(describeChange(revoked, 'member')).toBe('ada.op@example.test is no longer an operator.');
    expect(await roleOf(ada.id)).toBe('member');
    expect(describeChange(await revokeOperator(app.db, ada.email), 'member')).toBe(
      'ada.op@example.test is not an operator.',
    );
  });

  it('says clearly that no member has an unknown address, and changes nothing', async () => {
    const result = await grantOperator(app.db, 'nobody@example.test');
    expect(result.ok).toBe(false);
    expect(describeChange(result, 'operator')).toBe(
      'No member has the e-mail address nobody@example.test. Check the spelling, or ask them to sign up first.',
    );
    expect(await listOperators(app.db)).toEqual([]);
  });

  it('parses grant EMAIL, revoke EMAIL and list; anything else is usage', () => {
    expect(parseOperatorArgs(['grant', 'a@b.c'])).toEqual({ kind: 'grant', email: 'a@b.c' });
    expect(parseOperatorArgs(['revoke', 'a@b.c'])).toEqual({ kind: 'revoke', email: 'a@b.c' });
    expect(parseOperatorArgs(['list'])).toEqual({ kind: 'list' });
    for (const bad of [
      [],
      ['grant'],
      ['grant', 'not-an-email'],
      ['list', 'x'],
      ['promote', 'a@b.c'],
      ['grant', 'a@b.c', 'x'],
    ])
      expect(parseOperatorArgs(bad)).toEqual({ kind: 'usage' });
  });
});
