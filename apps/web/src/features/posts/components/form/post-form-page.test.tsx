import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEADLINE_PASSED_MESSAGE, POST_DATES_ORDER_MESSAGE } from '@squadup/shared';
import { toast } from '@/lib/toast';
import { signIn } from '@/test/auth';
import { seat } from '@/components/post/test/post-squad-fixtures';
import { CreatePostMutation, UpdatePostMutation } from '../../api/post-mutations';
import { LoadPostByIdQuery } from '../../api/post-queries';
import { buildPost } from '../../test/posts-fixtures';
import { CreatePostPage, EditPostPage } from './post-form-page';

// Apollo is mocked with MockedProvider: the create test lists the exact createPost it expects.

type Mocks = React.ComponentProps<typeof MockedProvider>['mocks'];

function renderCreate(mocks: Mocks = [], initialEntry = '/post/new') {
  const router = createMemoryRouter(
    [
      { path: '/post/new', element: <CreatePostPage /> },
      { path: '/post/edit/:postId', element: <EditPostPage /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [initialEntry] },
  );
  render(
    <MockedProvider mocks={mocks}>
      <RouterProvider router={router} />
    </MockedProvider>,
  );
  return router;
}

interface DetailOverrides {
  when_role_fills?: 'waitlist' | 'decline';
  requirements?: { desired_skills: string[]; desired_roles: string[]; role_seats: number[] };
}

/** What createPost answers: the post's detail fields (the form only needs the call to succeed). */
const createdPost = ({
  when_role_fills = 'waitlist',
  requirements = { desired_skills: [], desired_roles: [], role_seats: [] },
  ...card
}: Parameters<typeof buildPost>[0] & DetailOverrides = {}) => ({
  ...buildPost({ _id: 'post-9', title: 'Campus app', posted_by: 'user-1', ...card }),
  updated_at: new Date().toISOString(),
  is_connection: 'none',
  chat_id: null,
  project_phase: null,
  project_type: null,
  auto_close: false,
  when_role_fills,
  hidden: null,
  requirements: { __typename: 'PostRequirements', ...requirements },
});

/** The PostInput of a post titled "Campus app" with nothing else filled in; override any field. */
const campusInput = (overrides: Record<string, unknown> = {}) => ({
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
  when_role_fills: 'waitlist',
  starts_on: null,
  ends_on: null,
  apply_by: null,
  hours_per_week: null,
  ...overrides,
});

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
      when_role_fills: 'waitlist',
      hidden: null,
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
              when_role_fills: 'waitlist',
              starts_on: null,
              ends_on: null,
              apply_by: null,
              hours_per_week: null,
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
              when_role_fills: 'waitlist',
              starts_on: null,
              ends_on: null,
              apply_by: null,
              hours_per_week: null,
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

  describe('spots (issue 14)', () => {
    const roles = () => screen.getByRole('textbox', { name: 'Desired roles' });
    const total = () => screen.getByTestId('spots-total');

    it('sends the seats of each role and auto-close, with the total besides the owner', async () => {
      const user = userEvent.setup();
      const router = renderCreate([
        {
          request: {
            query: CreatePostMutation,
            variables: {
              input: campusInput({
                requirements: {
                  desired_skills: [],
                  desired_roles: ['Frontend', 'Designer'],
                  role_seats: [3, 1],
                },
                auto_close: true,
              }),
            },
          },
          result: { data: { createPost: createdPost() } },
        },
      ]);
      await user.type(title(), 'Campus app');
      await user.type(roles(), 'Frontend{Enter}Designer{Enter}');
      expect(total()).toHaveTextContent('2 spots besides you');
      await user.click(screen.getByRole('button', { name: 'More seats for Frontend' }));
      await user.click(screen.getByRole('button', { name: 'More seats for Frontend' }));
      expect(screen.getByRole('spinbutton', { name: 'Seats for Frontend' })).toHaveValue(3);
      expect(screen.getByRole('button', { name: 'Fewer seats for Designer' })).toBeDisabled();
      expect(total()).toHaveTextContent('4 spots besides you');
      await user.click(
        screen.getByRole('checkbox', {
          name: 'Close recruitment automatically when every spot is filled',
        }),
      );
      await user.click(submit());
      await vi.waitFor(() => expect(router.state.location.pathname).toBe('/myposts'));
    });

    it('offers open spots when the post names no roles, and sends them', async () => {
      const user = userEvent.setup();
      const router = renderCreate([
        {
          request: {
            query: CreatePostMutation,
            variables: { input: campusInput({ open_seats: 4 }) },
          },
          result: { data: { createPost: createdPost() } },
        },
      ]);
      await user.type(title(), 'Campus app');
      const open = screen.getByRole('spinbutton', { name: 'Open spots' });
      expect(open).toHaveValue(1);
      await user.clear(open);
      await user.type(open, '4');
      expect(total()).toHaveTextContent('4 spots besides you');
      await user.click(submit());
      await vi.waitFor(() => expect(router.state.location.pathname).toBe('/myposts'));
    });

    it("shows the shared schema's message and disables submit past the squad's cap", async () => {
      const user = userEvent.setup();
      renderCreate();
      await user.type(title(), 'Campus app');
      await user.type(roles(), 'Frontend{Enter}Backend{Enter}Designer{Enter}');
      for (const role of ['Frontend', 'Backend', 'Designer']) {
        const seats = screen.getByRole('spinbutton', { name: `Seats for ${role}` });
        await user.clear(seats);
        await user.type(seats, '5');
      }
      expect(total()).toHaveTextContent('15 spots besides you');
      expect(
        screen.getByText('A squad has at most 12 spots besides you (this post asks for 15).'),
      ).toBeInTheDocument();
      expect(submit()).toBeDisabled();
      await user.click(screen.getByRole('button', { name: 'Fewer seats for Designer' }));
      await user.click(screen.getByRole('button', { name: 'Fewer seats for Designer' }));
      await user.click(screen.getByRole('button', { name: 'Fewer seats for Designer' }));
      expect(total()).toHaveTextContent('12 spots besides you');
      expect(screen.queryByText(/A squad has at most/)).not.toBeInTheDocument();
      expect(submit()).toBeEnabled();
    });
  });
  describe('when a role fills', () => {
    const waitlist = () =>
      screen.getByRole('radio', { name: 'Keep pending applicants on a waitlist' });
    const decline = () => screen.getByRole('radio', { name: 'Decline them with a kind note' });

    it('keeps pending applicants on a waitlist by default, and sends the choice made', async () => {
      const user = userEvent.setup();
      const router = renderCreate([
        {
          request: {
            query: CreatePostMutation,
            variables: {
              input: campusInput({
                requirements: { desired_skills: [], desired_roles: ['Backend'], role_seats: [1] },
                when_role_fills: 'decline',
              }),
            },
          },
          result: { data: { createPost: createdPost({ when_role_fills: 'decline' }) } },
        },
      ]);
      await user.type(title(), 'Campus app');
      expect(screen.getByRole('group', { name: 'When every spot is filled' })).toBeInTheDocument();
      await user.type(screen.getByRole('textbox', { name: 'Desired roles' }), 'Backend{Enter}');
      const choice = screen.getByRole('group', { name: 'When a role fills' });
      expect(within(choice).getAllByRole('radio')).toHaveLength(2);
      expect(waitlist()).toBeChecked();
      expect(waitlist()).toHaveAccessibleDescription(/leave the waitlist by themselves/);
      await user.click(decline());
      expect(decline()).toBeChecked();
      expect(waitlist()).not.toBeChecked();
      await user.click(submit());
      await vi.waitFor(() => expect(router.state.location.pathname).toBe('/myposts'));
    });

    it("loads the post's choice when editing, and saves the one made", async () => {
      signIn();
      const user = userEvent.setup();
      const saved = createdPost({
        posted_by: 'user-1',
        seats: [seat('Backend', 2)],
        spots_total: 2,
        when_role_fills: 'decline',
        requirements: { desired_skills: [], desired_roles: ['Backend'], role_seats: [2] },
      });
      const router = renderCreate(
        [
          {
            request: { query: LoadPostByIdQuery, variables: { postId: 'post-9' } },
            result: { data: { loadPostById: saved } },
          },
          {
            request: {
              query: UpdatePostMutation,
              variables: {
                postId: 'post-9',
                input: campusInput({
                  description: saved.description,
                  tech_stack: saved.tech_stack,
                  work_mode: saved.work_mode,
                  location_id: saved.location_id,
                  requirements: { desired_skills: [], desired_roles: ['Backend'], role_seats: [2] },
                  when_role_fills: 'waitlist',
                }),
              },
            },
            result: { data: { updatePost: { ...saved, when_role_fills: 'waitlist' } } },
          },
        ],
        '/post/edit/post-9',
      );
      expect(
        await screen.findByRole('radio', { name: 'Decline them with a kind note' }),
      ).toBeChecked();
      await user.click(waitlist());
      await user.click(screen.getByRole('button', { name: 'Save Changes' }));
      await vi.waitFor(() => expect(router.state.location.pathname).toBe('/post/post-9'));
    });
  });

  describe('when: dates, deadline and hours', () => {
    const when = () => screen.getByRole('group', { name: 'When' });
    const field = (name: string) => within(when()).getByLabelText(name);
    /** The end of a calendar day in this machine's time zone, as the form sends it. */
    const endOfDay = (y: number, m: number, d: number) =>
      new Date(y, m - 1, d, 23, 59, 59, 999).toISOString();

    it('sends the dates, the end of the apply-by day in local time, and the hours', async () => {
      const user = userEvent.setup();
      const router = renderCreate([
        {
          request: {
            query: CreatePostMutation,
            variables: {
              input: campusInput({
                starts_on: '2031-03-06',
                ends_on: '2031-03-08',
                apply_by: endOfDay(2031, 3, 1),
                hours_per_week: 12,
              }),
            },
          },
          result: { data: { createPost: createdPost() } },
        },
      ]);
      await user.type(title(), 'Campus app');
      expect(field('Start date')).toHaveAttribute('type', 'date');
      await user.type(field('Start date'), '2031-03-06');
      await user.type(field('End date'), '2031-03-08');
      await user.type(field('Apply by'), '2031-03-01');
      await user.type(field('Hours a week'), '12');
      expect(field('Apply by')).toHaveAccessibleDescription(
        'Applying closes at the end of this day, your time.',
      );
      await user.click(submit());
      await vi.waitFor(() => expect(router.state.location.pathname).toBe('/myposts'));
    });

    it("shows the shared schema's messages inline and keeps submit disabled", async () => {
      const user = userEvent.setup();
      renderCreate();
      await user.type(title(), 'Campus app');
      await user.type(field('Start date'), '2031-03-08');
      await user.type(field('End date'), '2031-03-06');
      expect(field('End date')).toHaveAccessibleDescription(POST_DATES_ORDER_MESSAGE);
      expect(field('End date')).toHaveAttribute('aria-invalid', 'true');
      expect(submit()).toBeDisabled();
      await user.clear(field('End date'));
      await user.type(field('End date'), '2031-03-09');
      expect(submit()).toBeEnabled();

      await user.type(field('Apply by'), '2020-01-01');
      expect(field('Apply by')).toHaveAccessibleDescription(
        expect.stringContaining(DEADLINE_PASSED_MESSAGE),
      );
      expect(submit()).toBeDisabled();
      await user.clear(field('Apply by'));
      await user.type(field('Hours a week'), '81');
      expect(within(when()).getByText('Hours a week must be at most 80.')).toBeVisible();
      expect(submit()).toBeDisabled();
      await user.clear(field('Hours a week'));
      await user.type(field('Hours a week'), '80');
      expect(submit()).toBeEnabled();
    });

    it('saves an edit of a post whose deadline passed, sending that deadline back as it is', async () => {
      const user = userEvent.setup();
      // Set at noon (by another client, say): the form must not turn it into the end of its day.
      const passed = new Date(2026, 0, 15, 12, 0).toISOString();
      const saved = {
        ...createdPost({ posted_by: 'user-1', apply_by: passed, accepting_applications: false }),
        project_type: 'Hackathon',
        starts_on: '2026-01-20',
        ends_on: '2026-01-22',
        hours_per_week: 10,
      };
      const router = renderCreate(
        [
          {
            request: { query: LoadPostByIdQuery, variables: { postId: 'post-9' } },
            result: { data: { loadPostById: saved } },
          },
          {
            request: {
              query: UpdatePostMutation,
              variables: {
                postId: 'post-9',
                input: campusInput({
                  title: 'Campus app, second edition',
                  description: saved.description,
                  tech_stack: saved.tech_stack,
                  work_mode: saved.work_mode,
                  location_id: saved.location_id,
                  project_type: 'Hackathon',
                  starts_on: '2026-01-20',
                  ends_on: '2026-01-22',
                  apply_by: passed,
                  hours_per_week: 10,
                }),
              },
            },
            result: { data: { updatePost: saved } },
          },
        ],
        '/post/edit/post-9',
      );
      const applyBy = await screen.findByLabelText('Apply by');
      expect(applyBy).toHaveValue('2026-01-15');
      expect(applyBy).toHaveAccessibleDescription(/This deadline has passed/);
      expect(screen.getByLabelText('Hours a week')).toHaveValue(10);
      await user.type(screen.getByRole('textbox', { name: 'Title' }), ', second edition');
      await user.click(screen.getByRole('button', { name: 'Save Changes' }));
      await vi.waitFor(() => expect(router.state.location.pathname).toBe('/post/post-9'));
    });
  });

  describe('required skills and tech stack', () => {
    it('says what belongs in each list, and notes a tag entered in both', async () => {
      const user = userEvent.setup();
      renderCreate();
      const skills = screen.getByRole('textbox', { name: 'Required skills' });
      const tech = screen.getByRole('textbox', { name: 'Tech stack' });
      expect(skills).toHaveAccessibleDescription(/What a teammate should bring/);
      expect(tech).toHaveAccessibleDescription(/What the project is built with/);
      expect(screen.queryByTestId('in-both-note')).not.toBeInTheDocument();
      await user.type(skills, 'React{Enter}Figma{Enter}');
      await user.type(tech, 'react{Enter}');
      expect(screen.getByTestId('in-both-note')).toHaveTextContent(
        'React is in both Required skills and Tech stack.',
      );
      await user.click(screen.getByRole('button', { name: 'Remove react' }));
      expect(screen.queryByTestId('in-both-note')).not.toBeInTheDocument();
    });
  });
});
