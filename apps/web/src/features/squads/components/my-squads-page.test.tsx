import type { ComponentProps } from 'react';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createCache } from '@/lib/apollo-cache';
import { useCountersStore } from '@/stores/counters';
import { signIn } from '@/test/auth';
import { serverEmit } from '@/test/fake-realtime';
import { renderRoute } from '@/test/router';
import { GetMySquadsQuery } from '../api/my-squads';
import { buildMember, buildMySquad, mySquadsMock } from '../test/squad-fixtures';
import { MySquadsPage, NO_SQUADS_TEXT } from './my-squads-page';

// The real hook opens a socket.io connection; the fake delivers the events a test pushes.
vi.mock('@/lib/realtime/use-socket-event', () => import('@/test/fake-realtime'));

type Mocks = NonNullable<ComponentProps<typeof MockedProvider>['mocks']>;

function renderMySquads(mocks: Mocks) {
  return renderRoute(
    <MockedProvider mocks={mocks} cache={createCache()}>
      <MySquadsPage />
    </MockedProvider>,
    { path: '/squads' },
  );
}

const cards = () => screen.getAllByTestId('squad-card');

describe('My Squads', () => {
  beforeEach(() => {
    signIn();
    useCountersStore.getState().reset();
  });

  it('lists each squad with its title, the viewer role, spots, faces and the chat unread count', async () => {
    const user = userEvent.setup();
    const owned = buildMySquad({
      _id: 'post-2',
      chat_id: 'squad-chat-2',
      is_owner: true,
      unread_count: 4,
      spots_total: 5,
      spots_filled: 1,
      post: { _id: 'post-2', title: 'Robotics club site', status: 'closed' },
    });
    // The live counter for the first squad's chat wins over the count it was loaded with.
    useCountersStore.getState().setChatUnread('squad-chat-1', 7);
    renderMySquads([mySquadsMock([buildMySquad({ unread_count: 2 }), owned])]);

    expect(screen.getByRole('heading', { level: 1, name: 'My Squads' })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'Campus food-sharing app' });
    expect(link).toHaveAttribute('href', '/squads/post-1');
    const [member, owner] = cards();
    expect(within(member!).getByText('Designer')).toBeInTheDocument();
    expect(within(member!).getByText('2 of 3 spots filled')).toBeInTheDocument();
    expect(within(member!).getByRole('img', { name: 'Squad: 3 members' })).toBeInTheDocument();
    expect(within(member!).getByTestId('count-badge')).toHaveTextContent('7 unread messages');
    // No live counter yet for the second chat: the squad's own count shows.
    expect(within(owner!).getByText('Owner')).toBeInTheDocument();
    expect(within(owner!).getByText('Recruitment closed')).toBeInTheDocument();
    expect(within(owner!).getByText('1 of 5 spots filled')).toBeInTheDocument();
    expect(within(owner!).getByTestId('count-badge')).toHaveTextContent('4');

    // A message read elsewhere zeroes the badge live.
    act(() => useCountersStore.getState().setChatUnread('squad-chat-1', 0));
    expect(within(member!).queryByTestId('count-badge')).not.toBeInTheDocument();

    await user.click(link);
    expect(screen.getByTestId('location')).toHaveTextContent('/squads/post-1');
  });

  it('says how to get into a squad when there is none, with a way to Discover', async () => {
    renderMySquads([mySquadsMock([])]);
    expect(await screen.findByText(NO_SQUADS_TEXT)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Discover Projects' })).toHaveAttribute(
      'href',
      '/projects',
    );
  });

  it('shows an error with Try again when the squads cannot load', async () => {
    const user = userEvent.setup();
    renderMySquads([
      {
        request: { query: GetMySquadsQuery },
        result: { errors: [new GraphQLError('Server error')] },
      },
      mySquadsMock([buildMySquad()]),
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading your squads.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Campus food-sharing app' })).toBeVisible();
  });

  it('refetches when a squad changes (someone joined)', async () => {
    const joined = buildMySquad({
      spots_filled: 3,
      members: [
        ...buildMySquad().members.map((m) => buildMember(m)),
        buildMember({ user_id: 'user-7', first_name: 'Zoe' }),
      ],
    });
    renderMySquads([
      { ...mySquadsMock([buildMySquad()]), maxUsageCount: 1 },
      mySquadsMock([joined]),
    ]);
    expect(await screen.findByText('2 of 3 spots filled')).toBeInTheDocument();
    act(() => serverEmit('squadUpdate', { postId: 'post-1', userId: 'user-7', change: 'joined' }));
    expect(await screen.findByText('3 of 3 spots filled')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Squad: 4 members' })).toBeInTheDocument();
  });
});
