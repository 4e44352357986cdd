import { ApolloLink } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { GraphQLError } from 'graphql';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SendFriendReqMutation } from '@/components/connection/api/send-friend-request';
import { toast } from '@/lib/toast';
import { signIn, signOut } from '@/test/auth';
import { IncrementPostViewMutation } from '../../api/post-mutations';
import { LoadPostByIdQuery } from '../../api/post-queries';
import { buildPost } from '../../test/posts-fixtures';
import { seat } from '@/components/post/test/post-squad-fixtures';
import { PostDetailPage } from './post-detail-page';

// Apollo is mocked with MockedProvider; a view is counted only when incrementPostView is listed.
vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

type Mocks = React.ComponentProps<typeof MockedProvider>['mocks'];

const detail = (overrides: Parameters<typeof buildPost>[0] = {}) => ({
  ...buildPost({ description: 'We build things.', seats: [seat('Designer', 1)], ...overrides }),
  updated_at: new Date().toISOString(),
  is_connection: 'none',
  chat_id: null as string | null,
  project_phase: 'MVP',
  project_type: 'Startup',
  auto_close: false,
  when_role_fills: 'waitlist',
  requirements: {
    __typename: 'PostRequirements',
    desired_skills: ['Figma'],
    desired_roles: ['Designer'],
    role_seats: [1],
  },
});

/** The detail fixture naming the roles its seats do. */
const withRoles = (post: ReturnType<typeof detail>) => ({
  ...post,
  requirements: {
    ...post.requirements,
    desired_roles: ['Frontend', 'Designer'],
    role_seats: [2, 1],
  },
});

const loaded = (post: ReturnType<typeof detail>) => ({
  request: { query: LoadPostByIdQuery, variables: { postId: 'post-1' } },
  result: { data: { loadPostById: post } },
});
const viewed = vi.fn(() => ({
  data: { incrementPostView: { __typename: 'Post', _id: 'post-1', views_count: 4 } },
}));
const view = {
  request: { query: IncrementPostViewMutation, variables: { postId: 'post-1' } },
  result: viewed,
};

/**
 * Names every operation as it reaches the link. Apollo hands a mutation to its link in the same
 * tick as `mutate()`, so a view counted by the page's effect is listed by the time that effect ran.
 */
function recordingLink(mocks: ConstructorParameters<typeof MockLink>[0]): {
  link: ApolloLink;
  sent: string[];
} {
  const sent: string[] = [];
  const recorder = new ApolloLink((operation, forward) => {
    sent.push(operation.operationName ?? '(anonymous)');
    return forward(operation);
  });
  return { link: ApolloLink.from([recorder, new MockLink(mocks)]), sent };
}

function renderDetail(mocks: Mocks, link?: ApolloLink) {
  render(
    <MockedProvider mocks={mocks} link={link}>
      <MemoryRouter initialEntries={['/post/post-1']}>
        <Routes>
          <Route path="/post/:postId" element={<PostDetailPage />} />
        </Routes>
      </MemoryRouter>
    </MockedProvider>,
  );
}

