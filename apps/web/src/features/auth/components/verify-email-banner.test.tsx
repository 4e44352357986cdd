import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { useAuthStore } from '@/stores/auth-storage';
import { signIn, testUser } from '@/test/auth';
import { deferred, json, mockFetch } from '@/test/fetch';
import { VerifyEmailBanner } from './verify-email-banner';

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const TEXT = 'Please verify your email address. We sent a link to maya@example.com.';

function signInAs(email_verified: boolean) {
  signIn();
  useAuthStore.setState({ user: { ...testUser, email_verified } });
}

describe('VerifyEmailBanner', () => {
  beforeEach(() => sessionStorage.clear());

  it('reminds an unverified member, naming their address', () => {
    signInAs(false);
    render(<VerifyEmailBanner />);
    expect(screen.getByRole('region', { name: 'Email verification' })).toHaveTextContent(TEXT);
  });

  it('is not there for a verified member', () => {
    signInAs(true);
    const { container } = render(<VerifyEmailBanner />);
    expect(container).toBeEmptyDOMElement();
  });

  it('goes as soon as the stored member is verified (the verify page updates it)', () => {
    signInAs(false);
    render(<VerifyEmailBanner />);
    useAuthStore.getState().updateUser({ email_verified: true });
    return vi.waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Email verification' })).not.toBeInTheDocument(),
    );
  });

  it('Resend asks for a new link with the bearer, busy meanwhile, and toasts the answer', async () => {
    signInAs(false);
    const answer = deferred<Response>();
    const { calls } = mockFetch(() => answer.promise);
    const user = userEvent.setup();
    render(<VerifyEmailBanner />);
    // Keyboard: Tab reaches Resend, Enter presses it.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Resend' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    answer.resolve(json(200, { message: 'We sent a new link to maya@example.com.' }));
    expect(await screen.findByRole('button', { name: 'Resend' })).toBeEnabled();
    expect(toast.success).toHaveBeenCalledWith('We sent a new link to maya@example.com.');
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['POST /v1/auth/resend-verification']);
    expect(calls[0]!.headers.get('Authorization')).toMatch(/^Bearer /);
  });

  it('shows the server message when resending too often', async () => {
    signInAs(false);
    mockFetch(() =>
      json(429, {
        message: 'Too many requests. Please try again in a few minutes.',
        code: 'TOO_MANY_REQUESTS',
      }),
    );
    const user = userEvent.setup();
    render(<VerifyEmailBanner />);
    await user.click(screen.getByRole('button', { name: 'Resend' }));
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'Too many requests. Please try again in a few minutes.',
      ),
    );
    expect(screen.getByRole('button', { name: 'Resend' })).toBeEnabled();
  });

  it('can be dismissed for the rest of the browser session', async () => {
    signInAs(false);
    const user = userEvent.setup();
    const first = render(<VerifyEmailBanner />);
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('region', { name: 'Email verification' })).not.toBeInTheDocument();
    first.unmount();
    render(<VerifyEmailBanner />);
    expect(screen.queryByRole('region', { name: 'Email verification' })).not.toBeInTheDocument();
  });
});
