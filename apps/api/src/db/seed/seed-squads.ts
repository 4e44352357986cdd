import { and, eq, inArray, not, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { Database } from '../client.js';
import {
  chatMembers,
  chatReads,
  chats,
  messages,
  posts,
  squadMembers,
  users,
} from '../schema/index.js';
import { DEMO_APPLICATIONS, DEMO_EMAIL, DEMO_POSTS } from './demo-data.js';
import { DEMO_SQUAD_CHATS, type DemoSquadChat } from './demo-squads.js';

const MINUTE_MS = 60_000;

interface Member {
  id: string;
  email: string;
  name: string;
}

/**
 * Demo squads: for each post with accepted applications (seed-posts.ts wrote them), its owner
 * and those applicants in their roles, the squad chat with all of them and its history
 * (demo-squads.ts), as the squads module writes them (docs/decisions/0028). Idempotent: squad
 * and chat rows upsert, members no longer accepted are taken out (the seed restores the demo
 * state), and a chat that already holds messages keeps them, so members' own messages survive.
 */
export async function seedDemoSquads(tx: Database): Promise<void> {
  const rows = await tx
    .select({
      id: users.id,
      email: users.email,
      name: sql<string>`trim(${users.first_name} || ' ' || ${users.last_name})`,
    })
    .from(users)
    .where(namedIn(DEMO_SQUAD_CHATS));
  const byEmail = new Map(rows.map((m) => [m.email, m]));
  const member = (email: string): Member => {
    const found = byEmail.get(email);
    if (!found) throw new Error(`Demo member ${email} is missing`);
    return found;
  };
  for (const squad of DEMO_SQUAD_CHATS) await seedSquad(tx, squad, member);
}

/** Every e-mail a squad script names (owners, applicants, speakers). */
function namedIn(squads: DemoSquadChat[]) {
  const emails = new Set<string>([DEMO_EMAIL]);
  for (const squad of squads) {
    emails.add(ownerEmailOf(squad.post_title));
    for (const line of squad.lines) emails.add('joined' in line ? line.joined : line.from);
  }
  return inArray(users.email, [...emails]);
}

function ownerEmailOf(title: string): string {
  const post = DEMO_POSTS.find((p) => p.title === title);
  if (!post) throw new Error(`Demo post ${title} is missing`);
  return post.posted_by_email;
}

async function seedSquad(
  tx: Database,
  squad: DemoSquadChat,
  member: (email: string) => Member,
): Promise<void> {
  const owner = member(ownerEmailOf(squad.post_title));
  const [post] = await tx
    .select({ id: posts.id, title: posts.title })
    .from(posts)
    .where(and(eq(posts.posted_by, owner.id), eq(posts.title, squad.post_title)))
    .limit(1);
  if (!post) throw new Error(`Demo post ${squad.post_title} is missing`);

  const now = Date.now();
  const at = (minutesAgo: number) => new Date(now - minutesAgo * MINUTE_MS);
  const accepted = DEMO_APPLICATIONS.filter(
    (a) => a.post_title === squad.post_title && a.status === 'accepted',
  );
  const joins = squad.lines.flatMap((line) => ('joined' in line ? [line] : []));
  // The squad is its accepted applicants: a script that disagrees is a bug in the demo data.
  const joinedEmails = joins.map((j) => j.joined).sort();
  if (
    joinedEmails.join() !==
    accepted
      .map((a) => a.applicant_email)
      .sort()
      .join()
  )
    throw new Error(
      `Demo squad ${squad.post_title}: joined lines and accepted applications differ`,
    );
  const formedAt = at(squad.lines[0]!.minutes_ago);
  const team = accepted.map((a) => ({
    member: member(a.applicant_email),
    role: a.role,
    joinedAt: at(joins.find((j) => j.joined === a.applicant_email)!.minutes_ago),
  }));
  const everyone = [
    { member: owner, role: null, joinedAt: formedAt, isOwner: true },
    ...team.map((t) => ({ ...t, isOwner: false })),
  ];

  await tx
    .insert(squadMembers)
    .values(
      everyone.map((e) => ({
        post_id: post.id,
        user_id: e.member.id,
        role: e.role,
        is_owner: e.isOwner,
        joined_at: e.joinedAt,
      })),
    )
    .onConflictDoUpdate({
      target: [squadMembers.post_id, squadMembers.user_id],
      set: { role: sql`excluded.role`, is_owner: sql`excluded.is_owner` },
    });
  const ids = everyone.map((e) => e.member.id);
  await tx
    .delete(squadMembers)
    .where(and(eq(squadMembers.post_id, post.id), not(inArray(squadMembers.user_id, ids))));

  await tx
    .insert(chats)
    .values({
      kind: 'squad',
      post_id: post.id,
      title: post.title,
      created_at: formedAt,
      updated_at: formedAt,
    })
    .onConflictDoNothing({ target: chats.post_id });
  const [chat] = await tx.select({ id: chats.id }).from(chats).where(eq(chats.post_id, post.id));
  const chatId = chat!.id;
  await tx
    .insert(chatMembers)
    .values(everyone.map((e) => ({ chat_id: chatId, user_id: e.member.id, joined_at: e.joinedAt })))
    .onConflictDoNothing();
  for (const table of [chatMembers, chatReads])
    await tx.delete(table).where(and(eq(table.chat_id, chatId), not(inArray(table.user_id, ids))));

  await seedHistory(tx, squad, chatId, { at, member, roleOf: (email) => roleOf(team, email) });
}

const roleOf = (team: { member: Member; role: string | null }[], email: string) =>
  team.find((t) => t.member.email === email)?.role ?? null;

/** The chat's lines and read pointers, once: a chat that holds messages is left alone. */
async function seedHistory(
  tx: Database,
  squad: DemoSquadChat,
  chatId: string,
  lookup: {
    at: (minutesAgo: number) => Date;
    member: (email: string) => Member;
    roleOf: (email: string) => string | null;
  },
): Promise<void> {
  const used = await tx
    .select({ id: messages.id })
    .from(messages)
    .where(eq(messages.chat_id, chatId))
    .limit(1);
  if (used.length > 0) return;

  const rows = squad.lines.map((line) => {
    const sentAt = lookup.at(line.minutes_ago);
    const base = {
      id: uuidv7({ msecs: sentAt.getTime() }),
      chat_id: chatId,
      created_at: sentAt,
      updated_at: sentAt,
    };
    if ('from' in line)
      return {
        ...base,
        sender_id: lookup.member(line.from).id,
        kind: 'text' as const,
        content: line.text,
      };
    // The squads module's system line: "<First Last> joined as <Role>", sent by who joined.
    const who = lookup.member(line.joined);
    const role = lookup.roleOf(line.joined);
    return {
      ...base,
      sender_id: who.id,
      kind: 'system' as const,
      content: `${who.name} ${role ? `joined as ${role}` : 'joined the squad'}`,
    };
  });
  await tx.insert(messages).values(rows);
  const last = rows[rows.length - 1]!;
  const demoRead = rows[squad.demo_read_through]!;
  await tx.update(chats).set({ last_message_at: last.created_at }).where(eq(chats.id, chatId));
  // Everyone has read everything but the demo member, who read up to demo_read_through.
  const readers = await tx
    .select({ user_id: chatMembers.user_id })
    .from(chatMembers)
    .where(eq(chatMembers.chat_id, chatId));
  const demoId = lookup.member(DEMO_EMAIL).id;
  await tx
    .insert(chatReads)
    .values(
      readers.map(({ user_id }) => {
        const read = user_id === demoId ? demoRead : last;
        return {
          chat_id: chatId,
          user_id,
          last_read_message_id: read.id,
          last_read_at: read.created_at,
        };
      }),
    )
    .onConflictDoUpdate({
      target: [chatReads.chat_id, chatReads.user_id],
      set: {
        last_read_message_id: sql`excluded.last_read_message_id`,
        last_read_at: sql`excluded.last_read_at`,
      },
    });
}