describe('PostDetailPage', () => {
  beforeEach(() => signIn());
  afterEach(() => {
    sessionStorage.clear();
    viewed.mockClear();
  });

  it('shows the post and counts one view per session', async () => {
    const user = userEvent.setup();
    renderDetail([loaded(detail()), view]);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Campus ride-sharing app' }),
    ).toBeInTheDocument();
    expect(screen.getByText('We build things.')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Required skills' })).toHaveTextContent('Figma');
    expect(screen.getByRole('list', { name: 'Desired roles' })).toHaveTextContent('Designer');
    expect(screen.getByText('Project details')).toBeInTheDocument();
    await vi.waitFor(() => expect(viewed).toHaveBeenCalledTimes(1));
    expect(sessionStorage.getItem('viewed-post-post-1')).toBe('1');
    expect(screen.getByRole('button', { name: 'Apply' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Report' }));
    expect(screen.getByRole('dialog', { name: 'Report post' })).toBeInTheDocument();
  });

  describe('Connect with the poster (issue 16)', () => {
    beforeEach(() => sessionStorage.setItem('viewed-post-post-1', '1'));

    const sendWithNote = {
      request: {
        query: SendFriendReqMutation,
        variables: { addresseeUserId: 'user-2', message: 'Loved the pitch.' },
      },
      result: {
        data: {
          sendFriendReq: {
            __typename: 'Connection' as const,
            _id: 'conn-1',
            status: 'pending' as const,
            addressee_user_id: 'user-2',
            chat_id: null,
          },
        },
      },
    };

    it('asks for an optional note, sends the request with it, then shows Pending', async () => {
      const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
      const user = userEvent.setup();
      renderDetail([loaded(detail()), sendWithNote]);
      await user.click(await screen.findByRole('button', { name: 'Connect' }));
      const dialog = screen.getByRole('dialog', { name: 'Connect with Liam Chen' });
      const note = within(dialog).getByRole('textbox', { name: /Note/ });
      expect(note).toHaveAttribute('maxlength', '300');
      await user.type(note, 'Loved the pitch.');
      expect(within(dialog).getByText('16/300')).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
      expect(await screen.findByRole('button', { name: 'Pending' })).toBeDisabled();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(toast.success).toHaveBeenCalledWith('Connection request sent');
      expect(alert).not.toHaveBeenCalled();
    });

    it('keeps a pending request and a pending application apart, each under its caption', async () => {
      renderDetail([loaded({ ...detail({ is_applied: 'pending' }), is_connection: 'pending' })]);
      const connection = await screen.findByRole('group', { name: 'Connection' });
      const application = screen.getByRole('group', { name: 'Application' });
      expect(within(connection).getByRole('button', { name: 'Pending' })).toBeDisabled();
      expect(within(application).getByRole('button', { name: 'Pending' })).toBeDisabled();
      expect(screen.queryByRole('button', { name: 'Connect' })).not.toBeInTheDocument();
    });

    it('links to the chat with a connected poster', async () => {
      renderDetail([loaded({ ...detail(), is_connection: 'accepted', chat_id: 'chat-7' })]);
      expect(await screen.findByRole('link', { name: 'Message' })).toHaveAttribute(
        'href',
        '/chat/chat-7',
      );
    });
  });

  it("says 'Recruitment closed' next to the disabled Apply of a closed post", async () => {
    sessionStorage.setItem('viewed-post-post-1', '1');
    renderDetail([loaded(detail({ status: 'closed' }))]);
    const apply = await screen.findByRole('button', { name: 'Apply' });
    expect(apply).toBeDisabled();
    expect(screen.getByText('Recruitment closed')).toBeVisible();
  });

  it('does not count a second view in the same session', async () => {
    sessionStorage.setItem('viewed-post-post-1', '1');
    // The view is mocked too, so only the session key can keep the page from counting it.
    const { link, sent } = recordingLink([loaded(detail()), view]);
    renderDetail(undefined, link);
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    // The heading needs the loaded post, and the view is recorded in the effect that follows it.
    expect(sent).toEqual(['LoadPostById']);
    expect(viewed).not.toHaveBeenCalled();
  });

  it('shows Edit Post instead of Apply and Connect to the owner', async () => {
    sessionStorage.setItem('viewed-post-post-1', '1');
    renderDetail([loaded(detail({ posted_by: 'user-1' }))]);
    expect(await screen.findByRole('link', { name: 'Edit Post' })).toHaveAttribute(
      'href',
      '/post/edit/post-1',
    );
    expect(screen.queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Connect' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Report' })).not.toBeInTheDocument();
  });

  it("says 'Post not found.' for a missing post", async () => {
    renderDetail([
      {
        request: { query: LoadPostByIdQuery, variables: { postId: 'post-1' } },
        result: {
          errors: [new GraphQLError('Post not found.', { extensions: { code: 'NOT_FOUND' } })],
        },
      },
    ]);
    expect(await screen.findByText('Post not found.')).toBeInTheDocument();
  });

  it("says 'Error loading post.' when loading fails", async () => {
    renderDetail([
      {
        request: { query: LoadPostByIdQuery, variables: { postId: 'post-1' } },
        error: new Error('offline'),
      },
    ]);
    expect(await screen.findByText('Error loading post.')).toBeInTheDocument();
  });

  describe('for a signed-out visitor (a shared link)', () => {
    beforeEach(() => signOut());

    it('shows the post with Sign up to apply and Sign in, both coming back here', async () => {
      // The view is mocked too: only the visitor rule can keep the page from counting it.
      const { link, sent } = recordingLink([loaded(detail()), view]);
      renderDetail(undefined, link);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Campus ride-sharing app' }),
      ).toBeInTheDocument();
      expect(screen.getByText('We build things.')).toBeInTheDocument();
      expect(screen.getByRole('list', { name: 'Required skills' })).toHaveTextContent('Figma');
      expect(screen.getByRole('link', { name: 'Liam Chen' })).toHaveAttribute(
        'href',
        '/profile/user-2',
      );
      expect(screen.getByRole('link', { name: 'Sign up to apply' })).toHaveAttribute(
        'href',
        '/signup?redirect=%2Fpost%2Fpost-1',
      );
      expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
        'href',
        '/login?redirect=%2Fpost%2Fpost-1',
      );
      for (const name of ['Apply', 'Save', 'Connect', 'Report']) {
        expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
      }
      expect(screen.queryByRole('link', { name: 'View Applicants' })).not.toBeInTheDocument();
      // Back and Discover Projects lead into the signed-in app.
      expect(
        screen.queryByRole('link', { name: /Back|Discover Projects/ }),
      ).not.toBeInTheDocument();
      expect(sent).toEqual(['LoadPostById']);
      expect(viewed).not.toHaveBeenCalled();
      expect(sessionStorage.getItem('viewed-post-post-1')).toBeNull();
    });

    it('offers Sign up and Sign in, not Discover Projects, for a post it cannot read', async () => {
      renderDetail([
        {
          request: { query: LoadPostByIdQuery, variables: { postId: 'post-1' } },
          result: {
            errors: [new GraphQLError('Post not found.', { extensions: { code: 'NOT_FOUND' } })],
          },
        },
      ]);
      expect(
        await screen.findByRole('heading', { level: 2, name: 'Post not found.' }),
      ).toBeInTheDocument();
      expect(
        screen.getByText(
          'It may have closed or been removed. Members can discover every open project.',
        ),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
      expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
        'href',
        '/login?redirect=%2Fpost%2Fpost-1',
      );
      expect(
        screen.queryByRole('link', { name: /Discover Projects|Back/ }),
      ).not.toBeInTheDocument();
    });
  });

  describe('seats (issue 14)', () => {
    const squadPost = (inSquad: boolean) =>
      detail({
        spots_total: 3,
        spots_filled: 2,
        in_squad: inSquad,
        seats: [seat('Frontend', 2, 1), seat('Designer', 1, 1)],
      });

    it('lists each role with its seats, a filled one as Filled, and the spots filled', async () => {
      renderDetail([loaded(withRoles(squadPost(false))), view]);
      const roles = await screen.findByRole('list', { name: 'Desired roles' });
      const [frontend, designer] = within(roles).getAllByRole('listitem');
      expect(frontend).toHaveTextContent('Frontend·1 of 2 filled');
      expect(designer).toHaveTextContent('Designer·Filled');
      expect(screen.getByText('2 of 3 spots filled')).toBeInTheDocument();
      expect(screen.getByRole('img', { name: 'Squad: 3 members' })).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Open squad' })).not.toBeInTheDocument();
    });

    it('links a member of the squad to it', async () => {
      renderDetail([loaded(withRoles(squadPost(true))), view]);
      expect(await screen.findByRole('link', { name: 'Open squad' })).toHaveAttribute(
        'href',
        '/squads/post-1',
      );
    });
  });

  describe('dates, deadline and hours', () => {
    beforeEach(() => sessionStorage.setItem('viewed-post-post-1', '1'));

    const deadline = new Date(2031, 2, 1, 23, 59);
    const passed = new Date(Date.now() - 3600_000);
    const dated = (overrides: Parameters<typeof buildPost>[0] = {}) => ({
      ...detail({
        starts_on: '2031-03-06',
        ends_on: '2031-03-08',
        apply_by: deadline.toISOString(),
        hours_per_week: 12,
        ...overrides,
      }),
      project_type: 'Hackathon',
    });
    const pastDeadline = (overrides: Parameters<typeof buildPost>[0] = {}) =>
      dated({ apply_by: passed.toISOString(), accepting_applications: false, ...overrides });
    const facts = () => screen.getByRole('heading', { name: 'Project details' }).parentElement!;
    const row = (label: string) => within(facts()).getByText(label).parentElement!;

    it("shows the dates, the deadline with its time in the viewer's time zone, and the hours", async () => {
      renderDetail([loaded(dated())]);
      await screen.findByRole('heading', { level: 1 });
      expect(row('Dates')).toHaveTextContent('Mar 6 – 8, 2031');
      const time = deadline.toLocaleTimeString('en-US', {
        hour: 'numeric',
        minute: '2-digit',
        timeZoneName: 'short',
      });
      expect(row('Apply by')).toHaveTextContent(`Mar 1, 2031${time}`);
      expect(within(row('Apply by')).getByText(time)).toBeVisible();
      expect(row('Hours a week')).toHaveTextContent('12 h/week');
      expect(row('Type')).toHaveTextContent('Hackathon');
      expect(screen.getByRole('heading', { level: 2, name: 'Required skills' })).toBeVisible();
      expect(screen.getByRole('heading', { level: 2, name: 'Tech stack' })).toBeVisible();
      expect(screen.getByRole('button', { name: 'Apply' })).toBeEnabled();
    });

    it('says "Not specified" for a post without them', async () => {
      renderDetail([loaded(detail())]);
      await screen.findByRole('heading', { level: 1 });
      for (const label of ['Dates', 'Apply by', 'Hours a week']) {
        expect(row(label)).toHaveTextContent('Not specified');
      }
    });

    it('puts "Applications closed" where Apply was on an open post past its deadline', async () => {
      renderDetail([loaded(pastDeadline())]);
      const application = await screen.findByRole('group', { name: 'Application' });
      expect(within(application).queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
      expect(within(application).getByTestId('applications-closed')).toHaveTextContent(
        /Applications closed.*The deadline to apply was/,
      );
      expect(row('Status')).toHaveTextContent('Applications closed');
    });

    it('still shows an application made before the deadline', async () => {
      renderDetail([loaded(pastDeadline({ is_applied: 'pending' }))]);
      const application = await screen.findByRole('group', { name: 'Application' });
      expect(within(application).getByRole('button', { name: 'Pending' })).toBeDisabled();
    });

    it('tells the owner the deadline passed and how to move it', async () => {
      renderDetail([loaded(pastDeadline({ posted_by: 'user-1' }))]);
      expect(await screen.findByTestId('owner-deadline-note')).toHaveTextContent(
        'Edit the post to move the deadline.',
      );
    });

    it('offers a visitor no "Sign up to apply" once applications closed', async () => {
      signOut();
      renderDetail([loaded(pastDeadline())]);
      expect(await screen.findByTestId('applications-closed')).toHaveTextContent(
        'Applications closed',
      );
      expect(screen.queryByRole('link', { name: 'Sign up to apply' })).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute(
        'href',
        '/signup?redirect=%2Fpost%2Fpost-1',
      );
      expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    });
  });
});
