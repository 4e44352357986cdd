import { MockedProvider } from '@apollo/client/testing/react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import type { ComponentProps } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setRelation } from '@/components/connection/relation-cache';
import { createCache } from '@/lib/apollo-cache';
import { signIn } from '@/test/auth';
import { toast } from '@/lib/toast';
import {
  DeclineTemplatesQuery,
  PostApplicantsQuery,
  UpdateApplicationStatusMutation,
} from '../api/applications';
import { ClosePostMutation } from '@/components/post/api/close-post';
import { buildSquad, seat } from '@/components/post/test/post-squad-fixtures';
import { MY_LISTS_PAGE_SIZE } from '@/lib/hooks/use-load-more';
import type { Applicant } from './applicant-card';
import { ApplicantsPage } from './applicants-page';

// Apollo's MockedProvider answers the post and its applicants.

const request = {
  query: PostApplicantsQuery,
  variables: { postId: 'post-1', page: 1, limit: MY_LISTS_PAGE_SIZE, order: 'NEWEST' },
};
const bestMatchRequest = {
  ...request,
  variables: { ...request.variables, order: 'BEST_MATCH' },
};

function renderPage(
  mocks: ComponentProps<typeof MockedProvider>['mocks'],
  path = '/myposts/post-1',
) {
  const cache = createCache();
  render(
    <MockedProvider mocks={mocks} cache={cache}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/myposts/:postId" element={<ApplicantsPage />} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </MockedProvider>,
  );
  return cache;
}

