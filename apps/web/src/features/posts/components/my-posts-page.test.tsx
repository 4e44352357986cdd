import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { createCache } from '@/lib/apollo-cache';
import { signIn, testUser } from '@/test/auth';
import { MyPostsQuery } from '../api/my-posts';
import { MY_LISTS_PAGE_SIZE } from '@/lib/hooks/use-load-more';
import { MyPostsPage } from './my-posts-page';
import { buildSquad, face } from '@/components/post/test/post-squad-fixtures';

// Apollo's MockedProvider answers loadPostsByUserId for the signed-in member, over the app's cache
// (its paging policies).

const request = {
  query: MyPostsQuery,
  variables: { userId: testUser._id, page: 1, limit: MY_LISTS_PAGE_SIZE },
};

/** A post with no type, dates, deadline or hours, taking applications. */
const noWhen = {
  project_type: null,
  starts_on: null,
  ends_on: null,
  apply_by: null,
  hours_per_week: null,
  accepting_applications: true,
  hidden: null,
};

function renderPage(mocks: ComponentProps<typeof MockedProvider>['mocks']) {
  render(
    <MockedProvider mocks={mocks} cache={createCache()}>
      <MemoryRouter>
        <MyPostsPage />
      </MemoryRouter>
    </MockedProvider>,
  );
}

describe('MyPostsPage', () => {
  beforeEach(() => signIn());

  it("shows each of the member's posts with its status, numbers and actions", async () => {
    renderPage([
      {
        request,
        result: {
          data: {
            loadPostsByUserId: [
              {
                __typename: 'Post',
                _id: 'post-1',
                title: 'Climate hackathon',
                description: 'Carbon dashboards in 48 hours.',
                status: 'closed',
                tech_stack: ['React', 'Python'],
                experience_level: 'advanced',
                work_mode: 'remote',
                location_id: 'Lisbon',
                views_count: 12,
                applications_count: 1,
                created_at: '2026-03-05T10:00:00.000Z',
                ...noWhen,
                accepting_applications: false,
                ...buildSquad(),
              },
            ],
          },
        },
      },
    ]);
    const card = await screen.findByTestId('my-post-card');
    expect(within(card).getByRole('heading', { name: 'Climate hackathon' })).toBeInTheDocument();
    expect(within(card).getByTestId('post-status')).toHaveTextContent('Closed');
    expect(card).toHaveTextContent('Advanced');
    expect(card).toHaveTextContent('Lisbon');
    expect(card).toHaveTextContent('12 views');
    expect(card).toHaveTextContent('1 application');
    expect(card).toHaveTextContent('Mar 5, 2026');
    expect(within(card).getByRole('link', { name: 'View Post' })).toHaveAttribute(
      'href',
      '/post/post-1',
    );
    expect(within(card).getByRole('link', { name: 'View Applicants' })).toHaveAttribute(
      'href',
      '/myposts/post-1',
    );
    expect(screen.getByRole('link', { name: 'Create New Post' })).toHaveAttribute(
      'href',
      '/post/new',
    );
    // Nobody has joined yet: nothing to open.
    expect(card).toHaveTextContent('0 of 1 spot filled');
    expect(within(card).queryByRole('link', { name: 'Open squad' })).not.toBeInTheDocument();
  });

  it('shows the squad filling up, with a link to it once someone joined', async () => {
    renderPage([
      {
        request,
        result: {
          data: {
            loadPostsByUserId: [
              {
                __typename: 'Post',
                _id: 'post-1',
                title: 'Climate hackathon',
                description: null,
                status: 'open',
                tech_stack: [],
                experience_level: null,
                work_mode: null,
                location_id: null,
                views_count: 0,
                applications_count: 3,
                created_at: '2026-03-05T10:00:00.000Z',
                ...noWhen,
                ...buildSquad({
                  spots_total: 5,
                  spots_filled: 3,
                  in_squad: true,
                  squad_preview: [
                    face('user-1', 'Maya', 'Alvarez'),
                    face('user-2', 'Liam', 'Chen'),
                    face('user-3', 'Ana', 'Lopez'),
                    face('user-4', 'Noor', 'Haddad'),
                  ],
                }),
              },
            ],
          },
        },
      },
    ]);
    const card = await screen.findByTestId('my-post-card');
    expect(card).toHaveTextContent('3 of 5 spots filled');
    expect(within(card).getByRole('img', { name: 'Squad: 4 members' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Open squad' })).toHaveAttribute(
      'href',
      '/squads/post-1',
    );
  });

  it('says there are no posts yet', async () => {
    renderPage([{ request, result: { data: { loadPostsByUserId: [] } } }]);
    expect(await screen.findByText('No posts yet')).toBeInTheDocument();
  });

  it('shows the facts of an event post, and "Deadline passed" once its deadline has', async () => {
    const post = (id: string, applyBy: Date, accepting: boolean) => ({
      __typename: 'Post',
      _id: id,
      title: `Hackathon ${id}`,
      description: null,
      status: 'open',
      tech_stack: [],
      experience_level: null,
      work_mode: null,
      location_id: null,
      views_count: 0,
      applications_count: 0,
      created_at: '2026-03-05T10:00:00.000Z',
      ...noWhen,
      project_type: 'Hackathon',
      starts_on: '2031-03-06',
      ends_on: '2031-03-08',
      apply_by: applyBy.toISOString(),
      hours_per_week: 12,
      accepting_applications: accepting,
      ...buildSquad(),
    });
    renderPage([
      {
        request,
        result: {
          data: {
            loadPostsByUserId: [
              post('ahead', new Date(2031, 2, 1, 23, 59), true),
              post('passed', new Date(Date.now() - 3600_000), false),
            ],
          },
        },
      },
    ]);
    const [ahead, passed] = await screen.findAllByTestId('my-post-card');
    const facts = within(ahead!).getByRole('list', { name: 'Project facts' });
    expect(facts).toHaveTextContent('Hackathon');
    expect(facts).toHaveTextContent('Mar 6 – 8, 2031');
    expect(facts).toHaveTextContent('Apply by Mar 1, 2031');
    expect(facts).toHaveTextContent('12 h/week');
    expect(within(ahead!).queryByTestId('deadline-passed')).not.toBeInTheDocument();
    expect(within(passed!).getByTestId('post-status')).toHaveTextContent('Open');
    expect(within(passed!).getByTestId('deadline-passed')).toHaveTextContent('Deadline passed');
  });
});
