import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RESET_REDIRECT_DELAY_MS } from '@squadup/shared';
import { json, mockFetch } from '@/test/fetch';
import { renderRoute } from '@/test/router';
import { ResetPasswordPage } from './reset-password-page';

// The API is a mocked fetch here; e2e/auth.spec.ts follows a real reset mail.

const PATTERN = '/reset-password/:id?/:token?';
const DONE = 'Your password has been reset. You can now log in.';

function renderReset(path = '/reset-password/user-1/reset-token') {
  return renderRoute(<ResetPasswordPage />, { path, pattern: PATTERN });
}

async function submit(user: ReturnType<typeof userEvent.setup>, password: string, confirm: string) {
  if (password) await user.type(screen.getByLabelText('New password'), password);
  if (confirm) await user.type(screen.getByLabelText('Confirm new password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Reset password' }));
}

describe('ResetPasswordPage', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('different passwords give “Passwords do not match”', async () => {
    const { calls } = mockFetch(() => json(200, { message: DONE }));
    const user = userEvent.setup();
    renderReset();
    await submit(user, 'new-password-1', 'new-password-2');
    expect(await screen.findByRole('alert')).toHaveTextContent('Passwords do not match');
    expect(screen.getByLabelText('Confirm new password')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });

  it('an empty password gives “Password cannot be empty.”', async () => {
    const user = userEvent.setup();
    renderReset();
    await submit(user, '', '');
    expect(await screen.findByRole('alert')).toHaveTextContent('Password cannot be empty.');
  });

  it.each([['/reset-password'], ['/reset-password/user-1']])(
    '%s (no token) says “No reset token provided” and offers a new link',
    (path) => {
      renderReset(path);
      expect(screen.getByRole('alert')).toHaveTextContent('No reset token provided');
      expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
        'href',
        '/forgot-password',
      );
    },
  );

  it('a blank user id gives “Missing token or user ID”', async () => {
    const { calls } = mockFetch(() => json(200, { message: DONE }));
    const user = userEvent.setup();
    renderReset('/reset-password/%20/reset-token');
    await submit(user, 'new-password-1', 'new-password-1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Missing token or user ID');
    expect(calls).toHaveLength(0);
  });

  it('shows the server message on failure', async () => {
    mockFetch(() => json(400, { message: 'This reset link is invalid or has expired.' }));
    const user = userEvent.setup();
    renderReset();
    await submit(user, 'new-password-1', 'new-password-1');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This reset link is invalid or has expired.',
    );
  });

  it('falls back to “Reset failed. Please try again.”', async () => {
    mockFetch(() => new Response('oops', { status: 500 }));
    const user = userEvent.setup();
    renderReset();
    await submit(user, 'new-password-1', 'new-password-1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Reset failed. Please try again.');
  });

  it('sends the new password, shows the server message and goes to /login after 2 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = mockFetch(() => json(200, { message: DONE }));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    const router = renderReset('/reset-password/user-1/tok%2Fen');
    await submit(user, 'new-password-1', 'new-password-1');
    expect(await screen.findByRole('status')).toHaveTextContent(DONE);
    expect(calls[0]).toMatchObject({
      url: '/v1/auth/reset-password/user-1/tok%2Fen',
      method: 'POST',
      body: { password: 'new-password-1' },
    });
    expect(calls[0]!.headers.get('Authorization')).toBeNull();

    act(() => {
      vi.advanceTimersByTime(RESET_REDIRECT_DELAY_MS - 100);
    });
    expect(router.state.location.pathname).toBe('/reset-password/user-1/tok%2Fen');
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(router.state.location.pathname).toBe('/login');
  });
});
