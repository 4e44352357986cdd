import { v7 as uuidv7 } from 'uuid';
import type { Config } from '../src/config.js';
import type { Database } from '../src/db/client.js';
import { chats, connections, refreshTokens, users } from '../src/db/schema/index.js';
import { hashToken, newOpaqueToken, signAccessToken } from '../src/modules/auth/tokens.js';

/**
 * One bench member: who they are, their token, their chat and the index of their peer (in squad
 * mode the next member of their squad; every other member of the chat receives their messages).
 */
export interface BenchMember {
  id: string;
  token: string;
  chatId: string;
  peer: number;
}

export type TokenConfig = Pick<Config, 'jwtSecret' | 'accessTokenTtlSeconds'>;

const CHUNK = 500;

export async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

/** `count` new members (users rows); their ids, in order. */
export async function insertBenchUsers(db: Database, count: number): Promise<string[]> {
  const run = uuidv7().slice(-8);
  const ids = Array.from({ length: count }, () => uuidv7());
  await insertChunked(ids, (chunk) =>
    db.insert(users).values(
      chunk.map((id) => ({
        id,
        email: `bench-${run}-${id}@example.test`,
        first_name: 'Bench',
        last_name: id.slice(-6),
      })),
    ),
  );
  return ids;
}

/**
 * A session (refresh family) per member, as a sign-in leaves (the bearer check looks it up);
 * answers each member's access token, in the order of `ids`.
 */
export async function signInBenchMembers(
  db: Database,
  config: TokenConfig,
  ids: string[],
): Promise<string[]> {
  const sessionIds = ids.map(() => uuidv7());
  await insertChunked(
    ids.map((id, i) => ({ id, sessionId: sessionIds[i]! })),
    (chunk) =>
      db.insert(refreshTokens).values(
        chunk.map(({ id, sessionId }) => ({
          user_id: id,
          family_id: sessionId,
          token_hash: hashToken(newOpaqueToken()),
          family_expires_at: new Date(Date.now() + 86_400_000),
        })),
      ),
  );
  return ids.map((id, i) =>
    signAccessToken(config, { userId: id, sessionVersion: 0, sessionId: sessionIds[i]! }),
  );
}

/**
 * `count` members (an even number) paired 0-1, 2-3 … as accepted connections with an open chat,
 * written as rows directly (the GraphQL path would take minutes for 1,000 members).
 */
export async function seedBenchMembers(
  db: Database,
  config: TokenConfig,
  count: number,
): Promise<BenchMember[]> {
  const ids = await insertBenchUsers(db, count);
  const pairs = Array.from({ length: count / 2 }, (_, i) => {
    const [a, b] = [ids[2 * i]!, ids[2 * i + 1]!];
    const [low, high] = a < b ? [a, b] : [b, a];
    return { a, b, low, high, chatId: uuidv7() };
  });
  await insertChunked(pairs, (chunk) =>
    db
      .insert(chats)
      .values(chunk.map((p) => ({ id: p.chatId, user_low_id: p.low, user_high_id: p.high }))),
  );
  await insertChunked(pairs, (chunk) =>
    db.insert(connections).values(
      chunk.map((p) => ({
        requester_user_id: p.a,
        addressee_user_id: p.b,
        status: 'accepted',
        chat_id: p.chatId,
        responded_at: new Date(),
      })),
    ),
  );
  const tokens = await signInBenchMembers(db, config, ids);
  return ids.map((id, i) => ({
    id,
    token: tokens[i]!,
    chatId: pairs[Math.floor(i / 2)]!.chatId,
    peer: i % 2 === 0 ? i + 1 : i - 1,
  }));
}
