import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { selectRows } from '../../db/raw.js';
import {
  squadFiles,
  squadHistory,
  squadLinks,
  squadSpaces,
  squadTasks,
} from '../../db/schema/index.js';
import { SQUAD_SPACE } from '@squadup/shared';

// The squad workspace's SQL (docs/decisions/0054). Drizzle and SQL only: no decisions here.

/** A member's face as the workspace shows it (JSON from the read statement). */
export interface FaceJson {
  user_id: string;
  first_name: string | null;
  last_name: string | null;
  photo: string | null;
}

export interface WorkspaceRow {
  post_id: string;
  pinned: string | null;
  pinned_at: Date | string | null;
  pinned_by: FaceJson | null;
  meeting_at: Date | string | null;
  meeting_note: string | null;
  members_can_edit: boolean;
  links: { id: string; title: string; url: string; added_by: string; created_at: string }[];
  tasks: {
    id: string;
    title: string;
    done_at: string | null;
    created_by: string;
    created_at: string;
    assignee: FaceJson | null;
  }[];
  files: {
    id: string;
    name: string;
    url: string;
    content_type: string;
    created_at: string;
    added_by: FaceJson;
  }[];
  history: { id: string; summary: string; created_at: string; actor: FaceJson | null }[];
}

const face = (alias: string) =>
  sql.raw(`case when ${alias}.id is null then null else json_build_object('user_id', ${alias}.id,
    'first_name', ${alias}.first_name, 'last_name', ${alias}.last_name, 'photo', ${alias}.photo) end`);

/**
 * Every given squad's workspace in ONE statement, whatever its members, tasks or files: each
 * list is a JSON array built by a subquery on its (post_id, …) index, the history cut to
 * SQUAD_SPACE.historyShown. A squad with nothing set yet answers empty lists.
 */
export function workspacesOf(db: Database, postIds: readonly string[]) {
  if (postIds.length === 0) return Promise.resolve([]);
  return selectRows<WorkspaceRow>(
    db,
    sql`select ids.post_id, s.pinned, s.pinned_at, ${face('pu')} as pinned_by, s.meeting_at,
      s.meeting_note, coalesce(s.members_can_edit, false) as members_can_edit,
      (select coalesce(json_agg(json_build_object('id', l.id, 'title', l.title, 'url', l.url,
          'added_by', l.added_by, 'created_at', l.created_at) order by l.created_at, l.id), '[]')
        from squad_links l where l.post_id = ids.post_id) as links,
      (select coalesce(json_agg(json_build_object('id', t.id, 'title', t.title,
          'done_at', t.done_at, 'created_by', t.created_by, 'created_at', t.created_at,
          'assignee', ${face('au')}) order by t.position, t.id), '[]')
        from squad_tasks t left join users au on au.id = t.assignee_id
        where t.post_id = ids.post_id) as tasks,
      (select coalesce(json_agg(json_build_object('id', f.id, 'name', f.name, 'url', f.url,
          'content_type', f.content_type, 'created_at', f.created_at,
          'added_by', ${face('fu')}) order by f.created_at desc, f.id desc), '[]')
        from squad_files f join users fu on fu.id = f.added_by
        where f.post_id = ids.post_id) as files,
      (select coalesce(json_agg(json_build_object('id', h.id, 'summary', h.summary,
          'created_at', h.created_at, 'actor', ${face('hu')}) order by h.created_at desc, h.id desc), '[]')
        from (select * from squad_history where post_id = ids.post_id
          order by created_at desc, id desc limit ${SQUAD_SPACE.historyShown}) h
        left join users hu on hu.id = h.actor_id) as history
    from unnest(${sql.param([...postIds])}::uuid[]) as ids(post_id)
    left join squad_spaces s on s.post_id = ids.post_id
    left join users pu on pu.id = s.pinned_by`,
  );
}

/**
 * The squad's workspace row, made if missing and locked for the caller's transaction: every
 * workspace change takes it first, so two changes (two moves of tasks) never interleave.
 */
export async function lockSpace(tx: Database, postId: string) {
  await tx.insert(squadSpaces).values({ post_id: postId }).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(squadSpaces)
    .where(eq(squadSpaces.post_id, postId))
    .for('update');
  return row!;
}

export async function setPin(tx: Database, postId: string, text: string | null, by: string) {
  await tx
    .update(squadSpaces)
    .set(
      text === null
        ? { pinned: null, pinned_by: null, pinned_at: null }
        : { pinned: text, pinned_by: by, pinned_at: new Date() },
    )
    .where(eq(squadSpaces.post_id, postId));
}

