import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { PostApplicantsQuery } from '../api/applications';
import { MY_LISTS_PAGE_SIZE } from '@/lib/hooks/use-load-more';
import { ApplicantsPage } from './applicants-page';

// Apollo's MockedProvider answers the post and its applicants.

const request = {
  query: PostApplicantsQuery,
  variables: { postId: 'post-1', page: 1, limit: MY_LISTS_PAGE_SIZE },
};

function renderPage(mocks: ComponentProps<typeof MockedProvider>['mocks']) {
  render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter initialEntries={['/myposts/post-1']}>
        <Routes>
          <Route path="/myposts/:postId" element={<ApplicantsPage />} />
        </Routes>
      </MemoryRouter>
    </MockedProvider>,
  );
}

const post = {
  __typename: 'Post',
  _id: 'post-1',
  title: 'Climate hackathon',
  status: 'open',
  applications_count: 0,
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
});
