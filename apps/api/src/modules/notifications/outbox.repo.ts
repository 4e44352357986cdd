import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { selectRows } from '../../db/raw.js';
import { outboxMails } from '../../db/schema/index.js';

// SQL only: no decisions here.

export type NewOutboxMail = Omit<
  typeof outboxMails.$inferInsert,
  'id' | 'sent_at' | 'claimed_until' | 'attempts' | 'last_error' | 'created_at'
>;
export type OutboxMail = typeof outboxMails.$inferSelect;

export async function insertOutboxMail(tx: Database, mail: NewOutboxMail): Promise<string> {
  const [row] = await tx.insert(outboxMails).values(mail).returning({ id: outboxMails.id });
  return row!.id;
}

/**
 * Takes the mail for one send attempt: only while unsent and unheld (or held by an attempt whose
 * claim ran out: a killed process). Answers undefined otherwise.
 */
export async function claimMail(
  db: Database,
  id: string,
  claimMs: number,
): Promise<OutboxMail | undefined> {
  const [row] = await db
    .update(outboxMails)
    .set({
      claimed_until: sql`now() + make_interval(secs => ${claimMs / 1000})`,
      attempts: sql`${outboxMails.attempts} + 1`,
    })
    .where(
      sql`${outboxMails.id} = ${id} and ${outboxMails.sent_at} is null
        and (${outboxMails.claimed_until} is null or ${outboxMails.claimed_until} < now())`,
    )
    .returning();
  return row;
}

export async function mailState(db: Database, id: string) {
  const [row] = await db
    .select({ sent_at: outboxMails.sent_at, claimed_until: outboxMails.claimed_until })
    .from(outboxMails)
    .where(eq(outboxMails.id, id));
  return row;
}

export async function markSent(db: Database, id: string): Promise<void> {
  await db
    .update(outboxMails)
    .set({ sent_at: sql`now()`, claimed_until: null, last_error: null })
    .where(eq(outboxMails.id, id));
}

/** A failed attempt lets go at once, so the retry need not wait for the claim to run out. */
export async function markFailed(db: Database, id: string, error: string): Promise<void> {
  await db
    .update(outboxMails)
    .set({ claimed_until: null, last_error: error.slice(0, 500) })
    .where(eq(outboxMails.id, id));
}

/**
 * Unsent mail nobody holds, older than `olderThan`, with attempts left: what the sweep queues
 * again when its send job is gone (retries used up while the SMTP server was down for long).
 */
export const strandedMails = (db: Database, olderThan: Date, maxAttempts: number, limit: number) =>
  selectRows<{ id: string }>(
    db,
    sql`select id from outbox_mails
      where sent_at is null and created_at < ${olderThan.toISOString()}::timestamptz
        and (claimed_until is null or claimed_until < now()) and attempts < ${maxAttempts}
      order by created_at limit ${limit}`,
  );
