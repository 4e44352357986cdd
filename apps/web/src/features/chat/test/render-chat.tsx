import { InMemoryCache } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import { staticMediaQuery } from '@/test/match-media';
import { ChatPage } from '../components/chat-page';
import { chatSignalsMock } from './chat-fixtures';

export type Mocks = NonNullable<ComponentProps<typeof MockedProvider>['mocks']>;

function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname}</p>;
}

/**
 * The chat screen at `path` with both chat routes, so links between them really navigate. The
 * viewer shows typing and read receipts unless `mocks` answer their settings otherwise first.
 */
export function renderChat(path: string, mocks: Mocks) {
  const router = createMemoryRouter(
    [
      { path: '/chat', element: <ChatPage /> },
      { path: '/chat/:chatId', element: <ChatPage /> },
      { path: '*', element: <LocationProbe /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <MockedProvider mocks={[...mocks, chatSignalsMock()]} cache={new InMemoryCache()}>
      <RouterProvider router={router} />
    </MockedProvider>,
  );
  return router;
}

/** Makes every media query match, as on a phone below the narrow breakpoint. */
export function pretendNarrowScreen() {
  return vi
    .spyOn(window, 'matchMedia')
    .mockImplementation((query: string) => staticMediaQuery(query, true));
}

/** The message texts in the log, top to bottom. */
export const shownMessages = () =>
  screen.queryAllByTestId('message').map((item) => item.querySelector('p')?.textContent);
