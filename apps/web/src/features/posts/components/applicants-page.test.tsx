import { MockedProvider } from '@apollo/client/testing/react';
import { act, render, screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { setRelation } from '@/components/connection/relation-cache';
import { createCache } from '@/lib/apollo-cache';
import { signIn } from '@/test/auth';
import { PostApplicantsQuery } from '../api/applications';
import { MY_LISTS_PAGE_SIZE } from '@/lib/hooks/use-load-more';
import { ApplicantsPage } from './applicants-page';

// Apollo's MockedProvider answers the post and its applicants.

const request = {
  query: PostApplicantsQuery,
  variables: { postId: 'post-1', page: 1, limit: MY_LISTS_PAGE_SIZE },
};

function renderPage(mocks: ComponentProps<typeof MockedProvider>['mocks']) {
  const cache = createCache();
  render(
    <MockedProvider mocks={mocks} cache={cache}>
      <MemoryRouter initialEntries={['/myposts/post-1']}>
        <Routes>
          <Route path="/myposts/:postId" element={<ApplicantsPage />} />
        </Routes>
      </MemoryRouter>
    </MockedProvider>,
  );
  return cache;
}

const post = {
  __typename: 'Post',
  _id: 'post-1',
  title: 'Climate hackathon',
  status: 'open',
  applications_count: 0,
  spots_total: 2,
  spots_filled: 0,
};

const applicant = {
  __typename: 'Application',
  _id: 'app-1',
  applicant_id: 'user-2',
  message: null,
  status: 'pending',
  role: null,
  squad_exit: null,
  created_at: '2026-03-05T15:04:00.000Z',
  first_name: 'Noor',
  last_name: 'Haddad',
  photo: null,
  title: 'Backend developer',
  location_id: null,
  is_connection: 'none',
  chat_id: null,
};

describe('ApplicantsPage', () => {
  it('names the post and says when nobody has applied yet', async () => {
    renderPage([
      { request, result: { data: { loadPostById: post, loadApplicationsByPostId: [] } } },
    ]);
    expect(await screen.findByText('No applicants yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Climate hackathon' })).toHaveAttribute(
      'href',
      '/post/post-1',
    );
  });

  it("says 'Error loading applications.' when they cannot be loaded", async () => {
    renderPage([{ request, error: new Error('Only the owner sees applicants.') }]);
    expect(await screen.findByText('Error loading applications.')).toBeInTheDocument();
  });

  it('follows a connection change made elsewhere: the card offers Message once accepted', async () => {
    signIn();
    const cache = renderPage([
      {
        request,
        result: { data: { loadPostById: post, loadApplicationsByPostId: [applicant] } },
      },
    ]);
    expect(await screen.findByRole('button', { name: 'Connect' })).toBeEnabled();
    // What Notifications does when the viewer accepts this member's request.
    act(() => setRelation(cache, 'user-2', 'accepted', 'chat-9'));
    expect(await screen.findByRole('link', { name: 'Message' })).toHaveAttribute(
      'href',
      '/chat/chat-9',
    );
    expect(screen.queryByRole('button', { name: 'Connect' })).not.toBeInTheDocument();
  });
});
