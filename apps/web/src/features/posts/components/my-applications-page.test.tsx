import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { signIn } from '@/test/auth';
import { MyApplicationsQuery, SearchMyApplicationsQuery } from '../api/applications';
import { MY_LISTS_PAGE_SIZE } from '@/lib/hooks/use-load-more';
import { MyApplicationsPage } from './my-applications-page';

// Apollo's MockedProvider answers getApplicationsByUser and searchMyApplications.

const FIRST_PAGE = { page: 1, limit: MY_LISTS_PAGE_SIZE };

function item(id: string, title: string) {
  return {
    __typename: 'ApplicationWithPost',
    application: {
      __typename: 'Application',
      _id: `app-${id}`,
      status: 'pending',
      message: null,
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
      created_at: '2026-03-01T10:00:00.000Z',
    },
  };
}

function renderPage(mocks: ComponentProps<typeof MockedProvider>['mocks']) {
  render(
    <MockedProvider mocks={mocks}>
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
