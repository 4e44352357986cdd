import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { endSession, setSessionNavigator } from '@/lib/session';
import { useAuthStore } from '@/stores/auth-storage';
import { makeToken, signIn, signOut, testUser } from '@/test/auth';
import { deferred, json, mockFetch } from '@/test/fetch';
import { renderRoute } from '@/test/router';
import { resetSocialProviders } from '../hooks/use-social-providers';
import { LoginPage } from './login-page';

// The API is a mocked fetch here; e2e/auth.spec.ts logs in against the real one.

const TOKEN = makeToken(900);

function renderLogin(path = '/login', state?: unknown) {
  return renderRoute(<LoginPage />, { path, pattern: '/login', state });
}

const emailBox = () => screen.getByRole('textbox', { name: 'Email' });
const passwordBox = () => screen.getByLabelText('Password');

async function reachPasswordStep(
  user: ReturnType<typeof userEvent.setup>,
  email = 'Maya@Example.com',
) {
  await user.type(emailBox(), email);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

describe('LoginPage', () => {
  beforeEach(() => {
    signOut();
    // The server's provider list (social-sign-in.test.tsx covers asking for it).
    resetSocialProviders({ google: true, github: true });
  });

  describe('step one: e-mail', () => {
    it.each([[''], ['   '], ['maya'], ['maya@']])(
      'refuses %j with “Please enter a valid email.”',
      async (email) => {
        const user = userEvent.setup();
        renderLogin();
        if (email) await user.type(emailBox(), email);
        await user.click(screen.getByRole('button', { name: 'Continue' }));
        expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid email.');
        expect(emailBox()).toHaveAttribute('aria-invalid', 'true');
        expect(emailBox()).toHaveFocus();
        expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
      },
    );

    it('offers both providers as full-page links, and the other auth screens', async () => {
      renderLogin();
      expect(await screen.findByRole('link', { name: 'Continue with Google' })).toHaveAttribute(
        'href',
        '/v1/auth/google',
      );
      expect(screen.getByRole('link', { name: 'Continue with GitHub' })).toHaveAttribute(
        'href',
        '/v1/auth/github',
      );
      expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
        'href',
        '/forgot-password',
      );
      expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
        'href',
        '/signup',
      );
    });
  });

  it('carries the page asked for to Create an account', () => {
    renderLogin('/login?redirect=%2Fpost%2F42');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/signup?redirect=%2Fpost%2F42',
    );
  });

  describe('step two: password', () => {
    it('shows the e-mail, and Change email goes back to step one keeping it', async () => {
      const user = userEvent.setup();
      renderLogin();
      await reachPasswordStep(user);
      expect(screen.getByText('maya@example.com')).toBeInTheDocument();
      expect(passwordBox()).toHaveFocus();
      expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
        'href',
        '/forgot-password',
      );

      await user.click(screen.getByRole('button', { name: 'Change email' }));
      expect(emailBox()).toHaveValue('maya@example.com');
      expect(emailBox()).toHaveFocus();
      expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    });

    it('refuses an empty password with “Password cannot be empty.”', async () => {
      const { calls } = mockFetch(() => json(200, {}));
      const user = userEvent.setup();
      renderLogin();
      await reachPasswordStep(user);
      await user.click(screen.getByRole('button', { name: 'Log in' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Password cannot be empty.');
      expect(passwordBox()).toHaveAttribute('aria-invalid', 'true');
      expect(calls).toHaveLength(0);
    });

    it('shows the server message for refused credentials', async () => {
      mockFetch(() => json(401, { message: 'Invalid email or password.' }));
      const user = userEvent.setup();
      renderLogin();
      await reachPasswordStep(user);
      await user.type(passwordBox(), 'wrong-password');
      await user.click(screen.getByRole('button', { name: 'Log in' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');
      expect(useAuthStore.getState().token).toBeNull();
    });

    it('shows why a suspended member is refused (the API’s 403 message)', async () => {
      const message = 'Your account is suspended until 29 November 2026. Reason: spam.';
      mockFetch(() => json(403, { message }));
      const user = userEvent.setup();
      renderLogin();
      await reachPasswordStep(user);
      await user.type(passwordBox(), 'secret-password');
      await user.click(screen.getByRole('button', { name: 'Log in' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(message);
      expect(useAuthStore.getState().token).toBeNull();
    });

    it('falls back to “Login failed” when the server gives no message', async () => {
      mockFetch(() => new Response('Bad gateway', { status: 502 }));
      const user = userEvent.setup();
      renderLogin();
      await reachPasswordStep(user);
      await user.type(passwordBox(), 'secret-password');
      await user.click(screen.getByRole('button', { name: 'Log in' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Login failed');
    });

    it('is busy while logging in, then signs in and goes to /projects', async () => {
      const answer = deferred<Response>();
      const { calls } = mockFetch(() => answer.promise);
      const user = userEvent.setup();
      const router = renderLogin();
      await reachPasswordStep(user);
      await user.type(passwordBox(), 'secret-password');
      await user.click(screen.getByRole('button', { name: 'Log in' }));

      expect(screen.getByRole('button', { name: 'Logging in...' })).toBeDisabled();
      expect(calls[0]).toMatchObject({
        url: '/v1/auth/login',
        method: 'POST',
        body: { email: 'maya@example.com', password: 'secret-password' },
      });
      expect(calls[0]!.headers.get('Authorization')).toBeNull();

      answer.resolve(json(200, { accessToken: TOKEN, user: testUser }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/projects'));
      expect(useAuthStore.getState()).toMatchObject({ token: TOKEN, user: testUser });
    });
  });

  describe('where it goes after signing in', () => {
    async function logIn(path: string, state?: unknown) {
      mockFetch(() => json(200, { accessToken: TOKEN, user: testUser }));
      const user = userEvent.setup();
      const router = renderLogin(path, state);
      await reachPasswordStep(user);
      await user.type(passwordBox(), 'secret-password');
      await user.click(screen.getByRole('button', { name: 'Log in' }));
      await waitFor(() => expect(useAuthStore.getState().token).toBe(TOKEN));
      await waitFor(() => expect(router.state.location.pathname).not.toBe('/login'));
      return `${router.state.location.pathname}${router.state.location.search}`;
    }

    it('to the redirect query value', async () => {
      expect(await logIn('/login?redirect=%2Fpost%2F42%3Ftab%3Ddetails')).toBe(
        '/post/42?tab=details',
      );
    });

    it('never to another site', async () => {
      expect(await logIn('/login?redirect=%2F%2Fevil.example%2Fphish')).toBe('/projects');
    });

    it('to the guard’s router state when there is no query value', async () => {
      expect(await logIn('/login', { from: '/people' })).toBe('/people');
    });
  });

  describe('a member who is already signed in', () => {
    it('is sent to /projects', () => {
      signIn();
      const router = renderLogin();
      expect(router.state.location.pathname).toBe('/projects');
    });

    it('is sent to the redirect value', () => {
      signIn();
      const router = renderLogin('/login?redirect=%2Fsaved-posts');
      expect(router.state.location.pathname).toBe('/saved-posts');
    });

    it('stays while signing out', () => {
      signIn();
      const router = renderLogin('/login', { signedOut: true });
      expect(router.state.location.pathname).toBe('/login');
      expect(emailBox()).toBeInTheDocument();
    });
  });

  describe('after the server ended the session', () => {
    it('says so (?session=ended, from lib/session.ts)', () => {
      renderLogin('/login?redirect=%2Fchat&session=ended');
      expect(screen.getByRole('status')).toHaveTextContent(
        'Your session has ended. Please log in again.',
      );
    });

    it('says so when the route guard replaced that address as the member was signed out', () => {
      setSessionNavigator(() => undefined);
      endSession();
      renderLogin('/login?redirect=%2Fprojects');
      expect(screen.getByRole('status')).toHaveTextContent(
        'Your session has ended. Please log in again.',
      );
    });

    it('says nothing on an ordinary visit', () => {
      renderLogin('/login?redirect=%2Fchat');
      expect(screen.queryByText(/session has ended/)).not.toBeInTheDocument();
    });
  });

  describe('social sign-in errors', () => {
    it.each([
      ['oauth_failed', 'OAuth authentication failed'],
      ['token_error', 'Token generation failed'],
      ['data_parse_failed', 'Authentication error occurred'],
      ['initialization_failed', 'Authentication error occurred'],
      [
        'email_not_verified',
        'An account with this email already exists. Sign in with your password and verify your email, then you can use this sign-in option.',
      ],
      ['something_else', 'Authentication error occurred'],
      ['toString', 'Authentication error occurred'],
    ])('?error=%s shows “%s”', (error, message) => {
      renderLogin(`/login?error=${error}`);
      expect(screen.getByRole('alert')).toHaveTextContent(message);
    });

    it('stays until the member tries again', async () => {
      const user = userEvent.setup();
      renderLogin('/login?error=oauth_failed');
      await reachPasswordStep(user);
      await user.click(screen.getByRole('button', { name: 'Change email' }));
      expect(screen.queryByText('OAuth authentication failed')).not.toBeInTheDocument();
    });

    it('shows nothing without an error', () => {
      renderLogin();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });
  });
});
