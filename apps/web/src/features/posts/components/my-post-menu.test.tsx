import { MockedProvider } from '@apollo/client/testing/react';
import { GraphQLError } from 'graphql';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { OpenPostMutation } from '../api/my-posts';
import { ClosePostMutation } from '@/components/post/api/close-post';
import { MyPostMenu } from './my-post-menu';

// Apollo's MockedProvider answers the mutations; the toasts are spied on.
vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const answer = (field: 'closePost' | 'openPost', status: 'open' | 'closed') => ({
  data: {
    [field]: {
      __typename: 'Post',
      _id: 'post-1',
      status,
      accepting_applications: status === 'open',
      updated_at: '2026-01-02',
    },
  },
});

function renderMenu(status: string, mocks: ComponentProps<typeof MockedProvider>['mocks']) {
  render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter>
        <MyPostMenu postId="post-1" title="Climate hackathon" status={status} />
      </MemoryRouter>
    </MockedProvider>,
  );
}

async function openMenu() {
  await userEvent.click(screen.getByRole('button', { name: 'Actions for Climate hackathon' }));
  return screen.findByRole('menu');
}

describe('MyPostMenu', () => {
  beforeEach(() => vi.mocked(toast.success).mockClear());

  it('offers Edit, Close Recruitment and Delete on an open post, never Reopen recruitment', async () => {
    renderMenu('open', []);
    const menu = await openMenu();
    expect(within(menu).getByRole('menuitem', { name: 'Edit Post' })).toHaveAttribute(
      'href',
      '/post/edit/post-1',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Close Recruitment' })).toBeInTheDocument();
    expect(
      within(menu).queryByRole('menuitem', { name: 'Reopen recruitment' }),
    ).not.toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Delete Post' })).toBeInTheDocument();
  });

  it('offers Reopen recruitment on a closed post, never Close Recruitment', async () => {
    renderMenu('closed', []);
    const menu = await openMenu();
    expect(within(menu).getByRole('menuitem', { name: 'Reopen recruitment' })).toBeInTheDocument();
    expect(
      within(menu).queryByRole('menuitem', { name: 'Close Recruitment' }),
    ).not.toBeInTheDocument();
  });

  it('closes recruitment only after a confirmation that says how to open it again', async () => {
    const mutate = vi.fn(() => answer('closePost', 'closed'));
    renderMenu('open', [
      { request: { query: ClosePostMutation, variables: { postId: 'post-1' } }, result: mutate },
    ]);
    await userEvent.click(
      within(await openMenu()).getByRole('menuitem', { name: 'Close Recruitment' }),
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Close recruitment?' });
    // Reopen recruitment undoes a close, so the confirmation says so instead of "cannot be undone".
    expect(dialog).toHaveTextContent(
      /Members can no longer apply to .+\. You can open it again from My Posts\./,
    );
    expect(dialog).not.toHaveTextContent('cannot be undone');
    expect(mutate).not.toHaveBeenCalled();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close Recruitment' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Post closed successfully'));
    expect(mutate).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('Cancel in the confirmation leaves the post open', async () => {
    const mutate = vi.fn(() => answer('closePost', 'closed'));
    renderMenu('open', [
      { request: { query: ClosePostMutation, variables: { postId: 'post-1' } }, result: mutate },
    ]);
    await userEvent.click(
      within(await openMenu()).getByRole('menuitem', { name: 'Close Recruitment' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(mutate).not.toHaveBeenCalled();
  });

  it('opens a closed post at once', async () => {
    renderMenu('closed', [
      {
        request: { query: OpenPostMutation, variables: { postId: 'post-1' } },
        result: answer('openPost', 'open'),
      },
    ]);
    await userEvent.click(
      within(await openMenu()).getByRole('menuitem', { name: 'Reopen recruitment' }),
    );
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Post opened successfully'));
  });

  it("says 'Failed to update post' when the server refuses", async () => {
    renderMenu('closed', [
      {
        request: { query: OpenPostMutation, variables: { postId: 'post-1' } },
        error: new Error('Only the owner may open this post.'),
      },
    ]);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await userEvent.click(
      within(await openMenu()).getByRole('menuitem', { name: 'Reopen recruitment' }),
    );
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to update post'));
    expect(toast.success).not.toHaveBeenCalled();
  });

  it("shows the server's reason when reopening is refused, under the spec's toast", async () => {
    const reason = 'The application deadline has passed: edit the post to move it, then reopen.';
    renderMenu('closed', [
      {
        request: { query: OpenPostMutation, variables: { postId: 'post-1' } },
        result: { errors: [new GraphQLError(reason, { extensions: { code: 'CONFLICT' } })] },
      },
    ]);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await userEvent.click(
      within(await openMenu()).getByRole('menuitem', { name: 'Reopen recruitment' }),
    );
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Failed to update post', { description: reason }),
    );
    expect(toast.success).not.toHaveBeenCalled();
  });
});
