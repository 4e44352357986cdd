import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { useAuthStore } from '@/stores/auth-storage';
import { signIn, signOut, testUser } from '@/test/auth';
import { deferred, json, mockFetch } from '@/test/fetch';
import { renderRoute } from '@/test/router';
import { VerifyEmailPage } from './verify-email-page';

// The API is a mocked fetch here. Each test uses its own token: the page posts a link once per load.

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const PATTERN = '/verify-email/:id?/:token?';
let tokenCount = 0;
const nextToken = () => `token-${++tokenCount}`;

function renderVerify(path: string) {
  return renderRoute(<VerifyEmailPage />, { path, pattern: PATTERN });
}

const unverified = { ...testUser, email_verified: false };
const INVALID = {
  message: 'This verification link is invalid or has expired.',
  code: 'BAD_USER_INPUT',
};

describe('VerifyEmailPage', () => {
  beforeEach(() => signOut());

  it('posts the link once while showing that it is verifying, then says the email is verified', async () => {
    const answer = deferred<Response>();
    const { calls } = mockFetch(() => answer.promise);
    const token = nextToken();
    renderVerify(`/verify-email/user-1/${token}`);
    expect(screen.getByRole('status', { name: 'Verifying your email...' })).toBeInTheDocument();
    answer.resolve(json(200, { message: 'Your email is verified.' }));
    expect(await screen.findByText('Your email is verified.')).toBeInTheDocument();
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      `POST /v1/auth/verify-email/user-1/${token}`,
    ]);
    expect(calls[0]!.headers.get('Authorization')).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to login' })).toHaveAttribute('href', '/login');
  });

  // The link names its token, not the member: the page asks the server who is verified now.
  const verifyThenMe = (me: typeof unverified) => (call: { url: string }) =>
    call.url === '/v1/auth/me' ? json(200, me) : json(200, { message: 'Your email is verified.' });

  it('marks the signed-in member verified and leads on to Discover', async () => {
    signIn();
    useAuthStore.setState({ user: unverified });
    const { callsTo } = mockFetch(verifyThenMe({ ...unverified, email_verified: true }));
    renderVerify(`/verify-email/token-row-1/${nextToken()}`);
    expect(await screen.findByText('Your email is verified.')).toBeInTheDocument();
    await waitFor(() => expect(useAuthStore.getState().user?.email_verified).toBe(true));
    expect(callsTo('/v1/auth/me')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Continue to Discover' })).toHaveAttribute(
      'href',
      '/projects',
    );
  });

  it('leaves the signed-in member as they were when the link is for another account', async () => {
    signIn();
    useAuthStore.setState({ user: unverified });
    const { callsTo } = mockFetch(verifyThenMe(unverified));
    renderVerify(`/verify-email/token-row-2/${nextToken()}`);
    expect(await screen.findByText('Your email is verified.')).toBeInTheDocument();
    await waitFor(() => expect(callsTo('/v1/auth/me')).toHaveLength(1));
    expect(useAuthStore.getState().user?.email_verified).toBe(false);
  });

  it('says "already verified" for a link used before, as the server words it, and leads on', async () => {
    mockFetch(() => json(200, { message: 'Your email is already verified.' }));
    renderVerify(`/verify-email/user-1/${nextToken()}`);
    expect(await screen.findByText('Your email is already verified.')).toBeInTheDocument();
    expect(screen.queryByText(/invalid or has expired/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to login' })).toHaveAttribute('href', '/login');
  });

  it('shows the server message for a bad link and asks a signed-out visitor to sign in first', async () => {
    mockFetch(() => json(400, INVALID));
    renderVerify(`/verify-email/user-1/${nextToken()}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID.message);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: 'Send a new link' })).not.toBeInTheDocument();
  });

  it('lets a signed-in member ask for a new link, busy while it is sent', async () => {
    signIn();
    useAuthStore.setState({ user: unverified });
    const resent = deferred<Response>();
    const { callsTo } = mockFetch((call) =>
      call.url.startsWith('/v1/auth/verify-email/') ? json(400, INVALID) : resent.promise,
    );
    const user = userEvent.setup();
    renderVerify(`/verify-email/user-1/${nextToken()}`);
    await user.click(await screen.findByRole('button', { name: 'Send a new link' }));
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    resent.resolve(json(200, { message: 'We sent a new link to maya@example.com.' }));
    expect(await screen.findByRole('button', { name: 'Send a new link' })).toBeEnabled();
    expect(toast.success).toHaveBeenCalledWith('We sent a new link to maya@example.com.');
    const [resend] = callsTo('/v1/auth/resend-verification');
    expect(resend).toMatchObject({ method: 'POST' });
    expect(resend!.headers.get('Authorization')).toMatch(/^Bearer /);
  });

  it('explains an incomplete link without asking the server', () => {
    const { calls } = mockFetch(() => json(200, {}));
    renderVerify('/verify-email/user-1');
    expect(screen.getByRole('alert')).toHaveTextContent('This verification link is incomplete.');
    expect(calls).toHaveLength(0);
  });
});
