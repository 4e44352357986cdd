import { MockedProvider } from '@apollo/client/testing/react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '@/test/auth';
import { UnsavePostMutation } from '../api/post-mutations';
import { SavedPostsQuery } from '../api/saved-posts';
import { MY_LISTS_PAGE_SIZE } from '@/lib/hooks/use-load-more';
import { SavedPostsPage } from './saved-posts-page';

// Apollo's MockedProvider answers getSavedPosts and unsavePost.

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

  it("says 'Error loading saved posts.' when the list cannot be loaded", async () => {
    render(
      <MockedProvider mocks={[{ ...savedPosts(), result: undefined, error: new Error('down') }]}>
        <MemoryRouter>
          <SavedPostsPage />
        </MemoryRouter>
      </MockedProvider>,
    );
    expect(await screen.findByText('Error loading saved posts.')).toBeInTheDocument();
  });
});
