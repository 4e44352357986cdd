import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { createCache } from '@/lib/apollo-cache';
import { signIn } from '@/test/auth';
import { MyApplicationsQuery, SearchMyApplicationsQuery } from '../api/applications';
import { MY_LISTS_PAGE_SIZE } from '@/lib/hooks/use-load-more';
import { MyApplicationsPage } from './my-applications-page';
import { buildSquad } from '@/components/post/test/post-squad-fixtures';

// Apollo's MockedProvider answers getApplicationsByUser and searchMyApplications, over the app's
// cache (its paging policies).

const FIRST_PAGE = { page: 1, limit: MY_LISTS_PAGE_SIZE };

function item(id: string, title: string) {
  return {
    __typename: 'ApplicationWithPost',
    application: {
      __typename: 'Application',
      _id: `app-${id}`,
      status: 'pending',
      message: null,
      role: null,
      waitlisted: false,
      decision_note: null,
      decline_reason: null,
      squad_exit: null,
      squad_exit_reason: null,
      created_at: '2026-03-02T10:00:00.000Z',
      updated_at: '2026-03-02T10:00:00.000Z',
    },
    post: {
      __typename: 'Post',
      _id: `post-${id}`,
      title,
      description: null,
      status: 'open',
      posted_by: 'user-9',
      first_name: 'Ada',
      last_name: 'Lovelace',
      tech_stack: [],
      experience_level: null,
      work_mode: null,
      location_id: null,
      is_applied: 'pending',
      accepting_applications: true,
      created_at: '2026-03-01T10:00:00.000Z',
      ...buildSquad(),
    },
  };
}

function renderPage(mocks: ComponentProps<typeof MockedProvider>['mocks']) {
  render(
    <MockedProvider mocks={mocks} cache={createCache()}>
      <MemoryRouter>
        <MyApplicationsPage />
      </MemoryRouter>
    </MockedProvider>,
  );
}

describe('MyApplicationsPage', () => {
  beforeEach(() => signIn());

  it('lists every application, then only those whose project title matches the search', async () => {
    renderPage([
      {
        request: { query: MyApplicationsQuery, variables: FIRST_PAGE },
        result: {
          data: { getApplicationsByUser: [item('1', 'Solar rover'), item('2', 'Recipe app')] },
        },
      },
      {
        request: {
          query: SearchMyApplicationsQuery,
          variables: { search: 'rover', ...FIRST_PAGE },
        },
        result: { data: { searchMyApplications: [item('1', 'Solar rover')] } },
      },
    ]);
    expect(await screen.findByRole('heading', { name: 'Recipe app' })).toBeInTheDocument();
    expect(screen.getAllByTestId('my-application-card')).toHaveLength(2);

    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Search by project title' }),
      'rover',
    );
    await waitFor(() => expect(screen.getAllByTestId('my-application-card')).toHaveLength(1), {
      timeout: 3000,
    });
    expect(screen.getByRole('heading', { name: 'Solar rover' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Recipe app' })).not.toBeInTheDocument();
  });

  it('Load more adds the next page of the search results, which page apart from the full list', async () => {
    const range = (from: number, to: number) =>
      Array.from({ length: to - from + 1 }, (_, i) => item(`${from + i}`, `Rover ${from + i}`));
    const search = (page: number) => ({
      query: SearchMyApplicationsQuery,
      variables: { search: 'rover', page, limit: MY_LISTS_PAGE_SIZE },
    });
    renderPage([
      {
        request: { query: MyApplicationsQuery, variables: FIRST_PAGE },
        result: { data: { getApplicationsByUser: [item('x', 'Recipe app')] } },
      },
      { request: search(1), result: { data: { searchMyApplications: range(1, 20) } } },
      { request: search(2), result: { data: { searchMyApplications: range(20, 22) } } },
    ]);
    expect(await screen.findByRole('heading', { name: 'Recipe app' })).toBeInTheDocument();
    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Search by project title' }),
      'rover',
    );
    expect(
      await screen.findByRole('heading', { name: 'Rover 20' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('heading', { name: 'Rover 22' })).toBeInTheDocument();
    // Rover 20 came back on page 2 too (the list moved meanwhile): it is shown once.
    expect(screen.getAllByTestId('my-application-card')).toHaveLength(22);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    // Two pages of cards render slowly in jsdom on a busy machine: more than the default 5 s.
  }, 20_000);

  it("says 'Error loading applications.' when the list cannot be loaded", async () => {
    renderPage([
      {
        request: { query: MyApplicationsQuery, variables: FIRST_PAGE },
        error: new Error('down'),
      },
    ]);
    expect(await screen.findByText('Error loading applications.')).toBeInTheDocument();
  });
});
