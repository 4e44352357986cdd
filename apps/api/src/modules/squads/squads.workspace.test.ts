import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { SQUAD_SPACE } from '@squadup/shared';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { buildSquad } from '../../../test/factories.js';
import { graphql } from '../../../test/gql/index.js';
import { buildMember, type Member } from '../../../test/members.js';
import { activities, squadTasks } from '../../db/schema/index.js';

// The squad workspace (docs/decisions/0054): what its owner and members keep beside the chat,
// who may change what, the history every change leaves, and nothing of it for anyone else.

const WORKSPACE = graphql(`
  query Workspace($postId: ID!) {
    loadSquad(postId: $postId) {
      workspace {
        pinned {
          text
          by {
            user_id
          }
        }
        meeting_at
        meeting_note
        members_can_edit
        can_edit
        links {
          _id
          title
          url
        }
        tasks {
          _id
          title
          done
          assignee {
            user_id
          }
        }
        files {
          _id
          name
          url
          content_type
        }
        history {
          summary
          actor {
            user_id
          }
        }
      }
    }
  }
`);
const PIN = graphql(`
  mutation WorkspacePin($postId: ID!, $text: String) {
    setSquadPin(postId: $postId, text: $text) {
      pinned {
        text
      }
    }
  }
`);
const EDITORS = graphql(`
  mutation WorkspaceEditors($postId: ID!, $allowed: Boolean!) {
    setSquadMembersCanEdit(postId: $postId, allowed: $allowed) {
      members_can_edit
    }
  }
`);
const MEETING = graphql(`
  mutation WorkspaceMeeting($postId: ID!, $input: SquadMeetingInput!) {
    setSquadMeeting(postId: $postId, input: $input) {
      meeting_at
      meeting_note
    }
  }
`);
const ADD_LINK = graphql(`
  mutation WorkspaceAddLink($postId: ID!, $title: String!, $url: String!) {
    addSquadLink(postId: $postId, title: $title, url: $url) {
      links {
        _id
        title
      }
    }
  }
`);
const REMOVE_LINK = graphql(`
  mutation WorkspaceRemoveLink($postId: ID!, $linkId: ID!) {
    removeSquadLink(postId: $postId, linkId: $linkId) {
      links {
        _id
      }
    }
  }
`);
const ADD_TASK = graphql(`
  mutation WorkspaceAddTask($postId: ID!, $title: String!, $assigneeId: ID) {
    addSquadTask(postId: $postId, title: $title, assigneeId: $assigneeId) {
      tasks {
        _id
        title
      }
    }
  }
`);
const ASSIGN = graphql(`
  mutation WorkspaceAssign($postId: ID!, $taskId: ID!, $assigneeId: ID) {
    assignSquadTask(postId: $postId, taskId: $taskId, assigneeId: $assigneeId) {
      tasks {
        _id
      }
    }
  }
`);
const TICK = graphql(`
  mutation WorkspaceTick($postId: ID!, $taskId: ID!, $done: Boolean!) {
    setSquadTaskDone(postId: $postId, taskId: $taskId, done: $done) {
      tasks {
        _id
        done
      }
    }
  }
`);
const MOVE = graphql(`
  mutation WorkspaceMove($postId: ID!, $taskId: ID!, $position: Int!) {
    moveSquadTask(postId: $postId, taskId: $taskId, position: $position) {
      tasks {
        title
      }
    }
  }
`);
const REMOVE_TASK = graphql(`
  mutation WorkspaceRemoveTask($postId: ID!, $taskId: ID!) {
    removeSquadTask(postId: $postId, taskId: $taskId) {
      tasks {
        _id
      }
    }
  }
`);
const PRESIGN = graphql(`
  query WorkspacePresign($fileType: String!, $folder: String!) {
    getPresignedUrl(fileType: $fileType, folder: $folder) {
      upload_url
      file_url
    }
  }
`);
const ADD_FILE = graphql(`
  mutation WorkspaceAddFile($postId: ID!, $fileUrl: String!, $name: String!) {
    addSquadFile(postId: $postId, fileUrl: $fileUrl, name: $name) {
      files {
        _id
        name
        content_type
      }
    }
  }
`);
const REMOVE_FILE = graphql(`
  mutation WorkspaceRemoveFile($postId: ID!, $fileId: ID!) {
    removeSquadFile(postId: $postId, fileId: $fileId) {
      files {
        _id
      }
    }
  }
`);
const SEND = graphql(`
  mutation WorkspaceSend($chatId: ID!, $content: String!) {
    sendMessage(chatId: $chatId, content: $content) {
      _id
    }
  }
`);
const LEAVE = graphql(`
  mutation WorkspaceLeave($postId: ID!) {
    leaveSquad(postId: $postId)
  }
`);

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

