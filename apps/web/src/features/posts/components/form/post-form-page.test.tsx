import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { signIn } from '@/test/auth';
import { CreatePostMutation } from '../../api/post-mutations';
import { buildPost } from '../../test/posts-fixtures';
import { CreatePostPage } from './post-form-page';

// Apollo is mocked with MockedProvider: the create test lists the exact createPost it expects.

type Mocks = React.ComponentProps<typeof MockedProvider>['mocks'];

function renderCreate(mocks: Mocks = []) {
  const router = createMemoryRouter(
    [
      { path: '/post/new', element: <CreatePostPage /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: ['/post/new'] },
  );
  render(
    <MockedProvider mocks={mocks}>
      <RouterProvider router={router} />
    </MockedProvider>,
  );
  return router;
}

const submit = () => screen.getByRole('button', { name: 'Create Post' });
const title = () => screen.getByRole('textbox', { name: 'Title' });

describe('CreatePostPage', () => {
  beforeEach(() => signIn());

  it('keeps submit disabled until the title is non-empty', async () => {
    const user = userEvent.setup();
    renderCreate();
    expect(submit()).toBeDisabled();
    await user.type(title(), '   ');
    expect(submit()).toBeDisabled();
    await user.type(title(), 'Campus app');
    expect(submit()).toBeEnabled();
  });

  it('counts the title and disables submit past 100 characters', async () => {
    const user = userEvent.setup();
    renderCreate();
    await user.click(title());
    await user.paste('x'.repeat(101));
    expect(screen.getByTestId('title-counter')).toHaveTextContent('101/100');
    expect(submit()).toBeDisabled();
    expect(screen.getByText('Title must be at most 100 characters.')).toBeInTheDocument();
    await user.type(title(), '{Backspace}');
    expect(screen.getByTestId('title-counter')).toHaveTextContent('100/100');
    expect(submit()).toBeEnabled();
  });

  it('takes at most 8 required skills and offers the preset chips', async () => {
    const user = userEvent.setup();
    renderCreate();
    for (const chip of ['React', 'Node.js', 'Python', 'Java', 'TypeScript', 'Machine Learning']) {
      await user.click(screen.getAllByRole('button', { name: chip })[0]!);
    }
    const skills = screen.getByRole('textbox', { name: 'Required skills' });
    await user.type(skills, 'Rust{Enter}react{Enter}Go{Enter}');
    expect(screen.getByText('8/8')).toBeInTheDocument();
    expect(skills).toBeDisabled();
    expect(screen.getAllByRole('button', { name: 'DevOps' })[0]).toBeDisabled();
  });

  it('creates the post, toasts and goes to My Posts', async () => {
    const success = vi.spyOn(toast, 'success').mockImplementation(() => 1);
    const user = userEvent.setup();
    const created = {
      ...buildPost({ _id: 'post-9', title: 'Campus app', posted_by: 'user-1' }),
      updated_at: new Date().toISOString(),
      is_connection: 'none',
      chat_id: null,
      project_phase: null,
      project_type: 'Hackathon',
      auto_close: false,
      requirements: {
        __typename: 'PostRequirements',
        desired_skills: ['React'],
        desired_roles: [],
        role_seats: [],
      },
    };
    const router = renderCreate([
      {
        request: {
          query: CreatePostMutation,
          variables: {
            input: {
              title: 'Campus app',
              description: null,
              requirements: { desired_skills: ['React'], desired_roles: [], role_seats: [] },
              tech_stack: [],
              project_type: 'Hackathon',
              project_phase: null,
              work_mode: 'in person',
              experience_level: null,
              location_id: null,
              open_seats: 1,
              auto_close: false,
            },
          },
        },
        result: { data: { createPost: created } },
      },
    ]);
    await user.type(title(), '  Campus app ');
    await user.click(screen.getAllByRole('button', { name: 'React' })[0]!);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Project type' }), 'Hackathon');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Work mode' }), 'In person');
    await user.click(submit());
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/myposts'));
    expect(success).toHaveBeenCalledWith('Post created successfully');
  });

  it("toasts 'Failed to submit post' and shows the server's message", async () => {
    const error = vi.spyOn(toast, 'error').mockImplementation(() => 1);
    const user = userEvent.setup();
    renderCreate([
      {
        request: {
          query: CreatePostMutation,
          variables: {
            input: {
              title: 'Campus app',
              description: null,
              requirements: { desired_skills: [], desired_roles: [], role_seats: [] },
              tech_stack: [],
              project_type: null,
              project_phase: null,
              work_mode: null,
              experience_level: null,
              location_id: null,
              open_seats: 1,
              auto_close: false,
            },
          },
        },
        // The server's refusal, as the API sends it.
        result: { errors: [new GraphQLError('Title is required.')] },
      },
    ]);
    await user.type(title(), 'Campus app');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Title is required.');
    expect(error).toHaveBeenCalledWith('Failed to submit post');
    expect(submit()).toBeEnabled();
  });
});
