import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { SavePostMutation, UnsavePostMutation } from '../api/post-mutations';
import { SaveToggle } from './save-toggle';

// Apollo is mocked with MockedProvider: each test lists the save or unsave it expects.

type Mocks = React.ComponentProps<typeof MockedProvider>['mocks'];

const answer = (field: 'savePost' | 'unsavePost', saved: boolean) => ({
  data: { [field]: { __typename: 'Post', _id: 'post-1', is_saved: saved } },
});

function renderToggle(props: Partial<React.ComponentProps<typeof SaveToggle>>, mocks: Mocks) {
  render(
    <MockedProvider mocks={mocks}>
      <SaveToggle postId="post-1" saved={false} {...props} />
    </MockedProvider>,
  );
}

describe('SaveToggle', () => {
  it('saves', async () => {
    const saved = vi.fn(() => answer('savePost', true));
    renderToggle({}, [
      { request: { query: SavePostMutation, variables: { postId: 'post-1' } }, result: saved },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(saved).toHaveBeenCalled());
  });

  it('unsaving tells the parent list, so it can drop the post', async () => {
    const onUnsave = vi.fn();
    renderToggle({ saved: true, onUnsave }, [
      {
        request: { query: UnsavePostMutation, variables: { postId: 'post-1' } },
        result: answer('unsavePost', false),
      },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Saved' }));
    await vi.waitFor(() => expect(onUnsave).toHaveBeenCalledWith('post-1'));
  });

  it('alerts the error when saving fails on the post screen', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderToggle({ failure: 'alert' }, [
      {
        request: { query: SavePostMutation, variables: { postId: 'post-1' } },
        // The server's refusal, as the API sends it.
        result: { errors: [new GraphQLError('Post not found.')] },
      },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(alert).toHaveBeenCalledWith('Post not found.'));
  });

  it('keeps a card’s failed unsave to the console and keeps the post listed', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onUnsave = vi.fn();
    renderToggle({ saved: true, onUnsave, failure: 'console' }, [
      {
        request: { query: UnsavePostMutation, variables: { postId: 'post-1' } },
        error: new Error('offline'),
      },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Saved' }));
    await vi.waitFor(() => expect(consoleError).toHaveBeenCalled());
    expect(alert).not.toHaveBeenCalled();
    expect(onUnsave).not.toHaveBeenCalled();
  });
});
