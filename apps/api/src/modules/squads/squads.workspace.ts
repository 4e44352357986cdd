import {
  SQUAD_SPACE,
  squadFileNameSchema,
  squadLinkSchema,
  squadMeetingSchema,
  squadPinSchema,
  squadTaskTitleSchema,
} from '@squadup/shared';
import type { Database } from '../../db/client.js';
import { badInput, conflict, notFound } from '../../errors.js';
import { iso, isoOrNull } from '../../lib/dates.js';
import { record, transact } from '../../lib/domain-events.js';
import { isUuid } from '../../lib/ids.js';
import { parseWith } from '../../lib/parse.js';
import type { ServiceContext } from '../../lib/service-context.js';
import { deleteUploadedFile, ownedUploadType } from '../uploads/index.js';
import { MESSAGES, squadPolicy } from './squads.policy.js';
import { lockSquadPost, type SquadMemberView } from './squads.repo.js';
import { requireMembership } from './squads.service.js';
import * as repo from './squads.workspace.repo.js';

// The squad workspace (docs/decisions/0054): a pinned announcement, links, the next meeting, a
// checklist of tasks and shared files, beside the squad chat. Its owner and members only: every
// operation starts from the viewer's membership (NOT_FOUND for anyone else, as for an unknown
// squad). Each change takes the squad's workspace row first (one change at a time per squad),
// writes a line of history, and tells the members' screens to refetch.

/** The workspace as the SquadWorkspace type reads it. */
export interface WorkspaceParent {
  pinned: { text: string; by: repo.FaceJson | null; at: string } | null;
  meeting_at: string | null;
  meeting_note: string | null;
  members_can_edit: boolean;
  can_edit: boolean;
  links: { _id: string; title: string; url: string; added_by: string; created_at: string }[];
  tasks: {
    _id: string;
    title: string;
    assignee: repo.FaceJson | null;
    done: boolean;
    done_at: string | null;
    created_by: string;
    created_at: string;
  }[];
  files: {
    _id: string;
    name: string;
    url: string;
    content_type: string;
    added_by: repo.FaceJson;
    created_at: string;
  }[];
  history: { _id: string; actor: repo.FaceJson | null; summary: string; created_at: string }[];
}

/** A workspace row for a viewer (`isOwner`: whether they own the squad). */
export function presentWorkspace(row: repo.WorkspaceRow, isOwner: boolean): WorkspaceParent {
  return {
    pinned:
      row.pinned === null
        ? null
        : { text: row.pinned, by: row.pinned_by, at: iso(row.pinned_at ?? new Date(0)) },
    meeting_at: isoOrNull(row.meeting_at),
    meeting_note: row.meeting_note,
    members_can_edit: row.members_can_edit,
    can_edit: isOwner || row.members_can_edit,
    links: row.links.map((l) => ({ ...l, _id: l.id, created_at: iso(l.created_at) })),
    tasks: row.tasks.map((t) => ({
      _id: t.id,
      title: t.title,
      assignee: t.assignee,
      done: t.done_at !== null,
      done_at: isoOrNull(t.done_at),
      created_by: t.created_by,
      created_at: iso(t.created_at),
    })),
    files: row.files.map((f) => ({ ...f, _id: f.id, created_at: iso(f.created_at) })),
    history: row.history.map((h) => ({
      _id: h.id,
      actor: h.actor,
      summary: h.summary,
      created_at: iso(h.created_at),
    })),
  };
}

/** Every given squad's workspace, in ONE statement (the request's loader batch). */
export async function workspacesFor(db: Database, postIds: readonly string[]) {
  const rows = await repo.workspacesOf(db, postIds.filter(isUuid));
  return new Map(rows.map((row) => [row.post_id, row]));
}

async function loadWorkspace(db: Database, postId: string, isOwner: boolean) {
  const [row] = await repo.workspacesOf(db, [postId]);
  return presentWorkspace(row!, isOwner);
}

/** What a change works with: the viewer's membership, the squad's members and its workspace row. */
interface ChangeScope {
  tx: Database;
  mine: SquadMemberView;
  members: SquadMemberView[];
  space: Awaited<ReturnType<typeof repo.lockSpace>>;
}

/**
 * Runs one workspace change as the viewer: their membership (NOT_FOUND otherwise), the squad's
 * workspace row locked, then `work`, whose answer is the history line ("pinned an
 * announcement"); null records nothing (a change that changed nothing). Answers the workspace.
 */
