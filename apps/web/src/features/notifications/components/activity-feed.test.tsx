import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useCountersStore } from '@/stores/counters';
import { signIn } from '@/test/auth';
import { serverEmit } from '@/test/fake-realtime';
import {
  ActivityFeedQuery,
  MarkActivityReadMutation,
  MarkAllActivityReadMutation,
} from '../api/activity';
import { BEN, CLEO, buildLine, feed } from '../test/activity-fixtures';
import { ActivityFeed } from './activity-feed';
import { ActivitySync } from './activity-sync';

vi.mock('@/lib/realtime/use-socket-event', () => import('@/test/fake-realtime'));

type Mocks = ComponentProps<typeof MockedProvider>['mocks'];

function renderFeed(mocks: Mocks) {
  render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter initialEntries={['/notifications']}>
        <ActivitySync />
        <Routes>
          <Route path="/notifications" element={<ActivityFeed />} />
          <Route path="/myposts/:postId" element={<h1>Applicants page</h1>} />
        </Routes>
      </MemoryRouter>
    </MockedProvider>,
  );
}

const lines = [
  buildLine({ _id: 'act-1', count: 3, actors: [CLEO, BEN] }),
  buildLine({
    _id: 'act-2',
    type: 'application_accepted',
    actors: [BEN],
    link: '/squads/post-2',
    post_id: 'post-2',
    post_title: 'Study buddy',
  }),
  buildLine({ _id: 'act-3', type: 'application_rejected', unread: false, post_title: 'Robot' }),
  buildLine({
    _id: 'act-4',
    type: 'connection_accepted',
    actors: [BEN],
    post_id: null,
    post_title: null,
    link: '/profile/user-ben',
    unread: false,
  }),
  buildLine({ _id: 'act-5', type: 'squad_removed', actors: [BEN], unread: false }),
  buildLine({ _id: 'act-6', type: 'squad_member_joined', actors: [CLEO], unread: false }),
  buildLine({ _id: 'act-7', type: 'squad_member_left', actors: [BEN], unread: false }),
  buildLine({
    _id: 'act-8',
    type: 'recruitment_reopened',
    actors: [],
    link: '/myposts/post-1',
    unread: false,
  }),
];

describe('ActivityFeed', () => {
  beforeEach(() => {
    signIn();
    useCountersStore.getState().setActivityCount(2);
  });

  it('says what happened, one sentence per type, grouped lines counting the others', async () => {
    renderFeed([feed(lines)]);
    expect(await screen.findByRole('list', { name: 'Activity' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Activity' });
    const links = within(list).getAllByRole('link');
    [
      'Cleo Diaz and 2 others applied to Campus app',
      'Your application to Study buddy was accepted: you are in the squad',
      'Your application to Robot was rejected',
      'Ben Ray accepted your connection request',
      'You were removed from the squad of Campus app',
      'Cleo Diaz joined the squad of Campus app',
      'Ben Ray left the squad of Campus app',
      'A seat freed in Campus app: recruitment is open again',
    ].forEach((sentence, index) => expect(links[index]).toHaveTextContent(sentence));
    expect(links[0]).toHaveTextContent('2 hours ago');
    // The two unread lines carry the dot's spoken "Unread".
    expect(links.map((link) => within(link).queryByText('Unread') !== null)).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
    // The grouped line's faces: the two actors sent, and +1 for the third applicant.
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('+1');
    expect(
      screen.getByRole('link', {
        name: /^Cleo Diaz and 2 others applied to Campus app/,
      }),
    ).toHaveAttribute('href', '/myposts/post-1');
    expect(screen.getByRole('link', { name: /Ben Ray accepted/ })).toHaveAttribute(
      'href',
      '/profile/user-ben',
    );
  });

  it('opening an unread line marks it read and lands on its link', async () => {
    const marked = vi.fn(() => ({ data: { markActivityRead: 1 } }));
    renderFeed([
      feed(lines),
      {
        request: { query: MarkActivityReadMutation, variables: { activityId: 'act-1' } },
        result: marked,
      },
    ]);
    await userEvent.click(await screen.findByRole('link', { name: /applied to Campus app/ }));
    expect(await screen.findByRole('heading', { name: 'Applicants page' })).toBeInTheDocument();
    await waitFor(() => expect(marked).toHaveBeenCalled());
    await waitFor(() => expect(useCountersStore.getState().activityCount).toBe(1));
  });

  it('Mark all as read clears every unread dot and the count, then goes away', async () => {
    renderFeed([
      feed(lines),
      {
        request: { query: MarkAllActivityReadMutation },
        result: { data: { markAllActivityRead: 0 } },
      },
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByText('Unread')).not.toBeInTheDocument();
    expect(useCountersStore.getState().activityCount).toBe(0);
  });

  it('shows the empty state, then a line arriving live on activityUpdate', async () => {
    renderFeed([feed([]), feed([buildLine()])]);
    expect(await screen.findByText('No activity yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
    serverEmit('activityUpdate', { count: 1 });
    expect(
      await screen.findByRole('link', { name: /Ana Lopez applied to Campus app/ }),
    ).toBeInTheDocument();
  });

  it('reads the feed again when the connection opens, so a line sent before it is not missed', async () => {
    renderFeed([feed([]), feed([buildLine()])]);
    expect(await screen.findByText('No activity yet.')).toBeInTheDocument();
    serverEmit('initialCounts', {
      totalUnread: 0,
      chatUnreadCounts: [],
      friendRequestCount: 0,
      activityCount: 1,
    });
    expect(
      await screen.findByRole('link', { name: /Ana Lopez applied to Campus app/ }),
    ).toBeInTheDocument();
  });

  it("says 'Error loading activity.' and loads again on Try again", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderFeed([
      {
        request: { query: ActivityFeedQuery, variables: { page: 1, limit: 20 } },
        error: new Error('boom'),
      },
      feed([buildLine()]),
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading activity.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /applied to Campus app/ })).toBeInTheDocument();
  });
});
