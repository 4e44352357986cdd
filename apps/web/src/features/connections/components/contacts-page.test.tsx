import { gql, InMemoryCache } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { useCountersStore } from '@/stores/counters';
import { signIn, testUser } from '@/test/auth';
import { ConnectionsListQuery, RemoveConnectionMutation } from '../api/connections';
import { buildContact } from '../test/connection-fixtures';
import { ContactsPage } from './contacts-page';

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

type Mocks = ComponentProps<typeof MockedProvider>['mocks'];

const contacts = (list: ReturnType<typeof buildContact>[]) => ({
  request: { query: ConnectionsListQuery, variables: { userId: testUser._id } },
  result: { data: { loadConnectionsList: list } },
});
const removal = {
  request: { query: RemoveConnectionMutation, variables: { connectionId: 'conn-9' } },
  result: { data: { removeConnection: 'conn-9' } },
};

function renderPage(mocks: Mocks, cache?: InMemoryCache) {
  render(
    <MockedProvider mocks={mocks} cache={cache}>
      <MemoryRouter>
        <ContactsPage />
      </MemoryRouter>
    </MockedProvider>,
  );
}

/** Makes every media query match, as on a phone below the narrow breakpoint. */
function pretendNarrowScreen() {
  const spy = vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: true,
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      }) satisfies MediaQueryList,
  );
  return () => spy.mockRestore();
}

describe('ContactsPage', () => {
  beforeEach(() => {
    signIn();
    useCountersStore.getState().setFriendRequestCount(3);
    vi.mocked(toast.success).mockClear();
  });

  it('lists connections with Chat, and links to the pending requests with their count', async () => {
    renderPage([contacts([buildContact()])]);
    expect(screen.getByRole('heading', { level: 1, name: 'Contacts' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Liam Chen' })).toHaveAttribute(
      'href',
      '/profile/user-3',
    );
    expect(screen.getByText('Data engineer')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Chat with Liam Chen' })).toHaveAttribute(
      'href',
      '/chat/chat-9',
    );
    expect(screen.getByRole('link', { name: 'Contact requests, 3 pending' })).toHaveAttribute(
      'href',
      '/contacts/requests',
    );
  });

  it("turns a cached profile of a contact into an accepted connection with the list's chat", async () => {
    const cache = new InMemoryCache();
    const relation = gql`
      fragment Relation on User {
        _id
        is_connection
        chat_id
      }
    `;
    cache.writeFragment({
      id: 'User:user-3',
      fragment: relation,
      data: { __typename: 'User', _id: 'user-3', is_connection: 'pending', chat_id: null },
    });
    renderPage([contacts([buildContact()])], cache);
    await screen.findByRole('link', { name: 'Liam Chen' });
    await waitFor(() =>
      expect(cache.readFragment({ id: 'User:user-3', fragment: relation })).toMatchObject({
        is_connection: 'accepted',
        chat_id: 'chat-9',
      }),
    );
  });

  it('asks for confirmation before removing, and Cancel keeps the contact', async () => {
    renderPage([contacts([buildContact()]), removal]);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Liam Chen' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Remove connection?' });
    expect(dialog).toHaveTextContent('Liam Chen will be removed from your contacts.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Liam Chen' })).toBeInTheDocument();
  });

  it('removes the contact once confirmed', async () => {
    renderPage([contacts([buildContact()]), removal]);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Liam Chen' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Remove connection?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('No contacts yet')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(toast.success).toHaveBeenCalledWith('Connection removed');
  });

  it("says 'Error loading contacts.' when the list fails", async () => {
    renderPage([
      {
        request: { query: ConnectionsListQuery, variables: { userId: testUser._id } },
        error: new Error('boom'),
      },
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading contacts.');
  });

  describe('on a narrow screen', () => {
    let restore: () => void;
    beforeEach(() => {
      restore = pretendNarrowScreen();
    });
    afterEach(() => restore());

    it('shows compact rows with Chat as an icon and removal in a menu, still confirmed', async () => {
      renderPage([contacts([buildContact()]), removal]);
      const chat = await screen.findByRole('link', { name: 'Chat with Liam Chen' });
      expect(chat.textContent).toBe('');
      expect(screen.queryByRole('button', { name: 'Remove Liam Chen' })).not.toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'More actions for Liam Chen' }));
      await userEvent.click(await screen.findByRole('menuitem', { name: 'Remove connection' }));
      const dialog = screen.getByRole('alertdialog', { name: 'Remove connection?' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
      await waitFor(() => expect(screen.getByText('No contacts yet')).toBeInTheDocument());
    });
  });
});