let app: TestApp;
let owner: Member;
let ana: Member;
let ben: Member;
let outsider: Member;
let postId: string;
let chatId: string;

beforeAll(async () => {
  app = await startTestApp();
  owner = await buildMember(app, { first_name: 'Olga' });
  ana = await buildMember(app, { first_name: 'Ana' });
  ben = await buildMember(app, { first_name: 'Ben' });
  outsider = await buildMember(app, { first_name: 'Otto' });
  const squad = await buildSquad(app.db, owner.user.id, [
    { userId: ana.user.id, role: 'Frontend' },
    { userId: ben.user.id, role: 'Backend' },
  ]);
  postId = squad.post.id;
  chatId = squad.chatId;
});
afterAll(() => app.stop());

const workspaceOf = async (member: Member) => {
  const { data, errors } = await member.gql(WORKSPACE, { postId });
  expect(errors).toBeUndefined();
  return data.loadSquad.workspace;
};

describe('the pin, the links and the meeting', () => {
  it('are the owner’s until the owner lets members edit them', async () => {
    expect((await ana.gql(PIN, { postId, text: 'Demo on Sunday' })).code).toBe('FORBIDDEN');
    expect((await workspaceOf(ana)).can_edit).toBe(false);
    expect((await ana.gql(EDITORS, { postId, allowed: true })).code).toBe('FORBIDDEN');

    const pinned = await owner.gql(PIN, { postId, text: '  Ship the demo by Sunday 18:00  ' });
    expect(pinned.data.setSquadPin.pinned?.text).toBe('Ship the demo by Sunday 18:00');
    await owner.gql(EDITORS, { postId, allowed: true });
    const mine = await ana.gql(PIN, { postId, text: 'Demo moved to 17:00' });
    expect(mine.errors).toBeUndefined();
    const seen = await workspaceOf(ben);
    expect(seen.pinned).toEqual({ text: 'Demo moved to 17:00', by: { user_id: ana.user.id } });
    expect(seen.can_edit).toBe(true);
  });

  it('keeps titled http(s) links, refusing other schemes and more than the cap', async () => {
    const added = await owner.gql(ADD_LINK, {
      postId,
      title: 'Repository',
      url: 'https://github.com/squadup/demo',
    });
    expect(added.data.addSquadLink.links.map((l) => l.title)).toEqual(['Repository']);
    const script = await owner.gql(ADD_LINK, { postId, title: 'X', url: 'javascript:alert(1)' });
    expect(script.code).toBe('BAD_USER_INPUT');
    for (let i = 1; i < SQUAD_SPACE.linksMax; i += 1) {
      await owner.gql(ADD_LINK, { postId, title: `Doc ${i}`, url: `https://docs.example/${i}` });
    }
    const over = await owner.gql(ADD_LINK, { postId, title: 'One more', url: 'https://x.example' });
    expect(over.code).toBe('CONFLICT');
    const linkId = added.data.addSquadLink.links[0]!._id;
    const removed = await ana.gql(REMOVE_LINK, { postId, linkId });
    expect(removed.data.removeSquadLink.links).toHaveLength(SQUAD_SPACE.linksMax - 1);
    expect((await ana.gql(REMOVE_LINK, { postId, linkId })).code).toBe('NOT_FOUND');
  });

  it('keeps the next meeting as a moment each member reads in their own time zone', async () => {
    const { data } = await owner.gql(MEETING, {
      postId,
      input: { at: '2031-03-06T18:30:00+01:00', note: 'Kick-off on the call link' },
    });
    expect(data.setSquadMeeting).toEqual({
      meeting_at: '2031-03-06T17:30:00.000Z',
      meeting_note: 'Kick-off on the call link',
    });
    const bad = await owner.gql(MEETING, { postId, input: { at: 'next Tuesday' } });
    expect(bad.code).toBe('BAD_USER_INPUT');
    // Saving the same meeting again is no change: no history line.
    const lines = (await workspaceOf(owner)).history.length;
    await owner.gql(MEETING, {
      postId,
      input: { at: '2031-03-06T17:30:00.000Z', note: 'Kick-off on the call link' },
    });
    expect((await workspaceOf(owner)).history).toHaveLength(lines);
  });
});

