import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '@/test/auth';
import { ApplyToPostMutation } from '@/components/apply/api/apply-to-post';
import { buildPost, cardRef } from '../test/posts-fixtures';
import { seat } from '@/components/post/test/post-squad-fixtures';
import { PostCard } from './post-card';

// The dialog as a member meets it, from a project card; MockedProvider answers applyToPost.

type Mocks = React.ComponentProps<typeof MockedProvider>['mocks'];

/** Frontend has a free seat (1 of 2 taken); Designer's only seat is taken; no waitlist. */
const withRoles = buildPost({
  spots_total: 3,
  spots_filled: 2,
  when_role_fills: 'decline',
  seats: [seat('Frontend', 2, 1), seat('Designer', 1, 1)],
});

function renderCard(mocks: Mocks, post = withRoles) {
  render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter>
        <PostCard post={cardRef(post)} />
      </MemoryRouter>
    </MockedProvider>,
  );
}

const applied = vi.fn(() => ({
  data: {
    applyToPost: {
      __typename: 'Application',
      _id: 'app-1',
      post_id: 'post-1',
      status: 'pending',
      message: null,
      role: 'Frontend',
      created_at: new Date().toISOString(),
    },
  },
}));

const applyAs = (role: string) => ({ postId: 'post-1', message: null, role });

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Apply' }));
  return screen.findByRole('dialog', { name: 'Apply to Project' });
}

describe('ApplyDialog with roles (issue 14)', () => {
  beforeEach(() => {
    signIn();
    applied.mockClear();
  });

  it('asks which role, refuses to send without one, and keeps a filled role out of reach', async () => {
    const user = userEvent.setup();
    renderCard([
      { request: { query: ApplyToPostMutation, variables: applyAs('Frontend') }, result: applied },
    ]);
    const dialog = await openDialog(user);
    const picker = within(dialog).getByRole('group', { name: 'Which role are you applying for?' });
    expect(within(picker).getByRole('radio', { name: 'Frontend' })).toBeEnabled();
    expect(within(picker).getByRole('radio', { name: 'Designer (filled)' })).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: 'Send Application' }));
    expect(
      await within(dialog).findByText('Choose the role you are applying for.'),
    ).toBeInTheDocument();
    expect(applied).not.toHaveBeenCalled();

    await user.click(within(picker).getByRole('radio', { name: 'Frontend' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send Application' }));
    expect(await screen.findByRole('button', { name: 'Pending' })).toBeDisabled();
    expect(applied).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([
    ['CONFLICT', 'The Frontend role is full.'],
    ['FORBIDDEN', 'You were removed from this squad and cannot apply again.'],
  ])("shows the server's %s message in the dialog, which stays open", async (code, message) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderCard([
      {
        request: { query: ApplyToPostMutation, variables: applyAs('Frontend') },
        result: { errors: [new GraphQLError(message, { extensions: { code } })] },
      },
    ]);
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('radio', { name: 'Frontend' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send Application' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(within(dialog).getByRole('button', { name: 'Send Application' })).toBeEnabled();
  });

  it('lets a member pick a filled role to join the waitlist when the post keeps one', async () => {
    const user = userEvent.setup();
    renderCard(
      [
        {
          request: { query: ApplyToPostMutation, variables: applyAs('Designer') },
          result: applied,
        },
      ],
      { ...withRoles, when_role_fills: 'waitlist' },
    );
    const dialog = await openDialog(user);
    const full = within(dialog).getByRole('radio', {
      name: 'Designer (filled: join the waitlist)',
    });
    expect(full).toBeEnabled();
    await user.click(full);
    await user.click(within(dialog).getByRole('button', { name: 'Send Application' }));
    expect(await screen.findByRole('button', { name: 'Pending' })).toBeDisabled();
    expect(applied).toHaveBeenCalledTimes(1);
  });

  it('shows no role picker when the post names no roles', async () => {
    const user = userEvent.setup();
    renderCard([], buildPost());
    const dialog = await openDialog(user);
    expect(within(dialog).queryByRole('radio')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Message' })).toHaveFocus();
  });
});

describe('ApplyDialog and the keyboard', () => {
  beforeEach(() => signIn());

  it('gives focus back to Apply when Escape closes it', async () => {
    const user = userEvent.setup();
    renderCard([]);
    await openDialog(user);
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Apply to Project' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('button', { name: 'Apply' })).toHaveFocus();
  });
});
