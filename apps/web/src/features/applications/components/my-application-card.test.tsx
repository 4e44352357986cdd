import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { ApplicationStatus } from '@squadup/shared';
import { makeFragmentData } from '@/gql';
import { toast } from '@/lib/toast';
import { CancelApplicationMutation, MyApplicationFields } from '../api/applications';
import { buildSquad } from '@/components/post/test/post-squad-fixtures';
import { MyApplicationCard } from './my-application-card';

// Apollo's MockedProvider answers cancelApplyToPost; the toasts are spied on.
vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

interface SquadSide {
  role?: string | null;
  waitlisted?: boolean;
  decision_note?: string | null;
  decline_reason?: string | null;
  squad_exit?: 'left' | 'removed' | null;
  squad_exit_reason?: string | null;
  /** The post is open but its application deadline has passed. */
  pastDeadline?: boolean;
}

const applicationSide = ({ pastDeadline: _post, ...side }: SquadSide) => side;

function item(
  status: ApplicationStatus,
  postStatus: 'open' | 'closed' = 'open',
  squad: SquadSide = {},
) {
  return makeFragmentData(
    {
      __typename: 'ApplicationWithPost',
      post: {
        __typename: 'Post',
        _id: 'post-1',
        title: 'Climate hackathon',
        description: 'Carbon dashboards in 48 hours.',
        status: postStatus,
        posted_by: 'user-9',
        first_name: 'Ada',
        last_name: 'Lovelace',
        tech_stack: ['React', 'Python'],
        experience_level: 'intermediate',
        work_mode: 'remote',
        location_id: null,
        is_applied: status,
        created_at: '2026-03-01T10:00:00.000Z',
        accepting_applications: postStatus === 'open' && !squad.pastDeadline,
        ...buildSquad(),
      },
      application: {
        __typename: 'Application',
        _id: 'app-1',
        status,
        message: 'Count me in!',
        role: null,
        waitlisted: false,
        decision_note: null,
        decline_reason: null,
        squad_exit: null,
        squad_exit_reason: null,
        ...applicationSide(squad),
        created_at: '2026-03-02T10:00:00.000Z',
        updated_at: '2026-03-02T10:00:00.000Z',
      },
    },
    MyApplicationFields,
  );
}

function renderCard(
  status: ApplicationStatus,
  mocks: ComponentProps<typeof MockedProvider>['mocks'] = [],
  postStatus: 'open' | 'closed' = 'open',
  squad: SquadSide = {},
) {
  render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter>
        <MyApplicationCard item={item(status, postStatus, squad)} onStale={() => undefined} />
      </MemoryRouter>
    </MockedProvider>,
  );
}

const cancelButton = () => screen.getByRole('button', { name: 'Cancel Application' });