/** The address's query string, so a test can read the sort kept there. */
function LocationProbe() {
  return <output data-testid="location-search">{useLocation().search}</output>;
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

/** One row of the list as the server sends it (typed, so a test may vary any field). */
type ApplicantRow = Applicant & { __typename: 'Application' };

const applicant: ApplicantRow = {
  __typename: 'Application',
  _id: 'app-1',
  applicant_id: 'user-2',
  message: null,
  status: 'pending',
  role: null,
  waitlisted: false,
  decision_note: null,
  decline_reason: null,
  squad_exit: null,
  created_at: '2026-03-05T15:04:00.000Z',
  first_name: 'Noor',
  last_name: 'Haddad',
  photo: null,
  title: 'Backend developer',
  location_id: null,
  is_connection: 'none',
  chat_id: null,
  skill_match: null,
  top_skills: [],
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
            decline_reason: null,
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
            decline_reason: null,
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
      // Each in their group: Sam pending, Noor on the waitlist; after the accept, Noor accepted and
      // Sam on the waitlist (a card moving to another group is a new card).
      const cardIn = (group: RegExp) =>
        within(screen.getByRole('region', { name: group })).getByTestId('applicant-card');
      await screen.findAllByTestId('applicant-card');
      const noorCard = cardIn(/^Waitlist/);
      expect(noorCard).toHaveTextContent('Noor Haddad');
      expect(within(noorCard).getByTestId('application-status')).toHaveTextContent('Waitlisted');
      expect(cardIn(/^Pending/)).toHaveTextContent('Sam Lee');
      await user.click(within(noorCard).getByRole('button', { name: 'Accept' }));
      const full = screen.getByRole('dialog', { name: 'The Backend role is full' });
      expect(within(full).getByRole('button', { name: 'Seat as QA (1 free)' })).toBeEnabled();
      await user.click(within(full).getByRole('button', { name: 'Seat as Frontend (1 free)' }));
      await vi.waitFor(() => expect(cardIn(/^Waitlist/)).toHaveTextContent('Sam Lee'));
      expect(within(cardIn(/^Waitlist/)).getByTestId('application-status')).toHaveTextContent(
        'Waitlisted',
      );
      expect(cardIn(/^Accepted/)).toHaveTextContent('Noor Haddad');
      expect(cardIn(/^Accepted/)).toHaveTextContent('Applied for Frontend');
      expect(screen.queryByRole('region', { name: /^Pending/ })).not.toBeInTheDocument();
      expect(screen.getByTestId('applicants-spots')).toHaveTextContent('3 of 4 spots filled');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });

  describe('the pipeline', () => {
    /** Someone else applied, as the server lists them. */
    const person = (id: string, first_name: string, extra: Partial<Applicant> = {}) => ({
      ...applicant,
      _id: `app-${id}`,
      applicant_id: `user-${id}`,
      first_name,
      last_name: 'Test',
      ...extra,
    });
    const ana = person('ana', 'Ana', { skill_match: { matched: ['React'], wanted: 3 } });
    const ben = person('ben', 'Ben', { waitlisted: true });
    const cy = person('cy', 'Cy', { status: 'accepted' });
    const dee = person('dee', 'Dee', { status: 'rejected', decline_reason: 'Too early for us.' });
    const eve = person('eve', 'Eve', {
      skill_match: { matched: ['React', 'SQL', 'Go'], wanted: 3 },
    });
    const listed = (applicants: (typeof ana)[], req: typeof request = request) => ({
      request: req,
      result: {
        data: { loadPostById: { ...post, spots_total: 4 }, loadApplicationsByPostId: applicants },
      },
    });
    const sections = () =>
      screen.getAllByRole('region').map((region) => ({
        heading: within(region).getByRole('heading', { level: 2 }).textContent,
        names: within(region)
          .getAllByRole('heading', { level: 3 })
          .map((name) => name.textContent),
      }));

    it('shows pending, the waitlist, accepted and declined, each headed with its count', async () => {
      signIn();
      renderPage([listed([ana, eve, ben, cy, dee])]);
      await screen.findAllByTestId('applicant-card');
      expect(sections()).toEqual([
        { heading: 'Pending 2', names: ['Ana Test', 'Eve Test'] },
        { heading: 'Waitlist 1', names: ['Ben Test'] },
        { heading: 'Accepted 1', names: ['Cy Test'] },
        { heading: 'Declined 1', names: ['Dee Test'] },
      ]);
      expect(screen.getByRole('region', { name: 'Pending 2' })).toBeInTheDocument();
    });

    it('leaves out the groups nobody is in', async () => {
      signIn();
      renderPage([listed([ana, dee])]);
      await screen.findAllByTestId('applicant-card');
      expect(sections().map((section) => section.heading)).toEqual(['Pending 1', 'Declined 1']);
      expect(screen.queryByRole('heading', { name: /^Waitlist/ })).not.toBeInTheDocument();
    });

    it('sorts by best match through the server, keeping the choice in the address', async () => {
      signIn();
      const user = userEvent.setup();
      renderPage([
        listed([ana, eve]),
        listed([eve, ana], bestMatchRequest),
        // Back to newest: shown from the cache, and read again.
        listed([ana, eve]),
      ]);
      await screen.findAllByTestId('applicant-card');
      const sort = screen.getByRole('group', { name: 'Sort applicants' });
      const newest = within(sort).getByRole('button', { name: 'Newest' });
      const best = within(sort).getByRole('button', { name: 'Best match' });
      expect(newest).toHaveAttribute('aria-pressed', 'true');
      expect(best).toHaveAttribute('aria-pressed', 'false');

      // By keyboard: the control is a pair of ordinary buttons.
      best.focus();
      await user.keyboard('{Enter}');
      await vi.waitFor(() => expect(sections()[0]!.names).toEqual(['Eve Test', 'Ana Test']));
      expect(best).toHaveAttribute('aria-pressed', 'true');
      expect(best).toHaveFocus();
      expect(screen.getByTestId('location-search')).toHaveTextContent('?sort=best-match');
      expect(screen.getAllByTestId('skill-match').map((line) => line.textContent)).toEqual([
        'Matches 3 of 3 skills: React, SQL, Go',
        'Matches 1 of 3 skills: React',
      ]);

      await user.click(newest);
      await vi.waitFor(() => expect(sections()[0]!.names).toEqual(['Ana Test', 'Eve Test']));
      expect(screen.getByTestId('location-search')).toHaveTextContent('');
    });

    it('reads the list again in the order chosen after a decline, which moves the card', async () => {
      signIn();
      const user = userEvent.setup();
      const declined: ApplicantRow = {
        ...ana,
        status: 'rejected',
        decline_reason: 'Too early for us.',
      };
      renderPage(
        [
          listed([eve, ana], bestMatchRequest),
          { request: { query: DeclineTemplatesQuery }, result: { data: { declineTemplates: [] } } },
          {
            request: {
              query: UpdateApplicationStatusMutation,
              variables: {
                applicationId: 'app-ana',
                status: 'rejected',
                reason: 'Too early for us.',
              },
            },
            result: {
              data: {
                updateApplicationStatus: {
                  __typename: 'Application',
                  _id: 'app-ana',
                  status: 'rejected',
                  role: null,
                  waitlisted: false,
                  decision_note: null,
                  decline_reason: 'Too early for us.',
                  squad_exit: null,
                  updated_at: '2026-03-06T10:00:00.000Z',
                  post: {
                    __typename: 'Post',
                    _id: 'post-1',
                    status: 'open',
                    ...buildSquad({ spots_total: 4, spots_filled: 0 }),
                  },
                },
              },
            },
          },
          listed([eve, declined], bestMatchRequest),
        ],
        '/myposts/post-1?sort=best-match',
      );
      const anaCard = (await screen.findAllByTestId('applicant-card'))[1]!;
      expect(anaCard).toHaveTextContent('Ana Test');
      await user.click(within(anaCard).getByRole('button', { name: 'Reject' }));
      const dialog = screen.getByRole('dialog', { name: 'Decline Ana Test?' });
      await user.type(within(dialog).getByLabelText(/^Reason/), 'Too early for us.');
      await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
      await vi.waitFor(() =>
        expect(sections()).toEqual([
          { heading: 'Pending 1', names: ['Eve Test'] },
          { heading: 'Declined 1', names: ['Ana Test'] },
        ]),
      );
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      // The card moved: focus follows it, not lost with the Reject button pressed.
      await vi.waitFor(() =>
        expect(screen.getByRole('heading', { name: 'Ana Test' })).toHaveFocus(),
      );
    });
  });
});
