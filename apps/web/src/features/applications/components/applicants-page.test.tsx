import { MockedProvider } from '@apollo/client/testing/react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import type { ComponentProps } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setRelation } from '@/components/connection/relation-cache';
import { createCache } from '@/lib/apollo-cache';
import { signIn } from '@/test/auth';
import { toast } from '@/lib/toast';
import { PostApplicantsQuery, UpdateApplicationStatusMutation } from '../api/applications';
import { ClosePostMutation } from '@/components/post/api/close-post';
import { buildSquad, seat } from '@/components/post/test/post-squad-fixtures';
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
  seats: [seat(null, 2)],
};

const applicant = {
  __typename: 'Application',
  _id: 'app-1',
  applicant_id: 'user-2',
  message: null,
  status: 'pending',
  role: null,
  waitlisted: false,
  decision_note: null,
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

  describe('seats (issue 14)', () => {
    /** One Frontend seat of two taken; Noor applied for the other. */
    const filling = { ...post, spots_total: 2, spots_filled: 1, seats: [seat('Frontend', 2, 1)] };
    const noor = { ...applicant, role: 'Frontend' };
    const listed = {
      request,
      result: { data: { loadPostById: filling, loadApplicationsByPostId: [noor] } },
    };
    /** The list read again after the accept (the squad changed): Noor in, the last seat taken. */
    const relisted = (postStatus: 'open' | 'closed') => ({
      request,
      result: {
        data: {
          loadPostById: {
            ...filling,
            status: postStatus,
            spots_filled: 2,
            seats: [seat('Frontend', 2, 2)],
          },
          loadApplicationsByPostId: [{ ...noor, status: 'accepted' }],
        },
      },
    });
    /** updateApplicationStatus's answer: Noor in, the post as the accept left it. */
    const accepted = (postStatus: 'open' | 'closed') => ({
      request: {
        query: UpdateApplicationStatusMutation,
        variables: { applicationId: 'app-1', status: 'accepted' },
      },
      result: {
        data: {
          updateApplicationStatus: {
            __typename: 'Application',
            _id: 'app-1',
            status: 'accepted',
            role: 'Frontend',
            waitlisted: false,
            decision_note: null,
            squad_exit: null,
            updated_at: '2026-03-06T10:00:00.000Z',
            post: {
              __typename: 'Post',
              _id: 'post-1',
              status: postStatus,
              ...buildSquad({
                spots_total: 2,
                spots_filled: 2,
                in_squad: true,
                seats: [seat('Frontend', 2, 2)],
              }),
            },
          },
        },
      },
    });
    const closed = vi.fn(() => ({
      data: {
        closePost: {
          __typename: 'Post',
          _id: 'post-1',
          status: 'closed',
          updated_at: '2026-03-06T10:01:00.000Z',
        },
      },
    }));
    const closing = {
      request: { query: ClosePostMutation, variables: { postId: 'post-1' } },
      result: closed,
    };
    beforeEach(() => closed.mockClear());

    it('shows the role applied for and how many spots are filled', async () => {
      signIn();
      renderPage([listed]);
      const card = await screen.findByTestId('applicant-card');
      expect(card).toHaveTextContent('Applied for Frontend');
      expect(screen.getByTestId('applicants-spots')).toHaveTextContent('1 of 2 spots filled');
    });

    it('offers to close recruitment once an accept fills the last seat, and closes it', async () => {
      signIn();
      const success = vi.spyOn(toast, 'success').mockImplementation(() => 1);
      const user = userEvent.setup();
      renderPage([listed, accepted('open'), relisted('open'), closing]);
      await user.click(await screen.findByRole('button', { name: 'Accept' }));
      const offer = await screen.findByRole('alertdialog', {
        name: 'Every spot is filled. Close recruitment?',
      });
      expect(screen.getByTestId('applicants-spots')).toHaveTextContent('2 of 2 spots filled');
      await user.click(within(offer).getByRole('button', { name: 'Close Recruitment' }));
      await vi.waitFor(() => expect(success).toHaveBeenCalledWith('Post closed successfully'));
      expect(closed).toHaveBeenCalledTimes(1);
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      expect(await screen.findByTestId('post-status')).toHaveTextContent('Closed');
    });

    it('keeps the post open when the owner declines the offer', async () => {
      signIn();
      const user = userEvent.setup();
      renderPage([listed, accepted('open'), relisted('open'), closing]);
      await user.click(await screen.findByRole('button', { name: 'Accept' }));
      const offer = await screen.findByRole('alertdialog');
      await user.click(within(offer).getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      expect(closed).not.toHaveBeenCalled();
      expect(screen.getByTestId('post-status')).toHaveTextContent('Open');
    });

    it('offers nothing when the post closed by itself (auto-close)', async () => {
      signIn();
      const success = vi.spyOn(toast, 'success').mockImplementation(() => 1);
      const user = userEvent.setup();
      renderPage([listed, accepted('closed'), relisted('closed')]);
      await user.click(await screen.findByRole('button', { name: 'Accept' }));
      await vi.waitFor(() => expect(success).toHaveBeenCalledWith('Applicant accepted'));
      expect(await screen.findByTestId('post-status')).toHaveTextContent('Closed');
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    });

    it("says the server's message when the role is already full", async () => {
      signIn();
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const failure = vi.spyOn(toast, 'error').mockImplementation(() => 1);
      const user = userEvent.setup();
      renderPage([
        listed,
        {
          request: accepted('open').request,
          result: {
            errors: [
              new GraphQLError('The Frontend role is full.', { extensions: { code: 'CONFLICT' } }),
            ],
          },
        },
      ]);
      await user.click(await screen.findByRole('button', { name: 'Accept' }));
      await vi.waitFor(() => expect(failure).toHaveBeenCalledWith('The Frontend role is full.'));
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    });
  });
  describe('a full role', () => {
    /** Backend full (Noor waits for it), Frontend with one seat of two free (Sam applied for it). */
    const seated = { ...post, spots_total: 4, spots_filled: 2 };
    const noor = { ...applicant, role: 'Backend', waitlisted: true };
    const sam = {
      ...applicant,
      _id: 'app-2',
      applicant_id: 'user-3',
      first_name: 'Sam',
      last_name: 'Lee',
      role: 'Frontend',
    };
    const listed = (seats: ReturnType<typeof seat>[], applicants: (typeof noor)[], filled = 2) => ({
      request,
      result: {
        data: {
          loadPostById: { ...seated, spots_filled: filled, seats },
          loadApplicationsByPostId: applicants,
        },
      },
    });
    const seatedAsFrontend = {
      request: {
        query: UpdateApplicationStatusMutation,
        variables: { applicationId: 'app-1', status: 'accepted', role: 'Frontend' },
      },
      result: {
        data: {
          updateApplicationStatus: {
            __typename: 'Application',
            _id: 'app-1',
            status: 'accepted',
            role: 'Frontend',
            waitlisted: false,
            decision_note: null,
            squad_exit: null,
            updated_at: '2026-03-06T10:00:00.000Z',
            post: {
              __typename: 'Post',
              _id: 'post-1',
              status: 'open',
              ...buildSquad({
                spots_total: 4,
                spots_filled: 3,
                seats: [seat('Backend', 1, 1), seat('Frontend', 2, 2), seat('QA', 1, 0)],
              }),
            },
          },
        },
      },
    };

    it("offers the post's free seats, and reads the list again once one is taken", async () => {
      signIn();
      const user = userEvent.setup();
      renderPage([
        listed([seat('Backend', 1, 1), seat('Frontend', 2, 1), seat('QA', 1, 0)], [noor, sam]),
        seatedAsFrontend,
        // Frontend filled too: the server put Sam on the waitlist.
        listed(
          [seat('Backend', 1, 1), seat('Frontend', 2, 2), seat('QA', 1, 0)],
          [
            { ...noor, status: 'accepted', role: 'Frontend', waitlisted: false },
            { ...sam, waitlisted: true },
          ],
          3,
        ),
      ]);
      const noorCard = (await screen.findAllByTestId('applicant-card'))[0]!;
      expect(within(noorCard).getByTestId('application-status')).toHaveTextContent('Waitlisted');
      await user.click(within(noorCard).getByRole('button', { name: 'Accept' }));
      const full = screen.getByRole('dialog', { name: 'The Backend role is full' });
      expect(within(full).getByRole('button', { name: 'Seat as QA (1 free)' })).toBeEnabled();
      await user.click(within(full).getByRole('button', { name: 'Seat as Frontend (1 free)' }));
      const samCard = screen.getAllByTestId('applicant-card')[1]!;
      await vi.waitFor(() =>
        expect(within(samCard).getByTestId('application-status')).toHaveTextContent('Waitlisted'),
      );
      expect(noorCard).toHaveTextContent('Applied for Frontend');
      expect(screen.getByTestId('applicants-spots')).toHaveTextContent('3 of 4 spots filled');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });
});
