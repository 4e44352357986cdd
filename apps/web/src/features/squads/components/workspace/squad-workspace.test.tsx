import type { ComponentProps } from 'react';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError, type DocumentNode } from 'graphql';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createCache } from '@/lib/apollo-cache';
import { toast } from '@/lib/toast';
import { PresignedUrlQuery } from '@/lib/upload';
import { signIn, testUser } from '@/test/auth';
import { serverEmit } from '@/test/fake-realtime';
import { json, mockFetch } from '@/test/fetch';
import { renderRoute } from '@/test/router';
import {
  AddSquadFileMutation,
  AddSquadLinkMutation,
  AddSquadTaskMutation,
  MoveSquadTaskMutation,
  RemoveSquadFileMutation,
  SetSquadMeetingMutation,
  SetSquadMembersCanEditMutation,
  SetSquadPinMutation,
  SetSquadTaskDoneMutation,
} from '../../api/workspace-operations';
import {
  buildSquad,
  buildWorkspace,
  face,
  loadSquadMock,
  squadMembers,
  type WorkspaceFixture,
} from '../../test/squad-fixtures';
import { SquadPage } from '../squad-page';

vi.mock('@/lib/realtime/use-socket-event', () => import('@/test/fake-realtime'));
vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

type Mocks = NonNullable<ComponentProps<typeof MockedProvider>['mocks']>;

const HOUR = 3600_000;
const ago = (hours: number) => new Date(Date.now() - hours * HOUR).toISOString();
const OMAR = { user_id: 'user-9', first_name: 'Omar', last_name: 'Haddad' };
const ANA = { user_id: 'user-2', first_name: 'Ana', last_name: 'Lopez' };
const ME = { user_id: testUser._id, first_name: 'Maya', last_name: 'Alvarez' };

/** A squad a few days in: something of everything (Omar owns it, Maya is the viewer). */
function busyWorkspace(overrides: Partial<WorkspaceFixture> = {}) {
  return buildWorkspace({
    pinned: { __typename: 'SquadPin', text: 'Demo day is Friday.', at: ago(2), by: face(OMAR) },
    meeting_at: '2030-03-06T17:30:00.000Z',
    meeting_note: 'Call on Jitsi',
    links: [
      {
        __typename: 'SquadLink',
        _id: 'link-1',
        title: 'Repository',
        url: 'https://github.com/squad/app',
        added_by: OMAR.user_id,
        created_at: ago(5),
      },
    ],
    tasks: [
      task('task-1', 'Design the logo', { assignee: face(ANA), created_by: OMAR.user_id }),
      task('task-2', 'Write the pitch', { done: true, created_by: ME.user_id }),
    ],
    files: [
      {
        __typename: 'SquadFile',
        _id: 'file-1',
        name: 'brief.pdf',
        url: '/files/squad-files/user-9/brief.pdf',
        content_type: 'application/pdf',
        created_at: ago(3),
        added_by: face(OMAR),
      },
      {
        __typename: 'SquadFile',
        _id: 'file-2',
        name: 'mockup.png',
        url: '/files/squad-files/user-1/mockup.png',
        content_type: 'image/png',
        created_at: ago(1),
        added_by: face(ME),
      },
    ],
    history: [
      {
        __typename: 'SquadHistoryEntry',
        _id: 'h-1',
        summary: 'ticked “Write the pitch”',
        created_at: ago(1),
        actor: face(ME),
      },
      {
        __typename: 'SquadHistoryEntry',
        _id: 'h-2',
        summary: 'pinned an announcement',
        created_at: ago(2),
        actor: face(OMAR),
      },
    ],
    ...overrides,
  });
}

function task(
  _id: string,
  title: string,
  overrides: Partial<WorkspaceFixture['tasks'][number]> = {},
): WorkspaceFixture['tasks'][number] {
  return {
    __typename: 'SquadTask',
    _id,
    title,
    done: false,
    done_at: null,
    created_by: OMAR.user_id,
    created_at: ago(4),
    assignee: null,
    ...overrides,
  };
}

