import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { signIn, signOut } from '@/test/auth';
import { json, mockFetch } from '@/test/fetch';
import { routes } from './routes';

// Every route of the app, with sample parameters, and the heading each screen shows.
const PUBLIC_ROUTES: Record<string, string> = {
  '/': 'Build your dream squad',
  '/login': 'Welcome back',
  '/signup': 'Create your account',
  '/forgot-password': 'Forgot your password?',
  '/reset-password/user-1/reset-token': 'Set a new password',
  '/reset-password': 'Set a new password',
  '/verify-email': 'Verify your email',
  '/oauth-callback': 'Signing you in',
  '/privacy-policy': 'Privacy Policy',
  '/terms-of-service': 'Terms of Service',
};

const AUTHENTICATED_ROUTES: Record<string, string> = {
  '/projects': 'Discover Projects',
  '/people': 'Find People',
  '/chat': 'Messages',
  '/chat/chat-1': 'Messages',
  '/profile': 'Profile',
  '/profile/me': 'Profile',
  '/profile/user-2': 'Profile',
  '/me': 'Profile',
  '/myposts': 'My Posts',
  '/myposts/post-1': 'Applicants',
  '/post/new': 'Create Post',
  '/post/edit/post-1': 'Edit Post',
  '/post/post-1/edit': 'Edit Post',
  '/post/post-1': 'Post Details',
  '/saved-posts': 'Saved Posts',
  '/my-applications': 'My Applications',
  '/squads': 'My Squads',
  // No server in unit tests: the squad cannot load, and the page says so under its heading.
  '/squads/post-1': 'Squad',
  '/events': 'Events',
  '/events/new': 'Create an event',
  // No server here either: the event cannot load, and the page says so under its heading.
  '/events/event-1': 'Event',
  '/events/event-1/edit': 'Edit event',
  '/notifications': 'Notifications',
  '/contacts': 'Contacts',
  '/contacts/requests': 'Contact Requests',
  '/settings': 'Settings',
  '/welcome': 'Welcome to Squadup',
};

// The first screen of each kind pays for its lazy chunks (the signed-in layout, Apollo, the screen); on a
// busy machine that can take longer than findBy's default second.
const LAZY_SCREEN = { timeout: 5000 };

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('routes', () => {
  it.each(Object.entries(PUBLIC_ROUTES))('%s is a public screen', async (path, heading) => {
    signOut();
    renderAt(path);
    expect(
      await screen.findByRole('heading', { level: 1, name: heading }, LAZY_SCREEN),
    ).toBeInTheDocument();
    expect(screen.queryByText('Page not found')).not.toBeInTheDocument();
  });

  it.each(Object.entries(AUTHENTICATED_ROUTES))(
    '%s is a signed-in screen',
    async (path, heading) => {
      signIn();
      renderAt(path);
      expect(
        await screen.findByRole('heading', { level: 1, name: heading }, LAZY_SCREEN),
      ).toBeInTheDocument();
      // The shell is around it (desktop and mobile navigation both exist in jsdom, which has no CSS).
      expect(screen.getAllByRole('navigation', { name: 'Main' }).length).toBeGreaterThan(0);
      expect(screen.queryByText('Page not found')).not.toBeInTheDocument();
    },
  );

  it('sends a signed-out visitor of a signed-in screen to /login', async () => {
    signOut();
    const router = renderAt('/saved-posts');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?redirect=%2Fsaved-posts');
  });

  it('keeps one signed-in frame from a post to another screen (the shell is not remounted)', async () => {
    signIn();
    const router = renderAt('/post/post-1');
    await screen.findByRole('heading', { level: 1, name: 'Post Details' }, LAZY_SCREEN);
    const shell = screen.getAllByRole('navigation', { name: 'Main' })[0];
    await act(() => router.navigate('/saved-posts'));
    await screen.findByRole('heading', { level: 1, name: 'Saved Posts' }, LAZY_SCREEN);
    expect(screen.getAllByRole('navigation', { name: 'Main' })[0]).toBe(shell);
  });

  describe('a post, a profile or an event, which anyone with the link may read', () => {
    /** The API as a visitor meets it: no such post or profile (members-only reads the same). */
    const nothingToRead = () =>
      mockFetch(() =>
        json(200, {
          data: null,
          errors: [{ message: 'Not found.', extensions: { code: 'NOT_FOUND' } }],
        }),
      );

    it.each([
      ['/post/post-1', 'Post Details', 'Post not found.'],
      ['/profile/user-2', 'Profile', 'Member not found'],
      ['/events/event-1', 'Event', 'Event not found.'],
    ])('%s opens signed out, in the public frame', async (path, heading, answer) => {
      signOut();
      const { calls } = nothingToRead();
      const router = renderAt(path);
      expect(
        await screen.findByRole('heading', { level: 1, name: heading }, LAZY_SCREEN),
      ).toBeInTheDocument();
      expect(await screen.findByText(answer)).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(path);
      // The public header, whose Login and Signup come back here; none of the app's navigation.
      const back = encodeURIComponent(path);
      expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute(
        'href',
        `/login?redirect=${back}`,
      );
      expect(screen.getByRole('link', { name: 'Signup' })).toHaveAttribute(
        'href',
        `/signup?redirect=${back}`,
      );
      expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
      // Asked without a bearer, and nothing else (no session to renew, no view counted).
      expect(calls.map((call) => call.url)).toEqual(['/graphql']);
      expect(calls[0]!.headers.get('authorization')).toBeNull();
    });

    it('is the editable own profile for a member at their own id', async () => {
      signIn();
      const user = {
        __typename: 'User',
        _id: 'user-1',
        first_name: 'Maya',
        last_name: 'Alvarez',
        email: 'maya@example.com',
        photo: null,
        title: null,
        bio: null,
        location_id: '',
        looking_for: [],
        is_connection: 'none',
        chat_id: null,
        connections_count: 0,
        links: [],
        is_online: true,
        last_seen: null,
        created_at: '2024-03-01T10:00:00.000Z',
      };
      mockFetch((call) => {
        const { operationName } = call.body as { operationName?: string };
        if (operationName === 'ProfileUser') return json(200, { data: { loadUserById: user } });
        if (operationName === 'EducationByUser')
          return json(200, { data: { getEducationByUser: [] } });
        if (operationName === 'SkillsByUser') return json(200, { data: { getSkillsByUser: [] } });
        throw new Error(`Unexpected fetch in a unit test: ${call.method} ${call.url}`);
      });
      renderAt('/profile/user-1');
      expect(
        await screen.findByRole('button', { name: 'Edit Profile' }, LAZY_SCREEN),
      ).toBeInTheDocument();
      expect(screen.getAllByRole('navigation', { name: 'Main' }).length).toBeGreaterThan(0);
    });

    it('shows the guard spinner while auth initialises', () => {
      signOut(false);
      renderAt('/post/post-1');
      expect(screen.getByRole('status', { name: 'Loading...' })).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    });

    it.each([
      '/projects',
      '/profile',
      '/profile/me',
      '/me',
      '/post/new',
      '/post/post-1/edit',
      '/events',
      '/events/new',
      '/events/event-1/edit',
    ])('%s still sends a signed-out visitor to /login', async (path) => {
      signOut();
      const router = renderAt(path);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Welcome back' }, LAZY_SCREEN),
      ).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/login');
      expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent(path)}`);
    });
  });

  it('shows the not-found page for an unknown address', async () => {
    signOut();
    renderAt('/this/does/not/exist');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });
});