describe('the checklist', () => {
  it('adds, assigns to a member only, ticks, reorders and removes tasks', async () => {
    const first = await ana.gql(ADD_TASK, {
      postId,
      title: 'Design the logo',
      assigneeId: ben.user.id,
    });
    const taskId = first.data.addSquadTask.tasks[0]!._id;
    await ben.gql(ADD_TASK, { postId, title: 'Set up the API' });
    await ben.gql(ADD_TASK, { postId, title: 'Write the pitch' });

    const stranger = await ana.gql(ASSIGN, { postId, taskId, assigneeId: outsider.user.id });
    expect([stranger.code, stranger.message]).toEqual([
      'NOT_FOUND',
      'This member is not in the squad.',
    ]);
    const ticked = await ben.gql(TICK, { postId, taskId, done: true });
    expect(ticked.data.setSquadTaskDone.tasks.find((t) => t._id === taskId)?.done).toBe(true);

    const moved = await ana.gql(MOVE, { postId, taskId, position: 99 });
    expect(moved.data.moveSquadTask.tasks.map((t) => t.title)).toEqual([
      'Set up the API',
      'Write the pitch',
      'Design the logo',
    ]);

    // Ben did not add it: only Ana (its author) or the owner removes it.
    expect((await ben.gql(REMOVE_TASK, { postId, taskId })).code).toBe('FORBIDDEN');
    const removed = await owner.gql(REMOVE_TASK, { postId, taskId });
    expect(removed.data.removeSquadTask.tasks).toHaveLength(2);
    const positions = await app.db
      .select({ p: squadTasks.position })
      .from(squadTasks)
      .where(eq(squadTasks.post_id, postId))
      .orderBy(squadTasks.position);
    expect(positions.map((r) => r.p)).toEqual([0, 1]);
  });
});

describe('shared files', () => {
  async function upload(member: Member, folder: string) {
    const { data } = await member.gql(PRESIGN, { fileType: 'application/pdf', folder });
    const target = data.getPresignedUrl;
    const put = await app.request
      .put(target.upload_url)
      .set('Content-Type', 'application/pdf')
      .send(PDF);
    expect(put.status).toBe(204);
    return target.file_url;
  }

  it('shares a PDF the member uploaded for squads, and refuses anyone else’s file', async () => {
    const url = await upload(ana, 'squad-files');
    const shared = await ana.gql(ADD_FILE, { postId, fileUrl: url, name: 'Pitch deck.pdf' });
    expect(shared.data.addSquadFile.files).toMatchObject([
      { name: 'Pitch deck.pdf', content_type: 'application/pdf' },
    ]);
    const served = await app.request.get(url);
    expect(served.headers['content-type']).toBe('application/pdf');
    // Never shown on this origin: a sandboxed page cannot show a PDF, so it downloads.
    expect(served.headers['content-disposition']).toBe('attachment');

    const borrowed = await ben.gql(ADD_FILE, { postId, fileUrl: url, name: 'Mine now.pdf' });
    expect(borrowed.code).toBe('BAD_USER_INPUT');
    // A PDF is no profile photo.
    const photo = await ana.gql(PRESIGN, {
      fileType: 'application/pdf',
      folder: 'profile-picture',
    });
    expect(photo.code).toBe('BAD_USER_INPUT');

    const fileId = shared.data.addSquadFile.files[0]!._id;
    expect((await ben.gql(REMOVE_FILE, { postId, fileId })).code).toBe('FORBIDDEN');
    expect((await ana.gql(REMOVE_FILE, { postId, fileId })).data.removeSquadFile.files).toEqual([]);
    // Its link stops working with it.
    expect((await app.request.get(url)).status).toBe(404);
  });
});

