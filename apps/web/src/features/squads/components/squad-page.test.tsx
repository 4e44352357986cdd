import type { ComponentProps } from 'react';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createCache } from '@/lib/apollo-cache';
import { toast } from '@/lib/toast';
import { signIn } from '@/test/auth';
import { serverEmit } from '@/test/fake-realtime';
import { renderRoute } from '@/test/router';
import {
  LeaveSquadMutation,
  LoadSquadQuery,
  RemoveSquadMemberMutation,
} from '../api/squad-operations';
import { buildSquad, loadSquadMock, squadMembers } from '../test/squad-fixtures';
import { SquadPage } from './squad-page';

// The real hook opens a socket.io connection; the fake delivers the events a test pushes.
vi.mock('@/lib/realtime/use-socket-event', () => import('@/test/fake-realtime'));
vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

type Mocks = NonNullable<ComponentProps<typeof MockedProvider>['mocks']>;

function renderSquad(mocks: Mocks, path = '/squads/post-1') {
  return renderRoute(
    <MockedProvider mocks={mocks} cache={createCache()}>
      <SquadPage
        notFound={<h1>Page not found</h1>}
        renderChat={({ chatId, title, members }) => (
          <p data-testid="squad-chat">
            {chatId}: {title}, {members.length} members
          </p>
        )}
      />
    </MockedProvider>,
    { path, pattern: '/squads/:postId' },
  );
}

const SLOW = { timeout: 4000 };

const memberRow = (name: string) =>
  screen.getAllByTestId('squad-member').find((row) => row.textContent?.includes(name))!;