async function change(
  ctx: ServiceContext,
  postId: string,
  work: (scope: ChangeScope) => Promise<string | null>,
): Promise<WorkspaceParent> {
  const isOwner = await transact(ctx, async (tx) => {
    // The post first, as joining and leaving take it: a change never interleaves with a member
    // leaving (whose tasks are unassigned), and the membership read below holds until the commit.
    if (!isUuid(postId) || !(await lockSquadPost(tx, postId))) throw notFound(MESSAGES.notFound);
    const { mine, members } = await requireMembership(tx, postId, ctx.viewer.id);
    const space = await repo.lockSpace(tx, postId);
    const summary = await work({ tx, mine, members, space });
    if (summary !== null) {
      await repo.addHistory(tx, postId, ctx.viewer.id, summary);
      record(tx, {
        type: 'squad.workspaceChanged',
        postId,
        memberIds: members.map((m) => m.user_id),
      });
    }
    return mine.is_owner;
  });
  return loadWorkspace(ctx.db, postId, isOwner);
}

const quoted = (text: string, max = 60) =>
  `“${text.length > max ? `${text.slice(0, max - 1)}…` : text}”`;

const assertEditor = (ctx: ServiceContext, { mine, space }: ChangeScope) =>
  squadPolicy.authorize(ctx.viewer, 'editSpace', {
    mine,
    members_can_edit: space.members_can_edit,
  });

export function setPin(ctx: ServiceContext, postId: string, input: unknown) {
  const text = parseWith(squadPinSchema, input);
  return change(ctx, postId, async (scope) => {
    assertEditor(ctx, scope);
    if (text === scope.space.pinned) return null;
    await repo.setPin(scope.tx, postId, text, ctx.viewer.id);
    return text === null ? 'unpinned the announcement' : 'pinned an announcement';
  });
}

export function setMembersCanEdit(ctx: ServiceContext, postId: string, allowed: boolean) {
  return change(ctx, postId, async (scope) => {
    squadPolicy.authorize(ctx.viewer, 'chooseEditors', scope.mine);
    if (allowed === scope.space.members_can_edit) return null;
    await repo.setMembersCanEdit(scope.tx, postId, allowed);
    return allowed
      ? 'let members edit the announcement, links and meeting'
      : 'kept the announcement, links and meeting to the owner';
  });
}

export function setMeeting(ctx: ServiceContext, postId: string, input: unknown) {
  const meeting = parseWith(squadMeetingSchema, input);
  return change(ctx, postId, async (scope) => {
    assertEditor(ctx, scope);
    const note = meeting.at === null ? null : meeting.note;
    const stored = scope.space.meeting_at?.toISOString() ?? null;
    if (meeting.at === stored && note === scope.space.meeting_note) return null;
    await repo.setMeeting(scope.tx, postId, meeting.at, meeting.note);
    return meeting.at === null ? 'cleared the next meeting' : 'set the next meeting';
  });
}

export function addLink(ctx: ServiceContext, postId: string, input: unknown) {
  const link = parseWith(squadLinkSchema, input);
  return change(ctx, postId, async (scope) => {
    assertEditor(ctx, scope);
    if ((await repo.countLinks(scope.tx, postId)) >= SQUAD_SPACE.linksMax)
      throw conflict(MESSAGES.tooMany('links', SQUAD_SPACE.linksMax));
    await repo.insertLink(scope.tx, postId, ctx.viewer.id, link);
    return `added the link ${quoted(link.title)}`;
  });
}

export function removeLink(ctx: ServiceContext, postId: string, linkId: string) {
  return change(ctx, postId, async (scope) => {
    assertEditor(ctx, scope);
    const title = isUuid(linkId) ? await repo.deleteLink(scope.tx, postId, linkId) : undefined;
    if (title === undefined) throw notFound(MESSAGES.linkNotFound);
    return `removed the link ${quoted(title)}`;
  });
}

/** The member a task is assigned to: one of the squad (NOT_FOUND otherwise), or nobody. */
function assigneeIn(ctx: ServiceContext, members: SquadMemberView[], assigneeId: string | null) {
  if (assigneeId === null) return null;
  const target = members.find((m) => m.user_id === assigneeId.toLowerCase());
  squadPolicy.authorize(ctx.viewer, 'assignable', target);
  return target!;
}

const firstName = (member: SquadMemberView) => member.first_name ?? 'a member';

export function addTask(
  ctx: ServiceContext,
  postId: string,
  input: { title: unknown; assigneeId?: string | null },
) {
  const title = parseWith(squadTaskTitleSchema, input.title);
  return change(ctx, postId, async ({ tx, members }) => {
    const assignee = assigneeIn(ctx, members, input.assigneeId ?? null);
    const count = await repo.countTasks(tx, postId);
    if (count >= SQUAD_SPACE.tasksMax)
      throw conflict(MESSAGES.tooMany('tasks', SQUAD_SPACE.tasksMax));
    await repo.insertTask(tx, postId, {
      title,
      assignee_id: assignee?.user_id ?? null,
      created_by: ctx.viewer.id,
      position: count,
    });
    return assignee
      ? `added the task ${quoted(title)} for ${firstName(assignee)}`
      : `added the task ${quoted(title)}`;
  });
}

