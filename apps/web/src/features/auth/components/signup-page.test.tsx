import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { useAuthStore } from '@/stores/auth-storage';
import { makeToken, signIn, signOut, testUser } from '@/test/auth';
import { deferred, json, mockFetch } from '@/test/fetch';
import { renderRoute } from '@/test/router';
import { resetSocialProviders } from '../hooks/use-social-providers';
import { SignupPage } from './signup-page';

// The API is a mocked fetch here; e2e/auth.spec.ts signs up against the real one.

const TOKEN = makeToken(900);

const field = (label: string) => screen.getByLabelText(label, { selector: 'input' });

interface Values {
  first?: string;
  last?: string;
  email?: string;
  password?: string;
  confirm?: string;
}

async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>, values: Values) {
  const entries: [string | RegExp, string | undefined][] = [
    ['First name', values.first],
    [/^Last name/, values.last],
    ['Email', values.email],
    ['Password', values.password],
    ['Confirm password', values.confirm],
  ];
  for (const [label, value] of entries) {
    if (value) await user.type(screen.getByLabelText(label, { selector: 'input' }), value);
  }
  await user.click(screen.getByRole('button', { name: 'Create account' }));
}

const complete: Values = {
  first: 'Maya',
  last: 'Alvarez',
  email: 'maya@example.com',
  password: 'long-enough-1',
  confirm: 'long-enough-1',
};

describe('SignupPage', () => {
  beforeEach(() => {
    signOut();
    // The server's provider list (social-sign-in.test.tsx covers asking for it).
    resetSocialProviders({ google: true, github: true });
  });

  it.each([
    ['first name', { ...complete, first: undefined }, 'First name'],
    ['e-mail', { ...complete, email: undefined }, 'Email'],
    ['password', { ...complete, password: undefined, confirm: undefined }, 'Password'],
  ])('a missing %s gives “All fields are required”', async (_name, values, label) => {
    const { calls } = mockFetch(() => json(201, {}));
    const user = userEvent.setup();
    renderRoute(<SignupPage />, { path: '/signup' });
    await fillAndSubmit(user, values);
    expect(await screen.findByRole('alert')).toHaveTextContent('All fields are required');
    expect(screen.getByLabelText(label, { selector: 'input' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.getByLabelText(label, { selector: 'input' })).toHaveFocus();
    expect(calls).toHaveLength(0);
  });

  it('does not require the last name', async () => {
    mockFetch(() => json(201, { accessToken: TOKEN, user: testUser }));
    const user = userEvent.setup();
    renderRoute(<SignupPage />, { path: '/signup' });
    await fillAndSubmit(user, { ...complete, last: undefined });
    await waitFor(() => expect(useAuthStore.getState().token).toBe(TOKEN));
  });

  it('different passwords give “Passwords do not match”', async () => {
    const user = userEvent.setup();
    renderRoute(<SignupPage />, { path: '/signup' });
    await fillAndSubmit(user, { ...complete, confirm: 'long-enough-2' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Passwords do not match');
    expect(field('Confirm password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('a short password is explained before asking the server', async () => {
    const user = userEvent.setup();
    renderRoute(<SignupPage />, { path: '/signup' });
    await fillAndSubmit(user, { ...complete, password: 'short', confirm: 'short' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Password must be at least 8 characters.',
    );
  });

  it('shows the server message in the form and as a toast', async () => {
    const toastError = vi.spyOn(toast, 'error').mockImplementation(() => 0);
    mockFetch(() => json(409, { message: 'An account with this email already exists.' }));
    const user = userEvent.setup();
    renderRoute(<SignupPage />, { path: '/signup' });
    await fillAndSubmit(user, complete);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An account with this email already exists.',
    );
    expect(toastError).toHaveBeenCalledWith('An account with this email already exists.');
  });

  it('falls back to “Signup failed”, also as a toast', async () => {
    const toastError = vi.spyOn(toast, 'error').mockImplementation(() => 0);
    mockFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    const user = userEvent.setup();
    renderRoute(<SignupPage />, { path: '/signup' });
    await fillAndSubmit(user, complete);
    expect(await screen.findByRole('alert')).toHaveTextContent('Signup failed');
    expect(toastError).toHaveBeenCalledWith('Signup failed');
    expect(screen.getByRole('button', { name: 'Create account' })).toBeEnabled();
  });

  it('is busy while signing up, then signs in and goes to the welcome step', async () => {
    const answer = deferred<Response>();
    const { calls } = mockFetch(() => answer.promise);
    const user = userEvent.setup();
    const router = renderRoute(<SignupPage />, { path: '/signup' });
    await fillAndSubmit(user, { ...complete, email: '  Maya@Example.com ' });
    expect(screen.getByRole('button', { name: 'Creating account...' })).toBeDisabled();
    expect(calls[0]).toMatchObject({
      url: '/v1/auth/signup',
      method: 'POST',
      body: {
        first_name: 'Maya',
        last_name: 'Alvarez',
        email: 'maya@example.com',
        password: 'long-enough-1',
      },
    });
    answer.resolve(json(201, { accessToken: TOKEN, user: testUser }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/welcome'));
    expect(useAuthStore.getState()).toMatchObject({ token: TOKEN, user: testUser });
  });

  it('links to /login', () => {
    renderRoute(<SignupPage />, { path: '/signup' });
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it('sends a signed-in member to /projects', () => {
    signIn();
    const router = renderRoute(<SignupPage />, { path: '/signup' });
    expect(router.state.location.pathname).toBe('/projects');
  });

  describe('with ?redirect= (a visitor who came from a shared post)', () => {
    it('goes straight back to that page instead of the welcome step', async () => {
      mockFetch(() => json(201, { accessToken: TOKEN, user: testUser }));
      const user = userEvent.setup();
      const router = renderRoute(<SignupPage />, {
        path: '/signup?redirect=%2Fpost%2F42%3Ftab%3Ddetails',
      });
      await fillAndSubmit(user, complete);
      await waitFor(() => expect(router.state.location.pathname).toBe('/post/42'));
      expect(router.state.location.search).toBe('?tab=details');
    });

    it('goes to the welcome step first when it came from a member screen', async () => {
      mockFetch(() => json(201, { accessToken: TOKEN, user: testUser }));
      const user = userEvent.setup();
      const router = renderRoute(<SignupPage />, { path: '/signup?redirect=%2Fchat%2Fchat-1' });
      await fillAndSubmit(user, complete);
      await waitFor(() => expect(router.state.location.pathname).toBe('/welcome'));
    });

    it('ignores another site, as /login does, and goes to the welcome step', async () => {
      mockFetch(() => json(201, { accessToken: TOKEN, user: testUser }));
      const user = userEvent.setup();
      const router = renderRoute(<SignupPage />, {
        path: '/signup?redirect=%2F%2Fevil.example%2Fphish',
      });
      expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
      await fillAndSubmit(user, complete);
      await waitFor(() => expect(router.state.location.pathname).toBe('/welcome'));
    });

    it('carries it to Log in', () => {
      renderRoute(<SignupPage />, { path: '/signup?redirect=%2Fprofile%2Fuser-2' });
      expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
        'href',
        '/login?redirect=%2Fprofile%2Fuser-2',
      );
    });

    it('sends a signed-in member there', () => {
      signIn();
      const router = renderRoute(<SignupPage />, { path: '/signup?redirect=%2Fpost%2F42' });
      expect(router.state.location.pathname).toBe('/post/42');
    });
  });
});
