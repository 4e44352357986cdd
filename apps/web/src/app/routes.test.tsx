import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { signIn, signOut } from '@/test/auth';
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

  it('shows the not-found page for an unknown address', async () => {
    signOut();
    renderAt('/this/does/not/exist');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });
});
