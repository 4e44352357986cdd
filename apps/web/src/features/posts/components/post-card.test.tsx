import type { ApolloLink } from '@apollo/client/link';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '@/test/auth';
import { heldMocks } from '@/test/held-mocks';
import { toast } from '@/lib/toast';
import { ApplyToPostMutation } from '@/components/apply/api/apply-to-post';
import { buildPost, cardRef } from '../test/posts-fixtures';
import { face, seat } from '@/components/post/test/post-squad-fixtures';
import { PostCard } from './post-card';

// Apollo is mocked with MockedProvider: each test lists the exact operations it expects.

type Mocks = React.ComponentProps<typeof MockedProvider>['mocks'];

function renderCard(post = buildPost(), mocks: Mocks = [], link?: ApolloLink) {
  render(
    <MockedProvider mocks={link ? undefined : mocks} link={link}>
      <MemoryRouter>
        <PostCard post={cardRef(post)} />
      </MemoryRouter>
    </MockedProvider>,
  );
}

const applyButton = () =>
  within(screen.getByTestId('post-card')).getByRole('button', {
    name: /^(Apply|Pending|Accepted|Rejected|Withdrawn)$/,
  });

describe('PostCard', () => {
  beforeEach(() => signIn());

  it('shows the title, 2-line description, tech, relative time and View Details link', () => {
    renderCard();
    expect(screen.getByRole('heading', { name: 'Campus ride-sharing app' })).toBeInTheDocument();
    expect(screen.getByTestId('post-description')).toHaveClass('line-clamp-2');
    expect(screen.getByRole('list', { name: 'Tech stack' })).toHaveTextContent('ReactNode.js');
    expect(screen.getByText('2 hours ago')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /View Details/ })).toHaveAttribute(
      'href',
      '/post/post-1',
    );
  });

  it('labels experience Beginner by default and colour-codes each level', () => {
    renderCard();
    expect(screen.getByTestId('experience-label')).toHaveTextContent('Beginner');
    expect(screen.getByTestId('experience-label')).toHaveAttribute('data-tone', 'success');
  });

  it.each([
    ['intermediate', 'Intermediate', 'warning'],
    ['advanced', 'Advanced', 'danger'],
  ])('labels %s experience', (level, label, tone) => {
    renderCard(buildPost({ experience_level: level }));
    expect(screen.getByTestId('experience-label')).toHaveTextContent(label);
    expect(screen.getByTestId('experience-label')).toHaveAttribute('data-tone', tone);
  });

  it.each([
    [null, 'Apply', true],
    ['withdrawn', 'Withdrawn', true],
    ['pending', 'Pending', false],
    ['accepted', 'Accepted', false],
    ['rejected', 'Rejected', false],
  ] as const)('with application status %s the button reads %s', (status, label, enabled) => {
    renderCard(buildPost({ is_applied: status }));
    expect(applyButton()).toHaveTextContent(label);
    if (enabled) expect(applyButton()).toBeEnabled();
    else expect(applyButton()).toBeDisabled();
  });

  it('disables Apply on a closed post', () => {
    renderCard(buildPost({ status: 'closed' }));
    expect(applyButton()).toBeDisabled();
  });

  it('shows no Apply on one’s own post', () => {
    renderCard(buildPost({ posted_by: 'user-1' }));
    expect(screen.queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
    expect(screen.getByText('Your post')).toBeInTheDocument();
  });

  it('applies with a message, toasts, then shows the status the server returned', async () => {
    const success = vi.spyOn(toast, 'success').mockImplementation(() => 1);
    const user = userEvent.setup();
    // The answer is held until the test has seen the busy button, however slow the machine.
    const mocks: MockLink.MockedResponse[] = [
      {
        request: {
          query: ApplyToPostMutation,
          variables: { postId: 'post-1', message: 'I know React' },
        },
        result: {
          data: {
            applyToPost: {
              __typename: 'Application',
              _id: 'app-1',
              post_id: 'post-1',
              status: 'pending',
              message: 'I know React',
              role: null,
              created_at: new Date().toISOString(),
            },
          },
        },
      },
    ];
    const { link, release } = heldMocks(mocks);
    renderCard(buildPost(), [], link);
    await user.click(applyButton());
    const dialog = await screen.findByRole('dialog', { name: 'Apply to Project' });
    expect(dialog).toHaveTextContent('Optionally include a message with your application.');
    await user.type(
      within(dialog).getByPlaceholderText('Write a message (optional)'),
      'I know React',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send Application' }));
    expect(await within(dialog).findByRole('button', { name: 'Applying...' })).toBeDisabled();
    release();
    expect(await screen.findByRole('button', { name: 'Pending' })).toBeDisabled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(success).toHaveBeenCalledWith('Application sent successfully!');
  });

  it('keeps a failed apply on a card to the console (no alert)', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderCard(buildPost(), [
      {
        request: { query: ApplyToPostMutation, variables: { postId: 'post-1', message: null } },
        error: new Error('You already applied.'),
      },
    ]);
    await user.click(applyButton());
    await user.click(await screen.findByRole('button', { name: 'Send Application' }));
    await vi.waitFor(() => expect(consoleError).toHaveBeenCalled());
    expect(alert).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Send Application' })).toBeEnabled();
  });

  describe('the squad (issue 14)', () => {
    const faces = [
      face('user-2', 'Liam', 'Chen'),
      face('user-3', 'Ana', 'Lopez'),
      face('user-4', 'Noor', 'Haddad'),
      face('user-5', 'Kai', 'Berg'),
    ];

    it('shows "n of m spots filled" and the squad\'s faces, +N past the preview', () => {
      renderCard(
        buildPost({
          spots_total: 6,
          spots_filled: 5,
          seats: [seat('Frontend', 4, 4), seat('Designer', 2, 1)],
          squad_preview: faces,
        }),
      );
      const card = screen.getByTestId('post-card');
      expect(within(card).getByText('5 of 6 spots filled')).toBeInTheDocument();
      // The owner and five members: four faces drawn, two more counted.
      const squad = within(card).getByRole('img', { name: 'Squad: 6 members' });
      expect(within(squad).getByText('LC')).toBeInTheDocument();
      expect(within(squad).getByText('KB')).toBeInTheDocument();
      expect(squad).toHaveTextContent('+2');
    });

    it('says "0 of 1 spot filled" for a new post, its owner the only face', () => {
      renderCard();
      expect(screen.getByText('0 of 1 spot filled')).toBeInTheDocument();
      expect(screen.getByRole('img', { name: 'Squad: 1 member' })).toHaveTextContent('LC');
    });

    it('links to the squad only when the viewer is in it', () => {
      renderCard(buildPost({ in_squad: true, spots_filled: 1 }));
      expect(
        screen.getByRole('link', { name: 'Open squad: Campus ride-sharing app' }),
      ).toHaveAttribute('href', '/squads/post-1');
    });

    it('offers no squad link to someone outside it', () => {
      renderCard(buildPost({ in_squad: false, spots_filled: 1 }));
      expect(screen.queryByRole('link', { name: /Open squad/ })).not.toBeInTheDocument();
    });
  });

  describe("the post's when", () => {
    const facts = () => screen.getByRole('list', { name: 'Project facts' });

    it('shows the project type, the dates, the deadline and the hours a week', () => {
      renderCard(
        buildPost({
          project_type: 'Hackathon',
          starts_on: '2031-03-06',
          ends_on: '2031-03-08',
          apply_by: new Date(2031, 2, 1, 23, 59).toISOString(),
          hours_per_week: 12,
        }),
      );
      expect(facts()).toHaveTextContent('Hackathon');
      expect(facts()).toHaveTextContent('Mar 6 – 8, 2031');
      expect(screen.getByTestId('post-deadline')).toHaveTextContent('Apply by Mar 1, 2031');
      expect(facts()).toHaveTextContent('12 h/week');
      expect(facts()).toHaveTextContent('Remote');
      expect(applyButton()).toBeEnabled();
    });

    it('says how soon a near deadline closes', () => {
      const inTwoDays = new Date();
      inTwoDays.setDate(inTwoDays.getDate() + 2);
      inTwoDays.setHours(23, 59, 0, 0);
      renderCard(buildPost({ apply_by: inTwoDays.toISOString() }));
      expect(screen.getByTestId('post-deadline')).toHaveTextContent('Closes in 2 days');
    });

    it('shows none of them when the post has none', () => {
      renderCard(buildPost({ work_mode: null, location_id: null }));
      expect(screen.queryByRole('list', { name: 'Project facts' })).not.toBeInTheDocument();
    });

    it('says "Applications closed" and disables Apply on an open post past its deadline', () => {
      renderCard(
        buildPost({
          status: 'open',
          apply_by: new Date(Date.now() - 3600_000).toISOString(),
          accepting_applications: false,
        }),
      );
      expect(applyButton()).toBeDisabled();
      expect(applyButton()).toHaveAccessibleDescription('Applications closed');
      expect(screen.getByTestId('apply-caption')).toHaveTextContent('Applications closed');
    });

    it('closes Apply once the deadline passes while the card is shown', () => {
      // Read a moment before the deadline: the server said open, the clock has moved on since.
      renderCard(
        buildPost({
          apply_by: new Date(Date.now() - 1000).toISOString(),
          accepting_applications: true,
        }),
      );
      expect(applyButton()).toBeDisabled();
      expect(screen.getByTestId('apply-caption')).toHaveTextContent('Applications closed');
    });

    it('keeps "Recruitment closed" for a post its owner closed', () => {
      renderCard(buildPost({ status: 'closed', accepting_applications: false }));
      expect(screen.getByTestId('apply-caption')).toHaveTextContent('Recruitment closed');
    });
  });
});
