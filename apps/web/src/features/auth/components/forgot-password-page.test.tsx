import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { deferred, json, mockFetch } from '@/test/fetch';
import { renderRoute } from '@/test/router';
import { ForgotPasswordPage } from './forgot-password-page';

// The API is a mocked fetch here; e2e/auth.spec.ts resets a password through the real mail.

const SENT = 'If an account exists for that email, a password reset link is on its way.';

function renderForgot(state?: unknown) {
  return renderRoute(<ForgotPasswordPage />, { path: '/forgot-password', state });
}

const emailBox = () => screen.getByRole('textbox', { name: 'Email' });

describe('ForgotPasswordPage', () => {
  it.each([[''], ['not-an-address']])(
    'refuses %j with “Please enter a valid email.”',
    async (email) => {
      const { calls } = mockFetch(() => json(200, { message: SENT }));
      const user = userEvent.setup();
      renderForgot();
      if (email) await user.type(emailBox(), email);
      await user.click(screen.getByRole('button', { name: 'Send reset link' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid email.');
      expect(emailBox()).toHaveAttribute('aria-invalid', 'true');
      expect(calls).toHaveLength(0);
    },
  );

  it('is busy while sending, then shows the server’s message', async () => {
    const answer = deferred<Response>();
    const { calls } = mockFetch(() => answer.promise);
    const user = userEvent.setup();
    renderForgot();
    await user.type(emailBox(), 'Maya@Example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(calls[0]).toMatchObject({
      url: '/v1/auth/forgot-password',
      method: 'POST',
      body: { email: 'maya@example.com' },
    });
    expect(calls[0]!.headers.get('Authorization')).toBeNull();
    answer.resolve(json(200, { message: SENT }));
    expect(await screen.findByRole('status')).toHaveTextContent(SENT);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Check your e-mail');
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
  });

  it('shows the server message on failure', async () => {
    mockFetch(() => json(429, { message: 'Too many requests. Please try again later.' }));
    const user = userEvent.setup();
    renderForgot();
    await user.type(emailBox(), 'maya@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many requests. Please try again later.',
    );
    expect(screen.getByRole('button', { name: 'Send reset link' })).toBeEnabled();
  });

  it('falls back to “Failed to send reset link.”', async () => {
    mockFetch(() => new Response(null, { status: 500 }));
    const user = userEvent.setup();
    renderForgot();
    await user.type(emailBox(), 'maya@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send reset link.');
  });

  it('starts with the e-mail typed on /login', () => {
    renderForgot({ email: 'maya@example.com' });
    expect(emailBox()).toHaveValue('maya@example.com');
  });
});
