import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../client.js';
import {
  activities,
  posts,
  squadHistory,
  squadLinks,
  squadSpaces,
  squadTasks,
} from '../schema/index.js';
import { CROWD_MEMBERS, CROWD_POSTS } from './demo-crowd.js';
import { DEMO_EMAIL } from './demo-members.js';
import { memberIdsByEmail, requireMemberId } from './member-ids.js';

// What the demo squads keep beside their chats (docs/decisions/0054), and the demo member's
// activity feed. Both are written only when still empty, so re-seeding changes nothing and what
// members did since stays.

const AMARA = 'amara.okafor@squadup.dev';
const LUCAS = 'lucas.moreau@squadup.dev';
const NOAH = 'noah.fischer@squadup.dev';
const PRIYA = 'priya.raman@squadup.dev';
const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

interface DemoWorkspace {
  post_title: string;
  owner: string;
  pinned: string;
  meeting_in_days: number;
  meeting_note: string;
  links: { title: string; url: string }[];
  tasks: { title: string; by: string; assignee: string | null; done: boolean }[];
}

const WORKSPACES: DemoWorkspace[] = [
  {
    post_title: 'Crop disease detector for smallholder farms',
    owner: AMARA,
    pinned:
      'Demo day is on the 7th. Goal for this week: the capture flow works end to end on a cheap Android phone.',
    meeting_in_days: 2,
    meeting_note: 'Weekly sync on the call link',
    links: [
      { title: 'Repository', url: 'https://github.com/squadup-demo/crop-detector' },
      { title: 'Capture flow design', url: 'https://www.figma.com/file/crop-detector' },
      { title: 'Call', url: 'https://meet.example.com/crop-detector' },
    ],
    tasks: [
      { title: 'Sketch the capture flow', by: LUCAS, assignee: LUCAS, done: true },
      { title: 'Camera screen in React Native', by: AMARA, assignee: DEMO_EMAIL, done: false },
      { title: 'Bundle the TFLite model', by: AMARA, assignee: AMARA, done: false },
      { title: 'Write the demo script', by: DEMO_EMAIL, assignee: null, done: false },
    ],
  },
  {
    post_title: 'Realtime study-room finder',
    owner: DEMO_EMAIL,
    pinned: 'Pilot in the library on Monday. Priya owns bookings, Noah the sensor feed.',
    meeting_in_days: 1,
    meeting_note: 'Library, room 2.14',
    links: [{ title: 'Repository', url: 'https://github.com/squadup-demo/study-rooms' }],
    tasks: [
      { title: 'Sensor feed to WebSocket', by: NOAH, assignee: NOAH, done: true },
      { title: 'Booking API', by: DEMO_EMAIL, assignee: PRIYA, done: false },
      { title: 'Live occupancy map', by: DEMO_EMAIL, assignee: AMARA, done: false },
    ],
  },
];

export async function seedDemoWorkspaces(tx: Database): Promise<void> {
  const emails = [DEMO_EMAIL, AMARA, LUCAS, NOAH, PRIYA];
  const memberId = requireMemberId(await memberIdsByEmail(tx, emails));
  for (const space of WORKSPACES) {
    const [post] = await tx
      .select({ id: posts.id })
      .from(posts)
      .where(and(eq(posts.posted_by, memberId(space.owner)), eq(posts.title, space.post_title)))
      .limit(1);
    if (!post) continue;
    const made = await tx
      .insert(squadSpaces)
      .values({
        post_id: post.id,
        pinned: space.pinned,
        pinned_by: memberId(space.owner),
        pinned_at: new Date(Date.now() - DAY_MS),
        meeting_at: new Date(Date.now() + space.meeting_in_days * DAY_MS),
        meeting_note: space.meeting_note,
      })
      .onConflictDoNothing()
      .returning({ id: squadSpaces.post_id });
    if (made.length === 0) continue; // seeded before: the squad's own changes stay
    const owner = memberId(space.owner);
    await tx
      .insert(squadLinks)
      .values(space.links.map((link) => ({ ...link, post_id: post.id, added_by: owner })));
    await tx.insert(squadTasks).values(
      space.tasks.map((task, position) => ({
        post_id: post.id,
        title: task.title,
        position,
        created_by: memberId(task.by),
        assignee_id: task.assignee ? memberId(task.assignee) : null,
        done_at: task.done ? new Date(Date.now() - DAY_MS / 2) : null,
      })),
    );
    const history = [
      { actor_id: owner, summary: 'pinned an announcement' },
      { actor_id: owner, summary: 'set the next meeting' },
      ...space.tasks.map((task) => ({
        actor_id: memberId(task.by),
        summary: `added the task “${task.title}”`,
      })),
    ];
    await tx.insert(squadHistory).values(
      history.map((line, i) => ({
        ...line,
        post_id: post.id,
        created_at: new Date(Date.now() - (history.length - i) * 30 * MINUTE_MS),
      })),
    );
  }
}