describe('MyApplicationCard', () => {
  it('shows the post and the application status', () => {
    renderCard('accepted');
    expect(screen.getByRole('heading', { name: 'Climate hackathon' })).toBeInTheDocument();
    expect(screen.getByTestId('application-status')).toHaveTextContent('Accepted');
    expect(screen.getByText('Count me in!')).toBeInTheDocument();
  });

  // The status shows once, under the "Application" caption, not as a badge and a button.
  it.each(['pending', 'accepted', 'rejected'] as const)(
    'shows a %s status once, as a badge under the Application caption',
    (status) => {
      renderCard(status);
      const group = screen.getByRole('group', { name: 'Application' });
      const label = status[0]!.toUpperCase() + status.slice(1);
      expect(within(group).getByTestId('application-status')).toHaveTextContent(label);
      expect(screen.getAllByText(label)).toHaveLength(1);
      expect(screen.queryByRole('button', { name: label })).not.toBeInTheDocument();
    },
  );

  it('enables Cancel Application while pending', () => {
    renderCard('pending');
    expect(cancelButton()).toBeEnabled();
  });

  it('disables Cancel Application once withdrawn; Withdrawn is an outline button that applies again', () => {
    renderCard('withdrawn');
    expect(cancelButton()).toBeDisabled();
    const group = screen.getByRole('group', { name: 'Application' });
    const withdrawn = within(group).getByRole('button', { name: 'Withdrawn' });
    expect(withdrawn).toBeEnabled();
    expect(withdrawn).toHaveAccessibleDescription('Apply again');
    expect(withdrawn.className).toContain('border-border');
    expect(screen.getAllByText('Withdrawn')).toHaveLength(1);
  });

  it('says why a withdrawn application cannot be renewed on a closed post', () => {
    renderCard('withdrawn', [], 'closed');
    const withdrawn = screen.getByRole('button', { name: 'Withdrawn' });
    expect(withdrawn).toBeDisabled();
    expect(withdrawn).toHaveAccessibleDescription('Recruitment closed');
    expect(screen.getByText('Recruitment closed')).toBeVisible();
  });

  it('says applications closed once the deadline passed, with no way to apply again', () => {
    renderCard('withdrawn', [], 'open', { pastDeadline: true });
    const withdrawn = screen.getByRole('button', { name: 'Withdrawn' });
    expect(withdrawn).toBeDisabled();
    expect(withdrawn).toHaveAccessibleDescription('Applications closed');
  });

  // A decided application cannot be withdrawn into a fresh one (the server refuses too).
  it.each(['rejected', 'accepted'] as const)(
    'disables Cancel Application once the application is %s',
    (status) => {
      renderCard(status);
      expect(cancelButton()).toBeDisabled();
      expect(screen.getByTestId('application-status')).toBeInTheDocument();
    },
  );

  it('withdraws with a toast', async () => {
    const mutate = vi.fn(() => ({
      data: {
        cancelApplyToPost: {
          __typename: 'Application',
          _id: 'app-1',
          status: 'withdrawn',
          updated_at: '2026-03-03',
          post: {
            __typename: 'Post',
            _id: 'post-1',
            is_applied: 'withdrawn',
            applications_count: 0,
          },
        },
      },
    }));
    renderCard('pending', [
      {
        request: { query: CancelApplicationMutation, variables: { applicationId: 'app-1' } },
        result: mutate,
      },
    ]);
    await userEvent.click(cancelButton());
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Your application has been withdrawn.'),
    );
    expect(mutate).toHaveBeenCalledTimes(1);
  });

  describe('the squad (issue 14)', () => {
    it('shows the role applied for and, once accepted, a link to the squad', () => {
      renderCard('accepted', [], 'open', { role: 'Frontend' });
      expect(screen.getByText('Frontend')).toBeInTheDocument();
      expect(screen.getByText(/Applied for/)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Open squad' })).toHaveAttribute(
        'href',
        '/squads/post-1',
      );
    });

    it('offers no squad link while the application is pending', () => {
      renderCard('pending', [], 'open', { role: 'Frontend' });
      expect(screen.queryByRole('link', { name: 'Open squad' })).not.toBeInTheDocument();
    });

    it('says the member left the squad, and Apply again stays open to them', () => {
      renderCard('withdrawn', [], 'open', { role: 'Frontend', squad_exit: 'left' });
      expect(screen.getByText('You left this squad')).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Open squad' })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Withdrawn' })).toBeEnabled();
    });

    it("says the member was removed, with the owner's reason, and offers no Apply", () => {
      renderCard('rejected', [], 'open', {
        role: 'Frontend',
        squad_exit: 'removed',
        squad_exit_reason: 'We went another way with the frontend.',
      });
      expect(screen.getByText('Removed from the squad')).toBeInTheDocument();
      expect(screen.getByText('We went another way with the frontend.')).toBeInTheDocument();
      expect(
        screen.queryByRole('button', { name: /^(Apply|Rejected|Withdrawn)$/ }),
      ).not.toBeInTheDocument();
    });
  });
  describe('a full role', () => {
    it('says a waitlisted application waits for a seat, with Waitlisted instead of Pending', () => {
      renderCard('pending', [], 'open', { role: 'Backend', waitlisted: true });
      const group = screen.getByRole('group', { name: 'Application' });
      expect(within(group).getByTestId('application-status')).toHaveTextContent('Waitlisted');
      expect(screen.queryByText('Pending')).not.toBeInTheDocument();
      expect(
        screen.getByText(
          'The role you applied for is full. You stay on the waitlist: when a seat frees, you leave it and the owner can accept you.',
        ),
      ).toBeInTheDocument();
      // Still pending: it can be withdrawn.
      expect(cancelButton()).toBeEnabled();
    });

    it('says so for an application of no role when every spot is filled', () => {
      renderCard('pending', [], 'open', { waitlisted: true });
      expect(
        screen.getByText(/^Every spot in this squad is filled\. You stay on the waitlist/),
      ).toBeInTheDocument();
    });

    it("shows the post's note when it declined the application by itself", () => {
      const note =
        'Thank you for applying. The Backend role filled before your application could be reviewed; we hope to see you on another project.';
      renderCard('rejected', [], 'open', { role: 'Backend', decision_note: note });
      expect(screen.getByTestId('application-status')).toHaveTextContent('Rejected');
      expect(screen.getByText('The role filled')).toBeInTheDocument();
      expect(screen.getByText(note)).toBeInTheDocument();
    });

    it('shows no note for a plain pending or rejected application', () => {
      renderCard('rejected', [], 'open', { role: 'Backend' });
      expect(screen.queryByText('The role filled')).not.toBeInTheDocument();
      expect(screen.queryByText(/waitlist/)).not.toBeInTheDocument();
    });
  });

  describe("the owner's reason for declining", () => {
    const reason = 'We went with someone who can join the Tuesday calls.';

    it('shows it on a rejected application', () => {
      renderCard('rejected', [], 'open', { decline_reason: reason });
      expect(screen.getByTestId('decline-reason')).toHaveTextContent(
        `Note from the owner: ${reason}`,
      );
      expect(screen.getByTestId('application-status')).toHaveTextContent('Rejected');
    });

    it('shows nothing when the owner gave no reason', () => {
      renderCard('rejected');
      expect(screen.queryByTestId('decline-reason')).not.toBeInTheDocument();
      expect(screen.queryByText(/Note from the owner/)).not.toBeInTheDocument();
    });

    it('shows nothing once the application is no longer declined', () => {
      // E.g. accepted after all: the reason no longer applies.
      renderCard('accepted', [], 'open', { decline_reason: reason });
      expect(screen.queryByTestId('decline-reason')).not.toBeInTheDocument();
    });
  });
});