async function requireTask(tx: Database, postId: string, taskId: string) {
  const task = isUuid(taskId) ? await repo.findTask(tx, postId, taskId) : undefined;
  if (!task) throw notFound(MESSAGES.taskNotFound);
  return task;
}

export function assignTask(
  ctx: ServiceContext,
  postId: string,
  taskId: string,
  assigneeId: string | null,
) {
  return change(ctx, postId, async ({ tx, members }) => {
    const task = await requireTask(tx, postId, taskId);
    const assignee = assigneeIn(ctx, members, assigneeId);
    if ((assignee?.user_id ?? null) === task.assignee_id) return null;
    await repo.updateTask(tx, task.id, { assignee_id: assignee?.user_id ?? null });
    return assignee
      ? `assigned ${quoted(task.title)} to ${firstName(assignee)}`
      : `unassigned ${quoted(task.title)}`;
  });
}

export function setTaskDone(ctx: ServiceContext, postId: string, taskId: string, done: boolean) {
  return change(ctx, postId, async ({ tx }) => {
    const task = await requireTask(tx, postId, taskId);
    if (done === (task.done_at !== null)) return null;
    await repo.updateTask(tx, task.id, { done_at: done ? new Date() : null });
    return done ? `ticked ${quoted(task.title)}` : `unticked ${quoted(task.title)}`;
  });
}

export function moveTask(ctx: ServiceContext, postId: string, taskId: string, position: number) {
  return change(ctx, postId, async ({ tx }) => {
    const task = await requireTask(tx, postId, taskId);
    const current = await repo.taskOrder(tx, postId);
    const order = current.filter((id) => id !== task.id);
    // Any whole number lands the task within the list: below 0 on top, past the end at the end.
    const at = Math.min(Math.max(Math.trunc(position), 0), order.length);
    if (at === current.indexOf(task.id)) return null;
    order.splice(at, 0, task.id);
    await repo.renumberTasks(tx, postId, order);
    return `moved ${quoted(task.title)}`;
  });
}

export function removeTask(ctx: ServiceContext, postId: string, taskId: string) {
  return change(ctx, postId, async ({ tx, mine }) => {
    const task = await requireTask(tx, postId, taskId);
    squadPolicy.authorize(ctx.viewer, 'removeTask', { mine, created_by: task.created_by });
    await repo.deleteTask(tx, task.id);
    await repo.renumberTasks(tx, postId, await repo.taskOrder(tx, postId));
    return `removed the task ${quoted(task.title)}`;
  });
}

export function addFile(ctx: ServiceContext, postId: string, fileUrl: string, name: unknown) {
  const fileName = parseWith(squadFileNameSchema, name);
  return change(ctx, postId, async ({ tx }) => {
    // Only a file the viewer uploaded for a squad, through getPresignedUrl: type and size were
    // checked when it was stored, and its URL cannot point anywhere else.
    const type = ownedUploadType(ctx.config, ctx.viewer.id, fileUrl, 'squad-files');
    if (type === null)
      throw badInput(MESSAGES.notASquadUpload, { fileUrl: MESSAGES.notASquadUpload });
    if ((await repo.countFiles(tx, postId)) >= SQUAD_SPACE.filesMax)
      throw conflict(MESSAGES.tooMany('files', SQUAD_SPACE.filesMax));
    await repo.insertFile(tx, postId, {
      name: fileName,
      url: fileUrl,
      content_type: type,
      added_by: ctx.viewer.id,
    });
    return `shared the file ${quoted(fileName)}`;
  });
}

/** Removes the file from the squad, then (after the commit) from the store: its link stops working. */
export async function removeFile(ctx: ServiceContext, postId: string, fileId: string) {
  let removedUrl: string | null = null;
  const workspace = await change(ctx, postId, async ({ tx, mine }) => {
    const file = isUuid(fileId) ? await repo.findFile(tx, postId, fileId) : undefined;
    if (!file) throw notFound(MESSAGES.fileNotFound);
    squadPolicy.authorize(ctx.viewer, 'removeFile', { mine, added_by: file.added_by });
    await repo.deleteFile(tx, file.id);
    removedUrl = file.url;
    return `removed the file ${quoted(file.name)}`;
  });
  if (removedUrl !== null) {
    const url: string = removedUrl;
    // The row is gone: a store that fails now leaves an unlinked file, never a broken list.
    await deleteUploadedFile(ctx.config, url).catch((err: unknown) =>
      ctx.log.warn({ err, postId }, 'A removed squad file stays in the store'),
    );
  }
  return workspace;
}