/**
 * The demo member's feed on first sign-in: applications to their post, a squad mention, a
 * teammate joining and posts matching their skills (some unread). Already mailed: seeding sends
 * no mail.
 */
export async function seedDemoActivity(tx: Database): Promise<void> {
  const crowd = CROWD_MEMBERS.slice(0, 4).map((m) => m.email);
  const matchOwner = CROWD_POSTS.find((p) => p.tech_stack.includes('React'))!;
  const memberId = requireMemberId(
    await memberIdsByEmail(tx, [DEMO_EMAIL, AMARA, LUCAS, matchOwner.posted_by_email, ...crowd]),
  );
  const demoId = memberId(DEMO_EMAIL);
  const [existing] = await tx
    .select({ id: activities.id })
    .from(activities)
    .where(eq(activities.recipient_id, demoId))
    .limit(1);
  if (existing) return;
  // The demo posts, each by its owner (a member's own post may share a title).
  const owned: [string, string][] = [
    [DEMO_EMAIL, 'Open-source recipe scaler'],
    [AMARA, 'Crop disease detector for smallholder farms'],
    [matchOwner.posted_by_email, matchOwner.title],
  ];
  const titled = await tx
    .select({ id: posts.id, title: posts.title, posted_by: posts.posted_by })
    .from(posts)
    .where(
      inArray(
        posts.title,
        owned.map(([, title]) => title),
      ),
    );
  const post = (title: string) => {
    const [email] = owned.find(([, t]) => t === title)!;
    return titled.find((p) => p.title === title && p.posted_by === memberId(email))!;
  };
  const recipe = post('Open-source recipe scaler');
  const crop = post('Crop disease detector for smallholder farms');
  const match = post(matchOwner.title);
  const items = [
    ...crowd.map((email, i) => ({
      actor_id: memberId(email),
      type: 'application_received' as const,
      post: recipe,
      link: `/myposts/${recipe.id}`,
      minutes_ago: 40 + i * 90,
    })),
    {
      actor_id: memberId(AMARA),
      type: 'squad_mention' as const,
      post: crop,
      link: `/squads/${crop.id}`,
      minutes_ago: 25,
    },
    {
      actor_id: memberId(LUCAS),
      type: 'squad_member_joined' as const,
      post: crop,
      link: `/squads/${crop.id}`,
      minutes_ago: 2 * 24 * 60,
    },
    {
      actor_id: memberId(matchOwner.posted_by_email),
      type: 'post_matched' as const,
      post: match,
      link: `/post/${match.id}`,
      minutes_ago: 5 * 60,
    },
  ];
  await tx.insert(activities).values(
    items.map((item) => ({
      recipient_id: demoId,
      actor_id: item.actor_id,
      type: item.type,
      post_id: item.post.id,
      post_title: item.post.title,
      link: item.link,
      group_key: `${item.type}:${item.post.id}`,
      mail: 'mailed' as const,
      // The older half is read; the newest items wait on the bell.
      read_at: item.minutes_ago > 180 ? new Date() : null,
      created_at: new Date(Date.now() - item.minutes_ago * MINUTE_MS),
    })),
  );
}
