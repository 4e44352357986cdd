import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app.js';
import type { Database } from '../db/client.js';
import { createDispatcher, record, type DomainEvent } from './domain-events.js';

// The dispatcher on the test app's real database: events reach the after-commit subscribers only
// once their transaction committed, in-transaction subscribers write in it, and recording where
// no dispatcher opened the transaction is refused (docs/decisions/0038-domain-events.md).

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

const read = (chatId: string): DomainEvent => ({
  type: 'chat.read',
  chatId,
  userId: 'u',
  receipt: null,
});
const accepted: DomainEvent = { type: 'connection.accepted', requesterId: 'a', accepterId: 'b' };

function dispatcher() {
  const seen: DomainEvent[] = [];
  const inTransaction: DomainEvent[][] = [];
  const events = createDispatcher<Database>({
    inTransaction: [
      {
        types: new Set(['connection.accepted']),
        async handle(tx, batch) {
          // Inside the transaction: it can still read and write, and record what it adds.
          await tx.execute(sql`select 1`);
          inTransaction.push([...batch]);
          record(tx, read('added by the subscriber'));
        },
      },
    ],
    afterCommit: [{ publish: (event) => seen.push(event) }],
  });
  return { events, seen, inTransaction };
}

describe('domain events', () => {
  it('hands the events to the after-commit subscribers after the commit, in order', async () => {
    const { events, seen, inTransaction } = dispatcher();
    const answer = await events.transact(app.db, async (tx) => {
      record(tx, read('one'), accepted);
      // A helper handed the transaction joins it: its events go with the outer commit.
      await events.transact(tx, async (inner) => {
        record(inner, read('two'));
        await Promise.resolve();
      });
      expect(seen).toEqual([]);
      return 'answer';
    });
    expect(answer).toBe('answer');
    expect(inTransaction).toEqual([[accepted]]);
    expect(seen).toEqual([read('one'), accepted, read('two'), read('added by the subscriber')]);
  });

  it('delivers nothing when the transaction rolls back', async () => {
    const { events, seen, inTransaction } = dispatcher();
    await expect(
      events.transact(app.db, async (tx) => {
        record(tx, read('lost'), accepted);
        await Promise.resolve();
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(seen).toEqual([]);
    expect(inTransaction).toEqual([]);
  });

  it('refuses events recorded on a transaction it did not open', async () => {
    await expect(
      app.db.transaction((tx) => Promise.resolve(record(tx, read('x')))),
    ).rejects.toThrow(/recorded outside transact\(\): chat.read/);
    expect(() => record(app.db, read('x'))).toThrow(/outside transact/);
  });

  it('takes an autocommitted write’s ephemeral events only', () => {
    const { events, seen } = dispatcher();
    events.committed(read('now'));
    expect(seen).toEqual([read('now')]);
    expect(() => events.committed(accepted)).toThrow(/must be recorded on a transaction/);
    expect(seen).toEqual([read('now')]);
  });
});
