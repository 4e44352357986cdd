import { MockedProvider } from '@apollo/client/testing/react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '@/test/auth';
import { LoadByRecommendationQuery, LoadPostsQuery } from '../../api/discover-first-screen';
import {
  DiscoverEventQuery,
  LoadPostByFilterQuery,
  SearchProjectsQuery,
} from '../../api/post-queries';
import { buildPost } from '../../test/posts-fixtures';
import { DiscoverProjectsPage } from './discover-projects-page';

// Apollo is mocked with MockedProvider: every request the screen makes must be listed below, with
// its exact variables, so the tests pin down which query runs for which search and filters.

const observed: { element: Element; callback: IntersectionObserverCallback }[] = [];
class FakeIntersectionObserver {
  constructor(private callback: IntersectionObserverCallback) {}
  observe(element: Element) {
    observed.push({ element, callback: this.callback });
  }
  disconnect() {}
  unobserve() {}
}

/** Scrolls the most recently observed card (the last one) into view. */
function scrollToLastCard() {
  const last = observed.at(-1)!;
  act(() =>
    last.callback(
      [{ isIntersecting: true, target: last.element } as IntersectionObserverEntry],
      {} as IntersectionObserver,
    ),
  );
}

const posts = (from: number, count: number, prefix = 'Post') =>
  Array.from({ length: count }, (_, i) =>
    buildPost({ _id: `${prefix}-${from + i}`, title: `${prefix} ${from + i}` }),
  );

const recommendation = {
  request: { query: LoadByRecommendationQuery, variables: { page: 1, limit: 4 } },
  result: { data: { loadByRecommendation: [] } },
};

function renderPage(mocks: React.ComponentProps<typeof MockedProvider>['mocks']) {
  render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter>
        <DiscoverProjectsPage />
      </MemoryRouter>
    </MockedProvider>,
  );
}

