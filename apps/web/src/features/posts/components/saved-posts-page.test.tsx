import { MockedProvider } from '@apollo/client/testing/react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createCache } from '@/lib/apollo-cache';
import { signIn } from '@/test/auth';
import { UnsavePostMutation } from '../api/post-mutations';
import { SavedPostsQuery } from '../api/saved-posts';
import { MY_LISTS_PAGE_SIZE } from '@/lib/hooks/use-load-more';
import { SavedPostsPage } from './saved-posts-page';
import { buildSquad } from '@/components/post/test/post-squad-fixtures';

// Apollo's MockedProvider answers getSavedPosts and unsavePost, over the app's cache (its paging policies).

function post(id: string, title: string) {
  return {
    __typename: 'Post' as const,
    _id: id,
    title,
    description: 'A project.',
    posted_by: 'user-9',
    first_name: 'Ada',
    last_name: 'Lovelace',
    photo: null,
    tech_stack: ['React'],
    work_mode: 'remote',
    experience_level: 'beginner',
    location_id: null,
    status: 'open',
    views_count: 1,
    applications_count: 0,
    is_saved: true,
    is_applied: null,
    created_at: new Date().toISOString(),
    project_type: null,
    starts_on: null,
    ends_on: null,
    apply_by: null,
    hours_per_week: null,
    accepting_applications: true,
    ...buildSquad(),
  };
}

const savedPosts = (...posts: ReturnType<typeof post>[]) => ({
  request: { query: SavedPostsQuery, variables: { page: 1, limit: MY_LISTS_PAGE_SIZE } },
  result: { data: { getSavedPosts: posts } },
});

describe('SavedPostsPage', () => {
  beforeEach(() => signIn());

  it('lists saved posts, and unsaving one takes its card off the list', async () => {
    render(
      <MockedProvider
        cache={createCache()}
        mocks={[
          savedPosts(post('p1', 'Rover'), post('p2', 'Recipe scaler')),
          {
            request: { query: UnsavePostMutation, variables: { postId: 'p1' } },
            result: {
              data: { unsavePost: { __typename: 'Post', _id: 'p1', is_saved: false } },
            },
          },
        ]}
      >
        <MemoryRouter>
          <SavedPostsPage />
        </MemoryRouter>
      </MockedProvider>,
    );
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Rover' })).toBeInTheDocument();
    expect(screen.getAllByTestId('post-card')).toHaveLength(2);

    const [first] = screen.getAllByRole('button', { name: 'Saved' });
    await userEvent.click(first!);
    await waitFor(() => expect(screen.getAllByTestId('post-card')).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: 'Rover' })).not.toBeInTheDocument();
  });

  it('refetches when the window regains focus', async () => {
    const second = vi.fn(() => ({ data: { getSavedPosts: [post('p2', 'Recipe scaler')] } }));
    render(
      <MockedProvider
        cache={createCache()}
        mocks={[savedPosts(post('p1', 'Rover')), { ...savedPosts(), result: second }]}
      >
        <MemoryRouter>
          <SavedPostsPage />
        </MemoryRouter>
      </MockedProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Rover' })).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(await screen.findByRole('heading', { name: 'Recipe scaler' })).toBeInTheDocument();
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('Load more adds the next page; after an unsave it asks again for the page that moved up', async () => {
    const range = (from: number, to: number) =>
      Array.from({ length: to - from + 1 }, (_, i) => post(`p${from + i}`, `Project ${from + i}`));
    const page = (n: number, list: ReturnType<typeof post>[]) => ({
      request: { query: SavedPostsQuery, variables: { page: n, limit: MY_LISTS_PAGE_SIZE } },
      result: { data: { getSavedPosts: list } },
    });
    render(
      <MockedProvider
        cache={createCache()}
        mocks={[
          page(1, range(1, 20)),
          page(2, range(21, 40)),
          {
            request: { query: UnsavePostMutation, variables: { postId: 'p1' } },
            result: {
              data: { unsavePost: { __typename: 'Post', _id: 'p1', is_saved: false } },
            },
          },
          // p1 left the list on the server too, so its page 2 now starts one further.
          page(2, range(22, 41)),
          page(3, []),
        ]}
      >
        <MemoryRouter>
          <SavedPostsPage />
        </MemoryRouter>
      </MockedProvider>,
    );
    // Forty cards: text and test-id queries and plain clicks keep this quick (role queries and
    // userEvent over them are slow in jsdom).
    const titles = () =>
      screen.getAllByTestId('post-card').map((card) => card.querySelector('h3')?.textContent);
    const loadMore = () => screen.queryByText('Load more');
    expect(await screen.findByText('Project 20')).toBeInTheDocument();
    fireEvent.click(loadMore()!);
    expect(await screen.findByText('Project 40')).toBeInTheDocument();
    expect(screen.getAllByTestId('post-card')).toHaveLength(40);

    const [firstCard] = screen.getAllByTestId('post-card');
    fireEvent.click(within(firstCard!).getByRole('button', { name: 'Saved' }));
    await waitFor(() => expect(screen.getAllByTestId('post-card')).toHaveLength(39));
    fireEvent.click(loadMore()!);
    expect(await screen.findByText('Project 41')).toBeInTheDocument();
    expect(titles()).toEqual(range(2, 41).map((p) => p.title));

    fireEvent.click(loadMore()!);
    await waitFor(() => expect(loadMore()).not.toBeInTheDocument());
    expect(screen.getAllByTestId('post-card')).toHaveLength(40);
    // Two pages of cards render slowly in jsdom on a busy machine: more than the default 5 s.
  }, 20_000);

  it("says 'Error loading saved posts.' when the list cannot be loaded", async () => {
    render(
      <MockedProvider
        cache={createCache()}
        mocks={[{ ...savedPosts(), result: undefined, error: new Error('down') }]}
      >
        <MemoryRouter>
          <SavedPostsPage />
        </MemoryRouter>
      </MockedProvider>,
    );
    expect(await screen.findByText('Error loading saved posts.')).toBeInTheDocument();
  });
});
