import { MockedProvider } from '@apollo/client/testing/react';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import type { ComponentProps } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SendFriendReqMutation } from '@/components/connection/api/send-friend-request';
import { toast } from '@/lib/toast';
import { signIn } from '@/test/auth';
import { DeclineTemplatesQuery, UpdateApplicationStatusMutation } from '../api/applications';
import { buildSquad, seat } from '@/components/post/test/post-squad-fixtures';
import type { SeatRow } from '@/components/post/seats';
import { ApplicantCard, type Applicant } from './applicant-card';

// Apollo's MockedProvider answers updateApplicationStatus; the toasts are spied on.
vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

function applicant(overrides: Partial<Applicant> = {}): Applicant {
  return {
    _id: 'app-1',
    applicant_id: 'user-2',
    message: 'I would love to build the backend.',
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
    location_id: 'Lisbon',
    is_connection: 'none',
    chat_id: null,
    skill_match: null,
    top_skills: [],
    ...overrides,
  };
}

function renderCard(
  overrides: Partial<Applicant> = {},
  mocks: ComponentProps<typeof MockedProvider>['mocks'] = [],
  // Two open spots, none taken: a plain accept finds a seat.
  seats: SeatRow[] = [seat(null, 2)],
) {
  render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter>
        <ApplicantCard applicant={applicant(overrides)} seats={seats} />
      </MemoryRouter>
    </MockedProvider>,
  );
}

/**
 * updateApplicationStatus as the card sends it (`choice`: a seat chosen for a full role, or the
 * reason given with a decline).
 */
const decision = (
  status: 'accepted' | 'rejected',
  choice: { role: string } | { addSeat: true } | { reason: string } | Record<string, never> = {},
) => ({
  request: {
    query: UpdateApplicationStatusMutation,
    variables: { applicationId: 'app-1', status, ...choice },
  },
  result: {
    data: {
      updateApplicationStatus: {
        __typename: 'Application',
        _id: 'app-1',
        status,
        role: 'role' in choice ? choice.role : null,
        waitlisted: false,
        decision_note: null,
        decline_reason: 'reason' in choice ? choice.reason : null,
        squad_exit: null,
        updated_at: '2026-03-06',
        post: {
          __typename: 'Post',
          _id: 'post-1',
          status: 'open',
          ...buildSquad({ spots_total: 2, spots_filled: status === 'accepted' ? 1 : 0 }),
        },
      },
    },
  },
});

const button = (name: string) => screen.getByRole('button', { name });

/** The owner's saved decline reasons, as the decline dialog reads them. */
const savedReasons = (templates: string[] = []) => ({
  request: { query: DeclineTemplatesQuery },
  result: { data: { declineTemplates: templates } },
  maxUsageCount: 5,
});

const declineDialog = () => screen.getByRole('dialog', { name: 'Decline Noor Haddad?' });

