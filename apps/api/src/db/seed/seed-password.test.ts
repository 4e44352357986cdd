import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/db.js';
import { loadConfig } from '../../config.js';
import { createLogger } from '../../lib/logger.js';
import { verifyPassword } from '../../lib/password.js';
import type { DatabaseHandle } from '../client.js';
import { logDemoSignIn, seedIfWanted } from '../prepare.js';
import { users } from '../schema/index.js';
import { DEMO_EMAIL, DEMO_PASSWORD } from './demo-members.js';
import { demoSignsInWithPublishedPassword, describeDemoSignIn, seedDemoData } from './seed.js';

// Demo members in production only with a password of their own (docs/decisions/0035-production-refusals.md).
describe('the demo password', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  const demoHash = async () =>
    (
      await database.db
        .select({ hash: users.password_hash })
        .from(users)
        .where(eq(users.email, DEMO_EMAIL))
    )[0]?.hash ?? '';

  /** The lines a start-up would log, through a real pino logger writing to memory. */
  function capturingLogger(config: ReturnType<typeof loadConfig>) {
    const lines: { level: number; msg: string }[] = [];
    const log = createLogger(config, {
      write: (line: string) => lines.push(JSON.parse(line) as { level: number; msg: string }),
    });
    return { log, lines };
  }

  it('in production, seeds the demo member with DEMO_PASSWORD and never prints it', async () => {
    const password = 'amber-falcon-71';
    const config = loadConfig({
      NODE_ENV: 'production',
      JWT_SECRET: randomBytes(32).toString('hex'),
      DEMO_SEED: 'auto',
      DEMO_PASSWORD: password,
      LOG_LEVEL: 'info',
    });
    const { log, lines } = capturingLogger(config);
    const seeded = await seedIfWanted(database, config, log);
    expect(seeded?.signIn).toEqual({ email: DEMO_EMAIL, password });
    expect(await verifyPassword(password, await demoHash())).toBe(true);
    expect(await verifyPassword(DEMO_PASSWORD, await demoHash())).toBe(false);
    expect(await demoSignsInWithPublishedPassword(database.db)).toBe(false);
    await logDemoSignIn(database, config, log, seeded);
    expect(lines.map((l) => l.msg)).toContain(
      'Demo sign-in: demo@squadup.dev (password: DEMO_PASSWORD)',
    );
    expect(JSON.stringify(lines)).not.toContain(password);
  });

  it('prints the published password only, and warns in production when an older seed left it working', async () => {
    await seedDemoData(database.db); // what production seeded before the rule
    expect(await demoSignsInWithPublishedPassword(database.db)).toBe(true);
    expect(describeDemoSignIn({ email: DEMO_EMAIL, password: DEMO_PASSWORD })).toBe(
      'demo@squadup.dev / squadup-demo',
    );
    const config = loadConfig({
      NODE_ENV: 'production',
      JWT_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'info',
    });
    const { log, lines } = capturingLogger(config);
    expect(await seedIfWanted(database, config, log)).toBeNull(); // DEMO_SEED is off
    await logDemoSignIn(database, config, log, null);
    expect(lines).toEqual([
      expect.objectContaining({
        level: 40,
        msg: expect.stringMatching(
          /^The demo member demo@squadup\.dev still signs in with the published password: /,
        ) as string,
      }),
    ]);
  });
});
