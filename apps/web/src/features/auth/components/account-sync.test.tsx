// socket.io-client is replaced by FakeSocket (lib/realtime/fake-socket.ts): it cannot connect
// without a server. The server's side (verifying emits accountUpdate to the member's sockets) is
// covered by the API's realtime tests.
import { act, render, screen } from '@testing-library/react';
import { io } from 'socket.io-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '@/lib/realtime/fake-socket';
import { realtime } from '@/lib/realtime/socket';
import { useAuthStore } from '@/stores/auth-storage';
import { signIn, signOut, testUser } from '@/test/auth';
import { json, mockFetch } from '@/test/fetch';
import { AccountSync } from './account-sync';
import { VerifyEmailBanner } from './verify-email-banner';

vi.mock('socket.io-client', () => ({ io: vi.fn() }));

let socket: FakeSocket;

beforeEach(async () => {
  sessionStorage.clear();
  const made = vi.mocked(io).mock.calls.length;
  vi.mocked(io).mockImplementation(() => {
    socket = new FakeSocket();
    return socket as unknown as ReturnType<typeof io>;
  });
  signIn();
  useAuthStore.setState({ user: { ...testUser, email_verified: false } });
  realtime.start();
  await vi.waitFor(() => expect(vi.mocked(io).mock.calls.length).toBe(made + 1));
  act(() => socket.serverConnect());
});

afterEach(() => {
  act(() => signOut());
});

const banner = () => screen.queryByRole('region', { name: 'Email verification' });

describe('AccountSync', () => {
  it('takes the banner away when the address is verified in another tab', () => {
    render(
      <>
        <AccountSync />
        <VerifyEmailBanner />
      </>,
    );
    expect(banner()).toBeInTheDocument();
    act(() => socket.serverSend('accountUpdate', { email_verified: true }));
    expect(banner()).not.toBeInTheDocument();
    expect(useAuthStore.getState().user?.email_verified).toBe(true);
  });

  it('asks the server again when the tab comes back into view while unverified', async () => {
    const { calls } = mockFetch(() => json(200, { ...testUser, email_verified: true }));
    render(
      <>
        <AccountSync />
        <VerifyEmailBanner />
      </>,
    );
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await vi.waitFor(() => expect(banner()).not.toBeInTheDocument());
    expect(calls.map((call) => call.url)).toEqual([expect.stringMatching(/\/v1\/auth\/me$/)]);
  });
});