export async function setMembersCanEdit(tx: Database, postId: string, allowed: boolean) {
  await tx
    .update(squadSpaces)
    .set({ members_can_edit: allowed })
    .where(eq(squadSpaces.post_id, postId));
}

export async function setMeeting(
  tx: Database,
  postId: string,
  at: string | null,
  note: string | null,
) {
  await tx
    .update(squadSpaces)
    .set({ meeting_at: at === null ? null : new Date(at), meeting_note: at === null ? null : note })
    .where(eq(squadSpaces.post_id, postId));
}

export const countLinks = (tx: Database, postId: string) =>
  tx.$count(squadLinks, eq(squadLinks.post_id, postId));

export async function insertLink(
  tx: Database,
  postId: string,
  by: string,
  link: { title: string; url: string },
) {
  await tx.insert(squadLinks).values({ post_id: postId, added_by: by, ...link });
}

/** Removes the squad's link; its title, or undefined when the squad has no such link. */
export async function deleteLink(tx: Database, postId: string, linkId: string) {
  const [row] = await tx
    .delete(squadLinks)
    .where(and(eq(squadLinks.id, linkId), eq(squadLinks.post_id, postId)))
    .returning({ title: squadLinks.title });
  return row?.title;
}

export const countTasks = (tx: Database, postId: string) =>
  tx.$count(squadTasks, eq(squadTasks.post_id, postId));

export async function insertTask(
  tx: Database,
  postId: string,
  task: { title: string; assignee_id: string | null; created_by: string; position: number },
) {
  await tx.insert(squadTasks).values({ post_id: postId, ...task });
}

export async function findTask(tx: Database, postId: string, taskId: string) {
  const [row] = await tx
    .select()
    .from(squadTasks)
    .where(and(eq(squadTasks.id, taskId), eq(squadTasks.post_id, postId)));
  return row;
}

export async function updateTask(
  tx: Database,
  taskId: string,
  change: { assignee_id?: string | null; done_at?: Date | null },
) {
  await tx.update(squadTasks).set(change).where(eq(squadTasks.id, taskId));
}

/** The squad's task ids in checklist order. */
export async function taskOrder(tx: Database, postId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: squadTasks.id })
    .from(squadTasks)
    .where(eq(squadTasks.post_id, postId))
    .orderBy(asc(squadTasks.position), asc(squadTasks.id));
  return rows.map((r) => r.id);
}

/** Numbers the squad's tasks 0, 1, 2… in `order` (ids), in ONE statement. */
export async function renumberTasks(tx: Database, postId: string, order: readonly string[]) {
  if (order.length === 0) return;
  await tx.execute(sql`update squad_tasks t set position = o.n - 1
    from unnest(${sql.param([...order])}::uuid[]) with ordinality as o(id, n)
    where t.id = o.id and t.post_id = ${postId}::uuid and t.position <> o.n - 1`);
}

export async function deleteTask(tx: Database, taskId: string) {
  await tx.delete(squadTasks).where(eq(squadTasks.id, taskId));
}

/** A member who left is nobody's assignee in that squad any more. */
export async function unassignMember(tx: Database, postId: string, userId: string) {
  await tx
    .update(squadTasks)
    .set({ assignee_id: null })
    .where(and(eq(squadTasks.post_id, postId), eq(squadTasks.assignee_id, userId)));
}

export const countFiles = (tx: Database, postId: string) =>
  tx.$count(squadFiles, eq(squadFiles.post_id, postId));

export async function insertFile(
  tx: Database,
  postId: string,
  file: { name: string; url: string; content_type: string; added_by: string },
) {
  await tx.insert(squadFiles).values({ post_id: postId, ...file });
}

export async function findFile(tx: Database, postId: string, fileId: string) {
  const [row] = await tx
    .select()
    .from(squadFiles)
    .where(and(eq(squadFiles.id, fileId), eq(squadFiles.post_id, postId)));
  return row;
}

export async function deleteFile(tx: Database, fileId: string) {
  await tx.delete(squadFiles).where(eq(squadFiles.id, fileId));
}

export async function addHistory(tx: Database, postId: string, actorId: string, summary: string) {
  await tx.insert(squadHistory).values({ post_id: postId, actor_id: actorId, summary });
}
