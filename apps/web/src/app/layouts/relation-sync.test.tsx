import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_SIZE } from '@squadup/shared';
import { RelationSync } from '@/features/connections/components/relation-sync';
import { LoadPeopleQuery } from '@/features/people/api/people-queries';
import { FindPeoplePage } from '@/features/people/components/find-people-page';
import { buildPerson } from '@/features/people/test/people-fixtures';
import { ProfilePage } from '@/features/profile/components/profile-page';
import {
  educationMock,
  profileUser,
  renderWithMocks,
  userMock,
} from '@/features/profile/test/profile-fixtures';
import { createCache } from '@/lib/apollo-cache';
import { signIn } from '@/test/auth';
import { serverEmit } from '@/test/fake-realtime';

vi.mock('@/lib/realtime/use-socket-event', () => import('@/test/fake-realtime'));

// Find People's cards and a profile's header follow connection changes made by the other member, as the signed-in layout
// mounts it: the server's events refetch the page on screen, no reload.

type Person = ReturnType<typeof buildPerson>;
type Mocks = ComponentProps<typeof MockedProvider>['mocks'];

const firstPage = (list: Person[]) => ({
  request: { query: LoadPeopleQuery, variables: { page: 1, limit: PAGE_SIZE.people } },
  result: { data: { loadPeople: list } },
});

class NoIntersection {
  observe() {}
  disconnect() {}
  unobserve() {}
}

function renderPeople(mocks: Mocks) {
  render(
    <MockedProvider mocks={mocks} cache={createCache()}>
      <MemoryRouter initialEntries={['/people']}>
        <RelationSync />
        <FindPeoplePage />
      </MemoryRouter>
    </MockedProvider>,
  );
}

const ada = (overrides: Partial<Person> = {}) => buildPerson({ _id: 'user-ada', ...overrides });

describe('live relations on Find People', () => {
  beforeEach(() => {
    signIn();
    vi.stubGlobal('IntersectionObserver', NoIntersection);
  });

  it('turns a Pending card into Message when the member accepts', async () => {
    renderPeople([
      firstPage([ada({ is_connection: 'pending' })]),
      firstPage([ada({ is_connection: 'accepted', chat_id: 'chat-ada' })]),
    ]);
    const card = await screen.findByRole('article', { name: 'Ada Okafor' });
    expect(within(card).getByRole('button', { name: 'Pending' })).toBeDisabled();

    serverEmit('connectionUpdate', { userId: 'user-ada' });

    const message = await within(card).findByRole('link', { name: 'Message' });
    expect(message).toHaveAttribute('href', '/chat/chat-ada');
    expect(within(card).queryByRole('button', { name: 'Pending' })).not.toBeInTheDocument();
  });

  it('turns a Pending card back into Connect when the member declines', async () => {
    renderPeople([firstPage([ada({ is_connection: 'pending' })]), firstPage([ada()])]);
    const card = await screen.findByRole('article', { name: 'Ada Okafor' });
    expect(within(card).getByRole('button', { name: 'Pending' })).toBeDisabled();

    serverEmit('connectionUpdate', { userId: 'user-ada' });

    expect(await within(card).findByRole('button', { name: 'Connect' })).toBeEnabled();
  });

  it('turns a Connect card into Pending when that member sends the viewer a request', async () => {
    renderPeople([firstPage([ada()]), firstPage([ada({ is_connection: 'pending' })])]);
    const card = await screen.findByRole('article', { name: 'Ada Okafor' });
    expect(within(card).getByRole('button', { name: 'Connect' })).toBeEnabled();

    // What the addressee's sockets get for one new request: the ±1 and the exact count.
    serverEmit('friendRequestIncrement');
    serverEmit('friendRequestUpdate', { count: 1 });

    expect(await within(card).findByRole('button', { name: 'Pending' })).toBeDisabled();
  });

  it('reads the cards again when the connection opens: an answer given before it is shown', async () => {
    renderPeople([
      firstPage([ada({ is_connection: 'pending' })]),
      firstPage([ada({ is_connection: 'accepted', chat_id: 'chat-ada' })]),
    ]);
    const card = await screen.findByRole('article', { name: 'Ada Okafor' });
    expect(within(card).getByRole('button', { name: 'Pending' })).toBeDisabled();

    serverEmit('initialCounts', {
      totalUnread: 0,
      chatUnreadCounts: [],
      friendRequestCount: 0,
      activityCount: 0,
    });

    expect(await within(card).findByRole('link', { name: 'Message' })).toBeInTheDocument();
  });
});

describe("live relations on a member's profile", () => {
  beforeEach(() => signIn());

  it('turns the header from Pending to Message when the member accepts', async () => {
    const noor = (overrides: Parameters<typeof profileUser>[0]) =>
      profileUser({ _id: 'user-2', first_name: 'Noor', last_name: 'Haddad', ...overrides });
    renderWithMocks(
      <>
        <RelationSync />
        <ProfilePage />
      </>,
      [
        { ...userMock('user-2', noor({ is_connection: 'pending' })), maxUsageCount: 1 },
        userMock('user-2', noor({ is_connection: 'accepted', chat_id: 'chat-noor' })),
        educationMock('user-2', []),
      ],
      { path: '/profile/user-2', pattern: '/profile/:userId?' },
    );
    expect(await screen.findByRole('button', { name: 'Pending' })).toBeDisabled();

    serverEmit('connectionUpdate', { userId: 'user-2' });

    expect(await screen.findByRole('link', { name: 'Message' })).toHaveAttribute(
      'href',
      '/chat/chat-noor',
    );
  });
});
