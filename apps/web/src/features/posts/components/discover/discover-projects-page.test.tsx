import { MockedProvider } from '@apollo/client/testing/react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '@/test/auth';
import {
  LoadByRecommendationQuery,
  LoadPostByFilterQuery,
  LoadPostsQuery,
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
        request: { query: LoadPostsQuery, variables: { page: 1, limit: 4 } },
        result: { data: { loadPosts: posts(1, 4) } },
      },
      {
        request: { query: LoadPostsQuery, variables: { page: 2, limit: 4 } },
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

  it('keeps the loaded grid out of sight until the recommendations answer (no layout shift)', async () => {
    const firstPage = {
      request: { query: LoadPostsQuery, variables: { page: 1, limit: 4 } },
      result: { data: { loadPosts: posts(1, 2) } },
    };
    // Recommendations that never answer: the grid's own query still ran (its cards are in the page),
    // but nothing of it shows, so the strip cannot push it down later.
    renderPage([{ request: recommendation.request, delay: Infinity }, firstPage]);
    expect(await screen.findByText('Post 2')).not.toBeVisible();
    expect(screen.getByText('Loading...')).toBeVisible();
  });

  it('shows the grid once the recommendations have answered', async () => {
    renderPage([
      recommendation,
      {
        request: { query: LoadPostsQuery, variables: { page: 1, limit: 4 } },
        result: { data: { loadPosts: posts(1, 2) } },
      },
    ]);
    await waitFor(() => expect(screen.getByText('Post 2')).toBeVisible());
    expect(screen.getByRole('heading', { level: 2, name: 'All projects' })).toBeVisible();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it('searches the typed text, then lets a filter take over from page 1', async () => {
    const user = userEvent.setup();
    const filter = {
      tech_stack: [],
      desired_roles: [],
      project_type: [],
      work_mode: ['remote'],
      experience_level: [],
    };
    renderPage([
      recommendation,
      {
        request: { query: LoadPostsQuery, variables: { page: 1, limit: 4 } },
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
    expect(screen.getByText(/the search text is not used/)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Clear All Filters' }).length).toBeGreaterThan(0);
  });

  it("says 'Error loading posts' when the list fails, and tries again", async () => {
    renderPage([
      recommendation,
      {
        request: { query: LoadPostsQuery, variables: { page: 1, limit: 4 } },
        error: new Error('boom'),
      },
      {
        request: { query: LoadPostsQuery, variables: { page: 1, limit: 4 } },
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
});