/** A change's mock: exactly these variables, answering `workspace`; `result` records the call. */
function change(
  query: DocumentNode,
  variables: Record<string, unknown>,
  workspace: WorkspaceFixture,
) {
  return {
    request: { query, variables },
    result: vi.fn(() => ({ data: { workspace } })),
  };
}

function renderSquad(mocks: Mocks) {
  return renderRoute(
    <MockedProvider mocks={mocks} cache={createCache()}>
      <SquadPage notFound={<h1>Page not found</h1>} renderChat={() => <p>Chat</p>} />
    </MockedProvider>,
    { path: '/squads/post-1', pattern: '/squads/:postId' },
  );
}

const section = (name: string) => screen.getByRole('region', { name: new RegExp(`^${name}`) });

describe('Squad workspace', () => {
  beforeEach(() => {
    signIn();
    vi.mocked(toast.error).mockClear();
  });

  it('shows the announcement, meeting, tasks, links, files and history', async () => {
    renderSquad([loadSquadMock(buildSquad({ workspace: busyWorkspace() }))]);
    expect(await screen.findByText('Demo day is Friday.')).toBeInTheDocument();
    expect(screen.getByText(/^Pinned by/)).toHaveTextContent('Pinned by Omar Haddad · 2 hours ago');

    const meeting = within(section('Next meeting')).getByTestId('meeting');
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(meeting).toHaveTextContent(new RegExp(`2030, \\d\\d:30 \\(${zone}\\)`));
    expect(meeting).toHaveTextContent('Call on Jitsi');

    const tasks = section('Tasks');
    expect(within(tasks).getByRole('heading')).toHaveTextContent(/^Tasks\s*1 of 2 done$/);
    expect(within(tasks).getByRole('checkbox', { name: 'Design the logo' })).not.toBeChecked();
    expect(within(tasks).getByRole('checkbox', { name: 'Write the pitch' })).toBeChecked();
    expect(
      within(tasks).getByRole('combobox', { name: 'Assignee for Design the logo' }),
    ).toHaveValue('user-2');

    const link = within(section('Links')).getByRole('link', { name: /Repository/ });
    expect(link).toHaveAttribute('href', 'https://github.com/squad/app');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');

    const files = within(section('Files')).getAllByTestId('squad-file');
    expect(files[0]).toHaveTextContent('brief.pdfOmar Haddad · 3 hours ago');
    expect(within(files[0]!).getByRole('link')).toHaveAccessibleName(
      'brief.pdf (PDF, opens in a new tab)',
    );
    expect(files[0]!.querySelector('img')).toBeNull();
    expect(files[1]!.querySelector('img')).toHaveAttribute(
      'src',
      '/files/squad-files/user-1/mockup.png',
    );

    const history = within(section('History')).getAllByRole('listitem');
    expect(history.map((line) => line.querySelector('p')?.textContent)).toEqual([
      'Maya Alvarez ticked “Write the pitch”, 1 hour ago',
      'Omar Haddad pinned an announcement, 2 hours ago',
    ]);
  });

  it('shows a member who may not edit no edit controls, but lets them work on tasks and files', async () => {
    renderSquad([loadSquadMock(buildSquad({ workspace: busyWorkspace({ can_edit: false }) }))]);
    await screen.findByText('Demo day is Friday.');
    for (const name of [/^Edit/, /^Unpin/, /^Change/, /^Clear/, 'Add link', /^Remove link/]) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('switch', { name: 'Let members edit' })).not.toBeInTheDocument();
    // Tasks and files are every member's; removing is for who added them (or the owner).
    expect(screen.getByRole('form', { name: 'Add a task' })).toBeInTheDocument();
    expect(screen.getByLabelText('Upload file')).toBeInTheDocument();
    expect(
      screen
        .getAllByRole('button', { name: /^Remove (task|file)/ })
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Remove task Write the pitch', 'Remove file mockup.png']);
  });

  it('an owner with an empty workspace sees the empty states and may let members edit', async () => {
    const user = userEvent.setup();
    const empty = buildWorkspace({ can_edit: true });
    const allowed = change(
      SetSquadMembersCanEditMutation,
      { postId: 'post-1', allowed: true },
      { ...empty, members_can_edit: true },
    );
    renderSquad([loadSquadMock(buildSquad({ viewerOwns: true, workspace: empty })), allowed]);
    expect(
      await screen.findByText('Nothing pinned. Pin what everyone should see first.'),
    ).toBeInTheDocument();
    expect(screen.getByText('No meeting planned.')).toBeInTheDocument();
    expect(screen.getByText('No tasks yet. Add the first one below.')).toBeInTheDocument();
    expect(screen.getByText('No links yet.')).toBeInTheDocument();
    expect(screen.getByText(/No files yet/)).toBeInTheDocument();
    expect(screen.getByText('No changes yet.')).toBeInTheDocument();

    const toggle = screen.getByRole('switch', { name: 'Let members edit' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await user.click(toggle);
    // It moves at once, and holds once the answer says so.
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    await waitFor(() => expect(allowed.result).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(toggle).toHaveAttribute('aria-busy', 'false'));
    expect(toggle).toHaveAttribute('aria-checked', 'true');
  });

  it('edits the announcement in place, with Cancel, Save and Unpin', async () => {
    const user = userEvent.setup();
    const start = busyWorkspace({ can_edit: true });
    const saved = change(
      SetSquadPinMutation,
      { postId: 'post-1', text: 'Demo day moved to Saturday.' },
      busyWorkspace({
        can_edit: true,
        pinned: { ...start.pinned!, text: 'Demo day moved to Saturday.', by: face(ME) },
      }),
    );
    const unpinned = change(
      SetSquadPinMutation,
      { postId: 'post-1', text: null },
      busyWorkspace({ can_edit: true, pinned: null }),
    );
    renderSquad([loadSquadMock(buildSquad({ workspace: start })), saved, unpinned]);
    await screen.findByText('Demo day is Friday.');

    await user.click(screen.getByRole('button', { name: 'Edit the announcement' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('Demo day is Friday.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit the announcement' }));
    const box = screen.getByRole('textbox', { name: 'Announcement' });
    await user.clear(box);
    await user.type(box, '  Demo day moved to Saturday. ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Demo day moved to Saturday.')).toBeInTheDocument();
    expect(screen.getByText(/Pinned by Maya Alvarez/)).toBeInTheDocument();
    expect(saved.result).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Unpin' }));
    expect(
      await screen.findByText('Nothing pinned. Pin what everyone should see first.'),
    ).toBeInTheDocument();
    expect(unpinned.result).toHaveBeenCalledTimes(1);
  });

  it('sets the meeting from the local date and time, as a moment', async () => {
    const user = userEvent.setup();
    const at = new Date('2030-05-04T18:30').toISOString();
    const set = change(
      SetSquadMeetingMutation,
      { postId: 'post-1', input: { at, note: 'Room 4' } },
      buildWorkspace({ can_edit: true, meeting_at: at, meeting_note: 'Room 4' }),
    );
    renderSquad([
      loadSquadMock(buildSquad({ workspace: buildWorkspace({ can_edit: true }) })),
      set,
    ]);
    await user.click(await screen.findByRole('button', { name: 'Set meeting' }));
    fireEvent.change(screen.getByLabelText('Date and time'), {
      target: { value: '2030-05-04T18:30' },
    });
    await user.type(screen.getByLabelText(/^Note/), 'Room 4');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const meeting = await screen.findByTestId('meeting');
    expect(meeting).toHaveTextContent(/Sat 4 May 2030, 18:30/);
    expect(set.result).toHaveBeenCalledTimes(1);
  });

  it('adds a link after checking it, and shows the server’s refusal', async () => {
    const user = userEvent.setup();
    const workspace = buildWorkspace({ can_edit: true });
    const refused = {
      request: {
        query: AddSquadLinkMutation,
        variables: { postId: 'post-1', title: 'Designs', url: 'https://figma.com/f/1' },
      },
      result: {
        errors: [
          new GraphQLError('A squad keeps at most 12 links.', { extensions: { code: 'CONFLICT' } }),
        ],
      },
    };
    renderSquad([loadSquadMock(buildSquad({ workspace })), refused]);
    await user.click(await screen.findByRole('button', { name: 'Add link' }));
    const form = screen.getByRole('form', { name: 'Add a link' });
    await user.type(within(form).getByLabelText('Title'), 'Designs');
    await user.type(within(form).getByLabelText('URL'), 'figma');
    await user.click(within(form).getByRole('button', { name: 'Add link' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Link must be a valid http(s) URL.');

    await user.clear(within(form).getByLabelText('URL'));
    await user.type(within(form).getByLabelText('URL'), 'https://figma.com/f/1');
    await user.click(within(form).getByRole('button', { name: 'Add link' }));
    expect(await within(form).findByText('A squad keeps at most 12 links.')).toBeInTheDocument();
  });

  it('adds a task for a member, ticks it and moves it', async () => {
    const user = userEvent.setup();
    const logo = task('task-1', 'Design the logo', { assignee: face(ANA) });
    const pitch = task('task-3', 'Book the room', { created_by: ME.user_id });
    const added = change(
      AddSquadTaskMutation,
      { postId: 'post-1', title: 'Book the room', assigneeId: 'user-2' },
      buildWorkspace({ tasks: [logo, { ...pitch, assignee: face(ANA) }] }),
    );
    const ticked = change(
      SetSquadTaskDoneMutation,
      { postId: 'post-1', taskId: 'task-1', done: true },
      buildWorkspace({
        tasks: [
          { ...logo, done: true },
          { ...pitch, assignee: face(ANA) },
        ],
      }),
    );
    const moved = change(
      MoveSquadTaskMutation,
      { postId: 'post-1', taskId: 'task-1', position: 1 },
      buildWorkspace({
        tasks: [
          { ...pitch, assignee: face(ANA) },
          { ...logo, done: true },
        ],
      }),
    );
    renderSquad([
      loadSquadMock(buildSquad({ workspace: buildWorkspace({ tasks: [logo] }) })),
      added,
      ticked,
      moved,
    ]);
    const form = await screen.findByRole('form', { name: 'Add a task' });
    // Who a task may be for: the squad's members.
    const assignee = within(form).getByLabelText(/^For/);
    expect(
      within(assignee)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Unassigned', 'Omar Haddad', 'Maya Alvarez', 'Ana Lopez']);
    await user.type(within(form).getByLabelText('New task'), 'Book the room');
    await user.selectOptions(assignee, 'user-2');
    await user.click(within(form).getByRole('button', { name: 'Add task' }));
    expect(await screen.findByRole('checkbox', { name: 'Book the room' })).toBeInTheDocument();
    expect(within(form).getByLabelText('New task')).toHaveValue('');
    expect(added.result).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('checkbox', { name: 'Design the logo' }));
    await waitFor(() => expect(ticked.result).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('checkbox', { name: 'Design the logo' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Move Design the logo down' }));
    await waitFor(() =>
      expect(
        screen.getAllByTestId('squad-task').map((row) => row.querySelector('label')?.textContent),
      ).toEqual(['Book the room', 'Design the logo']),
    );
    expect(moved.result).toHaveBeenCalledTimes(1);
    expect(within(section('Tasks')).getByRole('status')).toHaveTextContent(
      'Moved “Design the logo” to position 2 of 2.',
    );
  });

  it('uploads a file (presign, PUT, share) after checking its type and size', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { calls } = mockFetch(() => json(200, {}));
    const pdf = new File(['%PDF-1.4 hello %%EOF'], 'plan.pdf', { type: 'application/pdf' });
    const presign = {
      request: {
        query: PresignedUrlQuery,
        variables: { fileType: 'application/pdf', folder: 'squad-files', fileSize: pdf.size },
      },
      result: {
        data: {
          getPresignedUrl: {
            __typename: 'UploadTarget',
            upload_url: '/v1/uploads/squad-files/put?sig=1',
            file_url: '/files/squad-files/user-1/plan.pdf',
          },
        },
      },
    };
    const shared = change(
      AddSquadFileMutation,
      { postId: 'post-1', fileUrl: '/files/squad-files/user-1/plan.pdf', name: 'plan.pdf' },
      buildWorkspace({
        files: [
          {
            __typename: 'SquadFile',
            _id: 'file-9',
            name: 'plan.pdf',
            url: '/files/squad-files/user-1/plan.pdf',
            content_type: 'application/pdf',
            created_at: ago(0),
            added_by: face(ME),
          },
        ],
      }),
    );
    renderSquad([loadSquadMock(buildSquad()), presign, shared]);
    const input = await screen.findByLabelText('Upload file');

    await user.upload(input, new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(
      await screen.findByText('Choose a PDF or an image (JPEG, PNG, WebP or GIF).'),
    ).toBeInTheDocument();
    const huge = new File(['x'], 'big.pdf', { type: 'application/pdf' });
    Object.defineProperty(huge, 'size', { value: 11 * 1024 * 1024 });
    await user.upload(input, huge);
    expect(
      await screen.findByText('The file is too large. The limit is 10 MB.'),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);

    await user.upload(input, pdf);
    expect(await screen.findByRole('link', { name: /plan\.pdf/ })).toHaveAttribute(
      'href',
      '/files/squad-files/user-1/plan.pdf',
    );
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.url).toBe('/v1/uploads/squad-files/put?sig=1');
    expect(put?.headers.get('Content-Type')).toBe('application/pdf');
    expect(shared.result).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(/The file is too large/)).not.toBeInTheDocument();
  });

  it('shows the upload’s refusal from the server', async () => {
    const user = userEvent.setup();
    mockFetch(() => json(400, { message: 'File is not a valid image or PDF.' }));
    const pdf = new File(['not a pdf'], 'fake.pdf', { type: 'application/pdf' });
    renderSquad([
      loadSquadMock(buildSquad()),
      {
        request: {
          query: PresignedUrlQuery,
          variables: { fileType: 'application/pdf', folder: 'squad-files', fileSize: pdf.size },
        },
        result: {
          data: {
            getPresignedUrl: {
              __typename: 'UploadTarget',
              upload_url: '/v1/uploads/x',
              file_url: '/files/x.pdf',
            },
          },
        },
      },
    ]);
    await user.upload(await screen.findByLabelText('Upload file'), pdf);
    expect(await screen.findByText('File is not a valid image or PDF.')).toBeInTheDocument();
  });

  it('removes a file the viewer shared after asking, and says why when the server refuses', async () => {
    const user = userEvent.setup();
    const start = busyWorkspace({ can_edit: false });
    renderSquad([
      loadSquadMock(buildSquad({ workspace: start })),
      {
        request: {
          query: RemoveSquadFileMutation,
          variables: { postId: 'post-1', fileId: 'file-2' },
        },
        result: {
          errors: [
            new GraphQLError('Only who shared this file, or the squad’s owner, can remove it.', {
              extensions: { code: 'FORBIDDEN' },
            }),
          ],
        },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Remove file mockup.png' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Remove mockup.png?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'Only who shared this file, or the squad’s owner, can remove it.',
      ),
    );
  });

  it('shows another member’s change when the squad says its workspace changed', async () => {
    const squad = buildSquad();
    const [owner] = squadMembers();
    renderSquad([
      loadSquadMock(squad),
      loadSquadMock(
        buildSquad({
          workspace: buildWorkspace({
            pinned: {
              __typename: 'SquadPin',
              text: 'Kick-off at six',
              at: ago(0),
              by: face(owner!),
            },
          }),
        }),
      ),
    ]);
    await screen.findByText('Nothing pinned yet.');
    act(() => serverEmit('squadUpdate', { postId: 'post-1', userId: null, change: 'workspace' }));
    expect(await screen.findByText('Kick-off at six')).toBeInTheDocument();
  });
});