describe('DiscoverProjectsPage', () => {
  beforeEach(() => {
    signIn();
    observed.length = 0;
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  });

  it('loads 4 a page while pages are full, then shows the end marker', async () => {
    renderPage([
      recommendation,
      {
        request: { query: LoadPostsQuery, variables: { page: 1, limit: 4, excludeRecommended: 4 } },
        result: { data: { loadPosts: posts(1, 4) } },
      },
      {
        request: { query: LoadPostsQuery, variables: { page: 2, limit: 4, excludeRecommended: 4 } },
        result: { data: { loadPosts: posts(5, 1) } },
      },
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Discover Projects' })).toBeVisible();
    expect(await screen.findByText('Post 4')).toBeInTheDocument();
    expect(screen.queryByText('No more projects.')).not.toBeInTheDocument();
    scrollToLastCard();
    expect(await screen.findByText('Post 5')).toBeInTheDocument();
    expect(await screen.findByText('No more projects.')).toBeInTheDocument();
    expect(screen.getAllByTestId('post-card')).toHaveLength(5);
  });

  it('shows no grid until the recommendations answer (no layout shift, no post twice)', async () => {
    const firstPage = {
      request: { query: LoadPostsQuery, variables: { page: 1, limit: 4, excludeRecommended: 4 } },
      result: { data: { loadPosts: posts(1, 2) } },
    };
    // Recommendations that never answer: the grid is asked for beside them, but stays hidden.
    renderPage([{ request: recommendation.request, delay: Infinity }, firstPage]);
    expect(await screen.findByText('Loading...')).toBeVisible();
    await waitFor(() => expect(screen.getByText('Post 2')).not.toBeVisible());
    expect(screen.queryByRole('heading', { name: 'All projects' })).not.toBeInTheDocument();
  });

  it('lists each post once: All projects leaves out the recommended ones', async () => {
    const recommended = posts(1, 2, 'Pick');
    renderPage([
      {
        request: recommendation.request,
        result: {
          data: {
            loadByRecommendation: recommended.map((post) => ({ post, matched_skills: ['Go'] })),
          },
        },
      },
      {
        request: { query: LoadPostsQuery, variables: { page: 1, limit: 4, excludeRecommended: 4 } },
        result: { data: { loadPosts: posts(1, 2) } },
      },
    ]);
    // The list may answer before the recommendations: its cards are in the page, hidden, until
    // both have answered.
    await waitFor(() => expect(screen.getByText('Post 2')).toBeVisible());
    expect(screen.getByRole('heading', { level: 2, name: 'Recommended for you' })).toBeVisible();
    expect(screen.getAllByText('Pick 1')).toHaveLength(1);
    expect(screen.getAllByTestId('post-card')).toHaveLength(4);
  });

  it('shows the grid once the recommendations have answered', async () => {
    renderPage([
      recommendation,
      {
        request: { query: LoadPostsQuery, variables: { page: 1, limit: 4, excludeRecommended: 4 } },
        result: { data: { loadPosts: posts(1, 2) } },
      },
    ]);
    await waitFor(() => expect(screen.getByText('Post 2')).toBeVisible());
    expect(screen.getByRole('heading', { level: 2, name: 'All projects' })).toBeVisible();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it('searches the typed text, then searches it within a chosen filter from page 1', async () => {
    const user = userEvent.setup();
    const filter = {
      tech_stack: [],
      tech_match: 'any',
      desired_roles: [],
      project_type: [],
      work_mode: ['remote'],
      experience_level: [],
      search: 'react',
    };
    renderPage([
      recommendation,
      {
        request: { query: LoadPostsQuery, variables: { page: 1, limit: 4, excludeRecommended: 4 } },
        result: { data: { loadPosts: posts(1, 2) } },
      },
      {
        request: { query: SearchProjectsQuery, variables: { search: 'react', page: 1, limit: 4 } },
        result: { data: { searchProjects: posts(1, 1, 'Found') } },
      },
      {
        request: { query: LoadPostByFilterQuery, variables: { filter, page: 1, limit: 4 } },
        result: { data: { loadPostByFilter: [] } },
      },
    ]);
    expect(await screen.findByText('Post 2')).toBeInTheDocument();
    await user.type(
      screen.getByPlaceholderText('Search by skill, branch, or domain...'),
      ' react ',
    );
    expect(await screen.findByText('Found 1', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.queryByText('Post 1')).not.toBeInTheDocument();

    await user.click(screen.getAllByRole('button', { name: 'Remote' })[0]!);
    expect(await screen.findByText('No posts found', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(
      screen.getByText('Try adjusting your filters or search to find more projects.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/the search text is not used/)).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Clear All Filters' }).length).toBeGreaterThan(0);
  });

  it('lets the member choose whether the tech tags match any or all', async () => {
    const user = userEvent.setup();
    const filter = (tech_match: 'any' | 'all') => ({
      tech_stack: ['Go', 'Rust'],
      tech_match,
      desired_roles: [],
      project_type: [],
      work_mode: [],
      experience_level: [],
      search: '',
    });
    renderPage([
      recommendation,
      {
        request: { query: LoadPostsQuery, variables: { page: 1, limit: 4, excludeRecommended: 4 } },
        result: { data: { loadPosts: posts(1, 2) } },
      },
      {
        request: {
          query: LoadPostByFilterQuery,
          variables: { filter: filter('any'), page: 1, limit: 4 },
        },
        result: { data: { loadPostByFilter: posts(1, 3, 'Either') } },
      },
      {
        request: {
          query: LoadPostByFilterQuery,
          variables: { filter: filter('all'), page: 1, limit: 4 },
        },
        result: { data: { loadPostByFilter: posts(1, 1, 'Both') } },
      },
    ]);
    const sidebar = screen.getByRole('complementary', { name: 'Filters' });
    const tech = within(sidebar).getByLabelText('Tech', { exact: true });
    await user.type(tech, 'Go{Enter}Rust{Enter}');
    expect(await screen.findByText('Either 3')).toBeInTheDocument();
    const match = within(sidebar).getByRole('group', { name: 'Tech tags must match' });
    expect(within(match).getByRole('radio', { name: 'Any' })).toBeChecked();
    expect(within(match).getByText('Posts with any one of these tags')).toBeVisible();

    await user.click(within(match).getByRole('radio', { name: 'All' }));
    expect(await screen.findByText('Both 1')).toBeInTheDocument();
    expect(screen.queryByText('Either 1')).not.toBeInTheDocument();
    expect(within(match).getByText('Posts with every one of these tags')).toBeVisible();
  });

  it("says 'Error loading posts' when the list fails, and tries again", async () => {
    renderPage([
      recommendation,
      {
        request: { query: LoadPostsQuery, variables: { page: 1, limit: 4, excludeRecommended: 4 } },
        error: new Error('boom'),
      },
      {
        request: { query: LoadPostsQuery, variables: { page: 1, limit: 4, excludeRecommended: 4 } },
        result: { data: { loadPosts: posts(1, 1) } },
      },
    ]);
    // The grid shows once the recommendations have answered: wait for what a member can reach.
    const tryAgain = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByText('Error loading posts')).toBeVisible();
    await userEvent.click(tryAgain);
    expect(await screen.findByText('Post 1')).toBeInTheDocument();
    expect(screen.getByText('No more projects.')).toBeInTheDocument();
  });

  it('filters by project type, keeps it in the address, and Clear All Filters clears it', async () => {
    const user = userEvent.setup();
    const hackathons = {
      tech_stack: [],
      tech_match: 'any',
      desired_roles: [],
      project_type: ['Hackathon'],
      work_mode: [],
      experience_level: [],
      search: '',
    };
    const allPosts = {
      request: { query: LoadPostsQuery, variables: { page: 1, limit: 4, excludeRecommended: 4 } },
      result: { data: { loadPosts: posts(1, 2) } },
    };
    const router = createMemoryRouter([{ path: '/projects', element: <DiscoverProjectsPage /> }], {
      initialEntries: ['/projects'],
    });
    render(
      <MockedProvider
        mocks={[
          recommendation,
          allPosts,
          {
            request: {
              query: LoadPostByFilterQuery,
              variables: { filter: hackathons, page: 1, limit: 4 },
            },
            result: {
              data: {
                loadPostByFilter: [
                  buildPost({ _id: 'hack-1', title: 'Weekend hack', project_type: 'Hackathon' }),
                ],
              },
            },
          },
          recommendation,
          allPosts,
        ]}
      >
        <RouterProvider router={router} />
      </MockedProvider>,
    );
    expect(await screen.findByText('Post 2')).toBeInTheDocument();
    const sidebar = screen.getByRole('complementary', { name: 'Filters' });
    const types = within(sidebar).getByRole('group', { name: 'Project Type' });
    expect(
      within(types)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      'Hackathon',
      'Startup',
      'Open Source',
      'School Project',
      'Personal Project',
      'Other',
    ]);
    expect(
      within(sidebar).queryByRole('button', { name: 'Clear All Filters' }),
    ).not.toBeInTheDocument();

    await user.click(within(types).getByRole('button', { name: 'Hackathon' }));
    expect(within(types).getByRole('button', { name: 'Hackathon' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(await screen.findByText('Weekend hack')).toBeInTheDocument();
    expect(screen.queryByText('Post 1')).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?type=Hackathon');

    await user.click(within(sidebar).getByRole('button', { name: 'Clear All Filters' }));
    expect(within(types).getByRole('button', { name: 'Hackathon' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(router.state.location.search).toBe('');
    expect(await screen.findByText('Post 1')).toBeInTheDocument();
  });

  it("lists an event's squads from its link, names the event, and goes back to every project", async () => {
    const user = userEvent.setup();
    const eventId = '01a22ced-dc0e-774f-a447-34b0c73a9cd6';
    const router = createMemoryRouter([{ path: '/projects', element: <DiscoverProjectsPage /> }], {
      initialEntries: [`/projects?event=${eventId}`],
    });
    render(
      <MockedProvider
        mocks={[
          {
            request: { query: DiscoverEventQuery, variables: { eventId } },
            result: {
              data: {
                loadEvent: { __typename: 'Event', _id: eventId, name: 'Spring Hack', ended: false },
              },
            },
          },
          {
            request: {
              query: LoadPostByFilterQuery,
              variables: {
                filter: {
                  tech_stack: [],
                  tech_match: 'any',
                  desired_roles: [],
                  project_type: [],
                  work_mode: [],
                  experience_level: [],
                  event_id: eventId,
                  search: '',
                },
                page: 1,
                limit: 4,
              },
            },
            result: {
              data: {
                loadPostByFilter: [buildPost({ _id: 'team-1', title: 'Spring Hack · Team 1' })],
              },
            },
          },
          recommendation,
          {
            request: {
              query: LoadPostsQuery,
              variables: { page: 1, limit: 4, excludeRecommended: 4 },
            },
            result: { data: { loadPosts: posts(1, 2) } },
          },
        ]}
      >
        <RouterProvider router={router} />
      </MockedProvider>,
    );
    expect(await screen.findByText('Spring Hack · Team 1')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Spring Hack' })).toHaveAttribute(
      'href',
      `/events/${eventId}`,
    );
    expect(screen.getByText(/Squads recruiting for/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'All projects' }));
    expect(router.state.location.search).toBe('');
    expect(await screen.findByText('Post 1')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Spring Hack' })).not.toBeInTheDocument();
  });
});
