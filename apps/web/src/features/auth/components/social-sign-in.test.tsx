import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred, json, mockFetch } from '@/test/fetch';
import { resetSocialProviders } from '../hooks/use-social-providers';
import { SocialSignIn } from './social-sign-in';

// The server says which providers are configured (GET /v1/auth/providers); only those are offered.

const google = () => screen.queryByRole('link', { name: 'Continue with Google' });
const github = () => screen.queryByRole('link', { name: 'Continue with GitHub' });

describe('SocialSignIn', () => {
  beforeEach(() => resetSocialProviders());

  it('offers both providers, as full-page links, when both are configured', async () => {
    const { calls } = mockFetch(() => json(200, { google: true, github: true }));
    render(<SocialSignIn />);
    expect(await screen.findByRole('link', { name: 'Continue with Google' })).toHaveAttribute(
      'href',
      '/v1/auth/google',
    );
    expect(github()).toHaveAttribute('href', '/v1/auth/github');
    expect(screen.getByText('or')).toBeInTheDocument();
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['GET /v1/auth/providers']);
    expect(calls[0]!.headers.get('Authorization')).toBeNull();
  });

  it('offers only the configured provider', async () => {
    mockFetch(() => json(200, { google: false, github: true }));
    render(<SocialSignIn />);
    expect(await screen.findByRole('link', { name: 'Continue with GitHub' })).toBeInTheDocument();
    expect(google()).not.toBeInTheDocument();
  });

  it('shows nothing, not even the divider, while the answer is on its way', () => {
    const answer = deferred<Response>();
    mockFetch(() => answer.promise);
    const { container } = render(<SocialSignIn />);
    expect(container).toBeEmptyDOMElement();
  });

  it.each([
    ['neither is configured', () => json(200, { google: false, github: false })],
    ['the call fails', () => json(500, { message: 'Something went wrong.' })],
  ])('shows nothing when %s', async (_label, answer) => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { fetchMock } = mockFetch(answer);
    const { container } = render(<SocialSignIn />);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    expect(container).toBeEmptyDOMElement();
    consoleError.mockRestore();
  });

  it('asks the server once however many times the buttons are shown', async () => {
    const { calls } = mockFetch(() => json(200, { google: true, github: false }));
    const first = render(<SocialSignIn />);
    await screen.findByRole('link', { name: 'Continue with Google' });
    first.unmount();
    render(<SocialSignIn />);
    expect(await screen.findByRole('link', { name: 'Continue with Google' })).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });
});