describe('history, mentions and leaving', () => {
  it('records every change, newest first, with who made it', async () => {
    const { history } = await workspaceOf(owner);
    expect(history[0]).toEqual({
      summary: 'removed the file “Pitch deck.pdf”',
      actor: { user_id: ana.user.id },
    });
    expect(history.map((h) => h.summary)).toContain('pinned an announcement');
    expect(history.map((h) => h.summary)).toContain('ticked “Design the logo”');
  });

  it('tells a member their @mention in the squad chat, and nobody else', async () => {
    const sent = await ana.gql(SEND, { chatId, content: '@ben can you look at the API? cc @Ana' });
    expect(sent.errors).toBeUndefined();
    const items = await app.db
      .select({ recipient: activities.recipient_id })
      .from(activities)
      .where(and(eq(activities.type, 'squad_mention'), eq(activities.post_id, postId)));
    expect(items.map((i) => i.recipient)).toEqual([ben.user.id]);
  });

  it('lets a change and a member leaving run at once, both answered', async () => {
    const cleo = await buildMember(app, { first_name: 'Cleo' });
    const squad = await buildSquad(app.db, owner.user.id, [
      { userId: cleo.user.id, role: null },
      { userId: ana.user.id, role: null },
    ]);
    const { data } = await owner.gql(ADD_TASK, {
      postId: squad.post.id,
      title: 'Film the demo',
      assigneeId: cleo.user.id,
    });
    const taskId = data.addSquadTask.tasks[0]!._id;
    // The tick locks the task, the leave unassigns it: both take the post first, so neither
    // waits on the other's row in the wrong order.
    const [tick, leave] = await Promise.all([
      ana.gql(TICK, { postId: squad.post.id, taskId, done: true }),
      cleo.gql(LEAVE, { postId: squad.post.id }),
    ]);
    expect([tick.errors, leave.errors]).toEqual([undefined, undefined]);
    const [task] = await app.db.select().from(squadTasks).where(eq(squadTasks.id, taskId));
    expect(task).toMatchObject({ assignee_id: null });
    expect(task!.done_at).not.toBeNull();
  });

  it('unassigns a member who leaves, who then sees nothing of the workspace', async () => {
    const { data } = await owner.gql(ADD_TASK, {
      postId,
      title: 'Record the demo',
      assigneeId: ben.user.id,
    });
    const taskId = data.addSquadTask.tasks.at(-1)!._id;
    expect((await ben.gql(LEAVE, { postId })).errors).toBeUndefined();
    const task = (await workspaceOf(owner)).tasks.find((t) => t._id === taskId);
    expect(task?.assignee).toBeNull();
    for (const [who, result] of [
      ['ben (left)', await ben.gql(WORKSPACE, { postId })],
      ['outsider', await outsider.gql(WORKSPACE, { postId })],
      ['ben pins', await ben.gql(PIN, { postId, text: 'still here?' })],
      ['outsider adds a task', await outsider.gql(ADD_TASK, { postId, title: 'Sneak in' })],
    ] as const) {
      expect({ who, code: result.code }).toEqual({ who, code: 'NOT_FOUND' });
    }
  });
});
