// Writes a synthetic event (events.synthetic.ts) into a database for `npm run bench:events`: its
// organiser, a member per registrant, each registered alone or through their squad (a post with
// its members seated), and a block for each pair kept apart. Ids are the database's own; the
// returned map turns a synthetic member id into one.
import { v7 as uuidv7 } from 'uuid';
import type { Database } from '../src/db/client.js';
import {
  eventRegistrations,
  events,
  posts,
  squadMembers,
  userBlocks,
  users,
} from '../src/db/schema/index.js';
import type { SyntheticEvent } from '../src/modules/events/events.synthetic.js';

const CHUNK = 500;
const DAY_MS = 86_400_000;

async function inChunks<T>(rows: T[], write: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += CHUNK) await write(rows.slice(i, i + CHUNK));
}

export async function seedSyntheticEvent(db: Database, synthetic: SyntheticEvent) {
  const ids = new Map(synthetic.registrants.map((r) => [r.memberId, uuidv7()]));
  const organiserId = uuidv7();
  const member = (id: string) => ids.get(id)!;
  await inChunks(
    [{ memberId: 'organiser' }, ...synthetic.registrants].map((r) => ({
      id: r.memberId === 'organiser' ? organiserId : member(r.memberId),
      email: `${r.memberId}-${organiserId}@bench.test`,
      first_name: r.memberId,
      email_verified_at: new Date(),
    })),
    (chunk) => db.insert(users).values(chunk),
  );
  const [event] = await db
    .insert(events)
    .values({
      organiser_id: organiserId,
      name: 'Synthetic Hackathon',
      starts_on: '2031-05-01',
      ends_on: '2031-05-03',
      register_by: new Date(Date.now() + 7 * DAY_MS),
      min_team_size: synthetic.event.minSize,
      max_team_size: synthetic.event.maxSize,
      roles: [...synthetic.event.roles],
      time_zone_window_minutes: synthetic.event.timeZoneWindowMinutes,
    })
    .returning();
  const eventId = event!.id;

  for (const squad of synthetic.squads) {
    const [owner, ...seated] = squad.members;
    const [post] = await db
      .insert(posts)
      .values({ posted_by: member(owner!.memberId), title: squad.squadId, open_seats: 6 })
      .returning({ id: posts.id });
    if (seated.length > 0)
      await db.insert(squadMembers).values([
        { post_id: post!.id, user_id: member(owner!.memberId), is_owner: true },
        ...seated.map((m) => ({
          post_id: post!.id,
          user_id: member(m.memberId),
          role: m.roles[0],
        })),
      ]);
    await db.insert(eventRegistrations).values({
      event_id: eventId,
      user_id: member(owner!.memberId),
      post_id: post!.id,
      level: owner!.level,
      utc_offset_minutes: owner!.utcOffsetMinutes,
      open_seats: squad.openSeats,
      status: 'placed',
    });
  }
  await inChunks(
    synthetic.solos.map((solo) => ({
      event_id: eventId,
      user_id: member(solo.memberId),
      roles: [...solo.roles],
      level: solo.level,
      utc_offset_minutes: solo.utcOffsetMinutes,
    })),
    (chunk) => db.insert(eventRegistrations).values(chunk),
  );
  await inChunks(
    synthetic.keptApart.map(([a, b]) => ({ blocker_id: member(a), blocked_id: member(b) })),
    (chunk) => db.insert(userBlocks).values(chunk).onConflictDoNothing(),
  );
  return { eventId, organiserId };
}