describe('Squad page', () => {
  beforeEach(() => {
    signIn();
    vi.mocked(toast.success).mockClear();
    vi.mocked(toast.info).mockClear();
  });

  it('shows the post summary, open seats, the members with their roles and the squad chat', async () => {
    renderSquad([loadSquadMock(buildSquad())]);
    const title = await screen.findByRole('link', { name: 'Campus food-sharing app' });
    expect(title).toHaveAttribute('href', '/post/post-1');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Campus food-sharing app');
    expect(screen.getByText('2 of 3 spots filled')).toBeInTheDocument();
    expect(screen.getByText('Hackathon')).toBeInTheDocument();
    const seats = within(screen.getByRole('list', { name: 'Seats' })).getAllByRole('listitem');
    expect(seats.map((seat) => seat.textContent)).toEqual([
      'Frontend · 1 open seat',
      'Designer · Filled',
    ]);

    const rows = screen.getAllByTestId('squad-member');
    expect(rows).toHaveLength(3);
    const owner = memberRow('Omar Haddad');
    expect(within(owner).getByText('Owner')).toBeInTheDocument();
    expect(within(owner).getByText('Founder')).toBeInTheDocument();
    expect(within(owner).getByRole('link', { name: 'Omar Haddad' })).toHaveAttribute(
      'href',
      '/profile/user-9',
    );
    // Connected: Message opens the pair's chat. Not connected: Connect. Oneself: nothing.
    expect(within(owner).getByRole('link', { name: 'Message' })).toHaveAttribute(
      'href',
      '/chat/chat-omar',
    );
    const ana = memberRow('Ana Lopez');
    expect(within(ana).getByText('Frontend')).toBeInTheDocument();
    expect(within(ana).getByText('Joined Nov 20, 2026')).toBeInTheDocument();
    expect(within(ana).getByRole('button', { name: 'Connect' })).toBeInTheDocument();
    const me = memberRow('Maya Alvarez');
    expect(within(me).getByText('(you)')).toBeInTheDocument();
    expect(within(me).queryByRole('button')).not.toBeInTheDocument();
    expect(within(me).queryByRole('link', { name: 'Message' })).not.toBeInTheDocument();

    expect(screen.getByTestId('squad-chat')).toHaveTextContent(
      'squad-chat-1: Campus food-sharing app, 3 members',
    );
  });

  it('on a narrow screen puts the workspace first, the chat and the members a tab away', async () => {
    const user = userEvent.setup();
    renderSquad([loadSquadMock(buildSquad())]);
    await screen.findByText('2 of 3 spots filled');
    const tabs = within(screen.getByRole('tablist', { name: 'Squad sections' })).getAllByRole(
      'tab',
    );
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Workspace', 'Chat', 'Members']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    const panel = (name: string) =>
      screen.getAllByRole('tabpanel', { hidden: true }).find((p) => p.id.endsWith(name))!;
    expect(panel('workspace')).toHaveAttribute('data-state', 'active');
    expect(panel('chat')).toHaveAttribute('data-state', 'inactive');
    await user.click(tabs[1]!);
    expect(panel('chat')).toHaveAttribute('data-state', 'active');
    // Every part stays mounted: the chat keeps its room and place behind another tab.
    expect(within(panel('workspace')).getByText('Nothing pinned yet.')).toBeInTheDocument();
    expect(within(panel('chat')).getByTestId('squad-chat')).toBeInTheDocument();
  });

  it('lets a member leave after confirming, then goes to My Squads with a toast', async () => {
    const user = userEvent.setup();
    const router = renderSquad([
      loadSquadMock(buildSquad()),
      {
        request: { query: LeaveSquadMutation, variables: { postId: 'post-1' } },
        result: { data: { leaveSquad: 'post-1' } },
      },
    ]);
    await screen.findByText('2 of 3 spots filled');
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Leave squad' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Leave this squad?' });
    await user.click(within(dialog).getByRole('button', { name: 'Leave squad' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/squads'), SLOW);
    expect(toast.success).toHaveBeenCalledWith('You left the squad');
  });

  it('lets the owner remove a member with an optional reason', async () => {
    const user = userEvent.setup();
    const squad = buildSquad({ viewerOwns: true });
    const [owner, liam] = squadMembers({ viewerOwns: true });
    renderSquad([
      loadSquadMock(squad),
      {
        request: {
          query: RemoveSquadMemberMutation,
          variables: { postId: 'post-1', userId: 'user-2', reason: 'We went another way.' },
        },
        result: {
          data: {
            removeSquadMember: {
              __typename: 'Squad',
              _id: 'post-1',
              spots_total: 3,
              spots_filled: 1,
              seats: [
                { __typename: 'Seat', role: 'Frontend', total: 2, filled: 0 },
                { __typename: 'Seat', role: 'Designer', total: 1, filled: 1 },
              ],
              members: [owner, liam],
            },
          },
        },
      },
    ]);
    await screen.findByText('2 of 3 spots filled');
    expect(screen.queryByRole('button', { name: 'Leave squad' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Applicants' })).toHaveAttribute(
      'href',
      '/myposts/post-1',
    );
    // Remove on every member but the owner (oneself).
    expect(
      screen.getAllByRole('button', { name: /^Remove / }).map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Remove Liam Chen', 'Remove Ana Lopez']);

    await user.click(screen.getByRole('button', { name: 'Remove Ana Lopez' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Ana Lopez?' });
    await user.type(within(dialog).getByLabelText(/Reason/), 'We went another way.');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));

    // A loaded machine can take a while over the typing, the answer and the re-render.
    expect(await screen.findByText('1 of 3 spots filled', {}, SLOW)).toBeInTheDocument();
    expect(screen.getAllByTestId('squad-member')).toHaveLength(2);
    expect(screen.queryByText('Ana Lopez')).not.toBeInTheDocument();
    expect(screen.getByText('Frontend · 2 open seats')).toBeInTheDocument();
    // The cache shows the answer a moment before the mutation's promise settles: the toast and
    // the dialog closing follow it.
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Ana Lopez was removed from the squad'),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the not-found page to someone who is not in the squad', async () => {
    renderSquad([
      {
        request: { query: LoadSquadQuery, variables: { postId: 'post-1' } },
        result: {
          errors: [new GraphQLError('Squad not found.', { extensions: { code: 'NOT_FOUND' } })],
        },
      },
    ]);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByTestId('squad-member')).not.toBeInTheDocument();
  });

  it('refetches the squad when it changes (another member left)', async () => {
    const [owner, me] = squadMembers();
    renderSquad([
      loadSquadMock(buildSquad()),
      loadSquadMock(buildSquad({ members: [owner!, me!] })),
    ]);
    await screen.findByText('2 of 3 spots filled');
    act(() => serverEmit('squadUpdate', { postId: 'post-1', userId: 'user-2', change: 'left' }));
    expect(await screen.findByText('1 of 3 spots filled')).toBeInTheDocument();
    expect(screen.getAllByTestId('squad-member')).toHaveLength(2);
  });

  it('reads the squad again when the realtime connection opens (a change before it sent nothing)', async () => {
    const [owner, me] = squadMembers();
    renderSquad([
      loadSquadMock(buildSquad()),
      loadSquadMock(buildSquad({ members: [owner!, me!] })),
    ]);
    await screen.findByText('2 of 3 spots filled');
    act(() =>
      serverEmit('initialCounts', {
        totalUnread: 0,
        chatUnreadCounts: [],
        friendRequestCount: 0,
        activityCount: 0,
      }),
    );
    expect(await screen.findByText('1 of 3 spots filled')).toBeInTheDocument();
  });

  it('tells a member they were removed and goes to My Squads', async () => {
    const router = renderSquad([loadSquadMock(buildSquad())]);
    await screen.findByText('2 of 3 spots filled');
    // Someone else's change is only a refetch; the viewer's removal leaves the page.
    act(() => serverEmit('squadUpdate', { postId: 'post-1', userId: 'user-1', change: 'removed' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/squads'), SLOW);
    expect(toast.info).toHaveBeenCalledWith('You were removed from this squad');
  });
});