describe('ApplicantCard', () => {
  beforeEach(() => signIn());

  it('shows who applied, their message and links to their profile', () => {
    renderCard();
    expect(screen.getByRole('heading', { name: 'Noor Haddad' })).toBeInTheDocument();
    expect(screen.getByText('Backend developer')).toBeInTheDocument();
    expect(screen.getByText('I would love to build the backend.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Profile' })).toHaveAttribute(
      'href',
      '/profile/user-2',
    );
    expect(button('Connect')).toBeEnabled();
  });

  it('enables Accept and Reject while pending', () => {
    renderCard({ status: 'pending' });
    expect(button('Accept')).toBeEnabled();
    expect(button('Reject')).toBeEnabled();
  });

  it('disables Accept once accepted, keeping Reject', () => {
    renderCard({ status: 'accepted' });
    expect(button('Accept')).toBeDisabled();
    expect(button('Reject')).toBeEnabled();
  });

  it('disables Reject once rejected, keeping Accept', () => {
    renderCard({ status: 'rejected' });
    expect(button('Reject')).toBeDisabled();
    expect(button('Accept')).toBeEnabled();
  });

  it('accepts, and the card follows the answer', async () => {
    renderCard({}, [decision('accepted')]);
    await userEvent.click(button('Accept'));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Applicant accepted'));
  });

  it("says 'Failed to reject applicant' in the dialog when the server refuses", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.mocked(toast.error).mockClear();
    renderCard({}, [
      savedReasons(),
      { ...decision('rejected'), result: undefined, error: new Error('No.') },
    ]);
    await userEvent.click(button('Reject'));
    await userEvent.click(within(declineDialog()).getByRole('button', { name: 'Decline' }));
    expect(await within(declineDialog()).findByRole('alert')).toHaveTextContent(
      'Failed to reject applicant',
    );
    expect(toast.error).not.toHaveBeenCalled();
    expect(within(declineDialog()).getByRole('button', { name: 'Decline' })).toBeEnabled();
  });

  it("shows the server's message in the dialog when it refuses the reason", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const refusal = 'A reason goes only with a decline.';
    renderCard({}, [
      savedReasons(),
      {
        request: decision('rejected', { reason: 'Not now' }).request,
        result: {
          errors: [new GraphQLError(refusal, { extensions: { code: 'BAD_USER_INPUT' } })],
        },
      },
    ]);
    await userEvent.click(button('Reject'));
    await userEvent.type(within(declineDialog()).getByLabelText(/^Reason/), 'Not now');
    await userEvent.click(within(declineDialog()).getByRole('button', { name: 'Decline' }));
    expect(await within(declineDialog()).findByRole('alert')).toHaveTextContent(refusal);
  });

  it('sends a connection request from the card and shows Pending', async () => {
    renderCard({}, [
      {
        request: { query: SendFriendReqMutation, variables: { addresseeUserId: 'user-2' } },
        result: {
          data: {
            sendFriendReq: {
              __typename: 'Connection',
              _id: 'conn-1',
              status: 'pending',
              addressee_user_id: 'user-2',
              chat_id: null,
            },
          },
        },
      },
    ]);
    await userEvent.click(button('Connect'));
    const dialog = screen.getByRole('dialog', { name: 'Connect with Noor Haddad' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await screen.findByRole('button', { name: 'Pending' })).toBeDisabled();
    expect(toast.success).toHaveBeenCalledWith('Connection request sent');
  });

  // The connection's Pending and the application's status, each under its caption.
  it("keeps the connection's Pending and the application's status apart, each captioned", () => {
    renderCard({ status: 'rejected', is_connection: 'pending' });
    const connection = screen.getByRole('group', { name: 'Connection' });
    const application = screen.getByRole('group', { name: 'Application' });
    expect(within(connection).getByRole('button', { name: 'Pending' })).toBeDisabled();
    expect(within(application).getByTestId('application-status')).toHaveTextContent('Rejected');
    expect(within(application).queryByText('Pending')).not.toBeInTheDocument();
    expect(screen.getAllByTestId('application-status')).toHaveLength(1);
  });

  describe('changing a decision (issue 16)', () => {
    it('asks before rejecting an accepted applicant, and Cancel changes nothing', async () => {
      const reject = vi.fn(() => decision('rejected').result);
      renderCard({ status: 'accepted' }, [
        savedReasons(),
        { ...decision('rejected'), result: reject },
      ]);
      await userEvent.click(button('Reject'));
      expect(declineDialog()).toHaveAccessibleDescription(
        'You accepted Noor Haddad. Declining them now takes them out of the squad and its chat, and tells them.',
      );
      await userEvent.click(within(declineDialog()).getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(reject).not.toHaveBeenCalled();
    });

    it('rejects an accepted applicant once confirmed', async () => {
      const reject = vi.fn(() => decision('rejected').result);
      const onDecided = vi.fn();
      render(
        <MockedProvider mocks={[savedReasons(), { ...decision('rejected'), result: reject }]}>
          <MemoryRouter>
            <ApplicantCard
              applicant={applicant({ status: 'accepted' })}
              seats={[seat(null, 2, 1)]}
              onDecided={onDecided}
            />
          </MemoryRouter>
        </MockedProvider>,
      );
      await userEvent.click(button('Reject'));
      await userEvent.click(within(declineDialog()).getByRole('button', { name: 'Decline' }));
      await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Applicant rejected'));
      expect(reject).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      // The page reads its groups again.
      expect(onDecided).toHaveBeenCalledWith(
        expect.objectContaining({ _id: 'post-1' }),
        'rejected',
      );
    });

    it('asks before accepting a rejected applicant', async () => {
      renderCard({ status: 'rejected' }, [decision('accepted')]);
      await userEvent.click(button('Accept'));
      const confirm = screen.getByRole('alertdialog', { name: 'Accept Noor Haddad?' });
      await userEvent.click(within(confirm).getByRole('button', { name: 'Accept' }));
      await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Applicant accepted'));
    });

    it('accepts a pending application at once, without asking', async () => {
      renderCard({ status: 'pending' }, [decision('accepted')]);
      await userEvent.click(button('Accept'));
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Applicant accepted'));
    });

    it('asks before declining a pending application too, for a reason', async () => {
      renderCard({ status: 'pending' }, [savedReasons(), decision('rejected')]);
      await userEvent.click(button('Reject'));
      expect(declineDialog()).toHaveAccessibleDescription(
        'Noor Haddad is told their application was declined, with your reason if you give one.',
      );
    });
  });

  it('shows a disabled Pending while a request is pending', () => {
    renderCard({ is_connection: 'pending' });
    expect(button('Pending')).toBeDisabled();
  });

  it('offers Message for an accepted connection with a chat', () => {
    renderCard({ is_connection: 'accepted', chat_id: 'chat-9' });
    expect(screen.getByRole('link', { name: 'Message' })).toHaveAttribute('href', '/chat/chat-9');
  });

  it('shows the role applied for', () => {
    renderCard({ role: 'Designer' });
    expect(screen.getByText('Designer')).toBeInTheDocument();
    expect(screen.getByText(/Applied for/)).toBeInTheDocument();
  });

  it.each([
    ['left', 'Left the squad'],
    ['removed', 'Removed from the squad'],
  ] as const)('says when a former member %s the squad', (exit, text) => {
    renderCard({ status: exit === 'left' ? 'withdrawn' : 'rejected', squad_exit: exit });
    expect(screen.getByTestId('squad-exit')).toHaveTextContent(text);
  });
  describe('declining with a reason', () => {
    beforeEach(() => vi.clearAllMocks());

    it('sends the reason typed, counting its characters', async () => {
      const reject = vi.fn(() => decision('rejected', { reason: 'We need a designer.' }).result);
      renderCard({}, [
        savedReasons(),
        { ...decision('rejected', { reason: 'We need a designer.' }), result: reject },
      ]);
      await userEvent.click(button('Reject'));
      const reason = within(declineDialog()).getByLabelText(/^Reason/);
      expect(reason).toHaveAttribute('maxLength', '300');
      await userEvent.type(reason, '  We need a designer.  ');
      expect(reason).toHaveAccessibleDescription('Shown to Noor. 23 / 300');
      await userEvent.click(within(declineDialog()).getByRole('button', { name: 'Decline' }));
      await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Applicant rejected'));
      // Trimmed, as the API keeps it.
      expect(reject).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });

    it('sends no reason when none is given', async () => {
      const reject = vi.fn(() => decision('rejected').result);
      renderCard({}, [savedReasons(), { ...decision('rejected'), result: reject }]);
      await userEvent.click(button('Reject'));
      await userEvent.click(within(declineDialog()).getByRole('button', { name: 'Decline' }));
      await waitFor(() => expect(reject).toHaveBeenCalledTimes(1));
    });

    it('fills the reason from a saved one and sends it', async () => {
      const saved = 'The squad is full for now, thank you!';
      const reject = vi.fn(() => decision('rejected', { reason: saved }).result);
      renderCard({}, [
        savedReasons(['Looking for more experience.', saved]),
        { ...decision('rejected', { reason: saved }), result: reject },
      ]);
      await userEvent.click(button('Reject'));
      const dialog = declineDialog();
      await userEvent.click(await within(dialog).findByRole('button', { name: saved }));
      const reason = within(dialog).getByLabelText(/^Reason/);
      expect(reason).toHaveValue(saved);
      expect(reason).toHaveFocus();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
      await waitFor(() => expect(reject).toHaveBeenCalledTimes(1));
    });
  });

  it('reminds the owner of the reason they gave a declined applicant', () => {
    renderCard({ status: 'rejected', decline_reason: 'Too early for us.' });
    expect(screen.getByTestId('owner-decline-reason')).toHaveTextContent(
      'Your reason: Too early for us.',
    );
  });

  describe('skills', () => {
    it("says how the applicant's skills meet the post's, and shows their top skills", () => {
      renderCard({
        skill_match: { matched: ['React', 'SQL'], wanted: 5 },
        top_skills: [
          { _id: 's1', skill_name: 'React' },
          { _id: 's2', skill_name: 'Figma' },
        ],
      });
      expect(screen.getByTestId('skill-match')).toHaveTextContent(
        'Matches 2 of 5 skills: React, SQL',
      );
      const chips = screen.getByRole('list', { name: 'Top skills' });
      expect(
        within(chips)
          .getAllByRole('listitem')
          .map((chip) => chip.textContent),
      ).toEqual(['React', 'Figma']);
    });

    it("says none of the post's skills match", () => {
      renderCard({ skill_match: { matched: [], wanted: 5 } });
      expect(screen.getByTestId('skill-match')).toHaveTextContent("None of this post's 5 skills");
    });

    it('says nothing of a match when the post asks for no skill', () => {
      renderCard({ skill_match: { matched: [], wanted: 0 } });
      expect(screen.queryByTestId('skill-match')).not.toBeInTheDocument();
      expect(screen.queryByRole('list', { name: 'Top skills' })).not.toBeInTheDocument();
    });
  });

  describe('a full role', () => {
    /** Backend full, Frontend with one seat free, Designer full: 5 spots. */
    const seats = [seat('Backend', 2, 2), seat('Frontend', 2, 1), seat('Designer', 1, 1)];
    const backend = { role: 'Backend', waitlisted: true };
    const dialog = () => screen.getByRole('dialog', { name: 'The Backend role is full' });
    const choices = () =>
      within(within(dialog()).getByRole('list', { name: 'Seats for Noor Haddad' }))
        .getAllByRole('button')
        .map((choice) => choice.textContent);
    // The toast mock keeps earlier tests' calls: each test here reads only its own.
    beforeEach(() => vi.clearAllMocks());

    it('shows a waitlisted applicant as Waitlisted, not Pending', () => {
      renderCard(backend, [], seats);
      const application = screen.getByRole('group', { name: 'Application' });
      expect(within(application).getByTestId('application-status')).toHaveTextContent('Waitlisted');
      expect(screen.queryByText('Pending')).not.toBeInTheDocument();
    });

    it('accepts at once while the role applied for has a free seat', async () => {
      const accept = vi.fn(() => decision('accepted').result);
      renderCard({ role: 'Frontend' }, [{ ...decision('accepted'), result: accept }], seats);
      await userEvent.click(button('Accept'));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Applicant accepted'));
      expect(accept).toHaveBeenCalledTimes(1);
    });

    it('offers the roles with a free seat and one more seat of their own', async () => {
      renderCard(backend, [], seats);
      await userEvent.click(button('Accept'));
      expect(dialog()).toHaveAccessibleDescription(
        'Noor Haddad applied for Backend (2 of 2 filled). Choose a seat for them, or cancel to leave them pending.',
      );
      expect(choices()).toEqual(['Seat as Frontend (1 free)', 'Add a Backend seat']);
      expect(within(dialog()).getByRole('button', { name: 'Cancel' })).toBeEnabled();
    });

    it('seats them in the role chosen', async () => {
      const accept = vi.fn(() => decision('accepted', { role: 'Frontend' }).result);
      renderCard(
        backend,
        [{ ...decision('accepted', { role: 'Frontend' }), result: accept }],
        seats,
      );
      await userEvent.click(button('Accept'));
      await userEvent.click(
        within(dialog()).getByRole('button', { name: 'Seat as Frontend (1 free)' }),
      );
      await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Applicant accepted'));
      expect(accept).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });

    it('adds a seat to their role', async () => {
      const accept = vi.fn(() => decision('accepted', { addSeat: true }).result);
      renderCard(backend, [{ ...decision('accepted', { addSeat: true }), result: accept }], seats);
      await userEvent.click(button('Accept'));
      await userEvent.click(within(dialog()).getByRole('button', { name: 'Add a Backend seat' }));
      await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Applicant accepted'));
      expect(accept).toHaveBeenCalledTimes(1);
    });

    it('Cancel seats nobody and leaves them pending', async () => {
      const accept = vi.fn(() => decision('accepted').result);
      renderCard(backend, [{ ...decision('accepted'), result: accept }], seats);
      await userEvent.click(button('Accept'));
      await userEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(accept).not.toHaveBeenCalled();
      expect(screen.getByTestId('application-status')).toHaveTextContent('Waitlisted');
    });

    it('offers no seat past a role of 6 seats or a squad of 12 spots', async () => {
      const user = userEvent.setup();
      renderCard(backend, [], [seat('Backend', 6, 6), seat('Frontend', 6, 5)]);
      await user.click(button('Accept'));
      expect(choices()).toEqual(['Seat as Frontend (1 free)']);
      await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
      cleanup();

      renderCard(backend, [], [seat('Backend', 2, 2), seat('Frontend', 6, 6), seat('QA', 4, 4)]);
      await user.click(button('Accept'));
      expect(within(dialog()).queryByRole('list')).not.toBeInTheDocument();
      expect(dialog()).toHaveAccessibleDescription(
        /No role has a free seat, and none can be added/,
      );
    });

    it('offers one more spot when every open spot of a post without roles is taken', async () => {
      const accept = vi.fn(() => decision('accepted', { addSeat: true }).result);
      renderCard(
        { waitlisted: true },
        [{ ...decision('accepted', { addSeat: true }), result: accept }],
        [seat(null, 3, 3)],
      );
      await userEvent.click(button('Accept'));
      const full = screen.getByRole('dialog', { name: 'Every spot is filled' });
      expect(full).toHaveAccessibleDescription(/Every spot is taken \(3 of 3 spots filled\)/);
      await userEvent.click(within(full).getByRole('button', { name: 'Add a spot' }));
      await waitFor(() => expect(accept).toHaveBeenCalledTimes(1));
    });

    it("says the server's message when the seat was taken meanwhile", async () => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const refusal = 'The Frontend role is full (2 of 2 filled).';
      renderCard(
        backend,
        [
          {
            request: decision('accepted', { role: 'Frontend' }).request,
            result: { errors: [new GraphQLError(refusal, { extensions: { code: 'CONFLICT' } })] },
          },
        ],
        seats,
      );
      await userEvent.click(button('Accept'));
      await userEvent.click(
        within(dialog()).getByRole('button', { name: 'Seat as Frontend (1 free)' }),
      );
      await waitFor(() => expect(toast.error).toHaveBeenCalledWith(refusal));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });

    it('says when the post declined the applicant by itself', () => {
      renderCard({ status: 'rejected', role: 'Backend', decision_note: 'Thank you for applying.' });
      expect(
        screen.getByText('Declined by the post when its seats filled, with a kind note.'),
      ).toBeInTheDocument();
    });
  });
});
